package import Foundation
package import KeyboardistObserver

extension KeyboardSample {
  /// The keyboard's top edge at every 1/120 s from `start` until `curve` settles, moving from
  /// `fromTop` to `toTop`: the frames the display link reads, as the curve predicts them.
  package static func frames(
    from fromTop: CGFloat, to toTop: CGFloat, start: TimeInterval,
    curve: KeyboardAnimationCurve = .keyboard, duration: TimeInterval = 0.25
  ) -> [KeyboardSample] {
    let count = Int((curve.totalDuration(for: duration) * 120).rounded(.up))
    return (1...count).map { frame in
      let time = Double(frame) / 120
      let progress = CGFloat(curve.progress(after: time, duration: duration))
      return KeyboardSample(time: start + time, keyboardTop: fromTop + (toTop - fromTop) * progress)
    }
  }
}
