#if KEYBOARDIST_UIKIT
  import Foundation
  import QuartzCore

  extension KeyboardAnimationTiming {
    /// The timing Core Animation reports for an animation, with public API only, or `nil` when it
    /// reports none the package can follow.
    ///
    /// - A `CASpringAnimation`: its `mass`, `stiffness`, `damping` and `initialVelocity`. Its
    ///   damping ratio is taken as at most 1, as `CAAnimation.h` documents for a spring that does
    ///   not allow overdamping ("otherwise it is treated as critically damped"); one that allows
    ///   it (iOS 17 and later) and is overdamped gives `nil`.
    /// - Any other `CABasicAnimation`: its `timingFunction`'s control points
    ///   (`getControlPoint(at:values:)`; linear when it has none) over its `duration`.
    ///
    /// - Parameter animation: The animation UIKit attached to the layer read.
    init?(reading animation: CAAnimation) {
      if let spring = animation as? CASpringAnimation {
        if #available(iOS 17.0, macCatalyst 17.0, *), spring.allowsOverdamping,
          spring.damping > 2 * (spring.mass * spring.stiffness).squareRoot()
        {
          return nil
        }
        guard
          let timing = Self.spring(
            mass: Double(spring.mass), stiffness: Double(spring.stiffness),
            damping: Double(spring.damping), initialVelocity: Double(spring.initialVelocity))
        else { return nil }
        self = timing
        return
      }
      guard animation is CABasicAnimation else { return nil }
      var first: [Float] = [0, 0]
      var second: [Float] = [1, 1]
      if let function = animation.timingFunction {
        function.getControlPoint(at: 1, values: &first)
        function.getControlPoint(at: 2, values: &second)
      }
      guard
        let timing = Self.cubicBezier(
          Double(first[0]), Double(first[1]), Double(second[0]), Double(second[1]),
          duration: animation.duration)
      else { return nil }
      self = timing
    }
  }
#endif
