import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

@MainActor
@Suite struct KeyboardViewNodeTests {
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

  /// A screen: a background, a card in it, a button in the card with a label inside, and a text
  /// view (not a control) with a subview of its own.
  static func screen() -> [String: FakeView] {
    let tree = FakeViewTree()
    let frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    let background = tree.makeRoot("background", frame: frame)
    let card = background.add(FakeView("card", frame: frame, in: tree))
    let button = card.add(FakeView("button", frame: frame, in: tree))
    let label = button.add(FakeView("button label", frame: frame, in: tree))
    let textView = card.add(FakeView("text view", frame: frame, in: tree))
    let content = textView.add(FakeView("text view content", frame: frame, in: tree))
    button.isControlOrTextView = true
    textView.isControlOrTextView = true
    let views = [background, card, button, label, textView, content]
    return Dictionary(uniqueKeysWithValues: views.map { ($0.name, $0) })
  }

  @Test(arguments: [
    ("background", true), ("card", true), ("button", false), ("button label", false),
    ("text view", false), ("text view content", false),
  ])
  func tapsOnOrInsideControlsAndTextViewsDismissNothing(view: String, dismisses: Bool) throws {
    let views = Self.screen()
    let touched = try #require(views[view])
    #expect(touched.dismissesKeyboardOnTap == dismisses)
    withExtendedLifetime(views) {}
  }

  @Test func theToolbarMovesWithinTheScreenOrAppWideWithinTheEditedInputsWindow() {
    let views = AvoidanceScopeTests.Window()
    func container(screen: FakeView?, editing: FakeView?) -> FakeView? {
      // A fake view's window is the root of its tree.
      FakeView.toolbarContainer(screen: screen, editing: editing)
    }
    #expect(container(screen: views.form, editing: views.chatField) === views.form)
    #expect(container(screen: views.form, editing: nil) === views.form)
    #expect(container(screen: nil, editing: views.chatField) === views.window)
    #expect(container(screen: nil, editing: nil) == nil)
  }

  @Test func appWideTheToolbarStaysInTheOutermostViewControllerAroundTheInput() {
    // A form sheet presented over the tab controller is a second outermost controller in the same
    // window: its field moves between the sheet's inputs, not those of the screens below.
    let views = Window()
    let sheet = views.window.add(FakeView("sheet", frame: views.window.frame, in: views.tree))
    sheet.isViewControllerView = true
    let sheetField = sheet.add(FakeView("sheet field", frame: .zero, in: views.tree))
    #expect(FakeView.toolbarContainer(screen: nil, editing: sheetField) === sheet)
    #expect(FakeView.toolbarContainer(screen: nil, editing: views.field) === views.tab)
    #expect(FakeView.toolbarContainer(screen: nil, editing: views.orphan) === views.window)
  }
}
