#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  public import KeyboardistObserver
  public import SwiftUI

  extension Animation {
    /// The SwiftUI animation for a keyboard animation: the named curve with its duration, or an
    /// interpolating spring.
    ///
    /// The decision of which curve stands for the keyboard's is the portable
    /// `KeyboardAnimation`'s; this only builds it.
    ///
    /// - Parameter animation: The animation to build, such as a notification's.
    init(_ animation: KeyboardAnimation) {
      let duration = animation.duration
      switch animation.timing {
      case .easeInOut: self = .easeInOut(duration: duration)
      case .easeIn: self = .easeIn(duration: duration)
      case .easeOut: self = .easeOut(duration: duration)
      case .linear: self = .linear(duration: duration)
      case .spring(let spring):
        self = .interpolatingSpring(
          mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
          initialVelocity: spring.initialVelocity)
      }
    }

    /// The animation that moves with a keyboard transition, or `nil` when it is not animated.
    ///
    /// ```swift
    /// withAnimation(.keyboard(transition)) { isComposing = transition.kind == .appear }
    /// ```
    ///
    /// The four documented curves keep their name and the notification's duration;
    /// ``KeyboardAnimationCurve/keyboard``, which SwiftUI has no counterpart for, becomes an
    /// interpolating spring that moves as the package's one model of it (a test checks it at every
    /// frame); any other curve animates as ease-in-out. `nil` for a transition whose duration is 0,
    /// such as one an observer makes as it catches up.
    ///
    /// - Parameter transition: A keyboard transition.
    /// - Returns: The animation for the transition's duration and curve, or `nil`.
    public static func keyboard(_ transition: KeyboardTransition) -> Animation? {
      transition.options.animation.map(Animation.init)
    }
  }
#endif
