#if KEYBOARDIST_UIKIT
  // The iOS 26 SDK's typed keyboard messages appear in public initializers below; older SDKs
  // compile those away, and the rest needs UIKit only inside.
  #if compiler(>=6.2) && canImport(UIKit, _version: 9088)
    public import UIKit
  #else
    import UIKit
  #endif

  extension KeyboardOptions {
    /// Runs changes to views alongside the keyboard, with its duration and curve: the one way to
    /// animate with the keyboard.
    ///
    /// Call it from a `will…` callback or a transition: the changes start with the keyboard's own
    /// animation and follow the same curve (``KeyboardAnimationCurve/keyboard`` included). It
    /// begins from the current state, so a change in the middle of another animation does not jump,
    /// and leaves the views interactive. A duration of 0 applies the changes at once. For
    /// constraints, change their constants in `changes` and end with `view.layoutIfNeeded()`.
    ///
    /// - Parameters:
    ///   - changes: The changes to animate, such as new insets, offsets or constraint constants.
    ///   - completion: What runs when the animation ends, with whether it finished; none by default.
    @MainActor
    public func animateAlongside(
      _ changes: @escaping @MainActor () -> Void,
      completion: (@MainActor (Bool) -> Void)? = nil
    ) {
      UIView.animate(
        withDuration: animationDuration, delay: 0,
        options: [animationCurve.animationOptions, .beginFromCurrentState, .allowUserInteraction],
        animations: { changes() },
        completion: { finished in completion?(finished) })
    }
  }

  // The typed messages exist from the iOS 26.0 SDK on (Xcode 26, Swift 6.2); older SDKs (Xcode 15's
  // iOS 17 and Xcode 16's iOS 18) compile this part away. The SDK is recognised by its UIKit's version:
  // 7058.3.110 in iOS 17.0 and 8081.1.108 in iOS 18.0 (their UIKit.tbd and swiftinterface), 9088.1.113
  // in iOS 26.0 (a public Xcode 26 build log's `-module-can-import-version UIKit`), 9126.x from 26.1 on.
  #if compiler(>=6.2) && canImport(UIKit, _version: 9088)
    /// The fields every typed keyboard message of iOS 26 carries.
    @available(iOS 26.0, macCatalyst 26.0, *)
    protocol KeyboardMessageFields {
      var beginFrame: CGRect { get }
      var endFrame: CGRect { get }
      var animationDuration: TimeInterval { get }
      var animationCurve: UIView.AnimationCurve { get }
      var isLocal: Bool { get }
    }

    @available(iOS 26.0, macCatalyst 26.0, *)
    extension UIResponder.KeyboardWillShowMessage: KeyboardMessageFields {}
    @available(iOS 26.0, macCatalyst 26.0, *)
    extension UIResponder.KeyboardDidShowMessage: KeyboardMessageFields {}
    @available(iOS 26.0, macCatalyst 26.0, *)
    extension UIResponder.KeyboardWillHideMessage: KeyboardMessageFields {}
    @available(iOS 26.0, macCatalyst 26.0, *)
    extension UIResponder.KeyboardDidHideMessage: KeyboardMessageFields {}
    @available(iOS 26.0, macCatalyst 26.0, *)
    extension UIResponder.KeyboardWillChangeFrameMessage: KeyboardMessageFields {}
    @available(iOS 26.0, macCatalyst 26.0, *)
    extension UIResponder.KeyboardDidChangeFrameMessage: KeyboardMessageFields {}

    @available(iOS 26.0, macCatalyst 26.0, *)
    extension KeyboardOptions {
      /// Creates options from the fields of a typed keyboard message, checked as a notification's
      /// `userInfo` is: non-finite values get the defaults.
      init(message: some KeyboardMessageFields) {
        let options = KeyboardOptions(
          belongsToCurrentApp: message.isLocal, startFrame: message.beginFrame,
          endFrame: message.endFrame, animationDuration: message.animationDuration,
          animationCurve: KeyboardAnimationCurve(message.animationCurve))
        self.init(userInfo: options.userInfo)
      }

      /// Creates options from iOS 26's typed `keyboardWillShow` message.
      ///
      /// - Parameter message: The message UIKit delivered.
      public init(_ message: UIResponder.KeyboardWillShowMessage) { self.init(message: message) }

      /// Creates options from iOS 26's typed `keyboardDidShow` message.
      ///
      /// - Parameter message: The message UIKit delivered.
      public init(_ message: UIResponder.KeyboardDidShowMessage) { self.init(message: message) }

      /// Creates options from iOS 26's typed `keyboardWillHide` message.
      ///
      /// - Parameter message: The message UIKit delivered.
      public init(_ message: UIResponder.KeyboardWillHideMessage) { self.init(message: message) }

      /// Creates options from iOS 26's typed `keyboardDidHide` message.
      ///
      /// - Parameter message: The message UIKit delivered.
      public init(_ message: UIResponder.KeyboardDidHideMessage) { self.init(message: message) }

      /// Creates options from iOS 26's typed `keyboardWillChangeFrame` message.
      ///
      /// - Parameter message: The message UIKit delivered.
      public init(_ message: UIResponder.KeyboardWillChangeFrameMessage) {
        self.init(message: message)
      }

      /// Creates options from iOS 26's typed `keyboardDidChangeFrame` message.
      ///
      /// - Parameter message: The message UIKit delivered.
      public init(_ message: UIResponder.KeyboardDidChangeFrameMessage) {
        self.init(message: message)
      }
    }
  #endif
#endif
