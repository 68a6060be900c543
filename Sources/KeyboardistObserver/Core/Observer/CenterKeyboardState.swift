import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the keyboard is, as one notification center last said: the keyboard state that an
/// observer starting late, or again, catches up from.
///
/// What users are promised of it is in the article StartingAndStopping.md ("Catching up"); this
/// comment says how the promise is kept, and the two change together.
///
/// **One per center.** The observers of a `NotificationCenter` share one state (a private center in
/// a test has its own). **Its life.** An observer takes its center's state when it starts, or when
/// it gets its first transition or motion listener, whichever comes first, and holds it until it is
/// cleared or goes away; the state lives as long as any observer holds it, and the table of states
/// holds them weakly. A plain `on(event:)` observer takes it only when it starts. **Its watch.**
/// From its making to its end, the state watches the center itself (the four events that move the
/// keyboard, and the two that end an input switch); no observer feeds it, so a neighbour that only has raw callbacks keeps it current by
/// being there. What happened before a center's state was made is not known: a keyboard that came
/// up then is learnt of at its next change (or, on iOS, from the layout guide of an observer given
/// a view).
///
/// During an input switch (``KeyboardObserver/switchInput(to:)``) it keeps the switch's hide
/// aside, as every observer does, and records it only if editing ends before the show comes.
///
/// It records where the keyboard is, whatever the app's activity, and measures nothing: the frame
/// of the notification that put the keyboard up, or that it is hidden, once leaving other apps'
/// keyboards out (their hides count) and once with them. Each observer takes the one its
/// ``KeyboardObserver/ignoresOtherApps`` asks for, applies its own activity, and measures that frame
/// on its own screen as it catches up (see ``KeyboardObserver/start()``).
///
/// The state is written at every post and read only when an observer catches up, so writing is
/// cheap: a notification is recorded as it is posted, and the records are read (parsed from the
/// newest back to the one that decides where the keyboard is) when the state is asked, or when
/// ``recordLimit`` of them are waiting. It is `@unchecked Sendable` because notifications are
/// recorded on whatever thread posts them: every access to the records and to what they said goes
/// through `lock`.
final class CenterKeyboardState: @unchecked Sendable {
  /// The states in use, one per center, held weakly: observers hold their state.
  @MainActor private(set) static var states: [ObjectIdentifier: WeakState] = [:]

  /// A state held weakly.
  struct WeakState {
    weak var state: CenterKeyboardState?
  }

  /// One notification waiting to be read: its event and its `userInfo`, all that reading it needs.
  private struct Record {
    /// The notification's event.
    let event: KeyboardEvent
    /// Its `userInfo`, parsed when it is read.
    let userInfo: [AnyHashable: Any]?
  }

  /// Where the keyboard is: up, with the options of the notification that put it there, or hidden.
  struct Keyboard: Equatable, Sendable {
    /// The options of the notification that put the keyboard where it is.
    var options: KeyboardOptions
    /// Whether it is up (on some screen: each observer measures it on its own).
    var isUp: Bool
  }

  /// An observer held weakly, told of the center's input switches.
  struct WeakObserver {
    weak var observer: KeyboardObserver?
  }

  /// The observers holding this state, to tell of input switches (``switchInput(to:)``).
  @MainActor private var observers: [WeakObserver] = []

  /// How many notifications wait at most before they are read.
  static let recordLimit = 32

  private let lock = NSLock()
  /// What the records read so far said, for observers that ignore other apps' keyboards (`true`)
  /// and for those that do not (`false`); missing while they said nothing.
  private var known: [Bool: Keyboard] = [:]
  /// The notifications recorded since the last reading, oldest first.
  private var records: [Record] = []
  /// The center's hold on an input switch: a switch's hide is not recorded until the switch
  /// ends without a show (``inputDidEndEditing()``), so observers that catch up during a switch
  /// find the keyboard where it stays.
  private var inputHold = InputSwitchHold()

  /// The state's own watch of the center.
  let registrations: NotificationRegistrations

  /// The one state of `center`, made (and watching) when none exists.
  ///
  /// - Parameter center: A notification center.
  /// - Returns: The state every observer of that center shares.
  @MainActor
  static func of(_ center: NotificationCenter) -> CenterKeyboardState {
    let key = ObjectIdentifier(center)
    if let state = states[key]?.state { return state }
    states = states.filter { $0.value.state != nil }
    let state = CenterKeyboardState(center: center)
    states[key] = WeakState(state: state)
    return state
  }

  private init(center: NotificationCenter) {
    registrations = NotificationRegistrations(center: center)
    // All six: the tracker's four say where the keyboard is; `didShow` and `didChangeFrame` end
    // an input switch (``KeyboardPanelSwitch`` ends one there), and are recorded for nothing else.
    for event in KeyboardEvent.allCases {
      registrations.register(event.notificationName) { [weak self] notification in
        self?.record(event, notification)
      }
    }
  }

  // MARK: - Input switches

  /// Adds an observer that holds this state, to tell it of input switches.
  ///
  /// - Parameter observer: The observer, held weakly.
  @MainActor
  func add(_ observer: KeyboardObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
    observers.append(WeakObserver(observer: observer))
  }

  /// Forgets an observer that let go of this state.
  ///
  /// - Parameter observer: The observer.
  @MainActor
  func remove(_ observer: KeyboardObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
  }

  /// Tells every observer of the center that a text input is about to switch between the
  /// keyboard and a panel: each holds the switch's hide (``InputSwitchHold``), and so does the
  /// state.
  ///
  /// - Parameter input: What is about to show below the input.
  @MainActor
  func switchInput(to input: KeyboardPanelSwitch.Input) {
    lock.withLock { inputHold.announce(input) }
    for observer in observers.compactMap(\.observer) { observer.inputWillSwitch(to: input) }
  }

  /// Tells every observer of the center that the input ended editing: a hide held for a switch
  /// whose show never came takes place.
  @MainActor
  func inputDidEndEditing() {
    lock.withLock {
      for held in inputHold.endEditing() {
        records.append(Record(event: held.event, userInfo: held.options.userInfo))
      }
    }
    for observer in observers.compactMap(\.observer) { observer.releaseHeldInput() }
  }

  // MARK: - Where the keyboard is

  /// Where the keyboard is, or `nil` while the state knows nothing.
  ///
  /// - Parameter ignoringOtherApps: Whether other apps' keyboards are left out (their hides
  ///   count), as the asking observer's ``KeyboardObserver/ignoresOtherApps`` says.
  /// - Returns: Where that observer's keyboard is.
  func keyboard(ignoringOtherApps: Bool) -> Keyboard? {
    lock.withLock {
      readRecords()
      return known[ignoringOtherApps]
    }
  }

  /// What an input switch under way switches to, or `nil` while none is: an observer that starts
  /// during a switch holds its hide too.
  var switchingInput: KeyboardPanelSwitch.Input? {
    lock.withLock { inputHold.inputSwitch.isSwitching ? inputHold.inputSwitch.input : nil }
  }

  /// Records one notification, on the posting thread; during an input switch, one the switch
  /// holds is kept aside.
  private func record(_ event: KeyboardEvent, _ notification: Notification) {
    lock.withLock {
      if inputHold.inputSwitch.isSwitching,
        inputHold.take(event, KeyboardOptions(userInfo: notification.userInfo), screen: nil)
      {
        return
      }
      guard KeyboardTracker.events.contains(event) else { return }
      records.append(Record(event: event, userInfo: notification.userInfo))
      if records.count >= Self.recordLimit { readRecords() }
    }
  }

  /// Takes in one keyboard notification's values (where the layout guide found the keyboard).
  ///
  /// - Parameters:
  ///   - event: The notification's event.
  ///   - options: Its parsed options.
  func update(_ event: KeyboardEvent, _ options: KeyboardOptions) {
    lock.withLock {
      readRecords()
      for ignoresOtherApps in [true, false] {
        var reading = Reading(ignoresOtherApps: ignoresOtherApps)
        _ = reading.take(event, options)
        if let keyboard = reading.keyboard(after: known[ignoresOtherApps]) {
          known[ignoresOtherApps] = keyboard
        }
      }
    }
  }

  /// Reads the records, newest first, back to the one that decides, for observers that ignore
  /// other apps' keyboards and for those that do not; each record is parsed at most once.
  private func readRecords() {
    guard !records.isEmpty else { return }
    var parsed: [Int: KeyboardOptions] = [:]
    for ignoresOtherApps in [true, false] {
      var reading = Reading(ignoresOtherApps: ignoresOtherApps)
      for index in records.indices.reversed() {
        let options = parsed[index] ?? KeyboardOptions(userInfo: records[index].userInfo)
        parsed[index] = options
        if reading.take(records[index].event, options) { break }
      }
      if let keyboard = reading.keyboard(after: known[ignoresOtherApps]) {
        known[ignoresOtherApps] = keyboard
      }
    }
    records.removeAll(keepingCapacity: true)
  }

  /// Where notifications put the keyboard, read newest first: a hide puts it away, a `willShow`
  /// puts it up at its end frame (an empty one leaves it hidden), and a `willChangeFrame` moves a
  /// keyboard that is up.
  private struct Reading {
    /// Which notifications count.
    let filter: KeyboardNotificationFilter
    /// The newest frame change read, before a show or hide decided.
    private var change: KeyboardOptions?
    /// Where the newest show or hide put the keyboard, once read.
    private var decided: Keyboard?

    init(ignoresOtherApps: Bool) {
      filter = KeyboardNotificationFilter(ignoresOtherApps: ignoresOtherApps)
    }

    /// Takes the next older notification.
    ///
    /// - Parameters:
    ///   - event: The notification's event.
    ///   - options: Its parsed options.
    /// - Returns: `true` once where the keyboard is is decided.
    mutating func take(_ event: KeyboardEvent, _ options: KeyboardOptions) -> Bool {
      guard decided == nil, filter.admits(event, options, isAppActive: true) else {
        return decided != nil
      }
      switch event {
      case .willHide, .didHide:
        decided = Keyboard(options: options, isUp: false)
      case .willShow where options.endFrame.isFiniteAndNonEmpty:
        decided = Keyboard(options: change ?? options, isUp: true)
      case .willShow:
        decided = Keyboard(options: options, isUp: false)
      case .willChangeFrame:
        if change == nil { change = options }
      case .didShow, .didChangeFrame:
        break
      }
      return decided != nil
    }

    /// Where the keyboard is after the notifications read.
    ///
    /// - Parameter known: Where it was before them.
    /// - Returns: Where it is after them, or `nil` when they said nothing.
    func keyboard(after known: Keyboard?) -> Keyboard? {
      if let decided { return decided }
      guard let change, known?.isUp == true else { return nil }
      return Keyboard(options: change, isUp: true)
    }
  }
}
