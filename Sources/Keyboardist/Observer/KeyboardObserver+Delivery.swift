extension KeyboardObserver {
  /// Delivers one notification's options synchronously, from a caller already on the main actor.
  ///
  /// `MainActor.assumeIsolated` would do the same, but it allocates a closure context on every call
  /// (it converts its closure with `withoutActuallyEscaping`), and this runs for every notification.
  /// So the main-actor method is called through a capture-free function value, cast to its
  /// nonisolated twin: the two have the same calling convention and nothing is allocated.
  ///
  /// Isolation: the caller must have checked ``MainActorHop/isOnMainActor``; debug builds assert it.
  ///
  /// - Parameters:
  ///   - event: The event that was posted.
  ///   - options: The notification's parsed options.
  ///   - screen: The screen the notification names, if any.
  nonisolated func deliverOnMainActor(
    _ event: KeyboardEvent, _ options: KeyboardOptions, _ screen: NotificationScreen
  ) {
    assert(MainActorHop.isOnMainActor, "deliverOnMainActor called off the main actor")
    typealias Arguments = (KeyboardObserver, KeyboardEvent, KeyboardOptions, NotificationScreen)
    typealias Isolated = @MainActor (Arguments) -> Void
    typealias Nonisolated = (Arguments) -> Void
    let deliver: Isolated = { arguments in
      let (observer, event, options, screen) = arguments
      observer.deliver(event, options, notificationScreen: screen.bounds)
    }
    unsafeBitCast(deliver, to: Nonisolated.self)((self, event, options, screen))
  }
}
