import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

@MainActor
@Suite struct KeyboardViewNodeRootViewTests {
  /// A field in a cell in a table, whose controller is a child of a navigation controller, itself
  /// a child of a tab bar controller, in a window; and a field in the window outside any
  /// controller.
  @MainActor
  struct Window {
    let tree = FakeViewTree()
    let window: FakeView
    let tab: FakeView
    let navigation: FakeView
    let table: FakeView
    let field: FakeView
    let orphan: FakeView

    init() {
      let frame = CGRect(x: 0, y: 0, width: 375, height: 667)
      window = tree.makeRoot("window", frame: frame)
      tab = window.add(FakeView("tab controller view", frame: frame, in: tree))
      navigation = tab.add(FakeView("navigation view", frame: frame, in: tree))
      table = navigation.add(FakeView("table controller view", frame: frame, in: tree))
      let cell = table.add(FakeView("cell", frame: frame, in: tree))
      field = cell.add(FakeView("field", frame: frame, in: tree))
      orphan = window.add(FakeView("orphan", frame: frame, in: tree))
      for view in [tab, navigation, table] { view.isViewControllerView = true }
      table.parentViewControllerView = navigation
      navigation.parentViewControllerView = tab
    }
  }

  @Test func theOutermostViewControllersViewShifts() {
    // field → cell → table (the first controller's view); its parents: navigation controller →
    // tab controller (outermost).
    let views = Window()
    #expect(views.field.outermostViewControllerView === views.tab)
  }

  @Test func theFirstControllerIsTheOutermostWhenItHasNoParent() {
    let views = Window()
    views.table.parentViewControllerView = nil
    #expect(views.field.outermostViewControllerView === views.table)
  }

  @Test func aControllersOwnViewStartsTheWalk() {
    let views = Window()
    #expect(views.navigation.outermostViewControllerView === views.tab)
  }

  @Test func aTargetInNoViewControllerHasNoRoot() {
    let views = Window()
    #expect(views.orphan.outermostViewControllerView == nil)
    #expect(views.window.outermostViewControllerView == nil)
  }
}
