public import Foundation
public import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardTrace {
  /// One keyboard notification in a trace: its event, the `userInfo` values it carried, and when.
  ///
  /// A record keeps which `userInfo` keys the notification carried, so that it replays with
  /// exactly those keys (see ``userInfo``): UIKit's did-notifications often carry no animation keys,
  /// and `isLocal` did not exist before iOS 9. Its ``options`` are what an observer parses, with
  /// the defaults for missing keys. Frames are in screen coordinates. A record never holds typed
  /// text: keyboard notifications carry none.
  public struct Record: Codable, Equatable, Sendable {
    /// Which of the six keyboard notifications this is.
    public var event: KeyboardEvent

    /// The options an observer parses from this notification; missing keys have their defaults.
    ///
    /// This is `KeyboardOptions(userInfo: userInfo)`, so a replayed record yields exactly the
    /// options the observer saw on the device.
    public private(set) var options: KeyboardOptions

    /// The fields of ``options`` that the notification's `userInfo` held.
    package private(set) var fields: KeyboardOptions.Fields

    /// Whether the app was active (in the foreground) when the notification arrived.
    ///
    /// Written as `appActive` in JSON; a missing field means `true`.
    public var isAppActive: Bool

    /// Seconds since the start of the recording.
    public var time: TimeInterval

    /// The timing of the animation UIKit gave a view animated inside this notification, as Core
    /// Animation reported it (`timing` in JSON, in the shape of ``Sample/timing``; absent when
    /// none was read): what the frame source predicts the keyboard's frames from.
    public var timing: KeyboardAnimationTiming?

    /// Creates a record of a notification whose `userInfo` held every key, from parsed options.
    ///
    /// - Parameters:
    ///   - event: The notification's event.
    ///   - options: The notification's options; every finite value is recorded as present.
    ///   - isAppActive: Whether the app was active.
    ///   - time: Seconds since the start of the recording.
    public init(
      event: KeyboardEvent,
      options: KeyboardOptions,
      isAppActive: Bool = true,
      time: TimeInterval = 0
    ) {
      self.init(event: event, options: options, fields: .all, isAppActive: isAppActive, time: time)
    }

    /// Creates a record of a posted notification, keeping exactly the keyboard keys its `userInfo` held.
    ///
    /// A key that is missing, or holds a value ``KeyboardOptions/init(userInfo:)`` does not take
    /// (of the wrong type, not finite), is recorded as absent. Keys that are not keyboard keys are
    /// ignored: nothing else is captured.
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
      var fields = KeyboardOptions.Fields()
      self.event = event
      self.options = KeyboardOptions(userInfo: userInfo, fields: &fields)
      self.fields = fields
      self.isAppActive = isAppActive
      self.time = time
    }

    /// Creates a record of a notification whose `userInfo` held the given fields of `options`.
    ///
    /// - Parameters:
    ///   - event: The notification's event.
    ///   - options: The values of the fields the notification held; the others are ignored.
    ///   - fields: The fields the notification's `userInfo` held.
    ///   - isAppActive: Whether the app was active.
    ///   - time: Seconds since the start of the recording.
    package init(
      event: KeyboardEvent, options: KeyboardOptions, fields: KeyboardOptions.Fields,
      isAppActive: Bool = true, time: TimeInterval = 0
    ) {
      self.init(
        event: event, userInfo: options.userInfo(fields: fields), isAppActive: isAppActive,
        time: time)
    }

    /// The `userInfo` this notification carried: only the keys that were present, with the value
    /// types UIKit posts (rects boxed in `NSValue`, numbers in `NSNumber`).
    public var userInfo: [AnyHashable: Any] {
      options.userInfo(fields: fields)
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
      case timing
    }

    /// Decodes a record, checking its event, rects, duration, time and timing; a missing key
    /// stays missing.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` at the coding path of an unknown event, a rect that is not four
    ///   finite numbers, a curve that is not a whole number, a duration or time that is negative
    ///   or not finite, or a value of the wrong type.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let name = try container.decode(String.self, forKey: .event)
      guard let event = KeyboardEvent(rawValue: name) else {
        let known = KeyboardEvent.allCases.map(\.rawValue).joined(separator: ", ")
        throw DecodingError.dataCorruptedError(
          forKey: .event, in: container,
          debugDescription: "unknown event \"\(name)\"; expected one of \(known)")
      }
      var options = KeyboardOptions()
      var fields = KeyboardOptions.Fields()
      if let rect = try KeyboardTrace.decodeRect(in: container, forKey: .startFrame) {
        options.startFrame = rect
        fields.insert(.startFrame)
      }
      if let rect = try KeyboardTrace.decodeRect(in: container, forKey: .endFrame) {
        options.endFrame = rect
        fields.insert(.endFrame)
      }
      if let duration = try KeyboardTrace.decodeSeconds(
        in: container, forKey: .animationDuration, what: "a duration")
      {
        options.animationDuration = duration
        fields.insert(.animationDuration)
      }
      if let curve = try KeyboardTrace.decodeCurve(in: container, forKey: .animationCurve) {
        options.animationCurve = curve
        fields.insert(.animationCurve)
      }
      if let isLocal = try container.decodeIfPresent(Bool.self, forKey: .belongsToCurrentApp) {
        options.belongsToCurrentApp = isLocal
        fields.insert(.belongsToCurrentApp)
      }
      self.init(
        event: event, options: options, fields: fields,
        isAppActive: try container.decodeIfPresent(Bool.self, forKey: .isAppActive) ?? true,
        time: try KeyboardTrace.decodeSeconds(in: container, forKey: .time, what: "a time")
          ?? container.decode(Double.self, forKey: .time))
      timing = try KeyboardTrace.decodeTiming(in: container, forKey: .timing)
    }

    /// Encodes a record; absent keys are left out.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` when a number is not finite.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(event, forKey: .event)
      if fields.contains(.startFrame) {
        try container.encode(options.startFrame.traceNumbers, forKey: .startFrame)
      }
      if fields.contains(.endFrame) {
        try container.encode(options.endFrame.traceNumbers, forKey: .endFrame)
      }
      if fields.contains(.animationDuration) {
        try container.encode(options.animationDuration, forKey: .animationDuration)
      }
      if fields.contains(.animationCurve) {
        try container.encode(options.animationCurve.rawValue, forKey: .animationCurve)
      }
      if fields.contains(.belongsToCurrentApp) {
        try container.encode(options.belongsToCurrentApp, forKey: .belongsToCurrentApp)
      }
      try container.encode(isAppActive, forKey: .isAppActive)
      try container.encode(time, forKey: .time)
      try KeyboardTrace.encodeTiming(timing, in: &container, forKey: .timing)
    }
  }
}
