import KeyboardistObserver

/// Which inputs each keyboard avoider handles: views held weakly, such as the screens whose own
/// avoider is started, and the decision that reads them.
///
/// A per-screen avoider handles the inputs inside its screen's root view. The app-wide avoider
/// handles every other input: any input that is not inside a screen whose own avoider is started.
/// No avoider handles an input inside its input bar (the bar rides on the keyboard by itself), nor
/// one inside a view it was told to exclude.
///
/// `KeyboardAvoider` keeps one scope of started screens for all its instances, and one scope of
/// excluded views per instance. A scope holds its views weakly, and a view added for an owner (the
/// avoider that started the screen) counts only while that owner exists: a started avoider that
/// nothing keeps leaves its screen to the app-wide one. Views that went away are forgotten each time
/// a view is added or removed.
@MainActor
final class AvoidanceScope<View: KeyboardViewNode> where View.Node == View {
  /// A view, held weakly, and what it counts for.
  private struct Entry {
    weak var view: View?
    /// The avoider the view counts for, held weakly; the entry counts while it exists.
    weak var owner: AnyObject?
    /// Whether the view was added for an owner.
    var isOwned: Bool

    /// The view, while it and its owner (if it has one) exist.
    var counted: View? { isOwned && owner == nil ? nil : view }
  }

  private var entries: [Entry] = []

  /// The views that still count, in the order they were added.
  var views: [View] { entries.compactMap(\.counted) }

  /// Adds a view; `nil` (the app-wide avoider's screen) changes nothing.
  ///
  /// A view added twice is held once.
  ///
  /// - Parameters:
  ///   - view: The view, such as the root view of a screen whose avoider started.
  ///   - owner: What the view counts for, held weakly: it stops counting when the owner goes.
  func add(_ view: View?, for owner: AnyObject? = nil) {
    remove(view)
    if let view { entries.append(Entry(view: view, owner: owner, isOwned: owner != nil)) }
  }

  /// Removes a view, and forgets views that went away or no longer count.
  ///
  /// - Parameter view: The view, or `nil` to only forget views that went away.
  func remove(_ view: View?) {
    entries.removeAll { entry in entry.counted.map { $0 === view } ?? true }
  }

  /// Whether an avoider handles an input, this scope holding the started screens.
  ///
  /// - Parameters:
  ///   - input: The input that began or ended editing.
  ///   - screen: The avoider's root view; `nil` for the app-wide avoider, or for a per-screen one
  ///     whose view went away.
  ///   - isAppWide: Whether the avoider is the app-wide kind.
  ///   - inputBar: The avoider's input bar, if any.
  ///   - excluded: The views whose inputs the avoider leaves alone.
  /// - Returns: `true` for an input inside `screen` (per screen) or inside no started screen (app
  ///   wide), and never for an input inside `inputBar` or inside an excluded view.
  /// - Complexity: O(*d* × (*s* + *e*)) for an input *d* deep, *s* started screens and *e* excluded
  ///   views.
  func accepts(
    _ input: View, screen: View?, isAppWide: Bool, inputBar: View?, excluded: [View] = []
  ) -> Bool {
    let inScope: Bool
    if let screen {
      inScope = input.isDescendant(of: screen)
    } else {
      inScope = isAppWide && !views.contains { input.isDescendant(of: $0) }
    }
    let inBar = inputBar.map { input.isDescendant(of: $0) } ?? false
    return inScope && !inBar && !excluded.contains { input.isDescendant(of: $0) }
  }
}
