import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

/// The accessory-bar scenarios through avoidance: up to iOS 18 the keyboard's frame includes the
/// input accessory view, from iOS 26 it does not (badoo/Chatto#797); the input ends above the bar
/// either way.
@MainActor
@Suite struct KeyboardScenarioAvoidanceTests {
  /// The options of the scenario's first `willShow` on a device.
  static func shown(_ scenario: KeyboardScenario, on device: KeyboardDeviceProfile) throws
    -> KeyboardOptions
  {
    let record = scenario.trace(on: device).notifications.first { $0.event == .willShow }
    return try #require(record).options
  }

  /// A screen without a scroll view whose field's bottom is at `fieldBottom`, with a 44 pt toolbar
  /// as its accessory.
  static func screen(of device: KeyboardDeviceProfile, fieldBottom: CGFloat) -> AvoidanceLayout {
    .view(
      frame: device.screen, safeAreaTop: 20, safeAreaBottom: device.bottomSafeAreaInset,
      [
        .input(
          "field", frame: CGRect(x: 16, y: fieldBottom - 44, width: 200, height: 44),
          accessoryHeight: 44)
      ])
  }

  nonisolated static let devices: [KeyboardDeviceProfile] = [
    .iPhoneSE, .iPhone16, .iPhone16ProMax, .iPadMini,
  ]

  @Test(arguments: devices)
  func theFieldEndsAboveTheBarOnIOS18AndOnIOS26(device: KeyboardDeviceProfile) throws {
    let layout = Self.screen(of: device, fieldBottom: device.screen.maxY - 50)
    let iOS18 = try #require(
      layout.avoiding(
        Self.shown(.iOS18AccessoryBar, on: device), on: device.screen, editing: "field",
        systemVersion: 18))
    let iOS26 = try #require(
      layout.avoiding(
        Self.shown(.iOS26AccessoryBar, on: device), on: device.screen, editing: "field",
        systemVersion: 26))
    let barTop = device.screen.maxY - device.keyboardHeight - 44
    #expect(iOS18.keyboardTop == barTop)
    #expect(iOS26.keyboardTop == barTop)
    #expect(iOS18.inputFrame.maxY == barTop - 10)
    #expect(iOS18 == iOS26)
  }

  @Test func theIOS18FramesHoldTheBarAndTheIOS26FramesDoNot() throws {
    // iPhone 16: a 336 pt keyboard from 852 - 336 = 516, and the 44 pt bar above it from 472.
    let device = KeyboardDeviceProfile.iPhone16
    #expect(
      try Self.shown(.iOS18AccessoryBar, on: device).endFrame
        == CGRect(x: 0, y: 472, width: 393, height: 380))
    #expect(
      try Self.shown(.iOS26AccessoryBar, on: device).endFrame
        == CGRect(x: 0, y: 516, width: 393, height: 336))
  }

  @Test func readingAnIOS26FrameTheOldWayLeavesTheFieldBehindTheBar() throws {
    // The bug the issue reported: an iOS 26 frame taken as including the bar.
    let device = KeyboardDeviceProfile.iPhone16
    let layout = Self.screen(of: device, fieldBottom: 800)
    let misread = try #require(
      layout.avoiding(
        Self.shown(.iOS26AccessoryBar, on: device), on: device.screen, editing: "field",
        systemVersion: 18))
    #expect(misread.inputFrame.maxY == 506)
    #expect(misread.inputFrame.maxY > 472, "inside the bar, which covers 472...516")
  }
}
