#if KEYBOARDIST_UIKIT
  public import UIKit
  import KeyboardistObserver

  /// Keeps the input being edited, or a marked trigger, clear of the keyboard: per screen, or
  /// app-wide.
  ///
  /// Per screen, give the avoider the screen's root view and start and stop it with the screen:
  ///
  /// ```swift
  /// let avoider = KeyboardAvoider(view: view)   // in viewDidLoad
  /// avoider.start()                             // in viewWillAppear
  /// avoider.stop()                              // in viewWillDisappear
  /// ```
  ///
  /// When a text field or text view inside the view begins editing and the keyboard is docked, the
  /// nearest scroll views around it get a bottom inset (added to the app's own and removed exactly
  /// on hide) and scroll the least that keeps it `distance` above the keyboard; a text view keeps
  /// its caret visible rather than its whole frame. What no scroll view can absorb moves the root
  /// view up, under its top safe-area edge and never by more than the keyboard. A floating or
  /// undocked keyboard moves nothing. When the keyboard hides, everything is put back.
  ///
  /// App-wide, start ``shared`` once (for example in the app delegate): every text input in the app
  /// is then avoided, and the root view that may shift is that of the outermost view controller
  /// around the input. Inputs inside a screen whose own avoider is started are left to that avoider.
  ///
  /// Every decision is made by the package's portable core (internal, and tested on Linux), which
  /// reads and writes views through an internal protocol that `UIView` adopts; this class only
  /// wires UIKit's notifications and views to it.
  ///
  /// Isolation: main actor.
  @MainActor
  public final class KeyboardAvoider {
    /// The app-wide avoider on `NotificationCenter.default`; it does nothing until started.
    public static let shared = KeyboardAvoider()

    /// The screen's root view, or `nil` for an app-wide avoider.
    public private(set) weak var view: UIView?
    /// The gap kept between the target and the keyboard (or input bar), in points; 10 by default.
    public var distance: CGFloat = ScrollViewGeometry.defaultDistance
    /// Whether the root view may shift up when scroll views cannot make room; `true` by default.
    public var shiftsRootView = true
    /// A bar that rides on the keyboard (see
    /// ``UIKit/UIView/pinToKeyboard(_:spacing:followsUndockedKeyboard:)``): targets are kept above
    /// it, and inputs inside it are never avoided themselves.
    public weak var inputBar: UIView?

    /// The views of the per-screen avoiders that are started; the app-wide one stays out of them.
    private static let scope = AvoidanceScope<UIView>()

    private let isAppWide: Bool
    private let center: NotificationCenter
    private lazy var observer = makeObserver()
    private let applier = AvoidanceApplier<UIView> { $0.animateAlongside($1) }

    /// Creates a per-screen avoider, not yet started.
    ///
    /// - Parameters:
    ///   - view: The screen's root view: inputs inside it are avoided, scroll views outside it are
    ///     left alone, and it is the view that shifts when no scroll view can make room.
    ///   - center: The center keyboard and editing notifications are posted to.
    public init(view: UIView, center: NotificationCenter = .default) {
      self.view = view
      self.center = center
      isAppWide = false
    }

    /// Creates an app-wide avoider, not yet started; ``shared`` is the usual one.
    ///
    /// - Parameter center: The center keyboard and editing notifications are posted to.
    public init(center: NotificationCenter = .default) {
      self.center = center
      isAppWide = true
    }

    /// Whether the avoider is started.
    public var isAvoiding: Bool { observer.isObserving }

    /// Starts avoiding; calling it again changes nothing.
    ///
    /// In an app (not an app extension), also call ``followApplicationState()`` once, so that the
    /// keyboard iOS re-posts on return from the background moves nothing.
    public func start() {
      observer.start()
      Self.scope.start(view)
    }

    /// Reads whether the app is active at each keyboard notification, from
    /// `UIApplication.shared.applicationState`.
    ///
    /// - Returns: The avoider, to chain further calls.
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @discardableResult
    public func followApplicationState() -> Self {
      observer.keyboard.followApplicationState()
      return self
    }

    /// Stops avoiding and puts back at once anything it changed.
    public func stop() {
      Self.scope.stop(view)
      observer.stop()
      observer.reset()
      applier.undo(restoringOffsets: true)
    }

    /// Marks a non-text view as the target of the next adjustment: call it before making the input
    /// bar's text view first responder.
    ///
    /// The trigger, such as a feed's comment button, is then brought to sit ``distance`` above the
    /// keyboard or ``inputBar``, scrolling content up or down, until the keyboard hides.
    ///
    /// - Parameter trigger: The view to align above the keyboard.
    public func markTrigger(_ trigger: UIView) {
      observer.markTrigger(trigger)
    }

    /// Makes an input accessory toolbar with previous, next and done buttons.
    ///
    /// Previous and next move between the text fields and text views of the screen (of the window,
    /// app-wide) in reading order: in rows from top to bottom, and within a row from leading to
    /// trailing; hidden inputs and those that cannot become first responder are skipped. Done ends
    /// editing. Assign it to each input's `inputAccessoryView`. Buttons use `UIAction`s, no
    /// selectors.
    ///
    /// - Parameters:
    ///   - previousTitle: The previous button's title.
    ///   - nextTitle: The next button's title.
    /// - Returns: A toolbar sized to fit.
    public func makeInputToolbar(previousTitle: String = "Previous", nextTitle: String = "Next")
      -> UIToolbar
    {
      let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      toolbar.items = [
        // The titles go on the actions: a bar button item shows its primary action's title and
        // image, not the `title:` it was created with (UIBarButtonItem.primaryAction's docs).
        UIBarButtonItem(
          primaryAction: UIAction(title: previousTitle) { [weak self] _ in self?.focusPrevious() }),
        UIBarButtonItem(
          primaryAction: UIAction(title: nextTitle) { [weak self] _ in self?.focusNext() }),
        UIBarButtonItem.flexibleSpace(),
        UIBarButtonItem(
          systemItem: .done,
          primaryAction: UIAction { [weak self] _ in self?.endEditing() }),
      ]
      toolbar.sizeToFit()
      return toolbar
    }

    // MARK: - Wiring UIKit to the core

    private func makeObserver() -> InputSessionObserver<UIView> {
      let observer = InputSessionObserver<UIView>(
        center: center,
        beginEditing: [
          UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
        ],
        endEditing: [
          UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification,
        ],
        input: { $0.object as? UIView },
        accepts: { [weak self] input in self?.accepts(input) ?? false },
        perform: { [weak self] update in self?.perform(update) })
      _ = view.map { observer.keyboard.followScreen(of: $0) }
      return observer
    }

    private func accepts(_ input: UIView) -> Bool {
      Self.scope.accepts(input, screen: view, isAppWide: isAppWide, inputBar: inputBar)
    }

    private func perform(_ update: InputSessionObserver<UIView>.Update) {
      applier.perform(
        update, rootView: view, inputBar: inputBar, distance: distance,
        shiftsRootView: shiftsRootView)
    }

    /// The view whose inputs the toolbar moves between: the screen, or app-wide the window.
    private var toolbarContainer: UIView? {
      UIView.toolbarContainer(screen: view, editing: observer.session.editing)
    }

    /// The input before or after the one being edited, in reading order.
    private func input(after: Bool) -> UIView? {
      guard let editing = observer.session.editing else { return nil }
      guard let container = toolbarContainer else { return nil }
      let order = InputOrder(inputsIn: container)
      return after ? order.next(after: editing) : order.previous(before: editing)
    }

    private func focusPrevious() {
      _ = input(after: false)?.becomeFirstResponder()
    }

    private func focusNext() {
      _ = input(after: true)?.becomeFirstResponder()
    }

    private func endEditing() {
      _ = toolbarContainer?.endEditing(true)
    }
  }
#endif
