// The long form: a scroll view of fields longer than the screen. The screen's own
// KeyboardAvoider, started and stopped with the screen by KeyboardAwareViewController, keeps the
// field being edited (or the notes' caret) 10 points above the keyboard; every input gets the avoider's
// previous / next / done bar; a tap outside any control or field dismisses the keyboard.

import Keyboardist
import UIKit

/// A sign-up form that scrolls, with its inputs kept clear of the keyboard.
final class LongFormViewController: KeyboardAwareViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Long form"
    view.backgroundColor = .systemBackground
    // The screen's avoider: it insets and scrolls the form's scroll view while the keyboard is up,
    // and puts both back exactly when the keyboard hides or the screen goes away.
    let avoider = KeyboardAvoider(view: view).followApplicationState()
    keyboardAvoider = avoider
    // Ends editing on a tap outside any control or text input; the view keeps it.
    KeyboardDismissTap(view: view).start()

    let form = UIStackView()
    let scrollView = UIScrollView()
    scrollView.fill(view, scrolling: form)
    let about: [[UITextField]] = [
      [
        .formField("First name", contentType: .givenName),
        .formField("Last name", contentType: .familyName),
      ],
      [.formField("Email", contentType: .emailAddress, keyboardType: .emailAddress)],
      [.formField("Phone", contentType: .telephoneNumber, keyboardType: .phonePad)],
      [.formField("Website", contentType: .URL, keyboardType: .URL)],
    ]
    let work: [[UITextField]] = [
      [.formField("Company", contentType: .organizationName)],
      [.formField("Job title", contentType: .jobTitle)],
    ]
    let address: [[UITextField]] = [
      [.formField("Street", contentType: .fullStreetAddress)],
      [
        .formField("Postcode", contentType: .postalCode),
        .formField("City", contentType: .addressCity),
      ],
      [.formField("Country", contentType: .countryName)],
    ]
    addSection("About you", rows: about, to: form)
    addSection("Work", rows: work, to: form)
    addSection("Address", rows: address, to: form)
    let notes = UITextView.formTextView(minimumHeight: 120)
    addSection("Notes", rows: [[notes]], to: form)
    form.addArrangedSubview(makeSaveButton())

    // One bar serves every input: only the input being edited shows it. Previous and next follow
    // the reading order (the two fields of a row left to right), whatever the order of the views.
    let toolbar = avoider.makeInputToolbar()
    for field in (about + work + address).joined() { field.inputAccessoryView = toolbar }
    notes.inputAccessoryView = toolbar
  }

  /// Adds a headline and its rows of inputs, the inputs of a row side by side.
  private func addSection(_ title: String, rows: [[UIView]], to form: UIStackView) {
    let headline = UILabel()
    headline.text = title
    headline.font = .preferredFont(forTextStyle: .headline)
    headline.adjustsFontForContentSizeCategory = true
    form.addArrangedSubview(headline)
    for inputs in rows {
      let row = UIStackView(arrangedSubviews: inputs)
      row.spacing = 12
      row.distribution = .fillEqually
      form.addArrangedSubview(row)
    }
  }

  /// A button that closes the form; tapping it does not count as a tap outside.
  private func makeSaveButton() -> UIButton {
    var save = UIButton.Configuration.filled()
    save.title = "Save"
    let button = UIButton(configuration: save)
    button.addAction(
      UIAction { [weak self] _ in self?.navigationController?.popViewController(animated: true) },
      for: .primaryActionTriggered)
    return button
  }
}
