public import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A recorded keyboard session: the keyboard notifications one app received, in order, with time.
///
/// Traces are how a keyboard bug travels from a device into a unit test. An app records a session
/// with ``KeyboardRecorder``, the JSON goes into the repository, and the same notifications replay
/// anywhere, Linux CI included. The JSON format is part of the public contract:
///
/// ```json
/// { "name": "…", "source": "URL or note", "screen": [0, 0, 375, 667],
///   "notifications": [
///     { "event": "willShow", "begin": [0, 667, 375, 0], "end": [0, 451, 375, 216],
///       "duration": 0.25, "curve": 7, "isLocal": true, "appActive": true, "time": 0.0 } ] }
/// ```
///
/// Rects are `[x, y, width, height]` in screen coordinates. In a record, a missing `begin`, `end`,
/// `duration`, `curve` or `isLocal` means the notification's `userInfo` lacked that key (the
/// did-notifications often carry no animation keys; `isLocal` did not exist before iOS 9). A missing
/// `appActive` means the app was active. Unknown fields are ignored, so traces can carry extra notes.
///
/// A trace may also follow the keyboard between its notifications, frame by frame: an optional
/// `samples` list of the keyboard's top edge in screen coordinates, with `"layout": true` where
/// the user's finger moved it (see ``Sample``):
///
/// ```json
/// "samples": [ { "time": 0.017, "top": 654.3 }, { "time": 2.1, "top": 470, "layout": true } ]
/// ```
///
/// A field recording also says what it was recorded on, in an optional `device` object (see
/// ``Device``), and its frames where the app's own timing view was (``Sample/probeTop``).
///
/// Decoding is strict about what it does read: a rect must be exactly four finite numbers, an event
/// one of the six ``KeyboardEvent`` names, a duration a finite number of seconds, 0 or more, and a
/// time a finite number of seconds since the start of the recording, 0 or more, never before the
/// time of the record (or sample) before it. Errors are `DecodingError`s whose coding path says
/// where the problem is (`notifications[2].end`, `notifications[3].time`, `samples[5].top`) and
/// whose description says what it is.
///
/// A trace holds keyboard geometry and timing only, never typed text.
public struct KeyboardTrace: Codable, Equatable, Sendable {
  /// A short human-readable title, such as "QuickType bar turned on while shown (iPhone 6)".
  public var name: String

  /// Where the trace comes from: a URL, a device and OS version, or a note.
  public var source: String

  /// The screen's bounds in screen coordinates, when known; `nil` when the trace does not say.
  public var screen: CGRect?

  /// Free-form remarks about how the trace was obtained; `nil` when there are none.
  public var notes: String?

  /// The notifications, in the order they were posted: their times never decrease.
  public var notifications: [Record]

  /// The keyboard's position between the notifications, frame by frame, in time order; empty when
  /// the trace does not follow it.
  public var samples: [Sample]

  /// The device and settings the trace was recorded on, when it says (`device` in JSON).
  public var device: Device?

  /// Creates a trace.
  ///
  /// - Parameters:
  ///   - name: A short human-readable title.
  ///   - source: Where the trace comes from (a URL, a device, a note).
  ///   - screen: The screen's bounds in screen coordinates, if known.
  ///   - notes: Free-form remarks, if any.
  ///   - notifications: The notifications in posting order.
  ///   - samples: The keyboard's position frame by frame; none by default.
  ///   - device: The device and settings it was recorded on, if known.
  public init(
    name: String,
    source: String,
    screen: CGRect? = nil,
    notes: String? = nil,
    notifications: [Record] = [],
    samples: [Sample] = [],
    device: Device? = nil
  ) {
    self.device = device
    self.name = name
    self.source = source
    self.screen = screen
    self.notes = notes
    self.notifications = notifications
    self.samples = samples
  }

  /// Decodes a trace from JSON data.
  ///
  /// - Parameter data: The trace's JSON, in the format described on ``KeyboardTrace``.
  /// - Throws: `DecodingError` when the data is not JSON, is not a trace object, or holds a wrong
  ///   value; its context's coding path says where.
  public init(json data: Data) throws {
    self = try JSONDecoder().decode(Self.self, from: data)
  }

  /// Encodes the trace as pretty-printed JSON with sorted keys.
  ///
  /// - Returns: The trace's JSON, in the format described on ``KeyboardTrace``.
  /// - Throws: `EncodingError` when a number is not finite (JSON cannot represent it).
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }

  private enum CodingKeys: String, CodingKey {
    case name, source, screen, notes, notifications, samples, device
  }

  /// Decodes a trace, checking every rect, event and sample, and that times never run backwards.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` naming the coding path of a missing or wrong value, such as
  ///   `notifications[3].time` for a record whose time is before the previous record's.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    source = try container.decode(String.self, forKey: .source)
    screen = try Self.decodeRect(in: container, forKey: .screen)
    notes = try container.decodeIfPresent(String.self, forKey: .notes)
    notifications = try container.decode([Record].self, forKey: .notifications)
    samples = try container.decodeIfPresent([Sample].self, forKey: .samples) ?? []
    device = try container.decodeIfPresent(Device.self, forKey: .device)
    try Self.checkOrder(
      of: notifications.map(\.time), at: container.codingPath + [CodingKeys.notifications],
      each: "record")
    try Self.checkOrder(
      of: samples.map(\.time), at: container.codingPath + [CodingKeys.samples], each: "sample")
  }

  /// Throws at the first time that is before the one before it, at that time's coding path.
  private static func checkOrder(
    of times: [TimeInterval], at path: [any CodingKey], each: String
  ) throws {
    for index in times.indices.dropFirst() where times[index] < times[index - 1] {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: path + [IndexKey(index), TimeKey()],
          debugDescription:
            "time runs backwards: \(times[index]) s is before the previous \(each)'s "
            + "\(times[index - 1]) s"))
    }
  }

  /// An index in a list, as a coding key.
  private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
  }

  /// The `time` key of a record or a sample.
  private struct TimeKey: CodingKey {
    var stringValue: String { "time" }
    var intValue: Int? { nil }
    init() {}
    init?(intValue: Int) { nil }
    init?(stringValue: String) {
      guard stringValue == "time" else { return nil }
    }
  }

  /// Encodes the trace; absent optional values, and an empty list of samples, are left out.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError` when a number is not finite.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(source, forKey: .source)
    try container.encodeIfPresent(screen?.traceNumbers, forKey: .screen)
    try container.encodeIfPresent(notes, forKey: .notes)
    try container.encode(notifications, forKey: .notifications)
    if !samples.isEmpty { try container.encode(samples, forKey: .samples) }
    try container.encodeIfPresent(device, forKey: .device)
  }
}

extension KeyboardTrace {
  /// Decodes an optional `[x, y, width, height]` rect, rejecting any other arity or a non-finite
  /// number with an error at the rect's coding path.
  static func decodeRect<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, forKey key: Key
  ) throws -> CGRect? {
    guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
    let numbers: [Double]
    do {
      numbers = try container.decode([Double].self, forKey: key)
    } catch DecodingError.typeMismatch(_, let context) {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath + [key],
          debugDescription: "a rect must be an array of four numbers [x, y, width, height]",
          underlyingError: DecodingError.typeMismatch([Double].self, context)))
    }
    guard let rect = CGRect(traceNumbers: numbers) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: numbers.count == 4
          ? "a rect's numbers must be finite"
          : "a rect must be four numbers [x, y, width, height], found \(numbers.count)")
    }
    return rect
  }
}

extension KeyboardTrace {
  /// Decodes an optional number of seconds (`what`: `a duration`, `a time`), finite and 0 or more,
  /// rejecting another with an error at its coding path.
  static func decodeSeconds<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, forKey key: Key, what: String
  ) throws -> TimeInterval? {
    guard let seconds = try container.decodeIfPresent(Double.self, forKey: key) else { return nil }
    guard seconds.isFinite, seconds >= 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "\(what) must be a finite number of seconds, 0 or more, found \(seconds)")
    }
    return seconds
  }

  /// Decodes an optional curve, a whole number within `Int`'s range, rejecting another number with
  /// an error at the curve's coding path (Linux's decoder reports one with no path at all).
  static func decodeCurve<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, forKey key: Key
  ) throws -> KeyboardAnimationCurve? {
    do {
      return try container.decodeIfPresent(Int.self, forKey: key).map(KeyboardAnimationCurve.init)
    } catch {
      guard let number = try? container.decode(Double.self, forKey: key) else { throw error }
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "a curve must be a whole number within Int's range, found \(number)")
    }
  }
}

extension CGRect {
  /// The rect as trace JSON and the `keyboardist` tool write it: `[x, y, width, height]`.
  package var traceNumbers: [Double] {
    [Double(origin.x), Double(origin.y), Double(size.width), Double(size.height)]
  }

  /// Reads a rect written as `[x, y, width, height]`, or returns `nil` when `numbers` is not exactly
  /// four numbers or one of them is not finite.
  ///
  /// - Parameter numbers: The rect's origin and size, in that order.
  package init?(traceNumbers numbers: [Double]) {
    guard numbers.count == 4 else { return nil }
    let rect = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    guard rect.isFinite else { return nil }
    self = rect
  }
}
