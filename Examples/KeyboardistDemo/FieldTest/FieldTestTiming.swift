// Reads the timing Core Animation gave the Field Test's hidden timing view, with public API only.

import Keyboardist
import QuartzCore

/// The timing of the animation UIKit attached to the timing view's layer.
enum FieldTestTiming {
  /// A spring's mass, stiffness, damping and initial velocity, or a basic animation's timing
  /// function's control points and duration; `nil` for no animation or another kind.
  ///
  /// - Parameter animation: `layer.animation(forKey: "position")`.
  /// - Returns: The timing, as the trace format records it.
  @MainActor
  static func timing(of animation: CAAnimation?) -> KeyboardAnimationTiming? {
    if let spring = animation as? CASpringAnimation {
      return .spring(
        mass: Double(spring.mass), stiffness: Double(spring.stiffness),
        damping: Double(spring.damping), initialVelocity: Double(spring.initialVelocity))
    }
    guard let basic = animation as? CABasicAnimation else { return nil }
    var first: [Float] = [0, 0]
    var second: [Float] = [1, 1]
    if let function = basic.timingFunction {
      function.getControlPoint(at: 1, values: &first)
      function.getControlPoint(at: 2, values: &second)
    }
    return .cubicBezier(
      Double(first[0]), Double(first[1]), Double(second[0]), Double(second[1]),
      duration: basic.duration)
  }
}
