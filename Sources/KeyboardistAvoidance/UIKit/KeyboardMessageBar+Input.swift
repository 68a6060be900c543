#if KEYBOARDIST_UIKIT
  import KeyboardistObserver
  public import UIKit

  extension KeyboardMessageBar {
    /// Puts a panel in the keyboard's place, at the keyboard's height, or opens the bar on it.
    ///
    /// The panel's height is ``KeyboardPanelHeight``'s rule and it stretches to the screen's width;
    /// lay its content out inside its safe area. The swap is announced with
    /// ``KeyboardObserver/switchInput(to:)`` (<doc:MessageBarAndPanels#The-list-stays-put>), and
    /// ``onInputChange`` receives ``KeyboardInput/panel``.
    ///
    /// - Parameter panel: The panel; keep it and hand the same view again to show it again.
    public func showPanel(_ panel: UIView) {
      let height = KeyboardPanelHeight(
        keyboard: observer.lastTransition?.height, lastKeyboard: nil,
        fallback: heightMemory.height(in: self)
      ).resolved(screenHeight: window?.windowScene?.screen.bounds.height ?? 0)
      panel.translatesAutoresizingMaskIntoConstraints = true
      panel.autoresizingMask = [.flexibleWidth]
      panel.frame = CGRect(x: 0, y: 0, width: window?.bounds.width ?? 0, height: height)
      self.panel = panel
      swapInput(to: .panel, inputView: panel)
    }

    /// Brings the keyboard back in place of the panel, or opens the bar on the keyboard.
    public func showKeyboard() {
      panel = nil
      swapInput(to: .keyboard, inputView: nil)
    }

    /// Sets the input view and swaps it in, or begins editing on it.
    private func swapInput(to input: KeyboardInput, inputView: UIView?) {
      textView.inputView = inputView
      heightMemory.isLearning = input != .panel
      if textView.isFirstResponder {
        observer.switchInput(to: input)
        textView.reloadInputViews()
        report(input)
      } else {
        isHidden = false
        _ = textView.becomeFirstResponder()
      }
    }

    /// Editing began, on the keyboard or on a panel.
    func didBeginEditing() {
      updateVisibility()
      report(textView.inputView == nil ? .keyboard : .panel)
    }

    /// Editing ended: nothing shows below the bar.
    func didEndEditing() {
      heightMemory.isLearning = true
      observer.inputDidEndEditing()
      updateVisibility()
      report(.none)
    }

    /// Hands `input` to ``onInputChange`` if it is not what showed already.
    private func report(_ input: KeyboardInput) {
      guard inputRule.show(input) else { return }
      onInputChange?(input)
    }
  }
#endif
