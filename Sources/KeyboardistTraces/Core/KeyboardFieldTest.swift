/// The script of a field test: the steps a developer goes through on a device to record a field
/// trace for `keyboardist verify`, and when recording runs.
///
/// The example app's Field Test screen follows it: it starts recording when the developer taps
/// Start, performs the steps it can itself (showing and hiding the keyboard, swapping a panel in
/// with `reloadInputViews()` and back) and asks for the others (a drag to dismiss, a rotation),
/// and stops recording at the end, when the trace is shared. Its UIKit code only moves values;
/// the decisions are here, where they are tested on any platform.
///
/// ```swift
/// var test = KeyboardFieldTest()
/// test.advance()  // Start: recording runs from here
/// ```
public struct KeyboardFieldTest: Equatable, Sendable {
  /// The step the test is at.
  public private(set) var step: Step = .ready

  /// Creates a test at its first step, not recording.
  public init() {}

  /// Whether the screen records now: from the step after ``Step/ready`` to ``Step/finished``.
  public var isRecording: Bool {
    step != .ready && step != .finished
  }

  /// Moves to the next step; at ``Step/finished`` it stays.
  public mutating func advance() {
    let steps = Step.allCases
    guard let index = steps.firstIndex(of: step), index + 1 < steps.count else { return }
    step = steps[index + 1]
  }

  /// Goes back to the first step, to record again.
  public mutating func restart() {
    step = .ready
  }

  /// The name of the file a trace is shared as: `keyboardist-field-iPhone17-3-iOS-26.0.json`,
  /// with anything but letters, digits, dots and dashes made a dash.
  ///
  /// - Parameter device: What the trace was recorded on.
  /// - Returns: The file name.
  public static func fileName(for device: KeyboardTrace.Device?) -> String {
    let parts = ["keyboardist-field", device?.model, device?.system].compactMap { $0 }
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-")
    let name = String(parts.joined(separator: "-").map { allowed.contains($0) ? $0 : "-" })
    return name + ".json"
  }
}
