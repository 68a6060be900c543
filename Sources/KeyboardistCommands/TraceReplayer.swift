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
  /// the tracker compares (`KeyboardOptions.trackedHeight(on:)`): 0 for a floating keyboard.
  static func replay(_ trace: KeyboardTrace, origin: String) -> Replay {
    let center = NotificationCenter()
    let observer = KeyboardObserver(center: center)
    var delivered: [KeyboardOptions] = []
    var transitions: [KeyboardTransition] = []
    for event in KeyboardEvent.allCases {
      observer.on(event: event) { delivered.append($0) }
    }
    observer
      .onAppear { transitions.append($0) }
      .onDisappear { transitions.append($0) }
    observer.screen = trace.screen
    observer.start()
    defer { observer.clear() }
    let simulator = KeyboardSimulator(center: center, driving: [observer])
    var rows: [ReplayRow] = []
    for step in KeyboardSimulator.steps(of: trace) {
      delivered.removeAll()
      transitions.removeAll()
      simulator.post(step)
      guard let record = step.record else { continue }
      let options = delivered.first ?? record.options
      rows.append(
        ReplayRow(
          time: record.time,
          event: record.event,
          end: record.endFrame,
          visibleHeight: Double(options.trackedHeight(on: trace.screen)),
          dockState: trace.screen.map { options.dockState(in: $0) },
          isLocal: record.belongsToCurrentApp,
          isAppActive: record.isAppActive,
          isDelivered: !delivered.isEmpty,
          transition: transitions.last.map(ReplayRow.Transition.init)))
    }
    return Replay(
      origin: origin, name: trace.name, source: trace.source, screen: trace.screen, rows: rows)
  }
}
