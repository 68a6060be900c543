// The panel the Field Test swaps in for the keyboard: a plain input view of a fixed height.

import UIKit

/// A 300 pt input view with one line of text.
final class FieldTestPanel: UIView {
  override init(frame: CGRect) {
    super.init(frame: CGRect(x: 0, y: 0, width: frame.width, height: 300))
    autoresizingMask = [.flexibleWidth]
    backgroundColor = .secondarySystemBackground
    let label = UILabel()
    label.text = "A panel in the keyboard's place (an input view)"
    label.textAlignment = .center
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: centerXAnchor),
      label.centerYAnchor.constraint(equalTo: centerYAnchor),
      label.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor, constant: -32),
    ])
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 300)
  }
}
