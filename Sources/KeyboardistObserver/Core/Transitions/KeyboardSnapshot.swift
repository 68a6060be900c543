public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard as a plain value: where it was after the last transition an observer made.
///
/// What a SwiftUI view reads as `keyboard.snapshot` of its `@Keyboard` property, on every iOS
/// version: a value that changes only at a transition, so a view that reads it renders again when
/// the keyboard comes, goes or changes height, and not for the notifications in between. Build it
/// from an observer with ``init(observer:)``.
public struct KeyboardSnapshot: Equatable, Sendable {
  /// The keyboard's visible height in points; 0 when hidden or floating.
  public private(set) var height: CGFloat = 0

  /// The keyboard's whole end frame in screen coordinates, from the last transition; `.zero`
  /// before one (``height`` is what covers the screen).
  public private(set) var frame: CGRect = .zero

  /// Where the keyboard sits on ``screen``; with no screen, docked while visible, else hidden.
  public private(set) var dockState: KeyboardDockState = .hidden

  /// The options of the notification behind the last transition, or `nil` before one.
  public private(set) var options: KeyboardOptions?

  /// The screen the last transition was measured on, in screen coordinates; `nil` when unknown.
  public private(set) var screen: CGRect?

  /// Whether a hardware keyboard is attached: only its shortcut bar shows when the keyboard is up.
  ///
  /// The frames decide (``KeyboardOptions/isHardwareKeyboardAttached(on:)``), and the last appear
  /// that could tell keeps its answer while the keyboard is hidden. Before any such appear, the
  /// system's answer counts (on iOS, GameController's `GCKeyboard.coalesced`); `false` when
  /// neither can tell.
  public var isHardwareKeyboardAttached: Bool {
    hardwareKeyboardByFrames ?? hardwareKeyboardBySystem ?? false
  }

  /// What the last appear that could tell said of a hardware keyboard, or `nil` before one.
  private var hardwareKeyboardByFrames: Bool?

  /// What the system said of a hardware keyboard, or `nil` when it was not asked or cannot tell.
  private var hardwareKeyboardBySystem: Bool?

  /// A hidden keyboard, before any transition.
  public init() {}

  /// Takes the system's answer (`nil`: cannot tell) to whether a hardware keyboard is connected,
  /// which counts only until an appear's frames tell.
  package mutating func systemReports(hardwareKeyboard connected: Bool?) {
    hardwareKeyboardBySystem = connected
  }

  /// Whether the keyboard covers part of the screen: `height > 0`.
  public var isVisible: Bool { height > 0 }

  /// Takes in one transition measured on `screen`.
  ///
  /// - Parameters:
  ///   - transition: A transition from ``KeyboardTracker`` or a ``KeyboardObserver``.
  ///   - screen: The screen's bounds the transition was measured on, in screen coordinates; `nil`
  ///     when unknown (then a visible keyboard counts as docked).
  package mutating func update(with transition: KeyboardTransition, screen: CGRect?) {
    height = max(0, transition.height)
    frame = transition.options.endFrame
    options = transition.options
    self.screen = screen
    // Without a screen the frames cannot tell a shortcut bar from a keyboard: the system's answer
    // stays.
    if let screen, transition.kind == .appear,
      let framesSay = transition.options.isHardwareKeyboardAttached(on: screen)
    {
      hardwareKeyboardByFrames = framesSay
    }
    if let screen, screen.isFiniteAndNonEmpty {
      dockState = transition.options.dockState(in: screen)
    } else {
      dockState = isVisible ? .docked : .hidden
    }
  }
}

extension KeyboardSnapshot: KeyboardCovering {
  /// What the keyboard covers of the bottom of `screen` after the last transition, or `nil` while
  /// it is hidden or floating.
  ///
  /// - Parameter screen: The screen's bounds in screen space; `nil` for ``screen``.
  /// - Returns: The options' obstruction (``KeyboardOptions/obstruction(on:)``), or `nil`.
  public func obstruction(on screen: CGRect?) -> KeyboardObstruction? {
    guard isVisible, let options else { return nil }
    let known = (screen ?? self.screen).flatMap { $0.isFiniteAndNonEmpty ? $0 : nil }
    return options.obstruction(on: known)
  }
}

extension KeyboardSnapshot {
  /// The keyboard as `observer` knows it now: after its last transition, measured on its screen.
  ///
  /// Without a listener of the observer's transitions, the snapshot is a hidden keyboard.
  ///
  /// - Parameter observer: The observer whose last transition to take in.
  @MainActor
  public init(observer: KeyboardObserver) {
    self.init()
    systemReports(hardwareKeyboard: SystemKeyboard.isHardwareKeyboardConnected)
    if let last = observer.lastTransition { update(with: last, screen: observer.screen) }
  }
}
