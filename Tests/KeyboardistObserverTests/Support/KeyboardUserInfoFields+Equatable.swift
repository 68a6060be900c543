import Foundation
import KeyboardistObserver

// The library's fields need no equality (each conformance costs an app bytes; see `Benchmarks/sizes`),
// so the tests that compare whole readings bring their own.
extension KeyboardUserInfoFields: Equatable {
  /// Whether two readings hold the same five fields.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.isLocal == rhs.isLocal && lhs.begin == rhs.begin && lhs.end == rhs.end
      && lhs.duration == rhs.duration && lhs.curve == rhs.curve
  }
}
