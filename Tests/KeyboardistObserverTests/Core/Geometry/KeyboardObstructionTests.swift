import Foundation
import KeyboardistObserver
import Testing

@Suite struct KeyboardObstructionTests {
  static let iPhoneSE = CGRect(x: 0, y: 0, width: 375, height: 667)
  static let iPhoneX = CGRect(x: 0, y: 0, width: 375, height: 812)
  static let iPad = CGRect(x: 0, y: 0, width: 768, height: 1024)

  private static func options(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat)
    -> KeyboardOptions
  {
    KeyboardOptions(endFrame: CGRect(x: x, y: y, width: width, height: height))
  }

  @Test func dockedIPhoneKeyboard() throws {
    // 667 - 216 = 451: the keyboard's top edge.
    let obstruction = try #require(
      KeyboardObstruction(options: Self.options(0, 451, 375, 216), screen: Self.iPhoneSE))
    #expect(obstruction == KeyboardObstruction(top: 451, height: 216))
  }

  @Test func hardwareKeyboardObstructsOnlyItsShortcutBar() throws {
    // Frame 969...1282 on a 1024 pt screen: only 1024 - 969 = 55 pt are on screen, top 969.
    let obstruction = try #require(
      KeyboardObstruction(options: Self.options(0, 969, 768, 313), screen: Self.iPad))
    #expect(obstruction == KeyboardObstruction(top: 969, height: 55))
  }

  @Test(arguments: [
    CGRect(x: 224, y: 400, width: 320, height: 250),  // floating
    CGRect(x: 0, y: 500, width: 768, height: 264),  // undocked: bottom 764 < 1024
    CGRect(x: 0, y: 1024, width: 768, height: 264),  // hidden below the screen
  ])
  func floatingUndockedOrHiddenKeyboardObstructsNothing(frame: CGRect) {
    #expect(
      KeyboardObstruction(options: KeyboardOptions(endFrame: frame), screen: Self.iPad) == nil)
  }

  @Test func convertsIntoTheWindowSpace() throws {
    // A window whose origin is 100 pt down the screen: screen y 451 is window y 351.
    let obstruction = try #require(
      KeyboardObstruction(
        options: Self.options(0, 451, 375, 216), screen: Self.iPhoneSE,
        converting: { $0.offsetBy(dx: 0, dy: -100) }))
    #expect(obstruction == KeyboardObstruction(top: 351, height: 216))
  }

  @Test func aConversionThatFailsObstructsNothing() {
    let obstruction = KeyboardObstruction(
      options: Self.options(0, 451, 375, 216), screen: Self.iPhoneSE, converting: { _ in .null })
    #expect(obstruction == nil)
  }

  @Test func inputBarRaisesTheTop() {
    let keyboard = KeyboardObstruction(top: 451, height: 216)
    // A 44 pt bar above the keyboard: 451 - 44 = 407.
    #expect(keyboard.raised(toInputBarTop: 407) == KeyboardObstruction(top: 407, height: 216))
    // A bar below the keyboard's top, or a nonsense value, changes nothing.
    #expect(keyboard.raised(toInputBarTop: 500) == keyboard)
    #expect(keyboard.raised(toInputBarTop: .nan) == keyboard)
  }

  @Test func inputBarHeightRaisesTheTop() {
    let keyboard = KeyboardObstruction(top: 451, height: 216)
    // A 44 pt bar pinned to the keyboard: 451 - 44 = 407.
    #expect(keyboard.raised(byInputBarHeight: 44) == KeyboardObstruction(top: 407, height: 216))
    #expect(keyboard.raised(byInputBarHeight: -5) == keyboard)
    #expect(keyboard.raised(byInputBarHeight: .infinity) == keyboard)
  }

  @Test func homeIndicatorSafeAreaIsCountedOnce() {
    // iPhone X: a 335 pt keyboard, top 812 - 335 = 477, over a full-screen view with a 34 pt bottom
    // safe area: 335 - 34 = 301 pt beyond the safe area.
    let keyboard = KeyboardObstruction(top: 477, height: 335)
    #expect(keyboard.coverage(of: Self.iPhoneX) == 335)
    #expect(keyboard.coverage(of: Self.iPhoneX, safeAreaBottom: 34) == 301)
  }

  @Test func iPadFormSheetIsCoveredOnlyAtItsBottom() {
    // A 540 x 620 form sheet centred on 768 x 1024: x 114, y 202, bottom 822. A 313 pt keyboard
    // (top 1024 - 313 = 711) covers 822 - 711 = 111 pt of it.
    let sheet = CGRect(x: 114, y: 202, width: 540, height: 620)
    #expect(KeyboardObstruction(top: 711, height: 313).coverage(of: sheet) == 111)
  }

  @Test func viewsAboveOrBelowTheKeyboard() {
    let keyboard = KeyboardObstruction(top: 451, height: 216)
    // Ends at 64 + 300 = 364, above 451: nothing covered.
    #expect(keyboard.coverage(of: CGRect(x: 0, y: 64, width: 375, height: 300)) == 0)
    // Starts at 500, below 451: all of its 100 pt covered.
    #expect(keyboard.coverage(of: CGRect(x: 0, y: 500, width: 375, height: 100)) == 100)
    // A safe area larger than the overlap gives 0, not a negative height.
    #expect(keyboard.coverage(of: Self.iPhoneSE, safeAreaBottom: 300) == 0)
  }

  @Test func emptyOrNonFiniteFramesAreNotCovered() {
    let keyboard = KeyboardObstruction(top: 451, height: 216)
    #expect(keyboard.coverage(of: .zero) == 0)
    #expect(keyboard.coverage(of: CGRect(x: 0, y: CGFloat.nan, width: 375, height: 667)) == 0)
    #expect(keyboard.coverage(of: Self.iPhoneSE, safeAreaBottom: .infinity) == 216)
  }
}
