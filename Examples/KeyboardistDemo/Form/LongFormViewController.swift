// The long form: a scroll view of fields longer than the screen. The screen's own
// KeyboardAvoider, started and stopped with the screen by KeyboardAwareViewController, keeps the
// field being edited (or the notes' caret) 10 points above the keyboard and its accessory bar;
// every input gets the avoider's previous / next / done bar, disabled at the ends of the form; the
// return key moves to the next field; the search field in the header is left out of all that; a
// tap outside any control or field dismisses the keyboard.

import Keyboardist
import UIKit

/// A sign-up form that scrolls, with its inputs kept clear of the keyboard.
final class LongFormViewController: KeyboardAwareViewController {
  /// The form's text fields, to find one by its placeholder.
  private var fields: [UITextField] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Long form"
    view.backgroundColor = .systemBackground
    // The screen's avoider: it insets and scrolls the form's scroll view while the keyboard is up,
    // and puts both back exactly when the keyboard hides or the screen goes away.
    let avoider = KeyboardAvoider(view: view)
    keyboardAvoider = avoider
    // Ends editing on a tap outside any control or text input; the view keeps it.
    KeyboardDismissTap(view: view).start()

    let form = UIStackView()
    let scrollView = UIScrollView()
    scrollView.fill(view, scrolling: form)
    // A search field that jumps to a field by name. It is not part of the form, so the avoider
    // leaves it alone: nothing moves for it, previous and next skip it (previous is disabled on
    // First name, the field below it), and its Search key keeps its own action.
    let search = UISearchTextField()
    search.placeholder = "Find a field"
    search.returnKeyType = .search
    search.addAction(
      UIAction { [unowned self, unowned search] _ in jump(to: search.text ?? "") },
      for: .editingDidEndOnExit)
    avoider.exclude(search)
    form.addArrangedSubview(search)

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
    form.addArrangedSubview(makeWorkSwitch(enabling: Array(work.joined())))
    addSection("Work", rows: work, to: form)
    addSection("Address", rows: address, to: form)
    let notes = UITextView.formTextView(minimumHeight: 120)
    addSection("Notes", rows: [[notes]], to: form)
    form.addArrangedSubview(makeSaveButton())

    // One bar serves every input: only the input being edited shows it. Previous and next follow
    // the reading order (the two fields of a row left to right), whatever the order of the views,
    // and skip the disabled work fields.
    fields = Array((about + work + address).joined())
    let toolbar = avoider.makeInputToolbar()
    for field in fields { field.inputAccessoryView = toolbar }
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

  /// A switch that enables the work fields, which start disabled: previous, next and the return
  /// key pass over them until it is on.
  private func makeWorkSwitch(enabling fields: [UITextField]) -> UIView {
    let label = UILabel()
    label.text = "I work for a company"
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    let toggle = UISwitch()
    for field in fields { field.isEnabled = false }
    toggle.addAction(
      UIAction { [unowned toggle] _ in for field in fields { field.isEnabled = toggle.isOn } },
      for: .valueChanged)
    return UIStackView(arrangedSubviews: [label, toggle])
  }

  /// Moves to the first field whose placeholder contains `text`.
  private func jump(to text: String) {
    let match = fields.first { field in
      field.isEnabled && (field.placeholder ?? "").localizedCaseInsensitiveContains(text)
    }
    _ = match?.becomeFirstResponder()
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
