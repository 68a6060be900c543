extension KeyboardObserver {
  /// Delivers one notification's options synchronously, from a caller already on the main actor.
  ///
  /// The call goes through a `@preconcurrency` conformance to a nonisolated protocol: Swift checks
  /// at run time, in the conformance's witness, that the caller is on the main actor (and stops the
  /// program if it is not), and nothing is allocated. The `Isolation` benchmarks in `Benchmarks/`
  /// compare it with the other ways: in one run (Linux, from `DispatchQueue.main.sync`), a call cost
  /// 24 ns this way, 74 ns and one allocation through `MainActor.assumeIsolated`, and 2 ns through a
  /// main-actor closure bit-cast to a nonisolated one, which skips the check. Against about 950 ns
  /// for a whole delivery, the check's 22 ns buy a trap instead of undefined behaviour on misuse.
  ///
  /// Isolation: the caller must have checked ``MainActorHop/isOnMainActor``.
  ///
  /// - Parameters:
  ///   - event: The event that was posted.
  ///   - options: The notification's parsed options.
  ///   - screen: The screen the notification names, if any.
  nonisolated func deliverOnMainActor(
    _ event: KeyboardEvent, _ options: KeyboardOptions, _ screen: NotificationScreen
  ) {
    (self as any MainActorDelivery).deliver(event, options, screen)
  }
}

/// A nonisolated way in to the observer's main-actor delivery, checked by the runtime at each call.
private protocol MainActorDelivery {
  /// Delivers one notification; see ``KeyboardObserver/deliverOnMainActor(_:_:_:)``.
  func deliver(_ event: KeyboardEvent, _ options: KeyboardOptions, _ screen: NotificationScreen)
}

extension KeyboardObserver: @preconcurrency MainActorDelivery {
  fileprivate func deliver(
    _ event: KeyboardEvent, _ options: KeyboardOptions, _ screen: NotificationScreen
  ) {
    deliver(event, options, notificationScreen: screen.bounds)
  }
}
