import KeyboardistObserver

/// Which inputs each keyboard avoider handles: views held weakly, such as the screens whose own
/// avoider is started, and the decision that reads them.
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
  func add(_ view: View?, for owner: AnyObject? = nil) {
    remove(view)
    if let view { entries.append(Entry(view: view, owner: owner, isOwned: owner != nil)) }
  }

  /// Removes a view, and forgets views that went away or no longer count.
  func remove(_ view: View?) {
    entries.removeAll { entry in entry.counted.map { $0 === view } ?? true }
  }

  /// Whether an avoider handles an input, this scope holding the started screens.
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
