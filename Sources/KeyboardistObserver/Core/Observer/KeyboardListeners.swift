/// The listeners of one stage, in the order they were added: callbacks, streams and package
/// listeners (held weakly, or held).
@MainActor
struct KeyboardListeners<Value: Sendable> {
  /// One listener.
  enum Listener {
    /// A callback.
    case callback(@MainActor (Value) -> Void)
    /// A stream's continuation.
    case stream(AsyncStream<Value>.Continuation)
    /// A package listener held weakly.
    case weak(WeakListener)
    /// A package listener held.
    case held(any KeyboardListener)
  }

  /// A package listener held weakly.
  struct WeakListener {
    weak var listener: (any KeyboardListener)?
  }

  private var entries: [(id: Int, listener: Listener)] = []
  private var lastID = 0

  /// Creates an empty list.
  nonisolated init() {}

  /// Adds a listener.
  @discardableResult
  mutating func add(_ listener: Listener) -> Int {
    lastID += 1
    entries.append((lastID, listener))
    return lastID
  }

  /// Removes a listener.
  mutating func remove(_ id: Int) {
    entries.removeAll { $0.id == id }
  }

  /// Ends every stream (whose end may change the list it was taken from: take the list out
  /// first).
  func finishStreams() {
    for case (_, .stream(let continuation)) in entries { continuation.finish() }
  }

  /// Drops the package listeners that are gone or no longer listen, and says whether any listener
  /// is left.
  mutating func prune(listens: (any KeyboardListener) -> Bool) -> Bool {
    entries.removeAll { entry in
      switch entry.listener {
      case .callback, .stream: false
      case .weak(let weak): weak.listener.map { !listens($0) } ?? true
      case .held(let listener): !listens(listener)
      }
    }
    return !entries.isEmpty
  }

  /// The package listeners, in the order they were added.
  var packageListeners: [any KeyboardListener] {
    entries.compactMap { entry in
      switch entry.listener {
      case .callback, .stream: nil
      case .weak(let weak): weak.listener
      case .held(let listener): listener
      }
    }
  }

  /// Hands a value to every listener, in order; `tell` hands it to a package listener.
  ///
  /// The listeners run from a copy of the list: one may add or remove others.
  func send(_ value: Value, tell: (any KeyboardListener, Value) -> Void) {
    for entry in entries {
      switch entry.listener {
      case .callback(let callback): callback(value)
      case .stream(let continuation): continuation.yield(value)
      case .weak(let weak): weak.listener.map { tell($0, value) }
      case .held(let listener): tell(listener, value)
      }
    }
  }
}
