import Foundation
import Testing

@testable import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

@Suite struct KeyboardPanelSwitchTests {
  private static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)

  /// A docked input (keyboard or panel) of a given height, or a hidden one for 0.
  private static func input(_ height: CGFloat, from start: CGFloat = 0) -> KeyboardOptions {
    let hidden = CGRect(x: 0, y: screen.height, width: screen.width, height: 336)
    func frame(_ height: CGFloat) -> CGRect {
      height > 0
        ? CGRect(x: 0, y: screen.height - height, width: screen.width, height: height) : hidden
    }
    return KeyboardOptions(
      startFrame: frame(start), endFrame: frame(height), animationDuration: 0.25,
      animationCurve: .keyboard)
  }

  /// The height the bar sees at every 60 Hz frame of a session: one notification after another,
  /// each movement played for half a second (curve 7 settles within it).
  private static func frames(
    _ steps: [(KeyboardEvent, KeyboardOptions)], through panel: inout KeyboardPanelSwitch
  ) -> [CGFloat] {
    var heights: [CGFloat] = []
    for (event, options) in steps {
      let before = panel.height
      let movement = panel.receive(event, options: options, screen: screen)
      for frame in 0..<30 {
        heights.append(movement?.height(after: Double(frame) / 60) ?? before)
      }
    }
    return heights
  }

  private func keyboardUp() -> KeyboardPanelSwitch {
    var panel = KeyboardPanelSwitch()
    panel.inputDidBeginEditing()
    panel.receive(.willShow, options: Self.input(336), screen: Self.screen)
    panel.receive(.didShow, options: Self.input(336), screen: Self.screen)
    return panel
  }

  @Test func theKeyboardRisesAsUsual() {
    var panel = KeyboardPanelSwitch()
    panel.inputDidBeginEditing()
    let movement = panel.receive(.willShow, options: Self.input(336), screen: Self.screen)
    #expect(movement?.from == 0)
    #expect(movement?.to == 336)
    #expect(panel.height == 336)
    #expect(panel.keyboardHeight == 336)
    #expect(panel.input == .keyboard)
  }

  /// The swap posts a hide and a show: at no frame does the bar drop, either way.
  @Test func aSwapWithAHideAndAShowNeverMovesTheBar() {
    var panel = keyboardUp()
    let switched = panel.switchInput(to: .panel)
    #expect(switched)
    let toPanel = Self.frames(
      [
        (.willHide, Self.input(0, from: 336)), (.didHide, Self.input(0, from: 336)),
        (.willShow, Self.input(336)), (.didShow, Self.input(336)),
      ], through: &panel)
    #expect(toPanel.count == 120)
    #expect(toPanel.allSatisfy { $0 == 336 })
    #expect(!panel.isSwitching)
    #expect(panel.input == .panel)

    let switchedBack = panel.switchInput(to: .keyboard)
    #expect(switchedBack)
    let back = Self.frames(
      [
        (.willHide, Self.input(0, from: 336)), (.willShow, Self.input(336)),
        (.didShow, Self.input(336)),
      ], through: &panel)
    #expect(back.count == 90)
    #expect(back.allSatisfy { $0 == 336 })
    #expect(panel.input == .keyboard)
  }

  /// A show whose begin frame equals its end frame though the height changed (the swap to an
  /// input of another height) moves from the height shown, every frame in between.
  @Test func aShowMovesFromTheHeightShownNotItsBeginFrame() {
    var panel = keyboardUp()
    panel.switchInput(to: .panel)
    let frames = Self.frames(
      [(.willShow, Self.input(250, from: 250)), (.didShow, Self.input(250, from: 250))],
      through: &panel)
    #expect(frames.first == 336)
    #expect(frames.last.map { abs($0 - 250) < 0.5 } == true)
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 >= $1 })
    // A panel's height is not the keyboard's.
    #expect(panel.keyboardHeight == 336)
  }

  /// The switch ends at the will-notification that shows the new input.
  ///
  /// Nothing waits for a did-notification, which may come late or never: a hide after that show
  /// is a hide.
  @Test func aHideAfterTheSwapsWillShowIsAHide() {
    // Keyboard up at 336; switched to a 336 pt panel. willShow 336 (no movement: 336 shown) ends
    // the switch; the willHide that follows lowers the bar, and its didShow raises it again.
    var panel = keyboardUp()
    panel.switchInput(to: .panel)
    #expect(panel.receive(.willShow, options: Self.input(336), screen: Self.screen) == nil)
    #expect(!panel.isSwitching)
    let hide = panel.receive(.willHide, options: Self.input(0, from: 336), screen: Self.screen)
    #expect(hide?.from == 336 && hide?.to == 0)
    let show = panel.receive(.didShow, options: Self.input(336), screen: Self.screen)
    #expect(show?.from == 0 && show?.to == 336)
    #expect(panel.inputDidEndEditing() == nil)
  }

  /// A show-only swap (`reloadInputViews()` to an input of another height) with no
  /// did-notification: the switch ends at its `willShow`, and a later hide is a hide.
  @Test func aShowOnlySwapEndsAtItsWillShow() {
    var panel = keyboardUp()
    panel.switchInput(to: .panel)
    let swap = panel.receive(.willShow, options: Self.input(292, from: 292), screen: Self.screen)
    #expect(swap?.from == 336 && swap?.to == 292)
    #expect(!panel.isSwitching)
    #expect(panel.input == .panel)
    let hide = panel.receive(.willHide, options: Self.input(0, from: 292), screen: Self.screen)
    #expect(hide?.from == 292 && hide?.to == 0)
    #expect(panel.height == 0)
    #expect(panel.keyboardHeight == 336, "the panel's height is not the keyboard's")
  }

  /// The swap's late `didHide` and `didChangeFrame`, after the show that ended the switch, are
  /// dropped.
  ///
  /// The swap's hide ends after the new input's show began: they move nothing, and editing ending
  /// later does not bring them back; the next will-notification is taken at its word.
  @Test func theSwapsLateDidHideIsDropped() {
    var panel = keyboardUp()
    panel.switchInput(to: .panel)
    let hidden = Self.input(0, from: 336)
    #expect(panel.receive(.willHide, options: hidden, screen: Self.screen) == nil)
    #expect(panel.receive(.willShow, options: Self.input(336), screen: Self.screen) == nil)
    #expect(!panel.isSwitching)
    #expect(panel.holds(.didHide, hidden, screen: Self.screen))
    #expect(panel.receive(.didHide, options: hidden, screen: Self.screen) == nil)
    #expect(panel.receive(.didChangeFrame, options: hidden, screen: Self.screen) == nil)
    #expect(panel.height == 336)
    #expect(panel.inputDidEndEditing() == nil, "the late didHide is not a hide to release")
    #expect(panel.height == 336)
    panel.inputDidBeginEditing(showing: .panel)
    #expect(panel.receive(.willShow, options: Self.input(336), screen: Self.screen) == nil)
    let hide = panel.receive(.willHide, options: hidden, screen: Self.screen)
    #expect(hide?.to == 0)
  }

  /// Without a hide held, a swap's late did-notifications hold nothing after its show.
  @Test func afterAShowOnlySwapADidHideIsAHide() {
    var panel = keyboardUp()
    panel.switchInput(to: .panel)
    panel.receive(.willShow, options: Self.input(292, from: 292), screen: Self.screen)
    let hidden = Self.input(0, from: 292)
    #expect(!panel.holds(.didHide, hidden, screen: Self.screen))
    #expect(panel.receive(.didHide, options: hidden, screen: Self.screen)?.to == 0)
  }

  @Test func aSwapWithNoNotificationMovesNothing() {
    var panel = keyboardUp()
    panel.switchInput(to: .panel)
    #expect(panel.isSwitching)
    #expect(panel.height == 336)
  }

  /// Editing ends before the new input shows: the held hide takes place.
  @Test func editingEndingMidSwapReleasesTheHeldHide() {
    var panel = keyboardUp()
    panel.switchInput(to: .panel)
    let held = panel.receive(.willHide, options: Self.input(0, from: 336), screen: Self.screen)
    #expect(held == nil)
    let movement = panel.inputDidEndEditing()
    #expect(movement?.from == 336)
    #expect(movement?.to == 0)
    #expect(panel.height == 0)
    #expect(panel.input == .none)
  }

  @Test func afterTheSwapAHideIsAHide() {
    var panel = keyboardUp()
    panel.switchInput(to: .panel)
    panel.receive(.didShow, options: Self.input(336), screen: Self.screen)
    let released = panel.inputDidEndEditing()
    #expect(released == nil)
    let movement = panel.receive(.willHide, options: Self.input(0, from: 336), screen: Self.screen)
    #expect(movement?.to == 0)
  }

  @Test func openingStraightOnThePanelIsAPlainShow() {
    var panel = KeyboardPanelSwitch()
    let switched = panel.switchInput(to: .panel)
    #expect(!switched)
    #expect(panel.input == .panel)
    let movement = panel.receive(.willShow, options: Self.input(300), screen: Self.screen)
    #expect(movement?.to == 300)
    #expect(panel.keyboardHeight == nil)
  }

  @Test func switchingToWhatShowsOrToNothingChangesNothing() {
    var panel = keyboardUp()
    let toKeyboard = panel.switchInput(to: .keyboard)
    #expect(!toKeyboard)
    let toNothing = panel.switchInput(to: .none)
    #expect(!toNothing)
    #expect(panel.input == .keyboard)
  }

  @Test func anotherAppsKeyboardIsIgnored() {
    var panel = keyboardUp()
    var options = Self.input(0, from: 336)
    options.belongsToCurrentApp = false
    let movement = panel.receive(.willHide, options: options, screen: Self.screen)
    #expect(movement == nil)
    #expect(panel.height == 336)
  }

  @Test func aLanguageChangeIsRemembered() {
    var panel = keyboardUp()
    panel.receive(.willChangeFrame, options: Self.input(345), screen: Self.screen)
    #expect(panel.keyboardHeight == 345)
  }

  @Test func duringASwitchOnlyWhatShowsNothingIsHeld() {
    var panel = KeyboardPanelSwitch()
    panel.inputDidBeginEditing()
    panel.receive(.willShow, options: Self.input(336), screen: Self.screen)
    #expect(!panel.holds(.willHide, Self.input(0, from: 336), screen: Self.screen), "no switch")
    panel.switchInput(to: .panel)
    #expect(panel.holds(.willHide, Self.input(0, from: 336), screen: Self.screen))
    #expect(panel.holds(.didHide, Self.input(0, from: 336), screen: Self.screen))
    #expect(!panel.holds(.willShow, Self.input(336), screen: Self.screen))
    var foreign = Self.input(0, from: 336)
    foreign.belongsToCurrentApp = false
    #expect(!panel.holds(.willHide, foreign, screen: Self.screen), "another app's")
  }

  @Test func aHideShowsNothingWhateverItsEndFrameOrScreen() {
    // With no screen known, a hide's end frame below the screen still has the keyboard's height:
    // the hide sends the bar to 0, and during a switch it is held.
    var panel = KeyboardPanelSwitch()
    panel.inputDidBeginEditing()
    panel.receive(.willShow, options: Self.input(336), screen: nil)
    panel.switchInput(to: .panel)
    let below = Self.input(0, from: 336)
    #expect(panel.holds(.willHide, below, screen: nil))
    #expect(panel.receive(.willHide, options: below, screen: nil) == nil)
    #expect(panel.inputDidEndEditing()?.to == 0)
    #expect(panel.height == 0)
  }
}
