import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The portable decisions of the UIKit shell's frame source of one window (`KeyboardFrameSource`),
/// which every frame reader attached in that window shares: who its clients are, which of them
/// want frames and so whether its display link runs, which reading a joining client gets, when the
/// source is torn down, and when the timing of a notification is read or reused.
///
/// A window has one source while at least one client is in it: one hidden view pinned to the
/// keyboard layout guide, one key-value observation and one display link, whose readings fan out
/// to the clients. The shell only moves values; every branch it takes is decided here.
package struct KeyboardFrameSharing<Client: Hashable & Sendable>: Sendable {
  /// What a client's joining asks of the shell.
  package enum Joining: Equatable, Sendable {
    /// The first client: the shell opens the source (its hidden views, observation and display
    /// link) and reads the guide; the client gets the first reading with any other that joins
    /// before it.
    case opensSource
    /// The source has not read the guide yet (its window has no size): the client gets the first
    /// reading with the others.
    case awaitsFirstReading
    /// The source has read the guide already: the shell hands this client alone where the keyboard
    /// is now, at rest (the guide's layout position), as its `.attached` reading.
    case readsAtRest
  }

  /// What the shell does when a client asks for the timing of the notification being delivered.
  package enum TimingRequest: Equatable, Sendable {
    /// No timing: a `did…` notification, an animation of no duration, or no window.
    case none
    /// Another client of the window asked during the same delivery: the timing read then, reused
    /// so that the timing view is animated once.
    case reused(KeyboardAnimationTiming?)
    /// The first ask of this delivery: the shell animates its timing view, reads the timing and
    /// hands it back with ``timingRead(_:for:_:)``.
    case read
  }

  /// The clients, in the order they joined: readings are handed out in that order.
  package private(set) var clients: [Client] = []

  /// The clients that want frames.
  private var framesWanted: Set<Client> = []

  /// The reading state of the source: in a window (open) or not, its first reading pending, and
  /// whether any client wants frames.
  package private(set) var reading = KeyboardFrameReading()

  /// The notification whose timing was read during the current delivery, and that timing.
  private var deliveredTiming:
    (event: KeyboardEvent, options: KeyboardOptions, timing: KeyboardAnimationTiming?)?

  /// Creates the state of a source with no client, closed.
  package init() {}

  // MARK: - Clients

  /// Whether the source is open: it has a client, and its hidden views are in the window.
  package var isOpen: Bool { reading.isAttached }

  /// Whether the display link runs: while the source is open and at least one client wants
  /// frames.
  package var runsDisplayLink: Bool { reading.runsDisplayLink }

  /// The clients a display frame is handed to: those that want frames, in joining order.
  package var frameRecipients: [Client] {
    clients.filter { framesWanted.contains($0) }
  }

  /// Adds a client: the view it reads for came into the source's window.
  ///
  /// - Parameters:
  ///   - client: The client.
  ///   - wantsFrames: Whether it wants frames now.
  /// - Returns: What the shell does for it, or `nil` for a client that has joined already.
  package mutating func join(_ client: Client, wantsFrames: Bool) -> Joining? {
    guard !clients.contains(client) else { return nil }
    clients.append(client)
    if wantsFrames { framesWanted.insert(client) }
    reading.wantsFrames = !framesWanted.isEmpty
    guard isOpen else {
      reading.attach()
      return .opensSource
    }
    return reading.isAttachPending ? .awaitsFirstReading : .readsAtRest
  }

  /// Removes a client: its view left the window, or its owner is gone.
  ///
  /// - Parameter client: The client.
  /// - Returns: Whether the source is to be torn down now (hidden views removed, observation and
  ///   display link invalidated): the last client left.
  package mutating func leave(_ client: Client) -> Bool {
    guard let index = clients.firstIndex(of: client) else { return false }
    clients.remove(at: index)
    framesWanted.remove(client)
    reading.wantsFrames = !framesWanted.isEmpty
    guard clients.isEmpty, isOpen else { return false }
    reading.detach()
    deliveredTiming = nil
    return true
  }

  /// Records whether a client wants frames.
  ///
  /// - Parameters:
  ///   - wantsFrames: Whether it wants them.
  ///   - client: The client; one that has not joined is ignored.
  /// - Returns: Whether the source is to measure its window again: a client started wanting frames
  ///   (the window may have been resized or rotated since).
  package mutating func setWantsFrames(_ wantsFrames: Bool, for client: Client) -> Bool {
    guard clients.contains(client) else { return false }
    let started = wantsFrames && framesWanted.insert(client).inserted
    if !wantsFrames { framesWanted.remove(client) }
    reading.wantsFrames = !framesWanted.isEmpty
    return started
  }

  /// What a reading of the guide's position is, handed to every client: the first reading once
  /// the window has a size, then changes; `nil` when there is none to hand out.
  ///
  /// - Parameter windowHasSize: Whether the window has a size.
  /// - Returns: The kind of reading.
  package mutating func layoutReading(windowHasSize: Bool) -> KeyboardFrameReading.LayoutReading? {
    reading.layoutReading(windowHasSize: windowHasSize)
  }

  // MARK: - The notification's timing

  /// Whether the timing of a notification is read, reused or not read at all.
  ///
  /// A delivery is known by its event and options: every client of the window asks while one
  /// notification is delivered, and the shell forgets the timing read once the delivery ends
  /// (``deliveryEnded()``, on the main queue's next turn), so an identical notification posted
  /// later is read again.
  ///
  /// - Parameters:
  ///   - event: The notification's event.
  ///   - options: Its options.
  ///   - hasWindow: Whether the source's window still exists.
  /// - Returns: What the shell does.
  package func timingRequest(
    for event: KeyboardEvent, _ options: KeyboardOptions, hasWindow: Bool
  ) -> TimingRequest {
    guard isOpen, hasWindow, Self.startsAnimation(event),
      options.animationDuration.isFinite, options.animationDuration > 0
    else { return .none }
    if let deliveredTiming, deliveredTiming.event == event, deliveredTiming.options == options {
      return .reused(deliveredTiming.timing)
    }
    return .read
  }

  /// Keeps the timing read for a notification for the rest of its delivery.
  ///
  /// - Parameters:
  ///   - timing: The timing read, `nil` when none could be.
  ///   - event: The notification's event.
  ///   - options: Its options.
  /// - Returns: Whether the shell is to schedule ``deliveryEnded()``: nothing was kept before.
  package mutating func timingRead(
    _ timing: KeyboardAnimationTiming?, for event: KeyboardEvent, _ options: KeyboardOptions
  ) -> Bool {
    let wasEmpty = deliveredTiming == nil
    deliveredTiming = (event, options, timing)
    return wasEmpty
  }

  /// Forgets the timing read: the notification's delivery is over.
  package mutating func deliveryEnded() {
    deliveredTiming = nil
  }

  /// Whether an event starts an animation that a view animated inside it follows: a `will…`
  /// notification.
  ///
  /// - Parameter event: The event.
  /// - Returns: Whether it is a `will…` event.
  package static func startsAnimation(_ event: KeyboardEvent) -> Bool {
    switch event {
    case .willShow, .willHide, .willChangeFrame: true
    case .didShow, .didHide, .didChangeFrame: false
    }
  }
}
