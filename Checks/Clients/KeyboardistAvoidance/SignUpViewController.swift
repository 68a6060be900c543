// An app that keeps its inputs visible and depends on the KeyboardistAvoidance product alone,
// importing nothing else of Keyboardist: the observer that its view-controller class hands out
// must be usable here. Checks/ios compiles it for iOS and Mac Catalyst with MemberImportVisibility.
import KeyboardistAvoidance
import UIKit

/// A sign-up form that scrolls its active field into view, dismisses the keyboard on a tap outside
/// the fields, and dims its header while the keyboard is up.
final class SignUpViewController: KeyboardAwareViewController {
  private lazy var dismissTap = KeyboardDismissTap(view: view)
  private let header = UILabel()
  private let fields = [UITextField(), UITextField(), UITextField()]
  private let termsButton = UIButton(type: .system)
  private let continueBar = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    let keyboardAvoider = KeyboardAvoider(view: view)
    let keyboard = KeyboardObserver()
    self.keyboardAvoider = keyboardAvoider
    self.keyboard = keyboard
    view.addSubview(header)
    view.addSubview(termsButton)
    view.addSubview(continueBar)
    let toolbar = keyboardAvoider.makeInputToolbar(previousTitle: "Back", nextTitle: "Next")
    for field in fields {
      view.addSubview(field)
      field.inputAccessoryView = toolbar
    }
    view.pinToKeyboard(continueBar, spacing: 8).priority = .defaultHigh
    keyboardAvoider.inputBar = continueBar
    keyboardAvoider.distance = 16
    // The form's ends and return key, as they come; the terms' fine print is left alone.
    keyboardAvoider.disablesPreviousAndNextAtEnds = true
    keyboardAvoider.returnKeyAdvances = true
    keyboardAvoider.exclude(termsButton)
    termsButton.addAction(
      UIAction { [unowned self] _ in keyboardAvoider.markTrigger(termsButton) }, for: .touchUpInside
    )
    keyboard
      .attach(to: view)
      .onAppear { [unowned self] transition in
        transition.options.animateAlongside {
          self.header.alpha = transition.appearIndex == 0 ? 0.5 : 0.3
        }
      }
      .onDisappear { [unowned self] transition in
        transition.options.animateAlongside { self.header.alpha = 1 }
      }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    dismissTap.start()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    dismissTap.stop()
  }
}

/// The app's launch: every other screen avoids the keyboard with the app-wide avoider, except a
/// chat that manages its own insets.
@MainActor func startAppWideAvoidance(chat: UIViewController) {
  KeyboardAvoider.shared.start()
  KeyboardAvoider.shared.exclude(chat.view)
  print("app-wide avoidance on: \(KeyboardAvoider.shared.isAvoiding)")
}

/// The gap the avoider leaves between the sign-up form's email field and the toolbar on the
/// keyboard of an iPhone 16.
///
/// A unit test asks it this way: the portable part of the product, without UIKit. On iOS 18 the
/// keyboard's frame includes the toolbar.
@MainActor func emailFieldGap() -> CGFloat? {
  let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  let form = AvoidanceLayout.view(
    frame: screen, safeAreaTop: 59, safeAreaBottom: 34,
    [
      .scrollView(
        "form", frame: screen, contentSize: CGSize(width: 393, height: 1200),
        [.input("email", frame: CGRect(x: 16, y: 700, width: 361, height: 44), accessoryHeight: 44)]
      )
    ])
  let keyboard = KeyboardOptions(endFrame: CGRect(x: 0, y: 472, width: 393, height: 380))
  let outcome = form.avoiding(keyboard, on: screen, editing: "email", systemVersion: 18)
  return outcome.map { $0.keyboardTop - $0.inputFrame.maxY }
}
