import Foundation

/// The notifications stage of an observer: Typist's job.
///
/// It keeps one callback per event. From ``start(delivering:)`` to ``stop()`` it watches the six
/// keyboard notifications of its center: each is parsed on the posting thread
/// (``KeyboardOptions/init(notification:)``) and delivered on the main actor
/// (``MainActorHop``) — synchronously inside a post on the main thread, later and in order from any
/// other thread. It registers nothing before it starts, and neither feeds nor reads any state shared
/// with other observers.
@MainActor
final class NotificationStage {
  /// One notification's values, read on the posting thread, for the main actor.
  struct Delivery: Sendable {
    /// The notification's event.
    let event: KeyboardEvent
    /// Its parsed options.
    let options: KeyboardOptions
    /// The screen it names, if any.
    let screen: NotificationScreen

    /// Reads a notification.
    ///
    /// - Parameters:
    ///   - event: The notification's event.
    ///   - notification: The notification, on the posting thread.
    init(_ event: KeyboardEvent, _ notification: Notification) {
      self.event = event
      options = KeyboardOptions(notification: notification)
      screen = NotificationScreen(notification)
    }
  }

  /// The raw callback of each event, in the event's slot: found at each notification by a
  /// `switch` over the event rather than by hashing it.
  private var slots = [KeyboardObserver.Callback?](
    repeating: nil, count: KeyboardEvent.allCases.count)

  /// The raw callbacks, by event.
  var callbacks: [KeyboardEvent: KeyboardObserver.Callback] {
    var callbacks: [KeyboardEvent: KeyboardObserver.Callback] = [:]
    for event in KeyboardEvent.allCases { callbacks[event] = slots[event.slot] }
    return callbacks
  }

  /// The raw callback of an event, if any; setting one replaces the earlier one.
  ///
  /// - Parameter event: The event.
  subscript(event: KeyboardEvent) -> KeyboardObserver.Callback? {
    get { slots[event.slot] }
    set { slots[event.slot] = newValue }
  }

  /// Removes every callback.
  func removeCallbacks() {
    slots = slots.map { _ in nil }
  }

  /// The center's registrations, one per keyboard notification, while the stage is started.
  let registrations: NotificationRegistrations

  /// Creates a stage for a center, with no callbacks, registered for nothing.
  ///
  /// - Parameter center: The center the keyboard notifications are posted to.
  nonisolated init(center: NotificationCenter) {
    registrations = NotificationRegistrations(center: center)
  }

  /// Watches the keyboard notifications of the center; starting again changes nothing.
  ///
  /// - Parameter deliver: What takes each notification on the main actor: the observer, which
  ///   hands it to its other stages and then calls ``callbacks``.
  func start(delivering deliver: @escaping @MainActor @Sendable (Delivery) -> Void) {
    Self.watch(KeyboardEvent.allCases, with: registrations, delivering: deliver)
  }

  /// Removes every registration; the callbacks stay.
  func stop() {
    registrations.removeAll()
  }

  /// Registers for some keyboard notifications: each is parsed on the posting thread and handed to
  /// `deliver` on the main actor.
  ///
  /// - Parameters:
  ///   - events: The events to watch.
  ///   - registrations: Where the registrations are kept.
  ///   - deliver: What takes each notification's values.
  static func watch(
    _ events: [KeyboardEvent], with registrations: NotificationRegistrations,
    delivering deliver: @escaping @MainActor @Sendable (Delivery) -> Void
  ) {
    let send = MainActorHop.sender(to: deliver)
    for event in events {
      registrations.register(event.notificationName) { notification in
        send(Delivery(event, notification))
      }
    }
  }
}

extension KeyboardEvent {
  /// The event's place in a stage's callbacks.
  fileprivate var slot: Int {
    switch self {
    case .willShow: 0
    case .didShow: 1
    case .willHide: 2
    case .didHide: 3
    case .willChangeFrame: 4
    case .didChangeFrame: 5
    }
  }
}
