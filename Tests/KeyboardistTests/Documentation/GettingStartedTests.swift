import Foundation
import Keyboardist
import Testing

/// The portable snippets of "Getting Started" and "Keyboard Quirks and How They Are Normalised".
@Suite struct GettingStartedTests {
  @Test func aHardwareKeyboardCoversOnlyItsShortcutBar() {
    let iPad = CGRect(x: 0, y: 0, width: 768, height: 1024)
    let hardware = KeyboardOptions(
      startFrame: CGRect(x: 0, y: 1024, width: 768, height: 313),
      endFrame: CGRect(x: 0, y: 969, width: 768, height: 313))
    let covered = hardware.visibleHeight(in: iPad)  // 55, not 313
    #expect(covered == 55)
    #expect(hardware.dockState(in: iPad) == .docked)
  }

  @Test func theKeyboardCurveConvertsToAnimationOptions() {
    let curve = KeyboardAnimationCurve(rawValue: 7)  // == .keyboard
    let optionsRawValue = curve.animationOptionsRawValue  // 458752, that is 7 << 16
    #expect(curve == .keyboard)
    #expect(optionsRawValue == 458_752)
  }

  @Test func aFaceIDPhoneKeyboardCoversTheSafeAreaOnce() {
    let faceIDPhone = CGRect(x: 0, y: 0, width: 390, height: 844)
    let keyboard = KeyboardOptions(endFrame: CGRect(x: 0, y: 508, width: 390, height: 336))
    let covered = keyboard.coverage(of: faceIDPhone, in: faceIDPhone, safeAreaBottom: 34)  // 302
    // 844 − 508 = 336 overlap, less the 34 pt home-indicator area.
    #expect(covered == 302)
    #expect(keyboard.visibleHeight(in: faceIDPhone) == 336)
  }
}
