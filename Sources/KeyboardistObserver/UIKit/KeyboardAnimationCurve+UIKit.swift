#if KEYBOARDIST_UIKIT
  public import UIKit

  extension KeyboardAnimationCurve {
    /// Creates a curve from a UIKit animation curve, keeping undocumented raw values such as 7.
    ///
    /// - Parameter curve: A `UIView.AnimationCurve`.
    public init(_ curve: UIView.AnimationCurve) {
      self.init(rawValue: curve.rawValue)
    }

    /// The UIKit animation curve with this raw value (``KeyboardAnimationCurve/easeInOut`` should
    /// UIKit ever refuse one).
    public var uiViewAnimationCurve: UIView.AnimationCurve {
      UIView.AnimationCurve(rawValue: rawValue) ?? .easeInOut
    }

    /// The `UIView.AnimationOptions` that animate with this curve
    /// (``KeyboardAnimationCurve/animationOptionsRawValue``).
    public var animationOptions: UIView.AnimationOptions {
      UIView.AnimationOptions(rawValue: animationOptionsRawValue)
    }
  }
#endif
