import Foundation
import Testing

@testable import KeyboardistObserver

/// The timings the motion model follows: a notification's curve, and what Core Animation reports.
@Suite struct KeyboardAnimationTimingTests {
  @Test func theKeyboardsReportedSpringMovesAsCurveSeven() throws {
    // UIKit reports curve 7 as mass 3, stiffness 1000, damping 500: a damping ratio of
    // 500 / (2·√3000) ≈ 4.56, taken as 1, so it moves as the package's curve 7.
    let spring = try #require(
      KeyboardAnimationTiming.spring(mass: 3, stiffness: 1000, damping: 500))
    let curve = KeyboardAnimationTiming(curve: .keyboard, duration: 0.25)
    for step in 0...60 {
      let elapsed = Double(step) / 100
      #expect(abs(spring.progress(after: elapsed) - curve.progress(after: elapsed)) < 1e-9)
    }
    #expect(abs(spring.length - curve.length) < 1e-6)
    // react-native-keyboard-controller's spring test, 0 → 336 pt: 0.080 s → 144.110,
    // 0.250 s → 316.525, 0.500 s → 335.631.
    for (time, height) in [(0.080, 144.110), (0.250, 316.525), (0.500, 335.631)] {
      #expect(abs(336 * spring.progress(after: time) - height) < 0.01)
    }
  }

  @Test func anUnderdampedSpringOvershootsAndSettles() throws {
    // Mass 1, stiffness 100, damping 10: ratio 0.5, ω = 10, ω_d = 10·√0.75 ≈ 8.660. Its first
    // peak, at π / ω_d ≈ 0.3628 s, overshoots by e^(−0.5·10·0.3628) ≈ 16.3 %.
    let spring = try #require(KeyboardAnimationTiming.spring(mass: 1, stiffness: 100, damping: 10))
    #expect(abs(spring.progress(after: Double.pi / (10 * 0.75.squareRoot())) - 1.163) < 0.001)
    #expect(spring.progress(after: spring.length) == 1)
    // Half-way is reached on the way up, before the peak.
    let half = try #require(spring.elapsed(reaching: 0.5))
    #expect(half < 0.3628 && abs(spring.progress(after: half) - 0.5) < 0.001)
  }

  @Test(arguments: [KeyboardAnimationCurve.keyboard, .easeInOut, .easeIn, .easeOut, .linear])
  func aReadingIsPlacedOnTheTimingAtTheTimeThatGivesIt(curve: KeyboardAnimationCurve) throws {
    let timing = KeyboardAnimationTiming(curve: curve, duration: 0.25)
    for step in 1..<20 {
      let elapsed = min(timing.length, 0.25) * Double(step) / 20
      let progress = timing.progress(after: elapsed)
      let placed = try #require(timing.elapsed(reaching: progress))
      #expect(abs(timing.progress(after: placed) - progress) < 0.001)
    }
    #expect(timing.elapsed(reaching: 0) == 0)
    #expect(timing.elapsed(reaching: 1.5) == nil && timing.elapsed(reaching: .nan) == nil)
  }

  @Test func aTimingFunctionReadFromCoreAnimationIsACubicBezier() throws {
    // Ease-in-out's control points (0.42, 0, 0.58, 1) over 0.25 s: the documented curve.
    let read = try #require(KeyboardAnimationTiming.cubicBezier(0.42, 0, 0.58, 1, duration: 0.25))
    let curve = KeyboardAnimationTiming(curve: .easeInOut, duration: 0.25)
    for step in 0...30 {
      let elapsed = Double(step) / 100
      #expect(read.progress(after: elapsed) == curve.progress(after: elapsed))
    }
  }

  @Test func valuesNoAnimationHasAreRefused() {
    #expect(KeyboardAnimationTiming.spring(mass: 0, stiffness: 1000, damping: 500) == nil)
    #expect(KeyboardAnimationTiming.spring(mass: 3, stiffness: -1, damping: 500) == nil)
    #expect(KeyboardAnimationTiming.spring(mass: 3, stiffness: 1000, damping: .nan) == nil)
    #expect(KeyboardAnimationTiming.spring(mass: 3, stiffness: 1000, damping: 0) == nil)
    #expect(KeyboardAnimationTiming.cubicBezier(1.5, 0, 0.58, 1, duration: 0.25) == nil)
    #expect(KeyboardAnimationTiming.cubicBezier(0.42, 0, 0.58, 1, duration: 0) == nil)
    #expect(KeyboardAnimationTiming.cubicBezier(0.42, .infinity, 0.58, 1, duration: 1) == nil)
  }
}
