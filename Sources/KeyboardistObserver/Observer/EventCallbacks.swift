/// One optional callback per keyboard event, in a slot picked by a switch instead of a hashed lookup.
///
/// Every delivered notification reads its event's callback, so the read costs a branch and an
/// array read rather than hashing the event as a dictionary would.
struct EventCallbacks {
  private var slots: [KeyboardObserver.Callback?] = Array(repeating: nil, count: 6)

  /// The callback for an event, or `nil`; setting `nil` removes it.
  subscript(event: KeyboardEvent) -> KeyboardObserver.Callback? {
    get { slots[Self.slot(of: event)] }
    set { slots[Self.slot(of: event)] = newValue }
  }

  /// The event's slot: its position among the six cases.
  private static func slot(of event: KeyboardEvent) -> Int {
    switch event {
    case .willShow: 0
    case .didShow: 1
    case .willHide: 2
    case .didHide: 3
    case .willChangeFrame: 4
    case .didChangeFrame: 5
    }
  }
}
