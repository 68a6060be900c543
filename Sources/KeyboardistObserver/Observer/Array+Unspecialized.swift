// Array changes through the standard library's generic code, for the observer's small lists.
//
// Left unoptimized on purpose: an `Array` method specialized for an element type brings its own
// copy of the growth and copy-on-write code, about 300 bytes for iOS per element type, into every
// app that links the observer. The lists changed through these (listeners, registrations, the
// records of centers) change when something is added or removed, never while a notification is
// delivered. Measured with `Benchmarks/sizes`: 1,566 bytes less for KeyboardistObserver.
extension Array {
  /// Appends an element; the same as `append(_:)`.
  ///
  /// - Parameter element: The element to append.
  @_optimize(none)
  mutating func appendUnspecialized(_ element: Element) {
    append(element)
  }

  /// Replaces the element at a valid index; the same as assigning through the subscript.
  ///
  /// - Parameters:
  ///   - index: A valid index of the array.
  ///   - element: The new element.
  @_optimize(none)
  mutating func replaceUnspecialized(at index: Int, with element: Element) {
    self[index] = element
  }

  /// Removes the element at a valid index; the same as `remove(at:)`, without the result.
  ///
  /// - Parameter index: A valid index of the array.
  @_optimize(none)
  mutating func removeUnspecialized(at index: Int) {
    remove(at: index)
  }
}
