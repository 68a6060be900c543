import Foundation

extension KeyboardTrace {
  /// The device and settings a field recording was made on: what a verdict on it needs to say
  /// where it holds.
  ///
  /// In JSON it is the trace's optional `device` object, every field of it optional:
  ///
  /// ```json
  /// "device": { "model": "iPhone17,3", "system": "iOS 26.0", "framesPerSecond": 120,
  ///             "reduceMotion": false, "preferCrossFade": false, "package": "0.1.0" }
  /// ```
  ///
  /// It names a kind of device and its settings, never the device itself: no identifier, no
  /// name the user gave it, no typed text.
  public struct Device: Codable, Equatable, Sendable {
    /// The hardware model identifier, such as `iPhone17,3` (`model` in JSON), if recorded.
    public var model: String?

    /// The operating system's name and version, such as `iOS 26.0` (`system` in JSON), if
    /// recorded.
    public var system: String?

    /// The display's maximum frames per second, 60 or 120 (`framesPerSecond` in JSON), if
    /// recorded: `UIScreen.maximumFramesPerSecond`.
    public var framesPerSecond: Int?

    /// Whether Reduce Motion was on (`reduceMotion` in JSON), if recorded.
    public var reducesMotion: Bool?

    /// Whether Reduce Motion's Prefer Cross-Fade Transitions was on (`preferCrossFade` in
    /// JSON), if recorded.
    public var prefersCrossFade: Bool?

    /// The version of Keyboardist that recorded the trace (`package` in JSON), if recorded.
    public var packageVersion: String?

    /// The version of Keyboardist this is, as the CHANGELOG names the next release (and
    /// `keyboardist --version` prints).
    public static let currentPackageVersion = "0.1.0"

    /// Creates a device description; every value is optional.
    ///
    /// - Parameters:
    ///   - model: The hardware model identifier, such as `iPhone17,3`.
    ///   - system: The operating system's name and version, such as `iOS 26.0`.
    ///   - framesPerSecond: The display's maximum frames per second.
    ///   - reducesMotion: Whether Reduce Motion was on.
    ///   - prefersCrossFade: Whether Prefer Cross-Fade Transitions was on.
    ///   - packageVersion: The version of Keyboardist that recorded the trace; this one's by
    ///     default.
    public init(
      model: String? = nil, system: String? = nil, framesPerSecond: Int? = nil,
      reducesMotion: Bool? = nil, prefersCrossFade: Bool? = nil,
      packageVersion: String? = Self.currentPackageVersion
    ) {
      self.model = model
      self.system = system
      self.framesPerSecond = framesPerSecond
      self.reducesMotion = reducesMotion
      self.prefersCrossFade = prefersCrossFade
      self.packageVersion = packageVersion
    }

    /// The JSON keys.
    private enum CodingKeys: String, CodingKey {
      case model, system, framesPerSecond
      case reducesMotion = "reduceMotion"
      case prefersCrossFade = "preferCrossFade"
      case packageVersion = "package"
    }

    /// Decodes a device, checking that its frame rate, when present, is a whole number above 0.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` at the coding path of a wrong value, such as
    ///   `device.framesPerSecond`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      model = try container.decodeIfPresent(String.self, forKey: .model)
      system = try container.decodeIfPresent(String.self, forKey: .system)
      reducesMotion = try container.decodeIfPresent(Bool.self, forKey: .reducesMotion)
      prefersCrossFade = try container.decodeIfPresent(Bool.self, forKey: .prefersCrossFade)
      packageVersion = try container.decodeIfPresent(String.self, forKey: .packageVersion)
      framesPerSecond = nil
      guard container.contains(.framesPerSecond),
        try !container.decodeNil(forKey: .framesPerSecond)
      else { return }
      let rate = try container.decode(Double.self, forKey: .framesPerSecond)
      guard rate.isFinite, rate >= 1, rate <= 1000, rate == rate.rounded() else {
        throw DecodingError.dataCorruptedError(
          forKey: .framesPerSecond, in: container,
          debugDescription: "a frame rate must be a whole number from 1 to 1000, found \(rate)")
      }
      framesPerSecond = Int(rate)
    }
  }
}
