import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

@MainActor
@Suite struct KeyboardViewNodeInputToolbarTests {
  static func order(in container: FakeView) -> InputOrder<FakeView> {
    container.inputOrder()
  }

  static func input(
    _ name: String, _ frame: CGRect, in tree: FakeViewTree, hidden: Bool = false,
    canBecomeFirstResponder: Bool = true
  ) -> FakeView {
    let view = FakeView(name, frame: frame, in: tree)
    view.isTextInput = true
    view.isHidden = hidden
    view.canBecomeFirstResponder = canBecomeFirstResponder
    return view
  }

  @Test func findsReachableTextInputsAtAnyDepthAndOrdersThemByPosition() {
    let tree = FakeViewTree()
    let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
    let root = tree.makeRoot(frame: screen)
    let card = root.add(FakeView("card", frame: screen, in: tree))
    // Added bottom first, so the walk finds "notes" before "name": the frames decide.
    let notes = card.add(
      Self.input("notes", CGRect(x: 16, y: 300, width: 343, height: 100), in: tree))
    let row = card.add(FakeView("row", frame: screen, in: tree))
    let name = row.add(Self.input("name", CGRect(x: 16, y: 100, width: 343, height: 44), in: tree))
    // A label is no input; hidden and disabled inputs are skipped.
    card.add(FakeView("label", frame: CGRect(x: 16, y: 200, width: 343, height: 20), in: tree))
    card.add(
      Self.input("hidden", CGRect(x: 16, y: 150, width: 343, height: 44), in: tree, hidden: true))
    card.add(
      Self.input(
        "disabled", CGRect(x: 16, y: 250, width: 343, height: 44), in: tree,
        canBecomeFirstResponder: false))
    let order = Self.order(in: root)
    #expect(order.inputs.map(\.name) == ["name", "notes"])
    #expect(order.next(after: name) === notes)
    #expect(order.previous(before: notes) === name)
  }

  @Test func theWalkIsDepthFirstInSubviewOrderForTies() {
    // Every input on one row at the same x: the walk's order is kept. Depth first: a, a's child
    // b, then c; the container itself counts when it is an input.
    let tree = FakeViewTree()
    let same = CGRect(x: 0, y: 0, width: 10, height: 10)
    let root = tree.makeRoot(frame: same)
    root.isTextInput = true
    let a = root.add(Self.input("a", same, in: tree))
    a.add(Self.input("b", same, in: tree))
    root.add(Self.input("c", same, in: tree))
    #expect(Self.order(in: root).inputs.map(\.name) == ["root", "a", "b", "c"])
  }

  @Test func aHiddenViewsSubviewsAreStillWalked() {
    // The filter reads each view's own flags only, as the UIKit shell always did.
    let tree = FakeViewTree()
    let same = CGRect(x: 0, y: 0, width: 10, height: 10)
    let root = tree.makeRoot(frame: same)
    let hidden = root.add(FakeView("hidden", frame: same, in: tree))
    hidden.isHidden = true
    hidden.add(Self.input("inside", same, in: tree))
    #expect(Self.order(in: root).inputs.map(\.name) == ["inside"])
  }

  @Test func aContainerWithoutInputsHasNone() {
    let tree = FakeViewTree()
    let root = tree.makeRoot(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.add(FakeView("label", frame: CGRect(x: 16, y: 200, width: 343, height: 20), in: tree))
    #expect(Self.order(in: root).inputs.isEmpty)
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
}
