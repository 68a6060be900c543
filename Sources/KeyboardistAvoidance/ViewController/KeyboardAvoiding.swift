import KeyboardistObserver

/// Something a ``KeyboardAwareViewController`` starts when it appears and stops when it
/// disappears: an avoider, or an optional one.
///
/// On iOS, `KeyboardAvoider` conforms, and so does `Optional` when its wrapped type does (a `nil`
/// avoider does nothing), so a view controller may declare its avoider either way.
///
/// Isolation: main actor.
@MainActor
public protocol KeyboardAvoiding {
  /// Starts avoiding the keyboard; calling it again changes nothing.
  func start()

  /// Stops avoiding and puts back at once anything it changed.
  func stop()
}

extension Optional: KeyboardAvoiding where Wrapped: KeyboardAvoiding {
  /// Starts the wrapped avoider, if any.
  public func start() {
    self?.start()
  }

  /// Stops the wrapped avoider, if any.
  public func stop() {
    self?.stop()
  }
}
