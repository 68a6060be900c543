/// The raw callbacks of one observer, Typist's job: one callback per event in a dictionary keyed
/// by the event, fed by the center's raw feed while the observer is started and has one.
///
/// They get every notification as UIKit posts it, and read and write nothing shared.
@MainActor
final class RawCallbacks {
  /// A callback that receives the parsed options of one notification.
  typealias Callback = @MainActor (KeyboardOptions) -> Void

  /// The callbacks, by event.
  private(set) var callbacks: [KeyboardEvent: Callback] = [:]
  /// The center, while the observer is started.
  private var center: KeyboardCenter?
  /// The subscription to the raw feed, while the observer is started and has a callback.
  private var subscription: KeyboardSubscription?

  /// Creates an empty set of callbacks.
  nonisolated init() {}

  /// The callback of an event, if any; setting one replaces the earlier one.
  subscript(event: KeyboardEvent) -> Callback? {
    get { callbacks[event] }
    set {
      callbacks[event] = newValue
      follow()
    }
  }

  /// Removes every callback.
  func removeAll() {
    callbacks = [:]
    follow()
  }

  /// Takes the raw feed of `center` from now on, while there is a callback.
  func start(_ center: KeyboardCenter) {
    self.center = center
    follow()
  }

  /// Stops taking the feed.
  func stop() {
    center = nil
    subscription = nil
  }

  private func follow() {
    guard let center, !callbacks.isEmpty else {
      subscription = nil
      return
    }
    guard subscription == nil else { return }
    subscription = center.subscribe(to: .raw) { [weak self] post in
      self?.callbacks[post.event]?(post.options)
    }
  }
}
