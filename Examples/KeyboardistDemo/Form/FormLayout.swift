// Building blocks the two form screens share: a rounded text field, and a vertical stack laid
// out as a scroll view's content within the readable width.

import UIKit

extension UITextField {
  /// Makes a rounded text field for a form.
  ///
  /// - Parameters:
  ///   - placeholder: What the field asks for.
  ///   - contentType: What the field holds, for AutoFill; none by default.
  ///   - keyboardType: The keyboard to show; the default keyboard by default.
  /// - Returns: A field at least 44 points tall.
  static func formField(
    _ placeholder: String, contentType: UITextContentType? = nil,
    keyboardType: UIKeyboardType = .default
  ) -> UITextField {
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.placeholder = placeholder
    field.textContentType = contentType
    field.keyboardType = keyboardType
    field.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
    return field
  }
}

extension UITextView {
  /// Makes a text view for a form that grows with its text instead of scrolling.
  ///
  /// - Parameter minimumHeight: The height of the empty view, in points.
  /// - Returns: A text view with the body font, on a grouped background.
  static func formTextView(minimumHeight: CGFloat) -> UITextView {
    let textView = UITextView()
    textView.isScrollEnabled = false
    textView.font = .preferredFont(forTextStyle: .body)
    textView.adjustsFontForContentSizeCategory = true
    textView.backgroundColor = .secondarySystemBackground
    textView.layer.cornerRadius = 8
    textView.heightAnchor.constraint(greaterThanOrEqualToConstant: minimumHeight).isActive = true
    return textView
  }
}

extension UIScrollView {
  /// Adds the scroll view to `view`, filling it, with `stack` as its vertically scrolling content.
  ///
  /// The stack spans the view's readable width, so the form keeps a comfortable line length on
  /// iPad and clears the safe area in landscape.
  ///
  /// - Parameters:
  ///   - view: The screen's root view.
  ///   - stack: The form's rows, top to bottom.
  func fill(_ view: UIView, scrolling stack: UIStackView) {
    stack.axis = .vertical
    stack.spacing = 12
    for subview in [self, stack] { subview.translatesAutoresizingMaskIntoConstraints = false }
    view.addSubview(self)
    addSubview(stack)
    NSLayoutConstraint.activate([
      topAnchor.constraint(equalTo: view.topAnchor),
      bottomAnchor.constraint(equalTo: view.bottomAnchor),
      leadingAnchor.constraint(equalTo: view.leadingAnchor),
      trailingAnchor.constraint(equalTo: view.trailingAnchor),
      contentLayoutGuide.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor),
      stack.topAnchor.constraint(equalTo: contentLayoutGuide.topAnchor, constant: 20),
      stack.bottomAnchor.constraint(equalTo: contentLayoutGuide.bottomAnchor, constant: -20),
      stack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
    ])
  }
}
