import Foundation

extension KeyboardRecord {
  /// The records of the notification centers in use, one per center, held weakly.
  nonisolated static let registry = Registry()

  /// A table from a notification center's identity to its record, which it never keeps alive.
  ///
  /// Keyed by the center's `ObjectIdentifier`: a live record holds its center, so while an entry's
  /// record is alive no other center can have that identifier; a dead entry is replaced by the next
  /// lookup and removed by its record's `deinit`.
  ///
  /// It is `@unchecked Sendable` because a record's nonisolated `deinit` removes its entry from any
  /// thread; every access to `records` goes through `lock`.
  final class Registry: @unchecked Sendable {
    private struct Entry {
      weak var record: KeyboardRecord?
    }

    private let lock = NSLock()
    private var records: [ObjectIdentifier: Entry] = [:]

    /// The live record of `center`, or the one `make` makes (and the registry then holds weakly).
    ///
    /// - Parameters:
    ///   - center: A notification center.
    ///   - make: Makes a record for the center when it has none.
    /// - Returns: The center's one record.
    @MainActor
    func record(for center: NotificationCenter, make: () -> KeyboardRecord) -> KeyboardRecord {
      let key = ObjectIdentifier(center)
      return lock.withLock {
        if let record = records[key]?.record { return record }
        let record = make()
        records[key] = Entry(record: record)
        return record
      }
    }

    /// The live record of `center`, if any.
    ///
    /// - Parameter center: A notification center.
    /// - Returns: The record, or `nil`.
    func existing(for center: NotificationCenter) -> KeyboardRecord? {
      lock.withLock { records[ObjectIdentifier(center)]?.record }
    }

    /// Removes the entry of a center whose record is gone; a newer live record is kept.
    ///
    /// - Parameter key: The center's identifier.
    func remove(_ key: ObjectIdentifier) {
      lock.withLock {
        if records[key]?.record == nil { records[key] = nil }
      }
    }
  }
}
