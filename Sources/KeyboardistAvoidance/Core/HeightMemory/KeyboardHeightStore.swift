public import Foundation

/// Where a ``KeyboardHeightMemory`` keeps the heights it learned, across launches.
///
/// The memory writes one number per key and ignores what it reads back that is not a plausible
/// height for its key (<doc:KeyboardHeightBeforeItShows#Where-heights-are-kept>). A store is used
/// on the main actor only, by the memories that hold it.
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

/// User defaults keep a memory's heights in the app's own defaults or a suite of its own.
///
/// <doc:KeyboardHeightBeforeItShows#Where-heights-are-kept> gives the privacy manifest's reasons.
extension UserDefaults: KeyboardHeightStore {}
