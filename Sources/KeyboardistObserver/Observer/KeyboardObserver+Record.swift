import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// The record of the keyboard that the observers of one notification center share: whether it is
// up, and the options that made it so, as the last transition one of them handed out.
//
// The record is itself a `KeyboardObserver` of the center, with no listeners, made when the first
// observer that follows transitions starts. Each such observer, once started, holds the record and
// writes its transitions into it; an observer that starts reads it and catches up. While none of
// them runs (every screen that follows the keyboard is stopped, and the keyboard may still come
// and go), the record is started and follows the keyboard with its own tracker, so that a screen
// that starts again learns what it missed. A private center has its own record, so tests that
// inject one never share.
//
// Nothing outlives its users: the table below holds records weakly, observers hold them strongly,
// and a record's own registrations go with it when the last observer that used it goes. Everything
// here runs on the main actor.

extension KeyboardObserver {
  /// A record held weakly, in the table of records.
  struct WeakRecord {
    weak var record: KeyboardObserver?
  }

  /// The records of the centers in use, one per center, held weakly; the place of a record that
  /// is gone is taken by the next one made.
  static var records: [WeakRecord] = []

  /// The record of `center`, made when none exists.
  ///
  /// - Parameter center: A notification center.
  /// - Returns: The one record of that center.
  static func record(of center: NotificationCenter) -> KeyboardObserver {
    var free = records.endIndex
    for index in records.indices {
      guard let record = records[index].record else {
        free = index
        continue
      }
      if record.center === center { return record }
    }
    let record = KeyboardObserver(center: center, isRecord: true)
    if free == records.endIndex {
      records.appendUnspecialized(WeakRecord(record: record))
    } else {
      records.replaceUnspecialized(at: free, with: WeakRecord(record: record))
    }
    return record
  }

  /// Joins the record of the observer's center once it is started and follows transitions, and
  /// catches up with what the record knows.
  ///
  /// Called whenever the observer observes its events; does nothing when already joined. Raw-only
  /// observers never join: they do not see every event the record needs.
  func joinRecord() {
    guard isObserving, isTracking, !isRecord, !isMaintainingRecord else { return }
    let record = self.record ?? Self.record(of: center)
    self.record = record
    isMaintainingRecord = true
    record.runningObservers += 1
    record.stop()
    catchUp(with: record.lastTransition)
  }

  /// Stops keeping the record current (used by ``stop()``); the observer keeps the record, which
  /// watches the center while none of its observers runs.
  func leaveRecord() {
    guard isMaintainingRecord else { return }
    isMaintainingRecord = false
    record?.observerStopped()
  }

  /// For a record: takes in a transition that a running observer of the center made.
  ///
  /// - Parameters:
  ///   - transition: The transition.
  ///   - screen: The screen it was measured on.
  func write(_ transition: KeyboardTransition, screen: CGRect?) {
    lastTransition = transition
    self.screen = screen
  }

  /// For a record: counts an observer that stopped (or went away); with none left running, the
  /// record follows the keyboard itself, from what it knows.
  func observerStopped() {
    runningObservers = max(0, runningObservers - 1)
    guard runningObservers == 0, !isObserving else { return }
    tracker = KeyboardTracker(screen: screen)
    if let known = lastTransition, known.kind == .appear {
      _ = tracker.update(.willShow, known.options)
    }
    start()
  }

  /// Brings the tracker to the recorded keyboard, handing out the one transition that takes.
  ///
  /// The record's last transition is fed to the tracker as a `willShow` when it was an appear and
  /// as a `didHide` when it was a disappear, so the tracker's own rules decide: an appear when the
  /// keyboard came up (or changed height) since the tracker last saw it, a disappear when it went,
  /// nothing when nothing changed. The options are those of the notification behind the recorded
  /// transition, with the start frame set to the end frame and a 0 duration: the keyboard is not
  /// moving, so layouts snap into place rather than animate.
  ///
  /// - Parameter known: The record's last transition, or `nil` when it knows nothing.
  private func catchUp(with known: KeyboardTransition?) {
    guard let known else { return }
    var options = known.options
    options.startFrame = options.endFrame
    options.animationDuration = 0
    follow(known.kind == .appear ? .willShow : .didHide, options, notificationScreen: nil)
  }
}
