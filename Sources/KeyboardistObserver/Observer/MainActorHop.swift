import Dispatch
import Foundation

/// Runs work on the main actor: at once when the caller is already on it, otherwise later, in order.
///
/// NotificationCenter calls an observer's block on the posting thread. Keyboard notifications come
/// from the main thread, where the work must run synchronously so that it joins UIKit's keyboard
/// animation. A notification posted from another thread is handed to the main queue instead, which
/// keeps the order of each posting thread and never drops one.
package enum MainActorHop {
  /// A marker set on the main queue, so that work running on it is recognised even when the main
  /// queue is drained by a thread other than the main thread (as under `dispatchMain()` on Linux).
  private static let mainQueueKey: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  /// Whether the caller runs on the main thread or on the main queue, and so on the main actor.
  ///
  /// The queue marker is read first: it is a thread-local read, while `Thread.isMainThread` costs
  /// two system calls on Linux.
  package static var isOnMainActor: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) != nil || Thread.isMainThread
  }

  /// Runs `work` on the main actor: synchronously when already there, else enqueued on the main queue.
  ///
  /// The closure escapes, so it costs an allocation even on the main actor; per-notification paths
  /// check ``isOnMainActor`` and call `MainActor.assumeIsolated` with a non-escaping closure instead.
  ///
  /// - Parameter work: The work to run; it receives nothing and returns nothing.
  package static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainActor {
      MainActor.assumeIsolated(work)
    } else {
      enqueue(work)
    }
  }

  /// Enqueues `work` on the main queue, after everything enqueued before it from the same thread.
  ///
  /// - Parameter work: The work to run on the main actor.
  package static func enqueue(_ work: @escaping @MainActor @Sendable () -> Void) {
    // The flags spelled out: their default, `[]`, builds an array literal at every call site.
    DispatchQueue.main.async(
      group: nil, qos: .unspecified, flags: DispatchWorkItemFlags(rawValue: 0)
    ) { work() }
  }
}
