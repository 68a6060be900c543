public import Foundation
public import KeyboardistObserver

/// A transition's kind, appear index, height and increment, for compact expectations.
public struct TransitionStep: Equatable, Sendable, CustomStringConvertible {
  /// Whether the keyboard appeared or disappeared.
  public var kind: KeyboardTransition.Kind
  /// The transition's ``KeyboardTransition/appearIndex``.
  public var index: Int
  /// The keyboard's height after the transition, in points.
  public var height: CGFloat
  /// The change of height, in points.
  public var increment: CGFloat

  /// Creates a step from its four values.
  ///
  /// - Parameters:
  ///   - kind: Whether the keyboard appeared or disappeared.
  ///   - index: The appear index.
  ///   - height: The height after the transition.
  ///   - increment: The change of height.
  public init(
    _ kind: KeyboardTransition.Kind, _ index: Int, _ height: CGFloat, _ increment: CGFloat
  ) {
    (self.kind, self.index, self.height, self.increment) = (kind, index, height, increment)
  }

  /// Creates the step of a transition.
  ///
  /// - Parameter transition: The transition to summarise.
  public init(_ transition: KeyboardTransition) {
    self.init(
      transition.kind, transition.appearIndex, transition.height, transition.heightIncrement)
  }

  /// The step as `kind #index height (increment)`.
  public var description: String { "\(kind) #\(index) \(height) (\(increment))" }

  /// An appearance.
  ///
  /// - Parameters:
  ///   - index: The appear index.
  ///   - height: The height after the transition.
  ///   - increment: The change of height.
  /// - Returns: The step.
  public static func appear(_ index: Int, _ height: CGFloat, _ increment: CGFloat) -> Self {
    Self(.appear, index, height, increment)
  }

  /// A disappearance, to a height of zero.
  ///
  /// - Parameters:
  ///   - index: The appear index.
  ///   - increment: The change of height.
  /// - Returns: The step.
  public static func disappear(_ index: Int, _ increment: CGFloat) -> Self {
    Self(.disappear, index, 0, increment)
  }
}
