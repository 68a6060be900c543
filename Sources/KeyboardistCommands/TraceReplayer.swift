import Foundation
import KeyboardistObserver
import KeyboardistTesting
import KeyboardistTraces

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Plays a trace through a real ``KeyboardObserver`` on a private center and collects what it saw.
@MainActor
enum TraceReplayer {
  /// Replays every record of `trace`, in order, and returns a row per record.
  ///
  /// Each record is posted as the notification it stands for (absent keys stay absent) into a
  /// private `NotificationCenter`; the observer parses it as it would on a device and its
  /// ``KeyboardTracker`` (measuring on the trace's screen, following the records' app activity)
  /// turns it into the transition, if any, shown in the row. The row's visible height is the one
  /// the tracker compares: 0 for a floating keyboard. Its coverage is that of a full-screen view
  /// with the device's bottom safe area, when the trace has a screen and a device is known.
  ///
  /// The trace's samples are handed to the observer in time order among the records, and every
  /// motion it hands to `onMove` becomes a frame row, with the notification or sample that made
  /// it and the same coverage.
  ///
  /// - Parameters:
  ///   - trace: The trace to replay.
  ///   - origin: Where the trace came from, for the heading.
  ///   - device: The device the trace was simulated on; for a trace file, `nil` takes the
  ///     catalogue profile with the trace's screen, if all such profiles agree on its safe area.
  ///   - steps: What to post, when the trace is a scenario's: its steps, with what the app tells
  ///     the observers about its input (each noted on the row of the record that follows); `nil`
  ///     posts the trace's records and samples.
  /// - Returns: The replay, a row per record.
  static func replay(
    _ trace: KeyboardTrace, origin: String, simulatedOn device: KeyboardDeviceProfile? = nil,
    steps: [KeyboardScenario.Step]? = nil
  ) -> Replay {
    let center = NotificationCenter()
    let observer = KeyboardObserver(center: center)
    var delivered: [KeyboardOptions] = []
    var transitions: [KeyboardTransition] = []
    var motions: [KeyboardMotion] = []
    for event in KeyboardEvent.allCases {
      observer.on(event: event) { delivered.append($0) }
    }
    observer
      .onAppear { transitions.append($0) }
      .onDisappear { transitions.append($0) }
      .onMove { motions.append($0) }
    let simulator = KeyboardSimulator(center: center, driving: [observer])
    observer.screen = trace.screen
    observer.start()
    defer { observer.clear() }
    let predicting = Predicting(screen: trace.screen)
    defer { predicting.clear() }
    let frameInterval = device.map { 1 / Double($0.framesPerSecond) }
    let profile = device ?? trace.screen.flatMap(profile(withScreen:))
    var rows: [ReplayRow] = []
    var frames: [FrameRow] = []
    var announcements: [String] = []
    for step in steps ?? KeyboardSimulator.steps(of: trace) {
      delivered.removeAll()
      transitions.removeAll()
      motions.removeAll()
      simulator.post(Self.echo(step))
      let predicted = predicting.post(Self.predicting(step, frameInterval: frameInterval))
      let cause =
        switch step {
        case .keyboard(let record): record.event.rawValue
        case .sample(let sample): sample.isLayoutChange ? "layout" : "frame"
        case .app: "app"
        case .switchInput, .inputDidEndEditing: "input"
        case .viewAttached: "attach"
        }
      if let announcement = Self.announcement(step) { announcements.append(announcement) }
      frames += motions.enumerated().map { index, motion in
        FrameRow(
          time: motion.time, cause: cause, phase: FrameRow.name(of: motion.phase),
          visibleHeight: Double(motion.height), progress: Double(motion.progress),
          coverage: trace.screen.flatMap { screen in
            profile.map {
              Double(motion.coverage(of: screen, safeAreaBottom: $0.bottomSafeAreaInset))
            }
          },
          predictedHeight: index < predicted.count ? Double(predicted[index].height) : nil)
      }
      guard let record = step.record else { continue }
      let options = delivered.first ?? record.options
      let screen = trace.screen
      rows.append(
        ReplayRow(
          time: record.time,
          event: record.event,
          endFrame: record.fields.contains(.endFrame) ? record.options.endFrame.traceNumbers : nil,
          visibleHeight: Double(options.trackedHeight(on: screen)),
          coverage: screen.flatMap { screen in
            profile.map {
              Double(
                options.coverage(of: screen, in: screen, safeAreaBottom: $0.bottomSafeAreaInset))
            }
          },
          dockState: screen.map { ReplayRow.name(of: options.dockState(in: $0)) },
          belongsToCurrentApp: record.fields.contains(.belongsToCurrentApp)
            ? record.options.belongsToCurrentApp : nil,
          isAppActive: record.isAppActive,
          isDelivered: !delivered.isEmpty,
          transition: transitions.last.map(ReplayRow.Transition.init),
          announcement: announcements.isEmpty ? nil : announcements.joined(separator: ", ")))
      announcements = []
    }
    return Replay(
      origin: origin, name: trace.name, source: trace.source, screen: trace.screen,
      device: profile, isSimulated: device != nil, rows: rows, frames: frames)
  }

  /// What the app told the observers in a step, as the app's code says it:
  /// `switchInput(to: .panel)`, `inputDidEndEditing()`, a view attached with the guide's reading;
  /// `nil` for a notification or a sample.
  static func announcement(_ step: KeyboardScenario.Step) -> String? {
    switch step {
    case .switchInput(let input): "switchInput(to: .\(input))"
    case .inputDidEndEditing: "inputDidEndEditing()"
    case .viewAttached(let sample): "attach(to: view) with the guide at \(sample.keyboardTop)"
    case .keyboard, .app, .sample: nil
    }
  }

  /// A step as an observer that hands out its readings as they are takes it: a frame without its
  /// display time or timing.
  static func echo(_ step: KeyboardScenario.Step) -> KeyboardScenario.Step {
    guard case .sample(var sample) = step, !sample.isLayoutChange else { return step }
    sample.displayTime = nil
    sample.timing = nil
    return .sample(sample)
  }

  /// A step as an observer that predicts takes it: a frame with its display time, which in a
  /// simulation is a frame after its reading.
  static func predicting(
    _ step: KeyboardScenario.Step, frameInterval: TimeInterval?
  ) -> KeyboardScenario.Step {
    guard case .sample(var sample) = step, !sample.isLayoutChange else { return step }
    if sample.displayTime == nil, let frameInterval {
      sample.displayTime = sample.time + frameInterval
    }
    return .sample(sample)
  }

  /// A second observer, on a center of its own, that predicts: the replay's predicted heights.
  @MainActor private final class Predicting {
    private let center = NotificationCenter()
    private let observer: KeyboardObserver
    private let simulator: KeyboardSimulator
    private var motions: [KeyboardMotion] = []

    init(screen: CGRect?) {
      observer = KeyboardObserver(center: center)
      simulator = KeyboardSimulator(center: center, driving: [observer])
      observer.onMove { [unowned self] in motions.append($0) }
      observer.screen = screen
      observer.start()
    }

    /// Posts a step and returns the motions it made.
    func post(_ step: KeyboardScenario.Step) -> [KeyboardMotion] {
      motions.removeAll()
      simulator.post(step)
      return motions
    }

    /// Stops the observer.
    func clear() {
      observer.clear()
    }
  }

  /// The first catalogue profile whose portrait screen is `screen`, when every such profile has
  /// the same bottom safe area; `nil` otherwise.
  static func profile(withScreen screen: CGRect) -> KeyboardDeviceProfile? {
    let matches = KeyboardDeviceProfile.all.filter { $0.screen == screen }
    guard Set(matches.map(\.bottomSafeAreaInset)).count == 1 else { return nil }
    return matches.first
  }
}
