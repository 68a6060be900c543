import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

@MainActor
@Suite struct AvoidanceApplierTests {
  static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
  /// An iPhone SE's docked keyboard: 216 pt from y 451.
  static let keyboard = KeyboardObstruction(top: 451, height: 216)

  /// An iPhone SE's docked keyboard, in screen space.
  static let keyboardFrame = CGRect(x: 0, y: 451, width: 375, height: 216)

  /// Records the applier's animations, and holds the root view a per-screen avoider passes.
  @MainActor
  final class Log {
    var animations: [KeyboardOptions] = []
    var root: FakeView?
  }

  /// An applier over fake views, whose animations run at once and are logged.
  ///
  /// Scroll views' insets live in their `scroll` geometry and `indicatorBottomInset`; the root's
  /// bounds origin in `boundsOriginY`.
  static func makeApplier(_ log: Log) -> AvoidanceApplier<FakeView> {
    AvoidanceApplier { options, changes in
      log.animations.append(options)
      changes()
    }
  }

  /// An update whose keyboard ends at `keyboard` (screen space; docked by default).
  static func update(
    _ action: InputSession<FakeView>.Action, placement: AvoidancePlacement = .reveal,
    keyboard: CGRect = keyboardFrame
  ) -> InputSessionObserver<FakeView>.Update {
    InputSessionObserver.Update(
      action: action, options: KeyboardOptions(endFrame: keyboard, animationDuration: 0.25),
      placement: placement)
  }

  /// A screen whose full-screen scroll view has `contentHeight` of content, the app's own bottom
  /// inset of 20 and indicator inset of 5, holding a field at y 600...640 and another at 100...140.
  @MainActor
  struct Form {
    let tree = FakeViewTree()
    let root: FakeView
    let scroll: FakeView
    let field: FakeView
    let topField: FakeView

    init(contentHeight: CGFloat = 1000) {
      // Not the tree's root, so that the views go away with the form (see the last test).
      root = FakeView("root", frame: AvoidanceApplierTests.screen, in: tree)
      scroll = root.add(
        FakeView(
          "scroll", frame: AvoidanceApplierTests.screen,
          scroll: ScrollViewGeometry(
            frame: AvoidanceApplierTests.screen,
            contentSize: CGSize(width: 375, height: contentHeight),
            contentInset: ScrollViewGeometry.Insets(bottom: 20)),
          in: tree))
      scroll.indicatorBottomInset = 5
      field = scroll.add(
        FakeView("field", frame: CGRect(x: 16, y: 600, width: 343, height: 40), in: tree))
      topField = scroll.add(
        FakeView("top field", frame: CGRect(x: 16, y: 100, width: 343, height: 40), in: tree))
    }

    var contentInsetBottom: CGFloat? { scroll.scroll?.contentInset.bottom }
    var contentOffsetY: CGFloat? { scroll.scroll?.contentOffset.y }
  }

  @Test func theInsetIsAddedToTheAppsOwnAndTheContentScrolls() {
    let form = Form()
    let log = Log()
    let applier = Self.makeApplier(log)
    applier.perform(
      Self.update(.adjust(form.field)), rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: true)
    // The keyboard covers 667 - 451 = 216 pt of the scroll view (no bottom safe area): the
    // content inset becomes 20 + 216 = 236 and the indicator inset 5 + 216 = 221. The field's
    // bottom 640 must rise to 451 - 10 = 441: it scrolls 199 (the most allowed is
    // 1000 + 236 - 667 = 569).
    #expect(form.contentInsetBottom == 236)
    #expect(form.scroll.indicatorBottomInset == 221)
    #expect(form.contentOffsetY == 199)
    // The change ran in the keyboard's animation.
    #expect(log.animations.map(\.animationDuration) == [0.25])
  }

  @Test func restoreRemovesExactlyWhatWasAddedKeepingTheAppsNewInset() {
    let form = Form()
    let log = Log()
    let applier = Self.makeApplier(log)
    applier.perform(
      Self.update(.adjust(form.field)), rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: true)
    // While the keyboard is up the app raises its own bottom inset from 20 to 50 (+30) and its
    // indicator inset from 5 to 9 (+4): 236 + 30 = 266 and 221 + 4 = 225.
    form.scroll.scroll?.contentInset.bottom += 30
    form.scroll.indicatorBottomInset += 4
    applier.perform(
      Self.update(.restore), rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: true)
    // 266 - 216 = 50 and 225 - 216 = 9: the app's change survives; nothing is overwritten.
    #expect(form.contentInsetBottom == 50)
    #expect(form.scroll.indicatorBottomInset == 9)
    // 199 is within the content (the most is 1000 + 50 - 667 = 383): the user keeps the place.
    #expect(form.contentOffsetY == 199)
    #expect(log.animations.count == 2)
    // A second restore finds nothing left to take back.
    applier.perform(
      Self.update(.restore), rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: true)
    #expect(form.contentInsetBottom == 50)
    #expect(form.scroll.indicatorBottomInset == 9)
  }

  @Test func restorePullsTheOffsetBackInsideShortContent() {
    // 700 pt of content: the field still scrolls 199 (the most is 700 + 236 - 667 = 269). Once
    // the 216 pt are taken back the most is 700 + 20 - 667 = 53, so the offset returns to 53.
    let form = Form(contentHeight: 700)
    let log = Log()
    let applier = Self.makeApplier(log)
    applier.perform(
      Self.update(.adjust(form.field)), rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: true)
    #expect(form.contentOffsetY == 199)
    applier.perform(
      Self.update(.restore), rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: true)
    #expect(form.contentInsetBottom == 20)
    #expect(form.contentOffsetY == 53)
  }

  @Test func undoWithoutRestoringOffsetsKeepsThePlace() {
    // What `stop()` does with `true`, and a re-adjustment with `false`: only the offset differs.
    let form = Form(contentHeight: 700)
    let log = Log()
    let applier = Self.makeApplier(log)
    applier.perform(
      Self.update(.adjust(form.field)), rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: true)
    applier.undo(restoringOffsets: false)
    #expect(form.contentInsetBottom == 20)
    #expect(form.scroll.indicatorBottomInset == 5)
    #expect(form.contentOffsetY == 199)
  }

  @Test func aReadjustmentReplacesTheAdditionInsteadOfStackingIt() {
    let form = Form()
    let log = Log()
    let applier = Self.makeApplier(log)
    applier.perform(
      Self.update(.adjust(form.field)), rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: true)
    // The user moves to the top field: the 216 pt come off (236 - 216 = 20) and go on again
    // (20 + 216 = 236), never 236 + 216. The top field at 100...140 sits in view: the offset
    // stays 199, as the earlier plan left it.
    applier.perform(
      Self.update(.readjust(form.topField)), rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: true)
    #expect(form.contentInsetBottom == 236)
    #expect(form.scroll.indicatorBottomInset == 221)
    applier.perform(
      Self.update(.restore), rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: true)
    #expect(form.contentInsetBottom == 20)
    #expect(form.scroll.indicatorBottomInset == 5)
  }

  @Test func aFloatingKeyboardChangesNothing() {
    let form = Form()
    let log = Log()
    log.root = form.root
    let applier = Self.makeApplier(log)
    // Narrower than the screen and above its bottom: an iPad's floating keyboard.
    applier.perform(
      Self.update(.adjust(form.field), keyboard: CGRect(x: 50, y: 300, width: 275, height: 216)),
      rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: true)
    #expect(form.contentInsetBottom == 20)
    #expect(form.contentOffsetY == 0)
    #expect(form.root.boundsOriginY == 0)
  }

  /// A screen with no scroll view: a root view from `rootY` and a field inside it.
  static func plainScreen(rootY: CGFloat = 0, field: CGRect) -> (
    tree: FakeViewTree, root: FakeView, field: FakeView
  ) {
    let tree = FakeViewTree()
    let root = tree.makeRoot(
      frame: CGRect(x: 0, y: rootY, width: 375, height: screen.height - rootY))
    let input = root.add(FakeView("field", frame: field, in: tree))
    return (tree, root, input)
  }

  @Test func theRootShiftsByThePlanAndMovesBackByExactlyThat() {
    let (_, root, field) = Self.plainScreen(field: CGRect(x: 16, y: 600, width: 343, height: 40))
    let log = Log()
    log.root = root
    root.safeAreaTop = 20
    let applier = Self.makeApplier(log)
    applier.perform(
      Self.update(.adjust(field)), rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: true)
    // 640 + 10 - 451 = 199 needed; allowed min(600 - (0 + 20), 216) = 216: the bounds' origin
    // moves down 199, which moves the content up 199.
    #expect(root.boundsOriginY == 199)
    // Something else (a layout pass) moves the origin 3 pt meanwhile: only the 199 come off.
    root.boundsOriginY += 3
    applier.perform(
      Self.update(.restore), rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: true)
    #expect(root.boundsOriginY == 3)
  }

  @Test func theTopLimitIsTheRootsTopPlusItsSafeArea() {
    // A form sheet from y 50 with a 20 pt top safe area: the limit is 50 + 20 = 70. A text view at
    // 150...600 needs 600 + 10 - 451 = 159 but its top may rise only 150 - 70 = 80.
    let (_, root, field) = Self.plainScreen(
      rootY: 50, field: CGRect(x: 16, y: 150, width: 343, height: 450))
    let log = Log()
    log.root = root
    root.safeAreaTop = 20
    let applier = Self.makeApplier(log)
    applier.perform(
      Self.update(.adjust(field)), rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: true)
    #expect(root.boundsOriginY == 80)
  }

  @Test func aTextViewRevealsItsCaretRatherThanItsFrame() {
    // The text view spans 300...640; its caret is at 600...620. Revealing the caret needs
    // 620 + 10 - 451 = 179, not the frame's 640 + 10 - 451 = 199.
    let (_, root, field) = Self.plainScreen(field: CGRect(x: 16, y: 300, width: 343, height: 340))
    let log = Log()
    log.root = root
    field.caretRectInWindow = CGRect(x: 40, y: 600, width: 2, height: 20)
    let applier = Self.makeApplier(log)
    applier.perform(
      Self.update(.adjust(field)), rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: true)
    #expect(root.boundsOriginY == 179)
  }

  @Test func withoutRootShiftingTheRootNeverMoves() {
    let (_, root, field) = Self.plainScreen(field: CGRect(x: 16, y: 600, width: 343, height: 40))
    let log = Log()
    log.root = root
    let applier = Self.makeApplier(log)
    applier.perform(
      Self.update(.adjust(field)), rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: false)
    #expect(root.boundsOriginY == 0)
    applier.perform(
      Self.update(.restore), rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: false)
    #expect(root.boundsOriginY == 0)
  }

  @Test func aTriggerIsAlignedAboveTheKeyboard() {
    // A comment button at 200...240 in a feed scrolled to 300, aligned: its bottom goes exactly
    // to 451 - 10 = 441, so the content scrolls down by 441 - 240 = 201 (the feed is 300 pt from
    // its start, so there is room).
    let tree = FakeViewTree()
    let root = tree.makeRoot(frame: Self.screen)
    let feed = root.add(
      FakeView(
        "feed", frame: Self.screen,
        scroll: ScrollViewGeometry(
          frame: Self.screen, contentSize: CGSize(width: 375, height: 3000),
          contentOffset: CGPoint(x: 0, y: 300)),
        in: tree))
    let button = feed.add(
      FakeView("comment", frame: CGRect(x: 300, y: 200, width: 60, height: 40), in: tree))
    let log = Log()
    let applier = Self.makeApplier(log)
    applier.perform(
      Self.update(.adjust(button), placement: .align), rootView: log.root, inputBar: nil,
      distance: 10,
      shiftsRootView: true)
    // Scrolling down by 201 takes the offset from 300 to 99.
    #expect(feed.scroll?.contentOffset.y == 99)
    #expect(feed.scroll?.contentInset.bottom == 216)
  }

  @Test func viewsThatWentAwayAreSkippedOnUndo() {
    let log = Log()
    let applier = Self.makeApplier(log)
    weak var scroll: FakeView?
    weak var root: FakeView?
    do {
      let form = Form()
      scroll = form.scroll
      root = form.root
      log.root = form.root
      applier.perform(
        Self.update(.adjust(form.field)), rootView: log.root, inputBar: nil, distance: 10,
        shiftsRootView: true)
      log.root = nil
    }
    #expect(scroll == nil && root == nil)
    // The whole screen is gone: undoing touches nothing and does not trap.
    applier.perform(
      Self.update(.restore), rootView: log.root, inputBar: nil, distance: 10,
      shiftsRootView: true)
    applier.undo(restoringOffsets: true)
    #expect(log.animations.count == 2)
  }

  @Test func anInputBarRaisesTheKeyboardByItsHeight() {
    // A 10 pt bar rides on the keyboard: the field must clear 451 - 10 = 441 by 10, so its bottom
    // 640 rises to 431 and the root shifts 209 (under the cap min(600 - 0, 216) = 216). Without
    // the bar the shift is 199, as above.
    let (tree, root, field) = Self.plainScreen(
      field: CGRect(x: 16, y: 600, width: 343, height: 40))
    let bar = FakeView("bar", frame: CGRect(x: 0, y: 0, width: 375, height: 10), in: tree)
    let log = Log()
    let applier = Self.makeApplier(log)
    applier.perform(
      Self.update(.adjust(field)), rootView: root, inputBar: bar, distance: 10,
      shiftsRootView: true)
    #expect(root.boundsOriginY == 209)
    applier.perform(
      Self.update(.restore), rootView: root, inputBar: nil, distance: 10, shiftsRootView: true)
    #expect(root.boundsOriginY == 0)
    applier.perform(
      Self.update(.adjust(field)), rootView: root, inputBar: nil, distance: 10,
      shiftsRootView: true)
    #expect(root.boundsOriginY == 199)
  }

  /// A navigation controller's view holding a form controller's view, which holds a field at
  /// 600...640; and a field at the same place in the window, outside any controller.
  static func controllers() -> (
    tree: FakeViewTree, navigation: FakeView, form: FakeView, field: FakeView, orphan: FakeView
  ) {
    let tree = FakeViewTree()
    let window = tree.makeRoot("window", frame: screen)
    let navigation = window.add(FakeView("navigation view", frame: screen, in: tree))
    navigation.isViewControllerView = true
    let form = navigation.add(FakeView("form view", frame: screen, in: tree))
    form.isViewControllerView = true
    form.parentViewControllerView = navigation
    let frame = CGRect(x: 16, y: 600, width: 343, height: 40)
    let field = form.add(FakeView("field", frame: frame, in: tree))
    let orphan = window.add(FakeView("orphan", frame: frame, in: tree))
    return (tree, navigation, form, field, orphan)
  }

  @Test func appWideTheOutermostViewControllersViewShifts() {
    let (tree, navigation, form, field, orphan) = Self.controllers()
    let applier = Self.makeApplier(Log())
    applier.perform(
      Self.update(.adjust(field)), rootView: nil, inputBar: nil, distance: 10,
      shiftsRootView: true)
    #expect(navigation.boundsOriginY == 199)
    #expect(form.boundsOriginY == 0 && tree.root?.boundsOriginY == 0)
    // A target in no view controller has no root to shift.
    applier.perform(
      Self.update(.readjust(orphan)), rootView: nil, inputBar: nil, distance: 10,
      shiftsRootView: true)
    #expect(navigation.boundsOriginY == 0 && tree.root?.boundsOriginY == 0)
  }

  @Test func aPerScreenAvoiderAlwaysShiftsItsScreen() {
    let (_, navigation, form, field, orphan) = Self.controllers()
    let applier = Self.makeApplier(Log())
    applier.perform(
      Self.update(.adjust(field)), rootView: form, inputBar: nil, distance: 10,
      shiftsRootView: true)
    #expect(form.boundsOriginY == 199 && navigation.boundsOriginY == 0)
    applier.perform(
      Self.update(.readjust(orphan)), rootView: form, inputBar: nil, distance: 10,
      shiftsRootView: true)
    #expect(form.boundsOriginY == 199 && navigation.boundsOriginY == 0)
  }

  // MARK: The input accessory view

  /// The field at 600...640 on the iPhone SE with a 44 pt previous / next / done bar as its
  /// accessory, edited while the keyboard ends at `keyboard`.
  static func accessoryUpdate(
    _ field: FakeView, keyboard: CGRect
  ) -> InputSessionObserver<FakeView>.Update {
    field.inputAccessoryHeight = 44
    var update = Self.update(.adjust(field), keyboard: keyboard)
    update.editing = field
    return update
  }

  @Test func beforeIOS26TheReportedFrameAlreadyHoldsTheAccessory() {
    // iOS 18: the frame is 216 + 44 = 260 pt from y 667 - 260 = 407, the bar's top. The field's
    // bottom 640 rises to 407 - 10 = 397: a shift of 243, capped at the frame's 260.
    let (_, root, field) = Self.plainScreen(field: CGRect(x: 16, y: 600, width: 343, height: 40))
    let applier = Self.makeApplier(Log())
    applier.perform(
      Self.accessoryUpdate(field, keyboard: CGRect(x: 0, y: 407, width: 375, height: 260)),
      rootView: root, inputBar: nil, distance: 10, shiftsRootView: true, systemVersion: 18)
    #expect(root.boundsOriginY == 243)
  }

  @Test func fromIOS26TheAccessoryAboveTheReportedFrameIsClearedToo() {
    // iOS 26: the frame is the keyboard alone, 216 pt from y 451; the bar sits above it from
    // 451 - 44 = 407. Keyboard and bar cover 260 pt, as the iOS 18 frame says, so the field ends
    // in the same place: shifted by 243, under the cap min(600 - 0, 260) = 260.
    let (_, root, field) = Self.plainScreen(field: CGRect(x: 16, y: 600, width: 343, height: 40))
    let applier = Self.makeApplier(Log())
    let update = Self.accessoryUpdate(field, keyboard: Self.keyboardFrame)
    applier.perform(
      update, rootView: root, inputBar: nil, distance: 10, shiftsRootView: true, systemVersion: 26)
    #expect(
      AvoidanceApplier.obstruction(for: field, update: update, inputBar: nil, systemVersion: 26)
        == KeyboardObstruction(top: 407, height: 260))
    #expect(root.boundsOriginY == 243)
  }

  @Test func withoutTheAccessoryIOS26WouldLeaveTheFieldBehindIt() {
    // What the issue reported: the frame alone, the bar not counted, the field's bottom at
    // 451 - 10 = 441, 34 pt inside the bar that covers 407...451.
    let (_, root, field) = Self.plainScreen(field: CGRect(x: 16, y: 600, width: 343, height: 40))
    let applier = Self.makeApplier(Log())
    var update = Self.accessoryUpdate(field, keyboard: Self.keyboardFrame)
    update.editing = nil
    applier.perform(
      update, rootView: root, inputBar: nil, distance: 10, shiftsRootView: true, systemVersion: 26)
    #expect(root.boundsOriginY == 199)
  }

  @Test func inAScrollViewBothVersionsBringTheFieldAboveTheAccessory() {
    // The form's scroll view takes it all: the field's bottom 640 rises to 407 - 10 = 397, a
    // scroll of 243, whichever frame the keyboard reports.
    for (systemVersion, frame) in [
      (18, CGRect(x: 0, y: 407, width: 375, height: 260)), (26, Self.keyboardFrame),
    ] {
      let form = Form()
      let applier = Self.makeApplier(Log())
      applier.perform(
        Self.accessoryUpdate(form.field, keyboard: frame), rootView: nil, inputBar: nil,
        distance: 10, shiftsRootView: true, systemVersion: systemVersion)
      #expect(form.contentOffsetY == 243, "iOS \(systemVersion)")
    }
  }

  @Test func theAccessoryIsTheEditedInputsNotTheTriggers() {
    // A trigger is aligned above the edited input's accessory: with the input bar's field editing
    // and a 44 pt accessory on it, iOS 26, the button's bottom goes to 451 - 44 - 10 = 397.
    let (tree, root, field) = Self.plainScreen(
      field: CGRect(x: 16, y: 600, width: 343, height: 40))
    let barField = FakeView("bar field", frame: .zero, in: tree)
    barField.inputAccessoryHeight = 44
    var update = Self.update(.adjust(field), placement: .align)
    update.editing = barField
    let applier = Self.makeApplier(Log())
    applier.perform(
      update, rootView: root, inputBar: nil, distance: 10, shiftsRootView: true, systemVersion: 26)
    // 640 - 397 = 243.
    #expect(root.boundsOriginY == 243)
  }
}
