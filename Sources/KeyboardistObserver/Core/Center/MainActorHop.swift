import Dispatch
import Foundation

/// The package's one way onto the main actor from a notification block.
///
/// NotificationCenter calls an observer's block on the posting thread. Keyboard notifications come
/// from the main thread, where the work must run synchronously so that it joins UIKit's keyboard
/// animation. A notification posted from another thread is handed to the main queue instead, which
/// keeps the order of each posting thread and never drops one.
package enum MainActorHop {
  /// A marker set on the main queue, so that work running on it is recognised even when the main
  /// queue is drained by a thread other than the main thread (as under `dispatchMain()` on Linux,
  /// where Swift Testing runs main-actor tests).
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main queue or on the main thread, and so on the main actor.
  package static var isOnMainActor: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) == true || Thread.isMainThread
  }

  /// A function that hands its argument to `work` on the main actor: at once when it is called
  /// there, else later on the main queue, after everything enqueued before it from the same thread.
  ///
  /// Make it once (when registering) and call it from the notification block with the values read
  /// there.
  package static func sender<Value: Sendable>(
    to work: @escaping @MainActor @Sendable (Value) -> Void
  ) -> @Sendable (Value) -> Void {
    { value in
      if isOnMainActor {
        MainActor.assumeIsolated { work(value) }
      } else {
        DispatchQueue.main.async { work(value) }
      }
    }
  }

  /// Runs `work` on the main actor: at once when the caller is on it, else later on the main queue.
  package static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
    sender(to: work)(())
  }
}
