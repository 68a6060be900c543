extension KeyboardObserver {
  /// A new stream of the observer's transitions, for `for await` loops.
  ///
  /// ```swift
  /// for await transition in keyboard.transitions {
  ///   print(transition.kind, transition.height)
  /// }
  /// ```
  ///
  /// Each read returns a new stream that receives every transition from then on, in order; give
  /// each consumer its own stream (one stream must not be iterated from two tasks at once).
  /// Transitions are few (a handful per tap), so a stream buffers every one its iterator has not
  /// consumed yet, without limit: a slow consumer sees them all, late but in order. A stream ends
  /// when the observer goes away or ``clear()`` is called, and stops costing anything when its
  /// iterating task is cancelled. While a stream is alive, the observer watches every event the
  /// tracker needs. Elements are produced on the main actor, inside UIKit's post.
  public var transitions: AsyncStream<KeyboardTransition> {
    let stream = transitionStreams.makeStream()
    observeTrackedEvents()
    return stream
  }
}
