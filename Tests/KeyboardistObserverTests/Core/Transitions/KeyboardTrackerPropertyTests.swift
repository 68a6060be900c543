import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// A million random notifications: the tracker never traps and its invariants hold at every step.
@Suite struct KeyboardTrackerPropertyTests {
  /// The seed; set `KEYBOARDIST_SEED` to replay a failure printed by an earlier run.
  static let seed: UInt64 = {
    let given = ProcessInfo.processInfo.environment["KEYBOARDIST_SEED"].flatMap { UInt64($0) }
    return given ?? 0x4B45_5942_4F41_5244
  }()

  static let screens: [CGRect?] = [
    nil, .iPhonePortrait, .iPhoneLandscape, .iPadPortrait,
    CGRect(x: 0, y: 0, width: 320, height: 480), .zero,
    CGRect(x: 0, y: 0, width: CGFloat.nan, height: 667),
    CGRect(x: 0, y: 0, width: 375, height: CGFloat.infinity),
    CGRect(x: 375, y: 667, width: -375, height: -667),
  ]

  /// Frames a keyboard notification may carry, sensible and not.
  static func frames(_ random: inout SplitMix64) -> [CGRect] {
    var frames: [CGRect] = [
      .zero, CGRect(x: 0, y: 451, width: 375, height: 216),
      CGRect(x: 0, y: 667, width: 375, height: 216),
      CGRect(x: 0, y: 969, width: 768, height: 313),
      CGRect(x: 224, y: 700, width: 320, height: 250),
      CGRect(x: 0, y: 568, width: 320, height: 0),
      CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1),
      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 216),
      CGRect(x: 0, y: 451, width: -375, height: -216),
      CGRect(x: 0, y: -1e300, width: 375, height: 1e300),
      CGRect(x: 0, y: 0, width: 1e-300, height: 1e-300),
    ]
    let heights: [CGFloat] = [0, 1, 55, 162, 216, 225, 253, 259, 271, 313, 400, 667, 1024, 2000]
    for _ in 0..<40 {
      let height = heights[random.below(heights.count)]
      let width: CGFloat = [320, 375, 414, 667, 768, 100][random.below(6)]
      let bottom: CGFloat = [480, 568, 667, 736, 1024, 375, 900][random.below(7)]
      let lift: CGFloat = random.chance(1, in: 4) ? CGFloat(random.below(400)) - 100 : 0
      frames.append(CGRect(x: 0, y: bottom - height - lift, width: width, height: height))
    }
    return frames
  }

  /// Options parsed from `userInfo` dictionaries with keys missing, mistyped or holding odd values.
  static func options(_ random: inout SplitMix64, frames: [CGRect]) -> [KeyboardOptions] {
    (0..<512).map { _ in
      var userInfo: [AnyHashable: Any] = [:]
      if random.chance(9, in: 10) {
        userInfo["UIKeyboardFrameEndUserInfoKey"] = NSValue(
          keyboardRect: frames[random.below(frames.count)])
      }
      if random.chance(9, in: 10) {
        userInfo["UIKeyboardFrameBeginUserInfoKey"] = NSValue(
          keyboardRect: frames[random.below(frames.count)])
      }
      if random.chance(8, in: 10) {
        userInfo["UIKeyboardAnimationDurationUserInfoKey"] = NSNumber(
          value: ([0, 0.25, -1, .nan] as [Double])[random.below(4)])
      }
      if random.chance(8, in: 10) {
        userInfo["UIKeyboardAnimationCurveUserInfoKey"] = NSNumber(
          value: [7, 0, 3][random.below(3)])
      }
      switch random.below(4) {
      case 0: break
      case 1: userInfo["UIKeyboardIsLocalUserInfoKey"] = NSNumber(value: false)
      case 2: userInfo["UIKeyboardIsLocalUserInfoKey"] = "yes"
      default: userInfo["UIKeyboardIsLocalUserInfoKey"] = NSNumber(value: true)
      }
      return KeyboardOptions(userInfo: userInfo)
    }
  }

  @Test func aMillionRandomNotificationsKeepEveryInvariant() {
    let seed = Self.seed
    var random = SplitMix64(seed: seed)
    let pool = Self.options(&random, frames: Self.frames(&random))
    let events = KeyboardEvent.allCases
    var tracker = KeyboardTracker(screen: .iPhonePortrait)
    var isShown = false
    var lastIndex = -1
    var counts: [KeyboardTransition.Kind: Int] = [:]

    func fail(_ step: Int, _ what: String) {
      Issue.record("seed \(seed) (KEYBOARDIST_SEED=\(seed) replays it), step \(step): \(what)")
    }

    for step in 0..<1_000_000 {
      if random.chance(1, in: 500) {
        tracker.screen = Self.screens[random.below(Self.screens.count)]
      }
      if random.chance(1, in: 5000) { tracker.ignoresOtherApps.toggle() }
      let event = events[random.below(events.count)]
      let options = pool[random.below(pool.count)]
      let isAppActive = random.chance(9, in: 10)
      let before = tracker.height

      let transition = tracker.update(event, options, isAppActive: isAppActive)
      let height = tracker.height

      guard height.isFinite, height >= 0 else { return fail(step, "height \(height)") }
      // No taller than the screen it was measured on: the one of the transition that set it.
      if transition != nil, let screen = tracker.screen, screen.isFiniteAndNonEmpty,
        height > screen.standardized.height
      {
        return fail(step, "height \(height) taller than the screen \(screen)")
      }
      guard tracker.isVisible == (height > 0) else { return fail(step, "isVisible at \(height)") }
      if !isAppActive, transition != nil || height != before {
        return fail(step, "changed while the app was inactive")
      }
      if let transition {
        counts[transition.kind, default: 0] += 1
        guard transition.height == height, transition.heightIncrement == height - before else {
          return fail(step, "transition \(transition) from \(before) to \(height)")
        }
        switch transition.kind {
        case .appear:
          let expected = isShown ? lastIndex + 1 : 0
          guard height > 0, transition.appearIndex == expected, height != before else {
            return fail(step, "appear \(transition), expected index \(expected)")
          }
          isShown = true
          lastIndex = expected
        case .disappear:
          guard isShown, height == 0, transition.appearIndex == lastIndex else {
            return fail(step, "disappear \(transition) while shown: \(isShown)")
          }
          isShown = false
          lastIndex = -1
        }
      } else if height != before {
        return fail(step, "height moved from \(before) to \(height) without a transition")
      }
      guard tracker.isVisible == isShown else {
        return fail(step, "visible \(tracker.isVisible) after the transitions said \(isShown)")
      }
    }
    // The walk must reach both states often, or it proves little.
    #expect(counts[.appear, default: 0] > 10_000, "seed \(seed)")
    #expect(counts[.disappear, default: 0] > 10_000, "seed \(seed)")
  }
}
