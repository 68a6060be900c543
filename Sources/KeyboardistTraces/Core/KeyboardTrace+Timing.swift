import Foundation
import KeyboardistObserver

extension KeyboardTrace {
  /// The JSON keys of a timing: `{"mass": 3, "stiffness": 1000, "damping": 500, "velocity": 0}`
  /// for a spring, `{"points": [0.42, 0, 0.58, 1], "duration": 0.25}` for a timing function.
  private enum TimingKeys: String, CodingKey {
    case mass, stiffness, damping, velocity, points, duration
  }

  /// Reads the timing at `key`, a spring's four numbers or a timing function's four control points
  /// and duration; `nil` when the key is absent.
  ///
  /// - Throws: `DecodingError` at the timing's coding path when it is neither.
  static func decodeTiming<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, forKey key: Key
  ) throws -> KeyboardAnimationTiming? {
    guard container.contains(key) else { return nil }
    let values = try container.nestedContainer(keyedBy: TimingKeys.self, forKey: key)
    let timing: KeyboardAnimationTiming?
    if values.contains(.mass) {
      timing = .spring(
        mass: try values.decode(Double.self, forKey: .mass),
        stiffness: try values.decode(Double.self, forKey: .stiffness),
        damping: try values.decode(Double.self, forKey: .damping),
        initialVelocity: try values.decodeIfPresent(Double.self, forKey: .velocity) ?? 0)
    } else {
      let points = try values.decode([Double].self, forKey: .points)
      guard points.count == 4 else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: values.codingPath + [TimingKeys.points],
            debugDescription:
              "not a timing: a timing function's points are four numbers (x1, y1, x2, y2), "
              + "found \(points.count)"))
      }
      let duration = try values.decode(Double.self, forKey: .duration)
      timing = .cubicBezier(points[0], points[1], points[2], points[3], duration: duration)
    }
    guard let timing else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: values.codingPath,
          debugDescription:
            "not a timing: a spring needs mass and stiffness above 0 and damping above 0; a "
            + "timing function four control points with x from 0 to 1 and a duration above 0"
        ))
    }
    return timing
  }

  /// Writes a timing at `key`, as ``decodeTiming(in:forKey:)`` reads it; nothing for `nil`.
  ///
  /// - Throws: `EncodingError` when a number is not finite.
  static func encodeTiming<Key: CodingKey>(
    _ timing: KeyboardAnimationTiming?, in container: inout KeyedEncodingContainer<Key>,
    forKey key: Key
  ) throws {
    guard let timing else { return }
    var values = container.nestedContainer(keyedBy: TimingKeys.self, forKey: key)
    switch timing.shape {
    case .spring(let spring):
      try values.encode(spring.mass, forKey: .mass)
      try values.encode(spring.stiffness, forKey: .stiffness)
      try values.encode(spring.damping, forKey: .damping)
      try values.encode(spring.initialVelocity, forKey: .velocity)
    case .cubicBezier(let x1, let y1, let x2, let y2, let duration):
      try values.encode([x1, y1, x2, y2], forKey: .points)
      try values.encode(duration, forKey: .duration)
    case .curve(let curve, let duration):
      if curve == .keyboard {
        let spring = KeyboardAnimation.Spring.keyboard
        try values.encode(spring.mass, forKey: .mass)
        try values.encode(spring.stiffness, forKey: .stiffness)
        try values.encode(spring.damping, forKey: .damping)
        try values.encode(spring.initialVelocity, forKey: .velocity)
      } else {
        let points = curve.controlPoints
        try values.encode([points.x1, points.y1, points.x2, points.y2], forKey: .points)
        try values.encode(duration, forKey: .duration)
      }
    }
  }
}
