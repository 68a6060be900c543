public import Foundation

/// Where a ``KeyboardHeightMemory`` keeps the heights it learned, across launches.
///
/// The memory writes one number per key and reads back whatever the store holds under it: a
/// value that is not a plausible height for its key (a string, a date, a negative or absurd
/// number, another library's value under the same key) is ignored, never trusted and never a
/// trap. `UserDefaults` is a store: ``KeyboardHeightMemory/shared`` keeps its heights in
/// `UserDefaults.standard`; give a memory `UserDefaults(suiteName:)` to keep them apart, or a
/// store of your own (a dictionary in tests and previews, a file, a database).
///
/// A store is used on the main actor only, by the memories that hold it.
public protocol KeyboardHeightStore: AnyObject {
  /// The value stored under a key, or `nil` when there is none.
  ///
  /// - Parameter key: A key the memory wrote, such as
  ///   `Keyboardist.KeyboardHeight.393x852.portrait.en-US`.
  /// - Returns: The value, of whatever type the store holds.
  func object(forKey key: String) -> Any?

  /// Stores a value under a key, or removes the key's value when `value` is `nil`.
  ///
  /// - Parameters:
  ///   - value: A `Double` (a height in points), or `nil`.
  ///   - key: The key.
  func set(_ value: Any?, forKey key: String)
}

/// User defaults keep a memory's heights in the app's own defaults (`UserDefaults.standard`) or a
/// suite of its own.
///
/// `UserDefaults` is a required-reason API: the KeyboardistAvoidance module's privacy manifest
/// declares it with reason `CA92.1` (information only the app itself reads and writes), from
/// Apple's "Describing use of required reason API"
/// (https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api).
/// A memory given a suite shared through an app group (`UserDefaults(suiteName: "group.…")`) needs
/// the app to declare reason `1C8F.1` in its own manifest.
extension UserDefaults: KeyboardHeightStore {}
