// The curve's name, from when it conformed to `CustomStringConvertible`; kept for one release.
//
// The conformance cost every app that links the observer 500 bytes for iOS (`Benchmarks/sizes`),
// for a name seen only when printing. The property below is emitted into the code that calls it
// (`@_alwaysEmitIntoClient`), so it costs nothing where it is not called.

extension KeyboardAnimationCurve {
  /// The curve's name (`easeInOut`, `easeIn`, `easeOut`, `linear`), or `curve(7)` for others.
  ///
  /// Printing a curve now shows its raw value: `KeyboardAnimationCurve(rawValue: 7)`.
  @_alwaysEmitIntoClient
  @available(
    *, deprecated,
    message: "print rawValue, or compare with the static members (.easeInOut, .keyboard, …)"
  )
  public var description: String {
    switch rawValue {
    case 0: "easeInOut"
    case 1: "easeIn"
    case 2: "easeOut"
    case 3: "linear"
    default: "curve(\(rawValue))"
    }
  }
}
