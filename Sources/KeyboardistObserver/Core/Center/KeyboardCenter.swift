public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard of one notification center, computed once for every observer of that center.
///
/// There is one per `NotificationCenter` (``of(_:)``); every ``KeyboardObserver`` of the center,
/// the recorder and the package's other listeners subscribe to it. It publishes two feeds: *raw*,
/// every notification as posted, and *staged*, those that pass the input-switch hold
/// (``switchInput(to:)``). Its watch, its order and how a late observer catches up from it are
/// <doc:StartingAndStopping#Catching-up>; a notification's path through it is
/// <doc:KeyboardQuirks#How-a-notification-reaches-your-code>.
@MainActor
public final class KeyboardCenter {
  /// A feed of the center.
  package enum Feed: Sendable {
    /// Every notification as posted.
    case raw
    /// The notifications that pass the input-switch hold, and those it releases.
    case staged
  }

  /// The notification center watched.
  public let notificationCenter: NotificationCenter

  /// Where the notifications left the keyboard, and the input-switch hold.
  private(set) var state = KeyboardCenterState()

  /// The registrations with the notification center while watching.
  private let registrations: NotificationRegistrations
  /// The subscribers, in subscription order.
  private var subscribers: [Subscriber] = []
  /// The last identifier given to a subscriber or a watcher.
  private var lastID = 0
  /// The watchers holding the watch.
  private var watchers: Set<Int> = []

  /// The centers in use, held weakly: their subscriptions and observers hold them.
  private(set) static var centers: [ObjectIdentifier: WeakCenter] = [:]

  /// A center held weakly.
  struct WeakCenter {
    weak var center: KeyboardCenter?
  }

  /// A subscriber of a feed; one that unsubscribes during a post is no longer active.
  private final class Subscriber {
    let id: Int
    let feed: Feed
    let handler: @MainActor (KeyboardPost) -> Void
    var isActive = true

    init(id: Int, feed: Feed, handler: @escaping @MainActor (KeyboardPost) -> Void) {
      self.id = id
      self.feed = feed
      self.handler = handler
    }
  }

  /// The keyboard center of a notification center, made when none exists.
  ///
  /// - Parameter notificationCenter: The center keyboard notifications are posted to.
  /// - Returns: The one keyboard center of `notificationCenter`.
  public static func of(_ notificationCenter: NotificationCenter) -> KeyboardCenter {
    let key = ObjectIdentifier(notificationCenter)
    if let center = centers[key]?.center { return center }
    centers = centers.filter { $0.value.center != nil }
    let center = KeyboardCenter(notificationCenter)
    centers[key] = WeakCenter(center: center)
    return center
  }

  private init(_ notificationCenter: NotificationCenter) {
    self.notificationCenter = notificationCenter
    registrations = NotificationRegistrations(center: notificationCenter)
  }

  /// Whether the center is registered with its notification center now.
  public var isWatching: Bool { !watchers.isEmpty }

  // MARK: - Input switches

  /// Announces that a text input is about to switch between the keyboard and a panel in its place:
  /// until the show that follows, every notification of this app's keyboard that shows nothing is
  /// held from the staged feed.
  ///
  /// <doc:MessageBarAndPanels> says when to call it; ``KeyboardObserver/switchInput(to:)`` calls it.
  ///
  /// - Parameter input: What is about to show below the input; ``KeyboardInput/none`` announces
  ///   nothing.
  public func switchInput(to input: KeyboardInput) {
    state.switchInput(to: input)
  }

  /// Takes in that the input that switched ended editing: a hide held for a switch whose show never
  /// came takes place at once, on the staged feed.
  public func inputDidEndEditing() {
    for entry in state.inputDidEndEditing() {
      dispatch(KeyboardPost(entry.event, entry.options), isStaged: true, isRaw: false)
    }
  }

  /// Takes in the screen (in screen coordinates) an observer measures on, for the switch's hold.
  package func learn(screen: CGRect?) {
    state.learn(screen: screen)
  }

  /// Takes in where a view's layout guide found the keyboard (in screen coordinates), when no
  /// notification was heard yet: the staged feed gets it as a `willShow` at rest.
  package func keyboardFound(at frame: CGRect) {
    guard !state.hasHeard, frame.isFiniteAndNonEmpty else { return }
    let options = KeyboardOptions(startFrame: frame, endFrame: frame)
    guard state.take(.willShow, options) else { return }
    dispatch(KeyboardPost(.willShow, options), isStaged: true, isRaw: false)
  }

  // MARK: - Watching and subscribing

  /// Holds the center's watch of its notification center until the returned subscription goes.
  package func watch() -> KeyboardSubscription {
    lastID += 1
    let id = lastID
    if watchers.isEmpty { register() }
    watchers.insert(id)
    return KeyboardSubscription { MainActorHop.run { self.unwatch(id) } }
  }

  /// Subscribes to a feed until the returned subscription goes: one added during a post gets the
  /// notifications after it, one that goes during a post gets nothing more.
  package func subscribe(
    to feed: Feed, _ handler: @escaping @MainActor (KeyboardPost) -> Void
  ) -> KeyboardSubscription {
    lastID += 1
    let id = lastID
    subscribers.append(Subscriber(id: id, feed: feed, handler: handler))
    return KeyboardSubscription { MainActorHop.run { self.unsubscribe(id) } }
  }

  private func unsubscribe(_ id: Int) {
    guard let index = subscribers.firstIndex(where: { $0.id == id }) else { return }
    subscribers.remove(at: index).isActive = false
  }

  private func unwatch(_ id: Int) {
    guard watchers.remove(id) != nil, watchers.isEmpty else { return }
    registrations.removeAll()
  }

  private func register() {
    let send = MainActorHop.sender { [weak self] (post: KeyboardPost) in self?.receive(post) }
    for event in KeyboardEvent.allCases {
      registrations.register(event.notificationName) { send(KeyboardPost(event, $0)) }
    }
  }

  // MARK: - Dispatch

  /// Takes one post, as the registrations hand it over on the main actor.
  func receive(_ post: KeyboardPost) {
    let isStaged = state.take(post.event, post.options, notificationScreen: post.screen)
    dispatch(post, isStaged: isStaged, isRaw: true)
  }

  private func dispatch(_ post: KeyboardPost, isStaged: Bool, isRaw: Bool) {
    for subscriber in subscribers {
      guard subscriber.isActive, subscriber.feed == .raw ? isRaw : isStaged else { continue }
      subscriber.handler(post)
    }
  }
}
