import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

@MainActor
@Suite struct AvoidancePlanTests {
  static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
  static let seKeyboard = KeyboardObstruction(top: 451, height: 216)

  /// An iPhone SE screen: a full-screen scroll view (64 pt bar, 1000 pt of content, at the top)
  /// holding a table at content y 400 (window 400 + 64 = 464...764), 300 pt tall with 1000 pt of
  /// rows, and in it a field at table content 150...190 (window 464 + 150 = 614...654).
  static func tableInScrollView() -> (
    tree: FakeViewTree, outer: FakeView, table: FakeView, field: FakeView
  ) {
    let tree = FakeViewTree()
    let root = tree.makeRoot(frame: screen)
    let outer = root.add(
      FakeView(
        "scroll", frame: screen,
        scroll: ScrollViewGeometry(
          frame: screen, contentSize: CGSize(width: 375, height: 1000),
          contentOffset: CGPoint(x: 0, y: -64), safeAreaInsets: ScrollViewGeometry.Insets(top: 64)),
        in: tree))
    let tableFrame = CGRect(x: 0, y: 464, width: 375, height: 300)
    let table = outer.add(
      FakeView(
        "table", frame: tableFrame,
        scroll: ScrollViewGeometry(
          frame: tableFrame, contentSize: CGSize(width: 375, height: 1000)),
        in: tree))
    let cell = table.add(
      FakeView("cell", frame: CGRect(x: 0, y: 604, width: 375, height: 60), in: tree))
    let field = cell.add(
      FakeView("field", frame: CGRect(x: 16, y: 614, width: 343, height: 40), in: tree))
    return (tree, outer, table, field)
  }

  @Test func tableInsideAScrollViewSharesTheMovement() throws {
    let (_, outer, table, field) = Self.tableInScrollView()
    let plan = AvoidancePlan(for: field, below: Self.seKeyboard)
    try #require(plan.steps.count == 2)
    // Table: covered 764 - 464 = 300 (all of it), so inset 300. Visible 464...451 - 10 = 441:
    // the bottom wants 654 - 441 = 213, the table's top allows 614 - 464 = 150. Field -> 464...504.
    #expect(plan.steps[0].node === table)
    #expect(
      plan.steps[0].adjustment
        == ScrollViewGeometry.Adjustment(
          contentOffset: CGPoint(x: 0, y: 150), addedBottomInset: 300, scrolledBy: 150))
    // Still 504 + 10 - 451 = 63 short: the outer scroll view (inset 216) moves 63, -64 + 63 = -1.
    #expect(plan.steps[1].node === outer)
    #expect(
      plan.steps[1].adjustment
        == ScrollViewGeometry.Adjustment(
          contentOffset: CGPoint(x: 0, y: -1), addedBottomInset: 216, scrolledBy: 63))
    // The field ends 10 pt above the keyboard: 654 - 150 - 63 = 441.
    #expect(plan.target == CGRect(x: 16, y: 401, width: 343, height: 40))
    #expect(plan.remaining == 0)
    #expect(plan.rootShift == 0)
  }

  @Test func disabledScrollViewPassesEverythingOutward() throws {
    let (_, outer, table, field) = Self.tableInScrollView()
    table.isScrollEnabledFlag = false
    let plan = AvoidancePlan(for: field, below: Self.seKeyboard)
    // Only the outer view: 654 - 441 = 213 (top allows 614 - 64 = 550), offset -64 + 213 = 149.
    try #require(plan.steps.count == 1)
    #expect(plan.steps[0].node === outer)
    #expect(plan.steps[0].adjustment.contentOffset.y == 149)
  }

  @Test func nearestScrollViewTakesAllItCanAndOuterOnesAreLeftAlone() throws {
    let (_, _, table, field) = Self.tableInScrollView()
    // A taller table whose top is high on the screen has room for the whole movement.
    table.frame = CGRect(x: 0, y: 100, width: 375, height: 600)
    table.scroll = ScrollViewGeometry(
      frame: table.frame, contentSize: CGSize(width: 375, height: 1000))
    // Table 100...700: inset 700 - 451 = 249; field 614...654 moves 654 - 441 = 213 (top allows
    // 614 - 100 = 514). The target clears, so the walk stops at the table.
    let plan = AvoidancePlan(for: field, below: Self.seKeyboard)
    try #require(plan.steps.count == 1)
    #expect(plan.steps[0].node === table)
    #expect(
      plan.steps[0].adjustment
        == ScrollViewGeometry.Adjustment(
          contentOffset: CGPoint(x: 0, y: 213), addedBottomInset: 249, scrolledBy: 213))
  }

  @Test func walkStopsAtTheContainer() throws {
    // The table's screen is the container: the outer scroll view (a page view controller's, say)
    // is not touched; the table takes its 150 and 63 pt remain, reported as remaining.
    let (_, _, table, field) = Self.tableInScrollView()
    let plan = AvoidancePlan(for: field, below: Self.seKeyboard, within: table)
    try #require(plan.steps.count == 1)
    #expect(plan.steps[0].node === table)
    #expect(plan.remaining == 63)
  }

  @Test func screenWithoutScrollViewsShiftsTheRoot() {
    let tree = FakeViewTree()
    let root = tree.makeRoot(frame: Self.screen)
    let stack = root.add(FakeView("stack", frame: Self.screen, in: tree))
    let field = stack.add(
      FakeView("field", frame: CGRect(x: 16, y: 600, width: 343, height: 40), in: tree))
    // 640 + 10 - 451 = 199, within min(600 - 64, 216).
    let plan = AvoidancePlan(for: field, below: Self.seKeyboard, rootTopLimit: 64)
    #expect(plan.steps.isEmpty)
    #expect(plan.rootShift == 199)
    #expect(plan.remaining == 0)
    // Without a top limit the root never moves and the shortfall is reported.
    let stay = AvoidancePlan(for: field, below: Self.seKeyboard)
    #expect(stay.rootShift == 0)
    #expect(stay.remaining == 199)
  }

  @Test func anAlignedTriggerPassesWhatItsScrollViewCannotTakeOutward() throws {
    // A feed (iPhone SE, 64 pt bar, 3000 pt of content) scrolled to 1000 holds a carousel at
    // 100...400 (600 pt of content, at its start: offset 0, its smallest); in the carousel a
    // comment button at 150...180 is the trigger, aligned 10 pt above a 44 pt input bar on the
    // keyboard (top 451 - 44 = 407): its bottom must end at 397, 217 pt lower.
    let tree = FakeViewTree()
    let root = tree.makeRoot(frame: Self.screen)
    let feed = root.add(
      FakeView(
        "feed", frame: Self.screen,
        scroll: ScrollViewGeometry(
          frame: Self.screen, contentSize: CGSize(width: 375, height: 3000),
          contentOffset: CGPoint(x: 0, y: 1000),
          safeAreaInsets: ScrollViewGeometry.Insets(top: 64)),
        in: tree))
    let carouselFrame = CGRect(x: 0, y: 100, width: 375, height: 300)
    let carousel = feed.add(
      FakeView(
        "carousel", frame: carouselFrame,
        scroll: ScrollViewGeometry(
          frame: carouselFrame, contentSize: CGSize(width: 375, height: 600)),
        in: tree))
    let button = carousel.add(
      FakeView("comment", frame: CGRect(x: 300, y: 150, width: 60, height: 30), in: tree))
    let plan = AvoidancePlan(
      for: button, below: Self.seKeyboard.raised(toInputBarTop: 407), placement: .align)
    try #require(plan.steps.count == 2)
    // The carousel is at its content start: it cannot scroll down, so it moves 0 (and adds no
    // inset: the bar's top 407 is below its bottom 400).
    #expect(plan.steps[0].node === carousel)
    #expect(plan.steps[0].adjustment.scrolledBy == 0)
    #expect(plan.steps[0].adjustment.addedBottomInset == 0)
    // The whole 217 passes outward: the feed moves down 217 (its top allows 150 - 64 = 86 up and
    // any way down), 1000 - 217 = 783.
    #expect(plan.steps[1].node === feed)
    #expect(plan.steps[1].adjustment.scrolledBy == -217)
    #expect(plan.steps[1].adjustment.contentOffset.y == 783)
    // The button ends at 180 + 217 = 397, 10 pt above the bar.
    #expect(plan.target == CGRect(x: 300, y: 367, width: 60, height: 30))
    #expect(plan.remaining == 0)
  }

  @Test func floatingKeyboardPlansNothing() {
    let (tree, _, _, field) = Self.tableInScrollView()
    tree.resetReads()
    let plan = AvoidancePlan(for: field, below: nil, rootTopLimit: 64)
    #expect(plan.steps.isEmpty)
    #expect(plan.rootShift == 0)
    #expect(plan.target == CGRect(x: 16, y: 614, width: 343, height: 40))
    #expect(tree.reads == 1)  // only the field's own frame
  }

  @Test func costGrowsWithDepthNotWithTheNumberOfViews() {
    // A field 50 levels deep, in 10,000 views and in 100 views. No scroll view and a field at
    // 600...640 behind the keyboard: the walk climbs all the way to the root. Reads: the field's
    // frame and parent (2), then for each of its 50 ancestors isScrollable and superview (2 x 50):
    // 102 in both trees, whatever their breadth.
    let big = FakeViewTree.deep(total: 10_000, depth: 50)
    let small = FakeViewTree.deep(total: 100, depth: 50)
    #expect(big.tree.count == 10_000)
    #expect(small.tree.count == 100)
    let bigPlan = AvoidancePlan(for: big.leaf, below: Self.seKeyboard, rootTopLimit: 64)
    let smallPlan = AvoidancePlan(for: small.leaf, below: Self.seKeyboard, rootTopLimit: 64)
    #expect(big.tree.reads == 102)
    #expect(small.tree.reads == 102)
    // The nodes touched are the field and its 50 ancestors: 51 of 10,000.
    #expect(big.tree.touched.count == 51)
    #expect(small.tree.touched.count == 51)
    #expect(bigPlan.rootShift == smallPlan.rootShift)
    #expect(bigPlan.rootShift == 199)  // 640 + 10 - 451
  }

  @Test func scrollViewsOnTheWayStillCostOnlyTheDepth() {
    // Every 10th level of the 50 is a scroll view (content 1334 pt, at the top); the field at
    // 600...640 needs 640 + 10 - 451 = 199 pt. Level 40, the nearest, takes all of it (its largest
    // offset is 1334 + 216 - 667 = 883), so the walk stops there: it touches only the field and
    // levels 49 down to 40, whatever the number of views.
    let big = FakeViewTree.deep(total: 10_000, depth: 50, scrollViewEvery: 10)
    let small = FakeViewTree.deep(total: 100, depth: 50, scrollViewEvery: 10)
    let bigPlan = AvoidancePlan(for: big.leaf, below: Self.seKeyboard)
    _ = AvoidancePlan(for: small.leaf, below: Self.seKeyboard)
    #expect(bigPlan.steps.count == 1)
    #expect(bigPlan.steps.first?.node.name == "level 40")
    #expect(bigPlan.steps.first?.adjustment.scrolledBy == 199)
    #expect(big.tree.touched.count == 11)
    #expect(big.tree.reads == small.tree.reads)
  }

  @Test(arguments: [10, 50, 200])
  func readsAreLinearInDepth(depth: Int) {
    let (tree, leaf) = FakeViewTree.deep(total: 10_000, depth: depth)
    _ = AvoidancePlan(for: leaf, below: Self.seKeyboard)
    #expect(tree.reads == 2 + 2 * depth)
  }
}
