import Foundation
import KeyboardistObserver
import Testing

@Suite struct KeyboardOptionsGeometryTests {
  static let iPhone = CGRect(x: 0, y: 0, width: 375, height: 667)
  static let iPad = CGRect(x: 0, y: 0, width: 768, height: 1024)

  private static func end(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat)
    -> KeyboardOptions
  {
    KeyboardOptions(endFrame: CGRect(x: x, y: y, width: width, height: height))
  }

  @Test func dockedKeyboardIsFullyVisible() {
    // 667 - 451 = 216 pt on screen.
    #expect(Self.end(0, 451, 375, 216).visibleHeight(in: Self.iPhone) == 216)
    #expect(Self.end(0, 451, 375, 216).dockState(in: Self.iPhone) == .docked)
  }

  @Test func hardwareKeyboardShowsOnlyItsShortcutBar() {
    // Frame 969...1282 on a 1024 pt screen: 1024 - 969 = 55 pt visible of 313.
    let options = Self.end(0, 969, 768, 313)
    #expect(options.visibleHeight(in: Self.iPad) == 55)
    #expect(options.dockState(in: Self.iPad) == .docked)
  }

  @Test func offScreenKeyboardIsHidden() {
    let options = Self.end(0, 667, 375, 216)
    #expect(options.visibleHeight(in: Self.iPhone) == 0)
    #expect(options.dockState(in: Self.iPhone) == .hidden)
  }

  @Test func floatingIPadKeyboard() {
    // The floating keyboard: 320 x 250 in the middle of the screen.
    let options = Self.end(224, 400, 320, 250)
    #expect(options.visibleHeight(in: Self.iPad) == 250)
    #expect(options.dockState(in: Self.iPad) == .floating)
  }

  @Test func undockedFullWidthKeyboardAboveTheBottomIsFloating() {
    // Undocked: full width but its bottom edge (500 + 264 = 764) is above 1024.
    #expect(Self.end(0, 500, 768, 264).dockState(in: Self.iPad) == .floating)
  }

  @Test func halfAPointOfRoundingStillDocks() {
    #expect(Self.end(0, 450.6, 374.6, 216).dockState(in: Self.iPhone) == .docked)
  }

  @Test(arguments: [
    CGRect(x: 0, y: 451, width: 375, height: 0),
    CGRect(x: 0, y: 451, width: 0, height: 216),
    CGRect(x: CGFloat.nan, y: 451, width: 375, height: 216),
    CGRect(x: 0, y: 451, width: CGFloat.infinity, height: 216),
    CGRect.null,
  ])
  func emptyOrNonFiniteFramesAreHidden(frame: CGRect) {
    let options = KeyboardOptions(endFrame: frame)
    #expect(options.visibleHeight(in: Self.iPhone) == 0)
    #expect(options.dockState(in: Self.iPhone) == .hidden)
  }

  @Test func nonFiniteBoundsCoverNothing() {
    let options = Self.end(0, 451, 375, 216)
    #expect(options.visibleHeight(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 667)) == 0)
    #expect(options.visibleHeight(in: .zero) == 0)
  }

  @Test func negativeSizesAreStandardized() {
    // The same rect written from its bottom-right corner.
    #expect(Self.end(375, 667, -375, -216).visibleHeight(in: Self.iPhone) == 216)
  }

  @Test func viewSpaceMeasuresOnlyTheOverlap() {
    // A view whose frame ends at y = 600 is covered from 451 to 600: 149 pt.
    let view = CGRect(x: 0, y: 64, width: 375, height: 536)
    #expect(Self.end(0, 451, 375, 216).visibleHeight(in: view) == 149)
  }

  // MARK: - The tracker's visible height, the package's one rule

  @Test func trackedHeightIsWhatIsOnScreenOfADockedKeyboard() {
    #expect(Self.end(0, 451, 375, 216).trackedHeight(on: Self.iPhone) == 216)
    #expect(Self.end(0, 969, 768, 313).trackedHeight(on: Self.iPad) == 55)
    #expect(Self.end(0, 667, 375, 216).trackedHeight(on: Self.iPhone) == 0)
  }

  @Test func trackedHeightOfAFloatingOrUndockedKeyboardIsZero() {
    #expect(Self.end(224, 400, 320, 250).trackedHeight(on: Self.iPad) == 0)
    #expect(Self.end(0, 500, 768, 264).trackedHeight(on: Self.iPad) == 0)
  }

  @Test(
    arguments: [
      nil, CGRect.zero, CGRect(x: 0, y: 0, width: CGFloat.nan, height: 667),
      CGRect(x: 0, y: 0, width: 375, height: 0),
    ] as [CGRect?])
  func withoutAUsableScreenTrackedHeightIsTheEndFramesHeight(screen: CGRect?) {
    #expect(Self.end(224, 400, 320, 250).trackedHeight(on: screen) == 250)
    #expect(Self.end(375, 667, -375, -216).trackedHeight(on: screen) == 216)
    #expect(Self.end(0, 451, 375, 0).trackedHeight(on: screen) == 0)
    #expect(Self.end(0, CGFloat.nan, 375, 216).trackedHeight(on: screen) == 0)
  }

  @Test func theTrackerMeasuresWithTheSameRule() {
    // Undocking: from docked to lifted, so the tracker reads it as a disappear.
    var tracker = KeyboardTracker(screen: Self.iPad)
    for options in [Self.end(0, 760, 768, 264), Self.end(0, 500, 768, 264)] {
      let transition = tracker.update(.willShow, options)
      #expect(transition?.height == options.trackedHeight(on: Self.iPad))
      #expect(tracker.height == options.trackedHeight(on: Self.iPad))
    }
  }
}
