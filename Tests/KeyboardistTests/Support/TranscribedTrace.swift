import Foundation
import Testing

@testable import Keyboardist

/// One of the real-world traces in `Traces/`, transcribed as Swift values.
///
/// Transcribed because the `Codable` trace type had not landed when these tests were written;
/// ``KeyboardTrackerTraceTests`` checks every value here against the JSON file, so the two
/// cannot drift apart. A `nil` field is a key the trace (and so the notification) did not carry.
struct TranscribedTrace: Sendable, CustomTestStringConvertible {
  /// One recorded notification.
  struct Notification: Sendable {
    var event: KeyboardEvent
    var begin: CGRect?
    var end: CGRect?
    var duration: Double?
    var curve: Int?
    var isLocal: Bool?
    var appActive: Bool = true

    /// The `userInfo` UIKit posted: only the keys the trace recorded, boxed as UIKit boxes them.
    var userInfo: [AnyHashable: Any] {
      var userInfo: [AnyHashable: Any] = [:]
      if let begin { userInfo[KeyboardUserInfoKey.frameBegin] = NSValue(keyboardRect: begin) }
      if let end { userInfo[KeyboardUserInfoKey.frameEnd] = NSValue(keyboardRect: end) }
      if let duration {
        userInfo[KeyboardUserInfoKey.animationDuration] = NSNumber(value: duration)
      }
      if let curve { userInfo[KeyboardUserInfoKey.animationCurve] = NSNumber(value: curve) }
      if let isLocal { userInfo[KeyboardUserInfoKey.isLocal] = NSNumber(value: isLocal) }
      return userInfo
    }

    /// The options the observer parses from ``userInfo``.
    var options: KeyboardOptions { KeyboardOptions(userInfo: userInfo) }
  }

  /// The file's name in `Traces/`.
  var file: String
  /// Where the trace comes from.
  var source: String
  /// The screen's bounds.
  var screen: CGRect
  /// The notifications, in order.
  var notifications: [Notification]

  var testDescription: String { file }
}

private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

extension TranscribedTrace {
  /// All five traces of `Traces/`.
  static let all: [TranscribedTrace] = [
    curve7, globeSwitch, hardwareKeyboard, quickTypeToggle, thirdPartySwiftKey,
  ]

  static let curve7 = TranscribedTrace(
    file: "curve7-ios7.json", source: "http://stackoverflow.com/questions/19482573",
    screen: rect(0, 0, 320, 480),
    notifications: [
      Notification(
        event: .willChangeFrame, begin: rect(0, 480, 320, 216), end: rect(0, 264, 320, 216),
        duration: 0.25, curve: 7),
      Notification(
        event: .willShow, begin: rect(0, 480, 320, 216), end: rect(0, 264, 320, 216),
        duration: 0.25, curve: 7),
    ])

  static let globeSwitch = TranscribedTrace(
    file: "globe-switch-iphone-plus.json",
    source:
      "https://github.com/xcysuccess/XXKeyboardAutoPop/blob/6d09c33c4c434a5d84e14440ae0e95c3b1dc042e/README.md",
    screen: rect(0, 0, 414, 736),
    notifications: [
      Notification(
        event: .willShow, begin: rect(0, 736, 414, 226), end: rect(0, 510, 414, 226),
        duration: 0.25, curve: 7, isLocal: true),
      Notification(
        event: .willShow, begin: rect(0, 510, 414, 226), end: rect(0, 465, 414, 271),
        duration: 0.25, curve: 7, isLocal: true),
    ])

  static let hardwareKeyboard = TranscribedTrace(
    file: "hardware-keyboard-ipad.json",
    source:
      "https://stackoverflow.com/questions/32319697 ; https://github.com/ionic-team/ionic-plugin-keyboard/pull/273",
    screen: rect(0, 0, 768, 1024),
    notifications: [
      Notification(
        event: .willShow, begin: rect(0, 1024, 768, 313), end: rect(0, 969, 768, 313),
        duration: 0.25, curve: 7, isLocal: true),
      Notification(
        event: .didShow, begin: rect(0, 1024, 768, 313), end: rect(0, 969, 768, 313),
        isLocal: true),
    ])

  static let quickTypeToggle = TranscribedTrace(
    file: "quicktype-toggle-iphone6.json", source: "https://stackoverflow.com/questions/25946121",
    screen: rect(0, 0, 375, 667),
    notifications: [
      Notification(
        event: .willShow, begin: rect(0, 667, 375, 225), end: rect(0, 442, 375, 225),
        duration: 0.25, curve: 7, isLocal: true),
      Notification(
        event: .didShow, begin: rect(0, 667, 375, 225), end: rect(0, 442, 375, 225),
        isLocal: true),
      Notification(
        event: .willChangeFrame, begin: rect(0, 442, 375, 225), end: rect(0, 409, 375, 258),
        duration: 0.25, curve: 7, isLocal: true),
      Notification(
        event: .willShow, begin: rect(0, 442, 375, 225), end: rect(0, 409, 375, 258),
        duration: 0.25, curve: 7, isLocal: true),
      Notification(
        event: .didChangeFrame, begin: rect(0, 442, 375, 225), end: rect(0, 409, 375, 258),
        isLocal: true),
      Notification(
        event: .didShow, begin: rect(0, 442, 375, 225), end: rect(0, 409, 375, 258),
        isLocal: true),
    ])

  static let thirdPartySwiftKey = TranscribedTrace(
    file: "third-party-swiftkey-ios8.json",
    source:
      "https://stackoverflow.com/questions/25874975/cant-get-correct-value-of-keyboard-height-in-ios8",
    screen: rect(0, 0, 320, 568),
    notifications: [
      Notification(
        event: .willShow, begin: rect(0, 568, 320, 0), end: rect(0, 568, 320, 0),
        duration: 0.25, curve: 7, isLocal: true),
      Notification(
        event: .willShow, begin: rect(0, 568, 320, 0), end: rect(0, 352, 320, 216),
        duration: 0.25, curve: 7, isLocal: true),
      Notification(
        event: .willShow, begin: rect(0, 352, 320, 216), end: rect(0, 309, 320, 259),
        duration: 0.25, curve: 7, isLocal: true),
      Notification(
        event: .didShow, begin: rect(0, 352, 320, 216), end: rect(0, 309, 320, 259),
        isLocal: true),
    ])
}
