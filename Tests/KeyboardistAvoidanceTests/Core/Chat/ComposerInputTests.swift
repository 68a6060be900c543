import KeyboardistAvoidance
import KeyboardistObserver
import Testing

/// What shows below a composer: the keyboard, a panel or neither, as the app asks and as the
/// field's focus changes.
@Suite struct ComposerInputTests {
  @Test(arguments: [KeyboardInput.none, .keyboard, .panel])
  func theAppShowsEachInputFromEachOther(input: KeyboardInput) {
    for start in [KeyboardInput.none, .keyboard, .panel] {
      var rule = ComposerInput(start)
      let changed = rule.show(input)
      #expect(changed == (input != start))
      #expect(rule.input == input)
      #expect(rule.showsPanel == (input == .panel))
      #expect(rule.focusesField == (input == .keyboard))
    }
  }

  @Test func closingThePanelNeedNotBringTheKeyboardBack() {
    var rule = ComposerInput(.panel)
    let changed = rule.show(.none)
    #expect(changed)
    #expect(!rule.showsPanel)
    #expect(!rule.focusesField)
  }

  @Test func aTapOnTheFieldBringsTheKeyboardInPlaceOfThePanel() {
    var rule = ComposerInput(.panel)
    let changed = rule.fieldFocusDidChange(to: true)
    #expect(changed)
    #expect(rule.input == .keyboard)
  }

  @Test func thePanelTakingTheFocusKeepsShowing() {
    var rule = ComposerInput(.keyboard)
    rule.show(.panel)
    let changed = rule.fieldFocusDidChange(to: false)
    #expect(!changed)
    #expect(rule.input == .panel)
  }

  @Test func theKeyboardDismissedLeavesNothing() {
    var rule = ComposerInput(.keyboard)
    let dismissed = rule.fieldFocusDidChange(to: false)
    #expect(dismissed)
    #expect(rule.input == .none)
    let again = rule.fieldFocusDidChange(to: false)
    #expect(!again)
  }

  @Test func aFocusAlreadyMatchedChangesNothing() {
    var rule = ComposerInput(.keyboard)
    let changed = rule.fieldFocusDidChange(to: true)
    #expect(!changed)
    #expect(ComposerInput().input == .none)
  }
}
