#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  import KeyboardistObserver
  import SwiftUI
  import UIKit

  /// A hidden UIKit view placed behind a SwiftUI view, through which the modifiers reach the view's
  /// window, window scene and screen, which SwiftUI does not expose before iOS 17.
  ///
  /// It is hidden, takes no touches and is left out of accessibility; SwiftUI sizes and places it
  /// as the view it is the background of.
  @MainActor
  struct KeyboardAnchor: UIViewRepresentable {
    /// Receives the UIKit view once, when SwiftUI makes it.
    let onMake: @MainActor (UIView) -> Void

    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.isHidden = true
      view.isUserInteractionEnabled = false
      view.accessibilityElementsHidden = true
      onMake(view)
      return view
    }

    func updateUIView(_ view: UIView, context: Context) {}
  }
#endif
