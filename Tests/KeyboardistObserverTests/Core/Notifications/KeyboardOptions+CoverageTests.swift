import Foundation
import Testing

@testable import KeyboardistObserver

/// The keyboard's coverage of a view, with the arithmetic written out.
///
/// Screen sizes are Apple's published point sizes (iPhone 12–14: 390 × 844; 11-inch iPad Pro:
/// 834 × 1194; 12.9-inch iPad Pro: 1366 × 1024 in landscape). Keyboard heights and sheet and window
/// frames are example inputs chosen to be typical, not measurements (assumed); what is tested is the
/// arithmetic on them.
@Suite struct KeyboardOptionsCoverageTests {
  /// One view on one screen under one keyboard, and the height the view must give up.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var screen: CGRect
    var keyboard: CGRect
    var view: CGRect
    var safeAreaBottom: CGFloat
    var coverage: CGFloat
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Face ID iPhone, portrait: a 336 pt keyboard (home indicator area included) has its top at
    // 844 − 336 = 508. A full-screen view overlaps it by 844 − 508 = 336; its 34 pt bottom safe
    // area is already clear, so a bar pinned to the safe area moves 336 − 34 = 302.
    Case(
      name: "Face ID iPhone portrait, full-screen view", screen: rect(0, 0, 390, 844),
      keyboard: rect(0, 508, 390, 336), view: rect(0, 0, 390, 844), safeAreaBottom: 34,
      coverage: 302),
    // The same keyboard over a view that ignores the safe area (its inset is 0): all 336 pt.
    Case(
      name: "Face ID iPhone portrait, view without safe area", screen: rect(0, 0, 390, 844),
      keyboard: rect(0, 508, 390, 336), view: rect(0, 0, 390, 844), safeAreaBottom: 0,
      coverage: 336),
    // A 120 pt bottom panel (844 − 120 = 724 to 844) with no safe area of its own: the keyboard's
    // top 508 is above it, so all of its 120 pt is covered, never more than the view itself.
    Case(
      name: "Face ID iPhone portrait, short bottom panel", screen: rect(0, 0, 390, 844),
      keyboard: rect(0, 508, 390, 336), view: rect(0, 724, 390, 120), safeAreaBottom: 0,
      coverage: 120),
    // Face ID iPhone, landscape (844 × 390): a 209 pt keyboard, top 390 − 209 = 181, over a
    // full-screen view whose bottom safe area is 21: 209 − 21 = 188.
    Case(
      name: "Face ID iPhone landscape", screen: rect(0, 0, 844, 390),
      keyboard: rect(0, 181, 844, 209), view: rect(0, 0, 844, 390), safeAreaBottom: 21,
      coverage: 188),
    // 11-inch iPad Pro, portrait (834 × 1194), a 375 pt keyboard: top 1194 − 375 = 819. A 540 × 620
    // form sheet centred on the screen: x (834 − 540) / 2 = 147, y (1194 − 620) / 2 = 287, bottom
    // 287 + 620 = 907. Covered: 907 − 819 = 88; the sheet ends above the home indicator, so its
    // bottom safe area is 0.
    Case(
      name: "iPad form sheet", screen: rect(0, 0, 834, 1194), keyboard: rect(0, 819, 834, 375),
      view: rect(147, 287, 540, 620), safeAreaBottom: 0, coverage: 88),
    // A page sheet from y 60 to 1134 (1074 tall, 60 pt above the screen's bottom): covered
    // 1134 − 819 = 315, where the keyboard's height is 375.
    Case(
      name: "iPad page sheet", screen: rect(0, 0, 834, 1194), keyboard: rect(0, 819, 834, 375),
      view: rect(65, 60, 704, 1074), safeAreaBottom: 0, coverage: 315),
    // 12.9-inch iPad Pro, landscape (1366 × 1024), a 405 pt keyboard: top 1024 − 405 = 619. A Stage
    // Manager window from y 40 to 40 + 560 = 600 ends above 619: nothing to give up.
    Case(
      name: "Stage Manager window above the keyboard", screen: rect(0, 0, 1366, 1024),
      keyboard: rect(0, 619, 1366, 405), view: rect(100, 40, 900, 560), safeAreaBottom: 0,
      coverage: 0),
    // A Stage Manager window from y 100 to 800: 800 − 619 = 181.
    Case(
      name: "Stage Manager window over the keyboard", screen: rect(0, 0, 1366, 1024),
      keyboard: rect(0, 619, 1366, 405), view: rect(200, 100, 900, 700), safeAreaBottom: 0,
      coverage: 181),
    // Split View: the app's window is the left 678 pt of the screen, full height, with a 20 pt
    // bottom safe area; the docked keyboard spans the whole screen. 1024 − 619 = 405 overlap, less
    // the safe area: 405 − 20 = 385.
    Case(
      name: "Split View window narrower than the screen", screen: rect(0, 0, 1366, 1024),
      keyboard: rect(0, 619, 1366, 405), view: rect(0, 0, 678, 1024), safeAreaBottom: 20,
      coverage: 385),
    // Hardware keyboard on a 768 × 1024 iPad: a 313 pt frame from y 969, of which 1024 − 969 = 55
    // are on screen (the shortcut bar). The view gives up the bar's 55 pt, not 313.
    Case(
      name: "hardware keyboard's shortcut bar", screen: rect(0, 0, 768, 1024),
      keyboard: rect(0, 969, 768, 313), view: rect(0, 0, 768, 1024), safeAreaBottom: 0,
      coverage: 55),
    // A floating keyboard (320 pt wide on a 768 pt screen) covers no edge: 0.
    Case(
      name: "floating keyboard", screen: rect(0, 0, 768, 1024), keyboard: rect(224, 400, 320, 250),
      view: rect(0, 0, 768, 1024), safeAreaBottom: 0, coverage: 0),
    // An undocked keyboard: full width, but its bottom 500 + 264 = 764 is above 1024: 0.
    Case(
      name: "undocked keyboard", screen: rect(0, 0, 768, 1024), keyboard: rect(0, 500, 768, 264),
      view: rect(0, 0, 768, 1024), safeAreaBottom: 0, coverage: 0),
    // A hidden keyboard, its frame below the screen (y 844 on an 844 pt screen): 0.
    Case(
      name: "hidden keyboard", screen: rect(0, 0, 390, 844), keyboard: rect(0, 844, 390, 336),
      view: rect(0, 0, 390, 844), safeAreaBottom: 34, coverage: 0),
  ]

  private static func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat)
    -> CGRect
  {
    CGRect(x: x, y: y, width: width, height: height)
  }

  @Test(arguments: cases)
  func coverage(_ example: Case) {
    let options = KeyboardOptions(endFrame: example.keyboard)
    let covered = options.coverage(
      of: example.view, in: example.screen, safeAreaBottom: example.safeAreaBottom)
    #expect(covered == example.coverage)
  }

  @Test(arguments: cases)
  func coverageIsTheObstructionsCoverage(_ example: Case) {
    // One rule: the options' coverage is the obstruction's, and 0 where there is no obstruction.
    let options = KeyboardOptions(endFrame: example.keyboard)
    let obstruction = KeyboardObstruction(options: options, screen: example.screen)
    let expected =
      obstruction?.coverage(of: example.view, safeAreaBottom: example.safeAreaBottom) ?? 0
    #expect(
      options.coverage(of: example.view, in: example.screen, safeAreaBottom: example.safeAreaBottom)
        == expected)
  }

  @Test(arguments: cases)
  func aPlacementIsMeasuredTheSameWay(_ example: Case) {
    let options = KeyboardOptions(endFrame: example.keyboard)
    let placement = ScreenPlacement(
      frame: example.view, screen: example.screen, safeAreaBottom: example.safeAreaBottom)
    #expect(options.coverage(of: placement) == example.coverage)
  }

  @Test func aViewInNoWindowIsNotCovered() {
    let options = KeyboardOptions(endFrame: Self.rect(0, 508, 390, 336))
    #expect(options.coverage(of: nil as ScreenPlacement?) == 0)
  }

  @Test func theVisibleHeightIsTheScreensNotTheViews() {
    // The Face ID portrait case: the screen loses 336 pt, the safe-area-pinned bar moves 302.
    let options = KeyboardOptions(endFrame: Self.rect(0, 508, 390, 336))
    let screen = Self.rect(0, 0, 390, 844)
    #expect(options.visibleHeight(in: screen) == 336)
    #expect(options.coverage(of: screen, in: screen, safeAreaBottom: 34) == 302)
  }

  @Test func nonsenseInputCoversNothing() {
    let options = KeyboardOptions(endFrame: Self.rect(0, 508, 390, 336))
    let screen = Self.rect(0, 0, 390, 844)
    #expect(options.coverage(of: .zero, in: screen) == 0)
    #expect(options.coverage(of: screen, in: .zero) == 0)
    #expect(options.coverage(of: Self.rect(0, .nan, 390, 844), in: screen) == 0)
    #expect(KeyboardOptions().coverage(of: screen, in: screen) == 0)
    // A negative or non-finite safe area counts as 0.
    #expect(options.coverage(of: screen, in: screen, safeAreaBottom: -10) == 336)
    #expect(options.coverage(of: screen, in: screen, safeAreaBottom: .nan) == 336)
  }
}
