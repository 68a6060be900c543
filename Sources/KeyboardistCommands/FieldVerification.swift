import Foundation
import KeyboardistObserver
import KeyboardistTesting
import KeyboardistTraces

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// `keyboardist verify`'s reading of a field trace: its cases, how far each frame source was from
/// the ground truth in each, the quirks it met, and a verdict.
///
/// Ground truth, "where the keyboard was shown in frame F": F is a recorded frame whose display
/// link said it would be shown at `displayTime`; the truth is read at the recorded frame whose
/// `time` is that display time (within half a frame): the guide's presentation top, or, in a case
/// where the guide stayed at the bottom while the notifications said the keyboard was up or was
/// more than 1 pt off their end frame at rest, the timing view's (`probe`). A frame with no
/// recorded frame at its display time (a dropped frame, the end of the recording) is not measured.
/// What a source handed out for F is the last height it set with `onMove` before F's display
/// time. A trace whose keyboard turns with the device is replayed in one run per orientation, on
/// the trace's screen turned to it.
@MainActor
struct FieldVerification {
  /// The sources measured, the primary one last.
  static let sources = KeyboardFrameSource.allCases
  /// The source the verdict is about.
  static let primary = KeyboardFrameSource.both
  /// The largest gap a show, hide or resize may have, in points.
  static let settledLimit: CGFloat = 1
  /// The largest gap an interrupted animation may have, in points.
  static let interruptedLimit: CGFloat = 2

  /// The trace verified.
  let trace: KeyboardTrace
  /// The cases, in time order.
  private(set) var cases: [FieldCase] = []
  /// The quirks, in time order.
  private(set) var quirks: [FieldQuirk] = []
  /// The recorded frames.
  private(set) var frameCount = 0
  /// The frames with no recorded frame at their shown time.
  private(set) var uncheckedCount = 0
  /// The display's frame interval, in seconds.
  let frameInterval: TimeInterval

  /// A will-notification, or several within a few milliseconds (UIKit's willChangeFrame with its
  /// willShow), as one animation.
  private struct Animation {
    var time: TimeInterval
    var events: Set<KeyboardEvent>
    var endTop: CGFloat
    var screen: CGRect
    var duration: TimeInterval
    var timing: KeyboardAnimationTiming?
  }

  /// Checks a field trace and measures it.
  ///
  /// - Parameters:
  ///   - trace: The trace.
  ///   - label: The file or name it came from, for errors.
  /// - Throws: ``CommandError`` naming the file and field when the trace is no field trace: no
  ///   screen, no samples, a sample without its display time.
  init(_ trace: KeyboardTrace, label: String) throws(CommandError) {
    guard let screen = trace.screen else {
      throw .input("\(label): screen: missing (a field trace needs the screen its frames are on)")
    }
    guard !trace.samples.isEmpty else {
      throw .input(
        "\(label): samples: missing (a field trace needs its display frames; this one has none)")
    }
    if let index = trace.samples.firstIndex(where: { $0.displayTime == nil }) {
      throw .input(
        "\(label): samples[\(index)].shown: missing (a field trace's frames need the display "
          + "link's targetTimestamp)")
    }
    self.trace = trace
    frameInterval = Self.frameInterval(of: trace)
    frameCount = trace.samples.count
    let runs = Self.runs(of: trace, screen: screen)
    let animations = Self.animations(in: trace, runs: runs, screen: screen)
    cases = caseList(animations)
    var heights: [String: [(time: TimeInterval, height: CGFloat)]] = [:]
    for source in Self.sources {
      heights[source.rawValue] = runs.flatMap {
        KeyboardFrameReplay.heightsSet(by: $0.steps, screen: $0.screen, source: source)
      }
    }
    measure(heights: heights)
    quirks = quirks.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }
    .map(\.element)
  }

  // MARK: - Reading the trace

  /// The display's frame interval: the device's rate, else the median spacing of the frames.
  private static func frameInterval(of trace: KeyboardTrace) -> TimeInterval {
    if let rate = trace.device?.framesPerSecond { return 1 / Double(rate) }
    let spacings = zip(trace.samples.dropFirst(), trace.samples)
      .map { $0.time - $1.time }.filter { $0 > 0.001 && $0 < 0.05 }.sorted()
    return spacings.isEmpty ? 1.0 / 60 : spacings[spacings.count / 2]
  }

  /// The trace's steps cut where the keyboard's end frame turns with the device, each with the
  /// screen turned to it.
  private static func runs(
    of trace: KeyboardTrace, screen: CGRect
  ) -> [(screen: CGRect, steps: [KeyboardScenario.Step])] {
    let turned = CGRect(x: 0, y: 0, width: screen.height, height: screen.width)
    var runs: [(screen: CGRect, steps: [KeyboardScenario.Step])] = [(screen, [])]
    for step in KeyboardSimulator.steps(of: trace) {
      if let record = step.record, record.fields.contains(.endFrame) {
        let width = record.options.endFrame.width
        let current = runs[runs.count - 1].screen
        let next =
          abs(width - screen.width) < 0.5
          ? screen : abs(width - turned.width) < 0.5 ? turned : current
        if next != current { runs.append((next, [])) }
      }
      runs[runs.count - 1].steps.append(step)
    }
    return runs.filter { !$0.steps.isEmpty }
  }

  /// The screen of the run a time falls in.
  private static func screen(
    at time: TimeInterval, in runs: [(screen: CGRect, steps: [KeyboardScenario.Step])],
    default screen: CGRect
  ) -> CGRect {
    var found = runs.first?.screen ?? screen
    for run in runs {
      guard let first = run.steps.lazy.compactMap(Self.time(of:)).first, first <= time else {
        break
      }
      found = run.screen
    }
    return found
  }

  private static func time(of step: KeyboardScenario.Step) -> TimeInterval? {
    switch step {
    case .keyboard(let record): record.time
    case .sample(let sample), .viewAttached(let sample): sample.time
    case .app, .switchInput, .inputDidEndEditing: nil
    }
  }

  /// The trace's will-notifications as animations, those within 5 ms of each other as one.
  private static func animations(
    in trace: KeyboardTrace, runs: [(screen: CGRect, steps: [KeyboardScenario.Step])],
    screen: CGRect
  ) -> [Animation] {
    var animations: [Animation] = []
    for record in trace.notifications
    where [.willShow, .willHide, .willChangeFrame].contains(record.event) {
      let run = Self.screen(at: record.time, in: runs, default: screen)
      let endTop =
        record.fields.contains(.endFrame) ? record.options.endFrame.minY : run.maxY
      if var last = animations.last, record.time - last.time < 0.005 {
        last.events.insert(record.event)
        if record.event != .willChangeFrame { last.endTop = endTop }
        last.timing = last.timing ?? record.timing
        animations[animations.count - 1] = last
        continue
      }
      animations.append(
        Animation(
          time: record.time, events: [record.event], endTop: endTop, screen: run,
          duration: record.options.animationDuration, timing: record.timing))
    }
    return animations
  }

  // MARK: - Cases and quirks

  /// The samples whose time is in a span, with their indices.
  private func ticks(
    from start: TimeInterval, to end: TimeInterval
  ) -> [(index: Int, sample: KeyboardTrace.Sample)] {
    trace.samples.enumerated().filter { $0.element.time >= start - 1e-9 && $0.element.time <= end }
      .map { ($0.offset, $0.element) }
  }

  /// The cases of the animations and the drags, noting the quirks found on the way.
  private mutating func caseList(_ animations: [Animation]) -> [FieldCase] {
    var list: [FieldCase] = []
    var isShown = false
    var shownTop: CGFloat?
    var previousEnd = -TimeInterval.infinity
    for (index, animation) in animations.enumerated() {
      let next = index + 1 < animations.count ? animations[index + 1].time : .infinity
      let first = ticks(from: animation.time, to: min(next, animation.time + frameInterval * 1.5))
        .first
      // The animation read at the notification, else the first one a frame read.
      let timing =
        animation.timing
        ?? ticks(from: animation.time, to: next).lazy.compactMap(\.sample.timing).first
      let start = first?.sample.time ?? animation.time
      let end = start + (timing?.length ?? animation.duration)
      let bottom = animation.screen.maxY
      let isHide = animation.events.contains(.willHide) || animation.endTop >= bottom - 0.5
      var kind: FieldCase.Kind = isHide ? .hide : isShown ? .resize : .show
      if animation.time < previousEnd { kind = .interrupted }
      let at = Self.seconds(animation.time)
      if animation.events.contains(.willShow), !animation.events.contains(.willHide), isShown,
        let shownTop, abs(shownTop - animation.endTop) > 0.5
      {
        quirks.append(
          FieldQuirk(
            kind: .showOnlySwap, time: animation.time,
            detail:
              "willShow at \(at) while shown, no hide: the input view swapped "
              + "(\(Self.points(bottom - shownTop)) to \(Self.points(bottom - animation.endTop)))"
          ))
      }
      if animation.events.contains(.willShow), next - animation.time <= frameInterval {
        let after = animations[index + 1]
        quirks.append(
          FieldQuirk(
            kind: .supersededWillShow, time: animation.time,
            detail:
              "willShow at \(at) superseded after \(Self.milliseconds(next - animation.time)) by "
              + "an end frame \(Self.points(abs(after.endTop - animation.endTop))) away"))
      }
      checkDid(of: animation, end: end, next: next, kind: kind)
      let windowEnd = min(end + frameInterval * 1.01, next)
      var item = FieldCase(
        kind: kind, time: animation.time, end: end, windowEnd: windowEnd,
        endTop: animation.endTop, screenBottom: bottom)
      item.truthIsGuide = checkGuide(in: item)
      checkFrames(in: item)
      list.append(item)
      previousEnd = end
      isShown = !isHide
      shownTop = isHide ? nil : animation.endTop
    }
    list += drags(screens: animations)
    return list.sorted { $0.time < $1.time }
  }

  /// The drags: runs of the guide's layout changes.
  private func drags(screens animations: [Animation]) -> [FieldCase] {
    var drags: [FieldCase] = []
    var run: [KeyboardTrace.Sample] = []
    func close() {
      guard let first = run.first, let last = run.last else { return }
      let bottom =
        animations.last { $0.time <= first.time }?.screen.maxY ?? trace.screen?.maxY ?? 0
      drags.append(
        FieldCase(
          kind: .drag, time: first.time, end: last.time,
          windowEnd: (last.displayTime ?? last.time) + 1e-6, endTop: nil, screenBottom: bottom))
      run = []
    }
    for sample in trace.samples {
      if sample.isLayoutChange { run.append(sample) } else { close() }
    }
    close()
    return drags
  }

  /// Notes a did-notification more than a frame late, or missing, for an animation that ran to
  /// its end.
  private mutating func checkDid(
    of animation: Animation, end: TimeInterval, next: TimeInterval, kind: FieldCase.Kind
  ) {
    guard next > end else { return }
    let pairs: [(KeyboardEvent, KeyboardEvent)] = [(.willShow, .didShow), (.willHide, .didHide)]
    let expected =
      pairs.filter { animation.events.contains($0.0) }.map(\.1).first
      ?? (animation.events.contains(.willChangeFrame) ? .didChangeFrame : nil)
    guard let expected else { return }
    let name = "\(kind.rawValue) at \(Self.seconds(animation.time))"
    guard
      let did = trace.notifications.first(where: {
        $0.event == expected && $0.time >= animation.time && $0.time < next
      })
    else {
      quirks.append(
        FieldQuirk(
          kind: .missingDid, time: animation.time,
          detail: "no \(expected.rawValue) after the \(name)"))
      return
    }
    let late = did.time - end
    guard late > frameInterval else { return }
    quirks.append(
      FieldQuirk(
        kind: .lateDid, time: animation.time,
        detail:
          "\(expected.rawValue) \(Self.milliseconds(late)) after the end of the \(name) by its "
          + "timing"))
  }

  /// Whether the guide is the ground truth in a case; notes it stuck at the bottom, or off the
  /// end frame at rest.
  private mutating func checkGuide(in item: FieldCase) -> Bool {
    guard let endTop = item.endTop else { return true }
    let ticks = ticks(from: item.time, to: item.windowEnd)
    guard !ticks.isEmpty else { return true }
    let name = item.label
    if endTop < item.screenBottom - 1,
      ticks.allSatisfy({ $0.sample.keyboardTop >= item.screenBottom - 0.5 })
    {
      quirks.append(
        FieldQuirk(
          kind: .guideStuck, time: item.time,
          detail:
            "the guide stayed at the bottom through the \(name) while the notifications say "
            + "the keyboard is up \(Self.points(item.screenBottom - endTop)) (the probe is the "
            + "truth there)"))
      return false
    }
    guard let rest = ticks.last(where: { $0.sample.time >= item.end - 1e-9 })?.sample else {
      return true
    }
    let off = rest.keyboardTop - endTop
    guard abs(off) > 1 else { return true }
    quirks.append(
      FieldQuirk(
        kind: .guideOffAtRest, time: item.time,
        detail:
          "the guide \(Self.points(abs(off))) \(off < 0 ? "above" : "below") the end frame at "
          + "rest after the \(name) (the probe is the truth there)"))
    return false
  }

  /// Notes an animation whose first frame read no animation, and a presentation that stood still
  /// while its timing said it moved.
  private mutating func checkFrames(in item: FieldCase) {
    guard let endTop = item.endTop else { return }
    let ticks = ticks(from: item.time, to: item.windowEnd).map(\.sample)
      .filter { !$0.isLayoutChange }
    if let first = ticks.first, first.timing == nil, ticks.contains(where: { $0.timing != nil }) {
      quirks.append(
        FieldQuirk(
          kind: .noAnimationOnFirstFrame, time: item.time,
          detail: "the first frame of the \(item.label) read none; later frames did"))
    }
    let moving = ticks.dropFirst().filter { $0.time < item.end - frameInterval }
    var frozen = 0
    for (before, after) in zip(moving, moving.dropFirst()) {
      let top = { (sample: KeyboardTrace.Sample) in
        item.truthIsGuide ? sample.keyboardTop : (sample.probeTop ?? sample.keyboardTop)
      }
      if abs(top(after) - top(before)) < 0.01, abs(top(after) - endTop) > 1 { frozen += 1 }
    }
    guard frozen > 0 else { return }
    quirks.append(
      FieldQuirk(
        kind: .frozenPresentation, time: item.time,
        detail:
          "\(frozen) frame\(frozen == 1 ? "" : "s") of the \(item.label) stood still while its "
          + "timing says it moves"))
  }

  // MARK: - Measuring

  /// Measures every case's frames against the ground truth, for every source.
  private mutating func measure(heights: [String: [(time: TimeInterval, height: CGFloat)]]) {
    let samples = trace.samples
    var checked = Set<Int>()
    var unchecked = Set<Int>()
    for caseIndex in cases.indices {
      let item = cases[caseIndex]
      var gaps: [String: [CGFloat]] = [:]
      for (index, frame) in samples.enumerated() {
        guard let shown = frame.displayTime, shown > item.time + 1e-9,
          shown <= item.windowEnd + 1e-9, frame.isLayoutChange == (item.kind == .drag)
        else { continue }
        guard let truth = truthSample(at: shown) else {
          cases[caseIndex].unchecked += 1
          unchecked.insert(index)
          continue
        }
        checked.insert(index)
        let top =
          item.truthIsGuide ? truth.keyboardTop : (truth.probeTop ?? truth.keyboardTop)
        let height = max(0, item.screenBottom - top)
        for source in Self.sources {
          let set = heights[source.rawValue] ?? []
          let before = Self.countBefore(shown - 1e-9, in: set.lazy.map(\.time))
          let handed = before > 0 ? set[before - 1].height : 0
          gaps[source.rawValue, default: []].append(abs(handed - height))
        }
      }
      for source in Self.sources {
        cases[caseIndex].gaps[source.rawValue] = FieldCase.Gap(gaps[source.rawValue] ?? [])
      }
    }
    uncheckedCount = unchecked.subtracting(checked).count
    cases.removeAll { $0.gaps.values.allSatisfy { $0.frames == 0 } && $0.unchecked == 0 }
  }

  /// The recorded frame read at a display time, within half a frame.
  private func truthSample(at time: TimeInterval) -> KeyboardTrace.Sample? {
    // The samples are in time order (a trace refuses times that run backwards): the nearest is
    // one of the two around where `time` falls.
    let samples = trace.samples
    let after = Self.countBefore(time, in: samples.lazy.map(\.time))
    let nearest = [after - 1, after].filter(samples.indices.contains).map { samples[$0] }
      .min { abs($0.time - time) < abs($1.time - time) }
    return nearest.flatMap { abs($0.time - time) <= frameInterval / 2 ? $0 : nil }
  }

  /// How many of `times`, in ascending order, are before `time`: a binary search.
  private static func countBefore<Times: RandomAccessCollection>(
    _ time: TimeInterval, in times: Times
  ) -> Int where Times.Element == TimeInterval, Times.Index == Int {
    var low = times.startIndex
    var high = times.endIndex
    while low < high {
      let middle = (low + high) / 2
      if times[middle] < time { low = middle + 1 } else { high = middle }
    }
    return low - times.startIndex
  }

  // MARK: - Verdict

  /// The worst case of a source that broke its limit, with the gap: `nil` when all held.
  private func worstBreak(of source: KeyboardFrameSource) -> (FieldCase, CGFloat)? {
    var worst: (FieldCase, CGFloat, CGFloat)?
    for item in cases {
      guard let gap = item.gaps[source.rawValue], gap.frames > 0 else { continue }
      let limit: CGFloat
      switch item.kind {
      case .show, .hide, .resize: limit = Self.settledLimit
      case .interrupted: limit = Self.interruptedLimit
      case .drag: continue
      }
      guard gap.max > limit else { continue }
      if worst.map({ gap.max - limit > $0.1 - $0.2 }) ?? true { worst = (item, gap.max, limit) }
    }
    return worst.map { ($0.0, $0.1) }
  }

  /// The one-line verdict on the primary source, with the other sources after it.
  var verdict: String {
    let judged = cases.filter {
      $0.kind != .drag && ($0.gaps[Self.primary.rawValue]?.frames ?? 0) > 0
    }
    guard !judged.isEmpty else {
      return "verdict: nothing to judge: no show, hide, resize or interrupted animation with "
        + "measured frames"
    }
    let frames = judged.compactMap { $0.gaps[Self.primary.rawValue]?.frames }.reduce(0, +)
    var text: String
    if let (item, gap) = worstBreak(of: Self.primary) {
      text =
        "verdict: \(Self.primary.rawValue) did not hold: the \(item.label) was off by "
        + "\(Self.points(gap))"
    } else {
      text =
        "verdict: \(Self.primary.rawValue) held: show, hide and resize within "
        + "\(Self.points(Self.settledLimit)), interrupted within "
        + "\(Self.points(Self.interruptedLimit)) (\(judged.count) cases, \(frames) frames)"
    }
    for source in Self.sources where source != Self.primary {
      if let (item, gap) = worstBreak(of: source) {
        text += "; \(source.rawValue) alone would not (\(item.label): \(Self.points(gap)))"
      } else {
        text += "; \(source.rawValue) alone would too"
      }
    }
    return text
  }

  // MARK: - Output

  /// The report: the trace, the rule, a row per case, the quirks and the verdict.
  var lines: [String] {
    var lines = ["field trace: \(trace.name)", "source: \(trace.source)"]
    if let device = trace.device { lines.append("device: \(Self.describe(device))") }
    let screen = trace.screen.map { "\(Self.number($0.width)) x \(Self.number($0.height)) pt" }
    lines.append(
      "screen: \(screen ?? "-"); \(frameCount) frames recorded, \(uncheckedCount) of those in a "
        + "case with no frame recorded at their shown time (not measured)")
    lines.append(
      "truth: the guide's presentation top at the frame recorded at each frame's shown time; "
        + "the probe's where the guide is stuck or off at rest")
    lines.append("")
    let header = ["case", "at", "frames", "truth"] + Self.sources.map(\.rawValue)
    var rows = [header, ["", "s", "", ""] + Self.sources.map { _ in "max / mean pt" }]
    for item in cases {
      let frames = item.gaps[Self.primary.rawValue]?.frames ?? 0
      rows.append(
        [
          item.kind.rawValue, String(format: "%.3f", item.time), "\(frames)",
          item.truthIsGuide ? "guide" : "probe",
        ]
          + Self.sources.map { source in
            guard let gap = item.gaps[source.rawValue], gap.frames > 0 else { return "-" }
            return String(format: "%.1f / %.1f", Double(gap.max), Double(gap.mean))
          })
    }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
      let cells = row.enumerated().map { column, cell in
        cell + String(repeating: " ", count: widths[column] - cell.count)
      }
      lines.append(cells.joined(separator: "  ").trimmingTrailingSpaces)
    }
    lines.append("")
    lines.append(quirks.isEmpty ? "quirks: none" : "quirks:")
    lines += quirks.map { "  \($0.line)" }
    lines.append("")
    lines.append(verdict)
    return lines
  }

  private static func describe(_ device: KeyboardTrace.Device) -> String {
    let flag = { (name: String, value: Bool?) in value.map { "\(name) \($0 ? "on" : "off")" } }
    return [
      device.model, device.system, device.framesPerSecond.map { "\($0) Hz" },
      flag("Reduce Motion", device.reducesMotion),
      flag("Prefer Cross-Fade", device.prefersCrossFade),
      device.packageVersion.map { "Keyboardist \($0)" },
    ].compactMap { $0 }.joined(separator: ", ")
  }

  private static func number(_ value: CGFloat) -> String { ReplayTable.number(value) }
  private static func points(_ value: CGFloat) -> String {
    String(format: "%.1f pt", Double(value))
  }
  private static func seconds(_ value: TimeInterval) -> String { String(format: "%.3f s", value) }
  private static func milliseconds(_ value: TimeInterval) -> String {
    String(format: "%.0f ms", value * 1000)
  }
}

extension String {
  /// The string without the spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
