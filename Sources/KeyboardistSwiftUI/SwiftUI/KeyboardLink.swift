#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  import Combine
  import KeyboardistObserver
  import SwiftUI
  import UIKit

  /// What one keyboard view modifier keeps for as long as its view lives: the keyboard it follows,
  /// the hidden UIKit view behind it, and the coverage it last handed on.
  ///
  /// Kept in a `@StateObject`, so it is made once per view, not at each evaluation of a body. It
  /// follows the `ObservableKeyboard` of the nearest `observesKeyboard()` above; only without one
  /// does it make its own, with an observer of `NotificationCenter.default` that runs while the view
  /// is on screen and reads the keyboard's frames in the view's window. It publishes nothing: the
  /// modifier's body never depends on it.
  @MainActor
  final class KeyboardLink: ObservableObject {
    /// The keyboard this modifier made for itself, when no `observesKeyboard()` is above it.
    private var own: ObservableKeyboard?

    /// The hidden UIKit view behind the modified view, once SwiftUI has made it.
    private weak var anchor: UIView?

    /// The coverage of the modified view, for the coverage modifiers.
    var coverage = ViewCoverage()

    /// The keyboard to follow: `shared` when there is one, else this link's own, made now if needed.
    ///
    /// - Parameter shared: The environment's keyboard, from an `observesKeyboard()` above.
    /// - Returns: The keyboard whose snapshot and transitions the modifier uses.
    func keyboard(shared: ObservableKeyboard?) -> ObservableKeyboard {
      if let shared { return shared }
      if let own { return own }
      let made = ObservableKeyboard(observer: KeyboardObserver())
      if let anchor { made.observer.attach(to: anchor) }
      own = made
      return made
    }

    /// Takes the hidden UIKit view behind the modified view.
    ///
    /// - Parameter view: The view SwiftUI made for the modifier's `KeyboardAnchor`.
    func attach(_ view: UIView) {
      anchor = view
      own?.observer.attach(to: view)
    }

    /// Starts this link's own observer when the view appears; a shared one is left to its owner.
    ///
    /// - Parameter shared: The environment's keyboard, if any.
    func start(shared: ObservableKeyboard?) {
      guard shared == nil else { return }
      keyboard(shared: nil).start()
    }

    /// Stops this link's own observer when the view disappears.
    func stop() {
      own?.observer.stop()
    }

    /// The modified view's frame on its screen and the screen, read now; `nil` while it is in no
    /// window.
    var placementOnScreen: ScreenPlacement? { anchor?.screenPlacement }
  }
#endif
