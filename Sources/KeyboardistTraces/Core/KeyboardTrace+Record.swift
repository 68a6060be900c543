public import Foundation
public import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardTrace {
  /// One keyboard notification in a trace: its event, the `userInfo` values it carried, and when.
  ///
  /// The optional properties are `nil` exactly when the notification's `userInfo` lacked the key, so
  /// a record can reproduce the `userInfo` UIKit posted (see ``userInfo``). They have the names of
  /// the ``KeyboardOptions`` properties they become; the trace format's JSON keeps its short keys
  /// (`begin`, `end`, `duration`, `curve`, `isLocal`, `appActive`). Frames are in screen
  /// coordinates. A record never holds typed text: keyboard notifications carry none.
  public struct Record: Codable, Equatable, Sendable {
    /// Which of the six keyboard notifications this is.
    public var event: KeyboardEvent

    /// The frame at the start of the animation, in screen coordinates
    /// (`UIKeyboardFrameBeginUserInfoKey`; `begin` in JSON); `nil` when absent.
    public var startFrame: CGRect?

    /// The frame at the end of the animation, in screen coordinates
    /// (`UIKeyboardFrameEndUserInfoKey`; `end` in JSON); `nil` when absent.
    public var endFrame: CGRect?

    /// The animation's duration in seconds (`UIKeyboardAnimationDurationUserInfoKey`; `duration` in
    /// JSON); `nil` when absent.
    public var animationDuration: TimeInterval?

    /// The animation's curve (`UIKeyboardAnimationCurveUserInfoKey`; `curve` in JSON); `nil` when
    /// absent.
    public var animationCurve: KeyboardAnimationCurve?

    /// Whether the keyboard belonged to the recording app (`UIKeyboardIsLocalUserInfoKey`;
    /// `isLocal` in JSON); `nil` when absent, as before iOS 9.
    public var belongsToCurrentApp: Bool?

    /// Whether the app was active (in the foreground) when the notification arrived.
    ///
    /// Written as `appActive` in JSON; a missing field means `true`.
    public var isAppActive: Bool

    /// Seconds since the start of the recording.
    public var time: TimeInterval

    /// Creates a record from raw values; `nil` stands for a key the `userInfo` lacked.
    ///
    /// - Parameters:
    ///   - event: The notification's event.
    ///   - startFrame: The start frame in screen coordinates, or `nil` when absent.
    ///   - endFrame: The end frame in screen coordinates, or `nil` when absent.
    ///   - animationDuration: The animation's duration in seconds, or `nil` when absent.
    ///   - animationCurve: The animation's curve, or `nil` when absent.
    ///   - belongsToCurrentApp: Whether the keyboard belonged to the app, or `nil` when absent.
    ///   - isAppActive: Whether the app was active.
    ///   - time: Seconds since the start of the recording.
    public init(
      event: KeyboardEvent,
      startFrame: CGRect? = nil,
      endFrame: CGRect? = nil,
      animationDuration: TimeInterval? = nil,
      animationCurve: KeyboardAnimationCurve? = nil,
      belongsToCurrentApp: Bool? = nil,
      isAppActive: Bool = true,
      time: TimeInterval = 0
    ) {
      self.event = event
      self.startFrame = startFrame
      self.endFrame = endFrame
      self.animationDuration = animationDuration
      self.animationCurve = animationCurve
      self.belongsToCurrentApp = belongsToCurrentApp
      self.isAppActive = isAppActive
      self.time = time
    }

    /// Creates a record of a notification whose `userInfo` held every key, from parsed options.
    ///
    /// - Parameters:
    ///   - event: The notification's event.
    ///   - options: The notification's options; every value is recorded as present.
    ///   - isAppActive: Whether the app was active.
    ///   - time: Seconds since the start of the recording.
    public init(
      event: KeyboardEvent,
      options: KeyboardOptions,
      isAppActive: Bool = true,
      time: TimeInterval = 0
    ) {
      self.init(
        event: event, fields: options.userInfoFields, isAppActive: isAppActive, time: time)
    }

    /// Creates a record of a posted notification, keeping exactly the keyboard keys its `userInfo` held.
    ///
    /// A key that is missing, or holds a value of the wrong type or a non-finite rect or number, is
    /// recorded as absent. Keys that are not keyboard keys are ignored: nothing else is captured.
    ///
    /// - Parameters:
    ///   - event: The notification's event.
    ///   - userInfo: The notification's `userInfo`, or `nil`.
    ///   - isAppActive: Whether the app was active.
    ///   - time: Seconds since the start of the recording.
    public init(
      event: KeyboardEvent,
      userInfo: [AnyHashable: Any]?,
      isAppActive: Bool = true,
      time: TimeInterval = 0
    ) {
      self.init(
        event: event, fields: KeyboardUserInfoFields(userInfo: userInfo), isAppActive: isAppActive,
        time: time)
    }

    /// Creates a record holding exactly the given `userInfo` fields.
    ///
    /// - Parameters:
    ///   - event: The notification's event.
    ///   - fields: The fields the notification's `userInfo` held.
    ///   - isAppActive: Whether the app was active.
    ///   - time: Seconds since the start of the recording.
    package init(
      event: KeyboardEvent, fields: KeyboardUserInfoFields, isAppActive: Bool, time: TimeInterval
    ) {
      self.init(
        event: event,
        startFrame: fields.startFrame,
        endFrame: fields.endFrame,
        animationDuration: fields.animationDuration,
        animationCurve: fields.animationCurve,
        belongsToCurrentApp: fields.belongsToCurrentApp,
        isAppActive: isAppActive,
        time: time)
    }

    /// The `userInfo` fields this record holds; `nil` for each key the notification lacked.
    package var fields: KeyboardUserInfoFields {
      KeyboardUserInfoFields(
        belongsToCurrentApp: belongsToCurrentApp, startFrame: startFrame, endFrame: endFrame,
        animationDuration: animationDuration, animationCurve: animationCurve)
    }

    /// The options an observer parses from this notification; absent keys take their defaults.
    ///
    /// This is `KeyboardOptions(userInfo: userInfo)`, so a replayed record yields exactly the options
    /// the observer saw on the device.
    public var options: KeyboardOptions {
      KeyboardOptions(userInfo: userInfo)
    }

    /// The `userInfo` this notification carried: only the keys that were present, with the value
    /// types UIKit posts (rects boxed in `NSValue`, numbers in `NSNumber`).
    public var userInfo: [AnyHashable: Any] {
      fields.userInfo
    }

    /// The notification this record stands for, with its UIKit name, ``userInfo`` and no object,
    /// as UIKit posts keyboard notifications.
    package func notification() -> Notification {
      Notification(name: event.notificationName, object: nil, userInfo: userInfo)
    }

    /// The trace format's JSON keys (a contract): short names for the options' properties.
    private enum CodingKeys: String, CodingKey {
      case event
      case startFrame = "begin"
      case endFrame = "end"
      case animationDuration = "duration"
      case animationCurve = "curve"
      case belongsToCurrentApp = "isLocal"
      case isAppActive = "appActive"
      case time
    }

    /// Decodes a record, checking its event and rects.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` at the coding path of an unknown event, a rect that is not four
    ///   finite numbers, or a value of the wrong type.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let name = try container.decode(String.self, forKey: .event)
      guard let event = KeyboardEvent(rawValue: name) else {
        let known = KeyboardEvent.allCases.map(\.rawValue).joined(separator: ", ")
        throw DecodingError.dataCorruptedError(
          forKey: .event, in: container,
          debugDescription: "unknown event \"\(name)\"; expected one of \(known)")
      }
      self.event = event
      startFrame = try KeyboardTrace.decodeRect(in: container, forKey: .startFrame)
      endFrame = try KeyboardTrace.decodeRect(in: container, forKey: .endFrame)
      animationDuration = try container.decodeIfPresent(Double.self, forKey: .animationDuration)
      animationCurve = try KeyboardTrace.decodeCurve(in: container, forKey: .animationCurve)
      belongsToCurrentApp = try container.decodeIfPresent(Bool.self, forKey: .belongsToCurrentApp)
      isAppActive = try container.decodeIfPresent(Bool.self, forKey: .isAppActive) ?? true
      time = try container.decode(Double.self, forKey: .time)
    }

    /// Encodes a record; absent keys are left out.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` when a number is not finite.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(event, forKey: .event)
      try container.encodeIfPresent(startFrame?.traceNumbers, forKey: .startFrame)
      try container.encodeIfPresent(endFrame?.traceNumbers, forKey: .endFrame)
      try container.encodeIfPresent(animationDuration, forKey: .animationDuration)
      try container.encodeIfPresent(animationCurve?.rawValue, forKey: .animationCurve)
      try container.encodeIfPresent(belongsToCurrentApp, forKey: .belongsToCurrentApp)
      try container.encode(isAppActive, forKey: .isAppActive)
      try container.encode(time, forKey: .time)
    }
  }
}
