public import Foundation
public import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard's height before it shows: the height it last had on this screen, in this
/// orientation and input mode, kept across launches.
///
/// It learns from the keyboards an observer sees (``learn(from:)``; ``learnableHeight(from:on:)``
/// decides which count) and answers from ``KeyboardHeightTable/standard`` before it has seen any.
/// <doc:KeyboardHeightBeforeItShows> shows it in use.
@MainActor
public final class KeyboardHeightMemory {
  /// The app's memory, in `UserDefaults.standard`, with the package's table.
  public static let shared = KeyboardHeightMemory()

  /// Where the learned heights are kept.
  public let store: any KeyboardHeightStore

  /// The heights answered for a context never seen.
  public let table: KeyboardHeightTable

  /// The active input mode's primary language, used by ``height(onScreen:)`` and for the heights
  /// learned from an observer.
  ///
  /// `nil` by default. On iOS the memory reads it from the text input being edited when it learns
  /// from an observer; set it yourself elsewhere.
  public var inputMode: String?

  /// Whether the memory learns from the observers it follows; `true` by default.
  ///
  /// Set it to `false` while a view of your own takes the keyboard's place (an `inputView`): the
  /// notifications then describe your view, not the keyboard.
  public var isLearning = true

  /// The prefix of every key the memory writes.
  nonisolated static let keyPrefix = "Keyboardist.KeyboardHeight"

  /// The shortest height the memory keeps or reads back, in points.
  ///
  /// No software keyboard is shorter (the shortest in ``KeyboardHeightTable/standard`` is 194 pt);
  /// a shorter value is a bar, a glitch, or a value that is not a height (`true` reads as 1).
  public nonisolated static let shortestHeight: CGFloat = 100

  /// Creates a memory over a store.
  ///
  /// - Parameters:
  ///   - store: Where heights are kept across launches: `UserDefaults.standard` by default, a
  ///     suite of your own (`UserDefaults(suiteName:)`) or any ``KeyboardHeightStore``.
  ///   - table: The heights for contexts never seen; ``KeyboardHeightTable/standard`` by default.
  public init(
    store: any KeyboardHeightStore = UserDefaults.standard,
    table: KeyboardHeightTable = .standard
  ) {
    self.store = store
    self.table = table
  }

  // MARK: - Reading

  /// The keyboard's height in a context: the height learned there, else the last one learned on
  /// its screen and orientation in any input mode, else the table's.
  ///
  /// - Parameter context: The screen, orientation and input mode.
  /// - Returns: The height in points; 0 for a context whose screen size is not valid
  ///   (``Context/isValid``) and that the table cannot answer.
  public func height(for context: Context) -> CGFloat {
    if let learned = learnedHeight(for: context) { return learned }
    if let anyMode = storedHeight(forKey: context.anyInputModeKey, in: context) { return anyMode }
    return table.height(forScreen: context.screenSize, in: context.orientation) ?? 0
  }

  /// The keyboard's height now on a screen, in the current ``inputMode``.
  ///
  /// - Parameter screen: The screen's bounds (`UIScreen.bounds`, as the interface is oriented).
  /// - Returns: ``height(for:)`` of that screen in the current input mode.
  public func height(onScreen screen: CGRect) -> CGFloat {
    height(for: Context(screen: screen, inputMode: inputMode))
  }

  /// The height learned in exactly this context, or `nil` when none was (or what the store holds
  /// is not a plausible height).
  ///
  /// - Parameter context: The screen, orientation and input mode.
  /// - Returns: The height in points, or `nil`.
  public func learnedHeight(for context: Context) -> CGFloat? {
    storedHeight(forKey: context.key, in: context)
  }

  /// The plausible height stored under a key, or `nil`.
  private func storedHeight(forKey key: String?, in context: Context) -> CGFloat? {
    guard let key, let value = store.object(forKey: key) else { return nil }
    let number: Double
    switch value {
    case let double as Double: number = double
    case let float as Float: number = Double(float)
    case let integer as Int: number = Double(integer)
    case let boxed as NSNumber: number = boxed.doubleValue
    default: return nil
    }
    let height = CGFloat(number)
    return Self.isPlausible(height, in: context) ? height : nil
  }

  /// Whether a height can be a keyboard's in a context: finite, at least ``shortestHeight`` and
  /// no taller than the screen.
  ///
  /// - Parameters:
  ///   - height: A height in points.
  ///   - context: The context it is for.
  /// - Returns: Whether the memory keeps it.
  public nonisolated static func isPlausible(_ height: CGFloat, in context: Context) -> Bool {
    context.isValid && height.isFinite && height >= shortestHeight
      && height <= context.tallestHeight
  }

  // MARK: - Learning

  /// Remembers a height for a context, and as the last height of its screen and orientation.
  ///
  /// A height that is not plausible (``isPlausible(_:in:)``) is not kept.
  ///
  /// - Parameters:
  ///   - height: The keyboard's height in points.
  ///   - context: The screen, orientation and input mode it was seen in.
  /// - Returns: Whether the height was kept.
  @discardableResult
  public func remember(_ height: CGFloat, for context: Context) -> Bool {
    guard Self.isPlausible(height, in: context), let key = context.key,
      let anyModeKey = context.anyInputModeKey
    else { return false }
    if learnedHeight(for: context) != height { store.set(Double(height), forKey: key) }
    if storedHeight(forKey: anyModeKey, in: context) != height {
      store.set(Double(height), forKey: anyModeKey)
    }
    return true
  }

  /// Forgets the height learned in a context (the one kept for its screen and orientation in any
  /// input mode stays).
  ///
  /// - Parameter context: The screen, orientation and input mode.
  public func forget(_ context: Context) {
    guard let key = context.key else { return }
    store.set(nil, forKey: key)
  }

  /// Learns the height a transition shows, when it is a docked software keyboard's
  /// (``learnableHeight(from:on:)``), in the current ``inputMode``.
  ///
  /// - Parameters:
  ///   - transition: A transition handed out by an observer or a ``KeyboardTracker``.
  ///   - screen: The screen's bounds it was measured on, in screen coordinates.
  /// - Returns: Whether a height was kept.
  @discardableResult
  public func learn(from transition: KeyboardTransition, on screen: CGRect?) -> Bool {
    guard isLearning, let screen, let height = Self.learnableHeight(from: transition, on: screen)
    else { return false }
    return remember(height, for: Context(screen: screen, inputMode: inputMode))
  }

  /// Learns from every transition an observer hands out from now on, with no code in the app.
  ///
  /// The memory follows the observer while it is started, for as long as the observer lives (or
  /// until its ``KeyboardObserver/clear()``); asking again changes nothing.
  ///
  /// - Parameter observer: The observer to learn from; give it a screen (on iOS, a view).
  public func learn(from observer: KeyboardObserver) {
    SystemKeyboard.followInputMode()
    let learns = observer.packageListeners.contains { ($0 as? Learner)?.memory === self }
    guard !learns else { return }
    observer.addListener(Learner(memory: self), holding: true)
  }

  /// The height a transition teaches: its visible height, for an appear of a docked software
  /// keyboard of the app's own measured on a screen, else `nil`.
  ///
  /// <doc:KeyboardHeightBeforeItShows#What-it-learns-and-what-it-does-not> lists what is not
  /// learned.
  ///
  /// - Parameters:
  ///   - transition: The transition.
  ///   - screen: The screen's bounds it was measured on, in screen coordinates, or `nil`.
  /// - Returns: The height in points, or `nil`.
  public nonisolated static func learnableHeight(
    from transition: KeyboardTransition, on screen: CGRect?
  )
    -> CGFloat?
  {
    let options = transition.options
    guard transition.kind == .appear, options.belongsToCurrentApp, let screen,
      options.dockState(in: screen) == .docked,
      options.isHardwareKeyboardAttached(on: screen) == false
    else { return nil }
    let height = options.visibleHeight(in: screen)
    return isPlausible(height, in: Context(screen: screen)) ? height : nil
  }

  /// What an observer holds to teach a memory its transitions.
  private final class Learner: KeyboardListener {
    let memory: KeyboardHeightMemory

    init(memory: KeyboardHeightMemory) {
      self.memory = memory
    }

    var listensToTransitions: Bool { true }
    var listensToMotion: Bool { false }

    func keyboardDidTransition(_ transition: KeyboardTransition, on screen: CGRect?) {
      // A number or phone pad has a height of its own: the memory keeps the text keyboard's.
      guard !SystemKeyboard.isEditingWithADigitPad else { return }
      if let language = SystemKeyboard.inputModeLanguage { memory.inputMode = language }
      memory.learn(from: transition, on: screen)
    }
  }
}
