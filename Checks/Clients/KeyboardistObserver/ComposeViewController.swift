// An app that only follows the keyboard: it depends on the KeyboardistObserver product alone.
// Checks/ios compiles it for iOS and Mac Catalyst with MemberImportVisibility, and checks that
// building it brings no other module of the package.
import KeyboardistObserver
import UIKit

/// A compose screen whose text view makes room for the keyboard and whose send bar rides on it.
final class ComposeViewController: UIViewController {
  private let keyboard = KeyboardObserver()
  private let textView = UITextView()
  private let sendBar = UIView()
  private let formattingBar = UIView()
  private var sendBarBottom: NSLayoutConstraint?
  private var transitionLog: Task<Void, Never>?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(textView)
    view.addSubview(sendBar)
    sendBar.addSubview(formattingBar)
    keyboard
      .attach(to: view)
      .onAppear { [unowned self] transition in move(with: transition) }
      .onDisappear { [unowned self] transition in move(with: transition) }
      .on(event: .didShow) { [unowned self] options in showFormattingBar(for: options) }
      .on(event: .willChangeFrame) { options in
        print(
          "from \(options.startFrame) to \(options.endFrame), local: \(options.belongsToCurrentApp)"
        )
      }
    keyboard.ignoresOtherApps = true
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    keyboard.start()
    transitionLog = Task { [keyboard] in
      for await transition in keyboard.transitions where transition.kind == .appear {
        print("appear #\(transition.appearIndex): \(transition.height) pt")
      }
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    keyboard.stop()
    transitionLog?.cancel()
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

  /// Shows the formatting bar over a docked keyboard only, fading with the keyboard's curve.
  private func showFormattingBar(for options: KeyboardOptions) {
    let isDocked = options.dockState(in: view.window?.screen.bounds ?? view.bounds) == .docked
    let curve = options.animationCurve.uiViewAnimationCurve
    UIViewPropertyAnimator(duration: options.animationDuration, curve: curve) { [formattingBar] in
      formattingBar.alpha = isDocked ? 1 : 0
    }.startAnimation()
  }
}

/// The visible heights a screen goes through for a sequence of notifications, decided without
/// UIKit: what a unit test of the screen checks.
func keyboardHeights(for notifications: [Notification], on screen: CGRect) -> [CGFloat] {
  var tracker = KeyboardTracker(screen: screen)
  return notifications.compactMap { notification in
    guard let event = KeyboardEvent(notificationName: notification.name) else { return nil }
    return tracker.update(event, KeyboardOptions(notification: notification))?.height
  }
}
