import Testing

@testable import Keyboardist

@MainActor
@Suite struct AvoidanceRootTests {
  /// A responder chain as data, with view controllers' parents.
  ///
  /// A field in a cell in a table, whose controller is a child of a navigation controller, itself
  /// a child of a tab bar controller. Each responder names its next;
  /// responders ending in "controller" are view controllers; a controller's view is its name with
  /// " view".
  static let next: [String: String] = [
    "field": "cell", "cell": "table", "table": "table controller",
    "table controller": "navigation view", "navigation view": "navigation controller",
    "navigation controller": "window", "window": "application",
  ]
  static let parents = [
    "table controller": "navigation controller", "navigation controller": "tab controller",
  ]

  static func root(screen: String?, target: String, parents: [String: String] = parents)
    -> String?
  {
    AvoidanceRoot.view(
      screen: screen, target: target, next: { next[$0] },
      controller: { $0.hasSuffix("controller") ? $0 : nil },
      parent: { parents[$0] }, view: { "\($0) view" })
  }

  @Test func aPerScreenAvoiderAlwaysShiftsItsScreen() {
    #expect(Self.root(screen: "form view", target: "field") == "form view")
    #expect(Self.root(screen: "form view", target: "orphan") == "form view")
  }

  @Test func appWideTheOutermostViewControllersViewShifts() {
    // field → cell → table → table controller (first controller); its parents: navigation
    // controller → tab controller (outermost).
    #expect(Self.root(screen: nil, target: "field") == "tab controller view")
  }

  @Test func theFirstControllerIsTheOutermostWhenItHasNoParent() {
    #expect(Self.root(screen: nil, target: "field", parents: [:]) == "table controller view")
  }

  @Test func aTargetInNoViewControllerHasNoRoot() {
    #expect(Self.root(screen: nil, target: "orphan") == nil)
    #expect(Self.root(screen: nil, target: "window") == nil)
  }
}
