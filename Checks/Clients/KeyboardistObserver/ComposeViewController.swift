// An app that only follows the keyboard: it links the KeyboardistObserver product alone.
// Checks/ios builds that product in a scratch path of its own, checks that nothing else was built
// (no avoidance, traces, recorder or SwiftUI module), then compiles this file for iOS against it.
import KeyboardistObserver
import UIKit

/// A compose screen whose text view makes room for the keyboard and whose send bar rides on it.
final class ComposeViewController: UIViewController {
  private let keyboard = KeyboardObserver()
  private let textView = UITextView()
  private let sendBar = UIView()
  private var sendBarBottom: NSLayoutConstraint?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(textView)
    view.addSubview(sendBar)
    keyboard
      .followScreen(of: view)
      .followApplicationState()
      .onAppear { [unowned self] transition in move(with: transition) }
      .onDisappear { [unowned self] transition in move(with: transition) }
      .on(event: .didShow) { options in
        print("keyboard up, \(options.endFrame.height) pt, local: \(options.belongsToCurrentApp)")
      }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    keyboard.start()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    keyboard.stop()
  }

  /// Insets the text view by what the keyboard covers of it, and lifts the send bar as much, in
  /// the keyboard's own animation.
  private func move(with transition: KeyboardTransition) {
    let covered = transition.coverage(of: textView)
    transition.options.animateAlongside { [unowned self] in
      textView.contentInset.bottom = covered
      textView.verticalScrollIndicatorInsets.bottom = covered
      sendBarBottom?.constant = -transition.coverage(of: view)
      view.layoutIfNeeded()
    }
  }
}
