extension KeyboardObserver {
  /// Delivers one notification's options synchronously, from a caller already on the main actor.
  ///
  /// The call goes through a `@preconcurrency` conformance to a nonisolated protocol: Swift checks
  /// at run time, in the conformance's witness, that the caller is on the main actor (and stops the
  /// program if it is not), and nothing is allocated. `MainActor.assumeIsolated` would allocate its
  /// closure's context on every notification. Measured with `Benchmarks/`' driver pattern (Linux,
  /// callgrind and thread CPU time, one notification posted on the main thread): this costs about
  /// 110 more instructions than calling the main-actor method through a bit-cast function value,
  /// the same time within the noise on the main thread and 35–75 ns more from `DispatchQueue.main.sync`
  /// on another thread, against about 100 ns and one allocation more for `assumeIsolated`.
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
