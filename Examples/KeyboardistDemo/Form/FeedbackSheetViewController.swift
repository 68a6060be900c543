// The form sheet: a feedback form presented modally as a form sheet, a card over the screen on
// iPad. It has no keyboard code and does not even import Keyboardist: the app-wide
// KeyboardAvoider started at launch keeps the field being edited, or the message's caret, above
// the keyboard.

import UIKit

/// A short feedback form; Cancel and Send close it.
final class FeedbackSheetViewController: UIViewController {
  /// Makes the form, in a navigation controller presented as a form sheet.
  ///
  /// - Returns: The view controller to present.
  static func makeFormSheet() -> UIViewController {
    let navigation = UINavigationController(rootViewController: FeedbackSheetViewController())
    navigation.modalPresentationStyle = .formSheet
    return navigation
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Feedback"
    view.backgroundColor = .systemBackground
    let close = UIAction { [weak self] _ in self?.dismiss(animated: true) }
    navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: close)
    // The action's title is the item's title: an item made with a primary action takes its title
    // from the action.
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      primaryAction: UIAction(title: "Send") { [weak self] _ in self?.dismiss(animated: true) })

    let form = UIStackView()
    let scrollView = UIScrollView()
    scrollView.fill(view, scrolling: form)
    form.addArrangedSubview(UITextField.formField("Name", contentType: .name))
    form.addArrangedSubview(
      UITextField.formField("Email", contentType: .emailAddress, keyboardType: .emailAddress))
    form.addArrangedSubview(UITextField.formField("Subject"))
    let message = UITextView.formTextView(minimumHeight: 200)
    form.addArrangedSubview(message)
  }
}
