/// The fields of a SwiftUI form in the order focus moves through them: where a previous / next bar
/// goes from the focused field.
///
/// The order is the one the app gives (the fields it shows, top to bottom), less the fields that
/// are disabled: they cannot take focus. A field given twice keeps its first place.
struct FocusOrder<Field: Hashable> {
  /// The fields focus moves through, in order.
  let fields: [Field]

  /// Orders fields.
  ///
  /// - Parameters:
  ///   - order: The fields in the order focus moves through them.
  ///   - disabled: The fields that are disabled, skipped wherever they are; none by default.
  /// - Complexity: O(*n*) for *n* fields.
  init(_ order: [Field], disabled: Set<Field> = []) {
    var seen = disabled
    fields = order.filter { seen.insert($0).inserted }
  }

  /// The field after `field`, or `nil` when it is the last or not in the order.
  ///
  /// - Parameter field: The focused field.
  /// - Returns: The next field.
  func next(after field: Field) -> Field? {
    guard let index = fields.firstIndex(of: field), index + 1 < fields.count else { return nil }
    return fields[index + 1]
  }

  /// The field before `field`, or `nil` when it is the first or not in the order.
  ///
  /// - Parameter field: The focused field.
  /// - Returns: The previous field.
  func previous(before field: Field) -> Field? {
    guard let index = fields.firstIndex(of: field), index > 0 else { return nil }
    return fields[index - 1]
  }
}

extension FocusOrder: Sendable where Field: Sendable {}
