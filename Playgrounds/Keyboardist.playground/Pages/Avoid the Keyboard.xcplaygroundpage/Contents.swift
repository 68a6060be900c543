//: # Avoid the Keyboard (iOS)
//:
//: A live view of a form that keeps its fields above the keyboard by insetting its scroll view, at
//: each appearance and disappearance, by the part of it the keyboard covers (its coverage), and a
//: drawn keyboard that moves with the same duration and curve (the keyboard's own curve 7) as a
//: real one. The button posts the notifications a 216 pt
//: iPhone keyboard posts into the screen's private notification center, so the page behaves the
//: same in every playground host. In an app, observe `NotificationCenter.default` (the default)
//: and give the observer the screen's view (`attach(to: view)`, which reads the screen and the
//: scene's state) rather than setting `screen`; the real keyboard drives the same code.
//:
//: Run it on an iOS playground with the live view shown (Editor ▸ Live View). CI compiles the page
//: for iOS against the iOS SDK (`Checks/ios`); PlaygroundSupport is not part of that SDK, so only
//: the line that shows the live view is behind `canImport(PlaygroundSupport)`.
import Keyboardist
import UIKit

#if canImport(PlaygroundSupport)
  import PlaygroundSupport
#endif

/// A form whose scroll view gives up, at the bottom, the height the keyboard covers.
final class FormViewController: UIViewController {
  private let center = NotificationCenter()
  private lazy var keyboard = KeyboardObserver(center: center)
  private let scrollView = UIScrollView()
  private let drawnKeyboard = UIView()
  private var isKeyboardShown = false

  override func loadView() {
    view = UIView()
    view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    view.backgroundColor = .systemBackground
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(scrollView)

    var y: CGFloat = 20
    let toggle = UIButton(type: .system)
    toggle.setTitle("Show or hide the keyboard", for: .normal)
    toggle.addAction(UIAction { [unowned self] _ in toggleKeyboard() }, for: .touchUpInside)
    toggle.frame = CGRect(x: 20, y: y, width: 335, height: 44)
    scrollView.addSubview(toggle)
    for index in 1...14 {
      y += 56
      let field = UITextField()
      field.borderStyle = .roundedRect
      field.placeholder = "Field \(index)"
      field.frame = CGRect(x: 20, y: y, width: 335, height: 40)
      scrollView.addSubview(field)
    }
    scrollView.contentSize = CGSize(width: 375, height: y + 60)

    drawnKeyboard.backgroundColor = .systemGray4
    drawnKeyboard.frame = CGRect(x: 0, y: 667, width: 375, height: 216)
    view.addSubview(drawnKeyboard)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    keyboard.screen = view.bounds
    keyboard
      .onAppear { [unowned self] transition in follow(transition) }
      .onDisappear { [unowned self] transition in follow(transition) }
      .start()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    keyboard.stop()
  }

  /// Moves the drawn keyboard and insets the form by the part of it the keyboard covers, with
  /// the keyboard's duration and curve.
  ///
  /// The live view stands in for the screen: its bounds are the observer's screen, and the scroll
  /// view's frame in it is the frame the keyboard covers. In an app, `transition.coverage(of:
  /// scrollView)` reads both from the view's window and screen.
  private func follow(_ transition: KeyboardTransition) {
    let options = transition.options
    let covered = transition.coverage(
      of: scrollView.frame, in: view.bounds, safeAreaBottom: scrollView.safeAreaInsets.bottom)
    UIView.animate(
      withDuration: options.animationDuration, delay: 0,
      options: options.animationCurve.animationOptions
    ) {
      self.drawnKeyboard.frame = options.endFrame
      self.scrollView.contentInset.bottom = covered
      self.scrollView.verticalScrollIndicatorInsets.bottom = covered
    }
  }

  /// Posts what UIKit posts when a 216 pt keyboard slides in or out of this screen.
  private func toggleKeyboard() {
    let hidden = CGRect(x: 0, y: view.bounds.maxY, width: view.bounds.width, height: 216)
    let shown = hidden.offsetBy(dx: 0, dy: -216)
    isKeyboardShown.toggle()
    let event: KeyboardEvent = isKeyboardShown ? .willShow : .willHide
    let options = KeyboardOptions(
      startFrame: isKeyboardShown ? hidden : shown,
      endFrame: isKeyboardShown ? shown : hidden,
      animationDuration: 0.25,
      animationCurve: .keyboard)
    center.post(name: event.notificationName, object: nil, userInfo: options.userInfo)
  }
}

#if canImport(PlaygroundSupport)
  MainActor.assumeIsolated {
    PlaygroundPage.current.liveView = FormViewController()
  }
#endif
