import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

/// The input accessory view is counted once, whether or not the keyboard's frame includes it.
@Suite struct KeyboardObstructionAccessoryTests {
  /// An iPhone 16: 393 × 852 pt, a 336 pt keyboard, and the 44 pt previous / next / done bar.
  static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let accessory: CGFloat = 44

  /// Up to iOS 18 the frame holds keyboard and accessory: 336 + 44 = 380 pt from y 852 - 380 = 472
  /// (Chatto's KeyboardUpdatesHandler subtracts the accessory from such frames).
  static let frameWithAccessory = CGRect(x: 0, y: 472, width: 393, height: 380)
  /// From iOS 26 it holds the keyboard alone, 336 pt from y 516, with the accessory above it
  /// (badoo/Chatto#797; the simulator's `iOS26AccessoryBar`).
  static let frameWithoutAccessory = CGRect(x: 0, y: 516, width: 393, height: 336)

  static func obstruction(_ frame: CGRect) throws -> KeyboardObstruction {
    try #require(KeyboardObstruction(options: KeyboardOptions(endFrame: frame), screen: screen))
  }

  @Test(arguments: [17, 18])
  func beforeIOS26TheFrameAlreadyReachesTheAccessorysTop(systemVersion: Int) throws {
    let obstruction = try Self.obstruction(Self.frameWithAccessory)
    let raised = obstruction.raised(byAccessoryHeight: Self.accessory, systemVersion: systemVersion)
    #expect(raised == obstruction)
    #expect(raised == KeyboardObstruction(top: 472, height: 380))
  }

  @Test(arguments: [26, 27])
  func fromIOS26TheAccessorySitsAboveTheFrame(systemVersion: Int) throws {
    let raised = try Self.obstruction(Self.frameWithoutAccessory)
      .raised(byAccessoryHeight: Self.accessory, systemVersion: systemVersion)
    // 516 - 44 = 472 and 336 + 44 = 380: the same obstruction as before iOS 26, so a root view
    // may shift as far.
    #expect(raised == KeyboardObstruction(top: 472, height: 380))
  }

  @Test(arguments: [0, -44, CGFloat.nan, CGFloat.infinity])
  func noAccessoryOrANonsenseHeightChangesNothing(height: CGFloat) throws {
    let obstruction = try Self.obstruction(Self.frameWithoutAccessory)
    #expect(obstruction.raised(byAccessoryHeight: height, systemVersion: 26) == obstruction)
  }

  @Test func theVersionThatChangedIs26() {
    #expect(KeyboardObstruction.accessoryLeftOutFromSystemVersion == 26)
  }
}
