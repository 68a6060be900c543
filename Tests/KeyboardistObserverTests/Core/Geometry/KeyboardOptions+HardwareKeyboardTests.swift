import Foundation
import KeyboardistTestSupport
import KeyboardistTraces
import Testing

@testable import KeyboardistObserver

/// A hardware keyboard, told from the frames: only a bar of a docked keyboard on screen says one
/// is attached, a docked keyboard wholly on screen says none is, anything else cannot tell.
@Suite struct KeyboardOptionsHardwareKeyboardTests {
  static let ipad = CGRect(x: 0, y: 0, width: 768, height: 1024)

  struct Frame: Sendable, CustomTestStringConvertible {
    var name: String
    var endFrame: CGRect
    var screen: CGRect? = ipad
    var expected: Bool?
    var testDescription: String { name }
  }

  static let frames: [Frame] = [
    Frame(
      name: "the shortcut bar: 55 of 313 pt on screen",
      endFrame: CGRect(x: 0, y: 969, width: 768, height: 313), expected: true),
    Frame(
      name: "the bar with an accessory view: 99 of 357 pt",
      endFrame: CGRect(x: 0, y: 925, width: 768, height: 357), expected: true),
    Frame(
      name: "the software keyboard, docked",
      endFrame: CGRect(x: 0, y: 711, width: 768, height: 313), expected: false),
    Frame(
      name: "a frame rounded half a point past the bottom",
      endFrame: CGRect(x: 0, y: 711.25, width: 768, height: 313), expected: false),
    Frame(
      name: "hidden below the screen",
      endFrame: CGRect(x: 0, y: 1024, width: 768, height: 313), expected: nil),
    Frame(
      name: "floating", endFrame: CGRect(x: 224, y: 664, width: 320, height: 260), expected: nil),
    Frame(
      name: "undocked", endFrame: CGRect(x: 0, y: 511, width: 768, height: 313), expected: nil),
    Frame(name: "an empty frame", endFrame: .zero, expected: nil),
    Frame(
      name: "a non-finite frame",
      endFrame: CGRect(x: 0, y: CGFloat.nan, width: 768, height: 313), expected: nil),
    Frame(
      name: "no screen", endFrame: CGRect(x: 0, y: 969, width: 768, height: 313), screen: nil,
      expected: nil),
    Frame(
      name: "an empty screen", endFrame: CGRect(x: 0, y: 969, width: 768, height: 313),
      screen: .zero, expected: nil),
  ]

  @Test(arguments: frames)
  func theFramesDecide(frame: Frame) {
    let options = KeyboardOptions(endFrame: frame.endFrame)
    #expect(options.isHardwareKeyboardAttached(on: frame.screen) == frame.expected)
  }

  @Test func theTransitionsOfTheRecordedShortcutBarSayAHardwareKeyboardIsAttached() throws {
    let trace = try TraceFixtures.trace("hardware-keyboard-ipad.json")
    var tracker = KeyboardTracker(screen: trace.screen)
    let transitions = trace.notifications.compactMap { tracker.update($0.event, $0.options) }
    #expect(transitions.map(\.isHardwareKeyboardAttached) == [true])
  }

  @Test func aTransitionTellsOnlyForAnAppear() {
    var tracker = KeyboardTracker(screen: CGRect(x: 0, y: 0, width: 375, height: 667))
    let appear = tracker.update(.willShow, .iPhoneShow)
    let disappear = tracker.update(.willHide, .iPhoneHide)
    #expect(appear?.isHardwareKeyboardAttached == false)
    #expect(disappear?.isHardwareKeyboardAttached == nil)
  }
}
