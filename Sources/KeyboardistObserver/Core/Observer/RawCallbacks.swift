/// The raw callbacks of one observer, Typist's job: one callback per event in a dictionary keyed
/// by the event, fed by the center's raw feed while the observer is started.
///
/// They get every notification as UIKit posts it, and read and write nothing shared.
@MainActor
final class RawCallbacks {
  /// A callback that receives the parsed options of one notification.
  typealias Callback = @MainActor (KeyboardOptions) -> Void

  /// The callbacks, by event.
  private(set) var callbacks: [KeyboardEvent: Callback] = [:]
  /// The subscription to the raw feed, while the observer is started.
  private var subscription: KeyboardSubscription?

  /// Creates an empty set of callbacks.
  nonisolated init() {}

  /// The callback of an event, if any; setting one replaces the earlier one.
  ///
  /// - Parameter event: The event.
  subscript(event: KeyboardEvent) -> Callback? {
    get { callbacks[event] }
    set { callbacks[event] = newValue }
  }

  /// Removes every callback.
  func removeAll() {
    callbacks = [:]
  }

  /// Takes the raw feed of `center` from now on.
  ///
  /// - Parameter center: The observer's center.
  func start(_ center: KeyboardCenter) {
    guard subscription == nil else { return }
    subscription = center.subscribe(to: .raw) { [weak self] post in
      self?.callbacks[post.event]?(post.options)
    }
  }

  /// Stops taking the feed.
  func stop() {
    subscription = nil
  }
}
