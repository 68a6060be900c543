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
}
