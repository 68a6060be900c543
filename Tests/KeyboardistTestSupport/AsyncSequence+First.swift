import Foundation
public import Testing

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// The sequence's first `count` elements, read with a time limit so that a test waiting for them
  /// fails instead of hanging.
  ///
  /// A test awaits a stream through this helper (or ``untilEnd(within:sourceLocation:)``), never
  /// through `next()` alone: when an element the code under test should have delivered never
  /// comes, the read is cancelled at the limit (an `AsyncStream` then ends, and the missing element
  /// reads as absent) and an issue says how many came. The limit bounds a broken run only; it is
  /// never how a test waits: a passing test takes no longer than its elements take to arrive.
  ///
  /// - Parameters:
  ///   - count: How many elements to read.
  ///   - limit: How long to wait for all of them; 30 seconds by default.
  ///   - sourceLocation: Where a failure is reported: the caller.
  /// - Returns: The elements read, in order: `count` of them, or fewer when the sequence ended or
  ///   the limit passed first (an issue is then recorded).
  public func first(
    _ count: Int, within limit: Duration = .seconds(30),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> [Element] {
    let (elements, timedOut) = await read(upTo: count, within: limit)
    if elements.count < count {
      let why = timedOut ? "\(limit) passed" : "the sequence ended"
      Issue.record(
        "\(elements.count) of \(count) elements came, then \(why)", sourceLocation: sourceLocation)
    }
    return elements
  }

  /// Every element until the sequence ends, read with a time limit so that a sequence that should
  /// end but does not fails the test instead of hanging it.
  ///
  /// - Parameters:
  ///   - limit: How long to wait for the end; 30 seconds by default.
  ///   - sourceLocation: Where a failure is reported: the caller.
  /// - Returns: The elements read, in order; when the limit passed first, those that came (an issue
  ///   is then recorded).
  public func untilEnd(
    within limit: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation
  ) async -> [Element] {
    let (elements, timedOut) = await read(upTo: .max, within: limit)
    if timedOut {
      Issue.record(
        "the sequence did not end within \(limit) (\(elements.count) elements came)",
        sourceLocation: sourceLocation)
    }
    return elements
  }

  /// Reads up to `count` elements, cancelling the read when `limit` passes.
  ///
  /// - Returns: The elements, and whether the limit cut the read short.
  private func read(
    upTo count: Int, within limit: Duration
  ) async -> (elements: [Element], timedOut: Bool) {
    let reader = Task {
      var elements: [Element] = []
      var iterator = makeAsyncIterator()
      while elements.count < count, let element = try? await iterator.next() {
        elements.append(element)
      }
      return (elements, Task.isCancelled)
    }
    let watchdog = Task {
      try? await Task.sleep(for: limit)
      reader.cancel()
    }
    let result = await reader.value
    watchdog.cancel()
    return result
  }
}
