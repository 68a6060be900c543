import KeyboardistObserver

/// Which inputs each keyboard avoider handles, and which screens have their own avoider started.
///
/// A per-screen avoider handles the inputs inside its screen's root view. The app-wide avoider
/// handles every other input: any input that is not inside a screen whose own avoider is started.
/// No avoider handles an input inside its input bar (the bar rides on the keyboard by itself).
///
/// The registry of started screens holds its views weakly and forgets the ones that went away each
/// time a screen starts or stops. `KeyboardAvoider` keeps one scope for all its instances.
///
/// Isolation: main actor.
@MainActor
final class AvoidanceScope<View: KeyboardViewNode> where View.Node == View {
  /// A started screen, held weakly.
  private struct Entry {
    weak var view: View?
  }

  private var entries: [Entry] = []

  /// The root views of the started per-screen avoiders that still exist, in the order they started.
  var startedScreens: [View] { entries.compactMap(\.view) }

  /// Notes that the avoider of `screen` started; `nil` (the app-wide avoider) changes nothing.
  ///
  /// A screen started twice is noted once.
  ///
  /// - Parameter screen: The avoider's root view.
  func start(_ screen: View?) {
    stop(screen)
    if let screen { entries.append(Entry(view: screen)) }
  }

  /// Notes that the avoider of `screen` stopped, and forgets screens that went away.
  ///
  /// - Parameter screen: The avoider's root view, or `nil` for the app-wide avoider.
  func stop(_ screen: View?) {
    entries.removeAll { entry in entry.view.map { $0 === screen } ?? true }
  }

  /// Whether an avoider handles an input.
  ///
  /// - Parameters:
  ///   - input: The input that began or ended editing.
  ///   - screen: The avoider's root view; `nil` for the app-wide avoider, or for a per-screen one
  ///     whose view went away.
  ///   - isAppWide: Whether the avoider is the app-wide kind.
  ///   - inputBar: The avoider's input bar, if any.
  /// - Returns: `true` for an input inside `screen` (per screen) or inside no started screen (app
  ///   wide), and never for an input inside `inputBar`.
  func accepts(_ input: View, screen: View?, isAppWide: Bool, inputBar: View?) -> Bool {
    let inScope: Bool
    if let screen {
      inScope = input.isDescendant(of: screen)
    } else {
      inScope = isAppWide && !startedScreens.contains { input.isDescendant(of: $0) }
    }
    let inBar = inputBar.map { input.isDescendant(of: $0) } ?? false
    return inScope && !inBar
  }
}
