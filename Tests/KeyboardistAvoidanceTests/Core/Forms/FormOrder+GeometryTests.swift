import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

@MainActor
@Suite struct FormOrderGeometryTests {
  // MARK: The inputs of a container (`FormOrder(inputsIn:)`)

  static func order(in container: FakeView) -> FormOrder<FakeView> {
    FormOrder(inputsIn: container)
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

  @Test func aHiddenViewIsSkippedWithEverythingInsideIt() {
    // A collapsed section: its inputs are hidden with it, though their own flags say visible.
    let tree = FakeViewTree()
    let same = CGRect(x: 0, y: 0, width: 10, height: 10)
    let root = tree.makeRoot(frame: same)
    let hidden = root.add(FakeView("hidden", frame: same, in: tree))
    hidden.isHidden = true
    hidden.add(Self.input("inside", same, in: tree))
    root.add(Self.input("outside", same, in: tree))
    #expect(Self.order(in: root).inputs.map(\.name) == ["outside"])
  }

  @Test func disabledInputsAndThoseLeftOutAreSkipped() {
    // A disabled field (a control that is not enabled, a text view that is not editable) is
    // visible but takes no input; the predicate leaves out what the avoider does not handle.
    let tree = FakeViewTree()
    let root = tree.makeRoot(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let names = ["a", "disabled", "b", "left out", "c"]
    for (row, name) in names.enumerated() {
      let frame = CGRect(x: 16, y: 100 + 60 * CGFloat(row), width: 343, height: 44)
      let input = root.add(Self.input(name, frame, in: tree))
      input.isInputEnabled = name != "disabled"
    }
    let order = FormOrder(inputsIn: root) { $0.name != "left out" }
    #expect(order.inputs.map(\.name) == ["a", "b", "c"])
    #expect(order.next(after: order.inputs[1])?.name == "c")
  }

  @Test func aContainerWithoutInputsHasNone() {
    let tree = FakeViewTree()
    let root = tree.makeRoot(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.add(FakeView("label", frame: CGRect(x: 16, y: 200, width: 343, height: 20), in: tree))
    #expect(Self.order(in: root).inputs.isEmpty)
  }
}
