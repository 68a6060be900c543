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
  /// consumed yet, without limit: a slow consumer sees them all, late but in order. While a stream
  /// is alive, the observer watches every event the tracker needs. Elements are produced on the
  /// main actor, inside UIKit's post.
  ///
  /// A stream keeps its observer alive until the stream ends, so
  /// `for await t in KeyboardObserver().start().transitions` keeps observing with nothing else
  /// holding the observer. A stream ends when its iterating task is cancelled (a SwiftUI `.task`
  /// is, when its view goes), when its consumer drops it, or when ``clear()`` is called; then it
  /// lets go of the observer. Cancel the task that iterates (or call ``clear()``) when its screen
  /// goes away: until then, the loop and its observer stay.
  public var transitions: AsyncStream<KeyboardTransition> {
    let stream = transitionStreams.makeStream(keepingAlive: self)
    observeTrackedEvents()
    return stream
  }
}
