import Foundation

/// The continuations of a ``KeyboardObserver``'s ``KeyboardObserver/transitions`` streams.
///
/// A stream keeps what feeds it alive: each stream's termination handler holds the observer strongly,
/// so `for await t in KeyboardObserver().start().transitions` keeps observing for as long as it is
/// iterated. The handler runs, and lets go of the observer, when the stream ends: its consumer is
/// cancelled or drops it, or the observer finishes it (``KeyboardObserver/clear()``). Until then the
/// observer, which holds the continuation, and the continuation's handler, which holds the observer,
/// form a cycle on purpose; it is broken by the termination, so nothing is left behind.
///
/// It is `@unchecked Sendable` because the observer's nonisolated `deinit` finishes the streams
/// from any thread, and a stream's termination handler removes its continuation from any thread;
/// every access to `continuations` goes through `lock`.
final class TransitionStreams: @unchecked Sendable {
  private let lock = NSLock()
  private var continuations: [Int: AsyncStream<KeyboardTransition>.Continuation] = [:]
  private var nextID = 0

  /// Whether any stream is still open.
  var hasStreams: Bool { lock.withLock { !continuations.isEmpty } }

  /// Makes a new, unbounded stream that receives every later transition.
  ///
  /// - Parameter source: What feeds the stream (the observer); held until the stream ends.
  /// - Returns: The stream, registered until it ends.
  func makeStream(keepingAlive source: some AnyObject & Sendable) -> AsyncStream<KeyboardTransition>
  {
    let (stream, continuation) = AsyncStream.makeStream(
      of: KeyboardTransition.self, bufferingPolicy: .unbounded)
    let id = lock.withLock {
      nextID += 1
      continuations[nextID] = continuation
      return nextID
    }
    continuation.onTermination = { [weak self] _ in
      withExtendedLifetime(source) { self?.remove(id) }
    }
    return stream
  }

  /// Sends a transition to every open stream.
  func yield(_ transition: KeyboardTransition) {
    for continuation in lock.withLock({ Array(continuations.values) }) {
      continuation.yield(transition)
    }
  }

  /// Ends every open stream.
  func finishAll() {
    let finished = lock.withLock {
      defer { continuations.removeAll() }
      return Array(continuations.values)
    }
    for continuation in finished { continuation.finish() }
  }

  private func remove(_ id: Int) {
    _ = lock.withLock { continuations.removeValue(forKey: id) }
  }
}
