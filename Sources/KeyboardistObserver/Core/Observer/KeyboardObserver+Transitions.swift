import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The normalised layer: one clean transition per real change of the keyboard, from the
/// transitions stage.
extension KeyboardObserver {
  /// Registers the callback for appears, replacing any earlier one.
  ///
  /// It runs on the main actor, synchronously inside UIKit's post, for each ``KeyboardTransition``
  /// of kind ``KeyboardTransition/Kind/appear``: the keyboard came up (``KeyboardTransition/appearIndex``
  /// 0) or changed height while up (1, 2, …). Registered on a started observer while the keyboard
  /// is up, it also runs at once (<doc:StartingAndStopping#Catching-up>).
  ///
  /// - Parameter callback: What runs with each appear.
  /// - Returns: The observer, to chain further calls.
  @discardableResult
  public func onAppear(_ callback: @escaping TransitionCallback) -> Self {
    let wasListened = transitionStage.isListened
    transitionStage.appearCallback = callback
    transitionListenerAdded(wasListened: wasListened) { callback($0) }
    return self
  }

  /// Registers the callback for disappears, replacing any earlier one.
  ///
  /// It runs on the main actor, synchronously inside UIKit's post, once for each time the keyboard
  /// goes away after an appear.
  ///
  /// - Parameter callback: What runs with each disappear.
  /// - Returns: The observer, to chain further calls.
  @discardableResult
  public func onDisappear(_ callback: @escaping TransitionCallback) -> Self {
    let wasListened = transitionStage.isListened
    transitionStage.disappearCallback = callback
    transitionListenerAdded(wasListened: wasListened) { _ in }
    return self
  }

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
  /// consumed yet, without limit. A stream read from a started observer while the keyboard is up
  /// starts with one appear (<doc:StartingAndStopping#Catching-up>).
  ///
  /// A stream keeps its observer alive until the stream ends, so
  /// `for await t in KeyboardObserver().start().transitions` keeps observing with nothing else
  /// holding the observer. A stream ends when its iterating task is cancelled (a SwiftUI `.task`
  /// is, when its view goes), when its consumer drops it, or at ``clear()``; then it lets go of
  /// the observer.
  public var transitions: AsyncStream<KeyboardTransition> {
    AsyncStream { continuation in
      let wasListened = transitionStage.isListened
      let id = transitionStage.addStream(continuation)
      // The handler holds the observer until the stream ends (the observer holds the
      // continuation: a cycle on purpose, broken by the termination).
      continuation.onTermination = { [self] _ in
        MainActorHop.run { [weak self] in self?.transitionStage.removeStream(id) }
      }
      transitionListenerAdded(wasListened: wasListened) { continuation.yield($0) }
    }
  }

  /// Tells a transition listener just added where the keyboard is, while the observer is started
  /// and the keyboard is up: the first listener of a started observer brings the tracker up to
  /// date with the center's keyboard, which tells every listener; a later one hears of the keyboard
  /// through `tell`, as one appear at rest.
  func transitionListenerAdded(wasListened: Bool, tell: (KeyboardTransition) -> Void) {
    let state = takeKeyboardState()
    guard isObserving else { return }
    guard wasListened else { return catchUpTransitions(with: state) }
    if let keyboard = transitionStage.keyboardAtRest { tell(keyboard) }
  }

  /// The last transition handed out, or `nil` since none (or since the keyboard was forgotten).
  package var lastTransition: KeyboardTransition? { transitionStage.lastTransition }

  /// The normaliser the notifications go through.
  var tracker: KeyboardTracker { transitionStage.tracker }

  /// Brings the tracker to the center's keyboard, handing out the one transition that takes.
  func catchUpTransitions(with state: CenterKeyboardState) {
    environment.read()
    transitionStage.catchUp(
      with: state.keyboard(ignoringOtherApps: ignoresOtherApps),
      isAppActive: environment.isAppActive)
  }
}
