#if KEYBOARDIST_UIKIT
  import Combine
  import KeyboardistAvoidance
  import KeyboardistObserver
  import UIKit

  /// Makes an interactive dismissal start as soon as the finger reaches a composer's top, rather
  /// than the keyboard's: the UIKit side of `keyboardComposer(lifting:content:)`, from iOS 17.
  ///
  /// It writes the composer's height, as ``KeyboardMotionInset/dismissPadding(barHeight:)``
  /// decides it, to the `keyboardDismissPadding` of the keyboard layout guide of the root view of
  /// the view controller that hosts the composer (a `UIHostingController`'s view), the guide that
  /// UIKit is assumed to consult, as for a composer in UIKit (`insetOnMove(_:above:…)`). It writes
  /// again whenever the composer is measured, and takes the padding back when the composer goes.
  /// It decides nothing. Kept in a `@StateObject`; it publishes nothing.
  @MainActor
  final class ComposerDismissPadding: ObservableObject {
    /// The hidden view behind the composer, through which the hosting view controller is found.
    private weak var anchor: UIView?
    /// The view whose guide was given a padding, to take it back.
    private weak var paddedView: UIView?
    /// The composer's height, in points.
    private var height: CGFloat = 0

    /// Takes the hidden view behind the composer.
    ///
    /// - Parameter view: The view SwiftUI made behind the composer.
    func attach(_ view: UIView) {
      anchor = view
      write()
    }

    /// Follows a new height of the composer.
    ///
    /// - Parameter height: The composer's height, in points.
    func composerResized(to height: CGFloat) {
      guard height != self.height || paddedView == nil else { return }
      self.height = height
      write()
    }

    /// Takes the padding back: the composer is gone.
    func reset() {
      height = 0
      if paddedView != nil { write() }
      paddedView = nil
    }

    private func write() {
      guard #available(iOS 17.0, macCatalyst 17.0, *),
        let view = paddedView ?? hostingView
      else { return }
      view.keyboardLayoutGuide.keyboardDismissPadding = KeyboardMotionInset.dismissPadding(
        barHeight: height)
      paddedView = view
    }

    /// The root view of the view controller that hosts the composer; `nil` while it is in none.
    private var hostingView: UIView? {
      var responder: UIResponder? = anchor
      while let current = responder {
        if let controller = current as? UIViewController { return controller.view }
        responder = current.next
      }
      return nil
    }
  }
#endif
