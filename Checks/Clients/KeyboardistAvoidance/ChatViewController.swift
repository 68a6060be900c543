// The chat screen of the same app: its list's inset follows the keyboard frame by frame with
// `insetOnMove`, which writes to views and so is in KeyboardistAvoidance, on the observer this
// product re-exports. Every `start()` chains; `stop()` takes the inset back.
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
