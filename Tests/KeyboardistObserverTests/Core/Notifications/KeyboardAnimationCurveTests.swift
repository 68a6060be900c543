import KeyboardistObserver
import Testing

@Suite struct KeyboardAnimationCurveTests {
  @Test(arguments: [
    (KeyboardAnimationCurve.easeInOut, 0, UInt(0)),
    (.easeIn, 1, 65536),
    (.easeOut, 2, 131072),
    (.linear, 3, 196608),
    (.keyboard, 7, 458752),
  ])
  func optionsAreRawValueShiftedBySixteen(curve: KeyboardAnimationCurve, raw: Int, options: UInt) {
    #expect(curve.rawValue == raw)
    #expect(curve.animationOptionsRawValue == options)
  }

  @Test func curveSevenSurvives() {
    let curve = KeyboardAnimationCurve(rawValue: 7)
    #expect(curve == .keyboard)
    #expect(curve.animationOptionsRawValue == 458752)
    #expect(String(describing: curve) == "KeyboardAnimationCurve(rawValue: 7)")
  }

  @Test(arguments: [-1, 16, Int.max, Int.min])
  func unrepresentableCurvesFallBackToEaseInOutOptions(raw: Int) {
    let curve = KeyboardAnimationCurve(rawValue: raw)
    #expect(curve.rawValue == raw)
    #expect(curve.animationOptionsRawValue == 0)
  }

  // MARK: - Timing

  /// The named curves' values at a quarter, a half and three quarters of the duration, worked out
  /// from their Bézier control points: ease-in-out (0.42, 0, 0.58, 1), ease-in (0.42, 0, 1, 1),
  /// ease-out (0, 0, 0.58, 1).
  @Test(arguments: [
    (KeyboardAnimationCurve.easeInOut, [0.1292, 0.5, 0.8708]),
    (.easeIn, [0.0935, 0.3154, 0.6219]),
    (.easeOut, [0.3781, 0.6846, 0.9065]),
    (.linear, [0.25, 0.5, 0.75]),
    (KeyboardAnimationCurve(rawValue: 5), [0.1292, 0.5, 0.8708]),
  ])
  func namedCurvesFollowTheirTimingFunctions(curve: KeyboardAnimationCurve, values: [Double]) {
    for (fraction, value) in zip([0.25, 0.5, 0.75], values) {
      let progress = curve.progress(after: fraction * 0.4, duration: 0.4)
      #expect(abs(progress - value) < 0.0005, "\(curve) at \(fraction)")
    }
    #expect(curve.progress(after: 0, duration: 0.4) == 0)
    #expect(curve.progress(after: 0.4, duration: 0.4) == 1)
    #expect(curve.totalDuration(for: 0.4) == 0.4)
  }

  /// Curve 7 is the critically damped spring 1 − (1 + ωt)·e^−ωt with ω = √(1000 / 3) ≈ 18.26: 54%
  /// of the way after 0.1 s, 88% after 0.2 s, whatever duration the notification gives.
  @Test(arguments: [0.25, 0.5, 0.1])
  func curveSevenIsTheKeyboardsSpring(duration: Double) {
    let curve = KeyboardAnimationCurve.keyboard
    #expect(abs(curve.progress(after: 0.1, duration: duration) - 0.5448) < 0.0005)
    #expect(abs(curve.progress(after: 0.2, duration: duration) - 0.8793) < 0.0005)
    // It settles (within a thousandth of its change) after 9.2334 / ω seconds.
    #expect(abs(curve.totalDuration(for: duration) - 0.5057) < 0.0005)
    #expect(curve.progress(after: 0.51, duration: duration) == 1)
    var previous = 0.0
    for frame in 1...61 {
      let progress = curve.progress(after: Double(frame) / 120, duration: duration)
      #expect(progress >= previous && progress <= 1)
      previous = progress
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, -1, 0])
  func badTimesAndDurationsNeverTrap(bad: Double) {
    for curve in [KeyboardAnimationCurve.easeInOut, .linear, .keyboard] {
      let progress = curve.progress(after: bad, duration: bad)
      #expect(progress >= 0 && progress <= 1)
      #expect(curve.progress(after: 0.1, duration: bad) >= 0)
      #expect(curve.totalDuration(for: bad).isFinite)
    }
  }

  /// A change with no duration is made at once, whatever the curve: the password prompt's hide.
  @Test(arguments: [KeyboardAnimationCurve.keyboard, .easeInOut, .linear])
  func aZeroDurationIsNoAnimation(curve: KeyboardAnimationCurve) {
    #expect(curve.totalDuration(for: 0) == 0)
    #expect(curve.progress(after: 0, duration: 0) == 1)
    #expect(curve.progress(after: 0.1, duration: 0) == 1)
  }
}
