// The chat screen of the same app: its list's inset follows the keyboard frame by frame with
// `insetOnMove`, which writes to views and so is in KeyboardistAvoidance, on the observer this
// product re-exports. Every `start()` chains; `stop()` takes the inset back. Its emoji panel is
// sized by this product's portable decisions: the height memory and the panel's height rule.
import KeyboardistAvoidance
import UIKit

/// A conversation whose input bar rides on the keyboard.
final class ChatViewController: UIViewController {
  private let tableView = UITableView()
  private let composer = UIView()
  private let keyboard = KeyboardObserver()
  private var dismissTap: KeyboardDismissTap?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    view.pinToKeyboard(composer)
    tableView.keyboardDismissMode = .interactive
    keyboard
      .attach(to: view)
      .attach(to: view)
      .insetOnMove(tableView, above: composer, lifting: .whenAtEnd, dismissesFromBar: true)
    KeyboardHeightMemory.shared.learn(from: keyboard)
  }

  /// An emoji panel as tall as the keyboard it stands in for, before any keyboard has shown.
  private func makeEmojiPanel() -> UIView {
    let remembered = KeyboardHeightMemory.shared.height(in: view)
    let height = KeyboardPanelHeight(keyboard: nil, lastKeyboard: nil, fallback: remembered)
      .resolved(screenHeight: view.bounds.height)
    return UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: height))
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    keyboard.start()
    dismissTap = KeyboardDismissTap(view: tableView).start()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    keyboard.stop()
    dismissTap?.stop()
  }
}
