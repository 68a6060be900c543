/// One optional callback per keyboard event, reached by a switch instead of a hashed lookup.
///
/// Every delivered notification reads its event's callback, so the read costs a branch rather than
/// hashing the event as a dictionary would; it also keeps `Dictionary`'s code out of the binary.
struct EventCallbacks {
  private var willShow: KeyboardObserver.Callback?
  private var didShow: KeyboardObserver.Callback?
  private var willHide: KeyboardObserver.Callback?
  private var didHide: KeyboardObserver.Callback?
  private var willChangeFrame: KeyboardObserver.Callback?
  private var didChangeFrame: KeyboardObserver.Callback?

  /// The callback for an event, or `nil`; setting `nil` removes it.
  subscript(event: KeyboardEvent) -> KeyboardObserver.Callback? {
    get {
      switch event {
      case .willShow: willShow
      case .didShow: didShow
      case .willHide: willHide
      case .didHide: didHide
      case .willChangeFrame: willChangeFrame
      case .didChangeFrame: didChangeFrame
      }
    }
    set {
      switch event {
      case .willShow: willShow = newValue
      case .didShow: didShow = newValue
      case .willHide: willHide = newValue
      case .didHide: didHide = newValue
      case .willChangeFrame: willChangeFrame = newValue
      case .didChangeFrame: didChangeFrame = newValue
      }
    }
  }
}
