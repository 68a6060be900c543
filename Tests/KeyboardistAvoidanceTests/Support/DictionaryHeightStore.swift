import Foundation
import KeyboardistAvoidance

/// A height store in a dictionary, that counts its writes.
final class DictionaryHeightStore: KeyboardHeightStore {
  var values: [String: Any] = [:]
  private(set) var writes = 0

  init(_ values: [String: Any] = [:]) {
    self.values = values
  }

  func object(forKey key: String) -> Any? { values[key] }

  func set(_ value: Any?, forKey key: String) {
    writes += 1
    values[key] = value
  }
}
