#if KEYBOARDIST_UIKIT
  import Foundation
  import KeyboardistObserver
  public import UIKit

  extension KeyboardHeightMemory {
    /// The keyboard's height now, on the screen of a view's window, in the input mode of the text
    /// input being edited: to size a panel or lay out a screen before the keyboard comes.
    ///
    /// The input mode is that of the `UITextField` or `UITextView` being edited, once the memory
    /// follows editing (from the first call of this method or of ``learn(from:)``); else
    /// ``inputMode``. The screen's bounds are as the interface is oriented now.
    ///
    /// - Parameter view: A view in the window whose screen counts.
    /// - Returns: ``height(for:)`` in that context; 0 while the view is in no window.
    public func height(in view: UIView) -> CGFloat {
      SystemKeyboard.followInputMode()
      if let language = SystemKeyboard.inputModeLanguage { inputMode = language }
      guard let window = view.window else { return 0 }
      let screen = window.windowScene?.screen ?? window.screen
      return height(onScreen: screen.bounds)
    }
  }
#endif
