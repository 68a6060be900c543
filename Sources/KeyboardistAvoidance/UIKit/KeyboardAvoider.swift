#if KEYBOARDIST_UIKIT
  public import UIKit
  import KeyboardistObserver

  /// Keeps the input being edited, or a marked trigger, clear of the keyboard: per screen, or
  /// app-wide.
  ///
  /// Per screen, give the avoider the screen's root view, and start and stop it with the screen:
  ///
  /// ```swift
  /// let avoider = KeyboardAvoider(view: view)  // in viewDidLoad
  /// avoider.start()                            // in viewIsAppearing
  /// avoider.stop()                             // in viewWillDisappear
  /// ```
  ///
  /// The avoider measures the keyboard on the screen of its view's window scene and moves nothing
  /// while that scene is not active (see ``KeyboardObserver/attach(to:)``);
  /// the app-wide avoider does the same with the window of the input being edited.
  ///
  /// When a text field or text view inside the view begins editing and the keyboard is docked, the
  /// nearest scroll views around it get a bottom inset (added to the app's own and removed exactly
  /// on hide) and scroll the least that keeps it `distance` above the keyboard and above the
  /// input's accessory view (on every iOS version, whether the keyboard's frame includes the
  /// accessory or not); a text view keeps its caret visible rather than its whole frame. What no
  /// scroll view can absorb moves the root view up, under its top safe-area edge and never by more
  /// than the keyboard. A floating or undocked keyboard moves nothing. When the keyboard hides,
  /// everything is put back.
  ///
  /// App-wide, start ``shared`` once (for example in the app delegate): every text input in the app
  /// is then avoided, and the root view that may shift is that of the outermost view controller
  /// around the input. Inputs inside a screen whose own avoider is started are left to that
  /// avoider, and those inside a view given to ``exclude(_:)`` are left alone.
  ///
  /// The avoider also moves the user through the form: its ``makeInputToolbar(previousTitle:nextTitle:)``
  /// bar's previous and next buttons are disabled at the ends of the form
  /// (``disablesPreviousAndNextAtEnds``), and a text field's return key moves to the next input and
  /// ends editing on the last (``returnKeyAdvances``).
  ///
  /// Every decision is made by the package's portable core (internal, and tested on Linux), which
  /// reads and writes views through an internal protocol that `UIView` adopts; this class only
  /// wires UIKit's notifications and views to it. ``AvoidanceLayout`` asks the same core, in your
  /// own tests, where an input of a screen you describe ends up.
  @MainActor
  public final class KeyboardAvoider {
    /// The app-wide avoider on `NotificationCenter.default`; it does nothing until started.
    public static let shared = KeyboardAvoider()

    /// The screen's root view, or `nil` for an app-wide avoider.
    public private(set) weak var view: UIView?
    /// The gap kept between the target and the keyboard (or input bar, or the input's accessory
    /// view), in points; 10 by default.
    public var distance: CGFloat = ScrollViewGeometry.defaultDistance
    /// Whether the root view may shift up when scroll views cannot make room; `true` by default.
    public var shiftsRootView = true
    /// A bar that rides on the keyboard (see
    /// ``UIKit/UIView/pinToKeyboard(_:spacing:followsUndockedKeyboard:)``): targets are kept above
    /// it, and inputs inside it are never avoided themselves.
    public weak var inputBar: UIView?

    /// Whether the input toolbar's previous button is disabled on the form's first input and its
    /// next button on the last.
    ///
    /// `true` by default. When `false`, both stay enabled and do nothing at the ends.
    public var disablesPreviousAndNextAtEnds: Bool {
      get { navigator.disablesEnds }
      set { navigator.disablesEnds = newValue }
    }

    /// Whether a text field's return key moves to the next input of the form, and ends editing on
    /// the last.
    ///
    /// `true` by default. When an input the avoider handles begins editing, each text field of its form whose return
    /// key you left at `.default` shows Next (Done on the last) and moves on when pressed: it gets
    /// an action for `.editingDidEndOnExit`, which UIKit sends only when the field's delegate, if
    /// any, lets `textFieldShouldReturn(_:)` answer `true`. A field whose `returnKeyType` you chose
    /// (Search, Send, Go…) keeps it and its behaviour, and a text view's return key still types a
    /// new line. Setting it to `false` gives those fields their default key back and removes the
    /// actions.
    public var returnKeyAdvances: Bool {
      get { navigator.returnKeyAdvances }
      set { navigator.returnKeyAdvances = newValue }
    }

    /// The views of the per-screen avoiders that are started; the app-wide one stays out of them.
    private static let startedScreens = AvoidanceScope<UIView>()

    /// The views whose inputs this avoider leaves alone.
    private let exclusions = AvoidanceScope<UIView>()
    private let isAppWide: Bool
    private let center: NotificationCenter
    private lazy var observer = makeObserver()
    private lazy var navigator = FormNavigator<UIView> { [weak self] in self?.inputOrder(around: $0)
    }
    private let applier = AvoidanceApplier<UIView> { $0.animateAlongside($1) }
    /// The previous and next buttons of the toolbars this avoider made.
    private var toolbarButtons: [ToolbarButtons] = []
    /// The window the app-wide avoider's observer was last given.
    private weak var attachedWindow: UIWindow?
    /// The system the app runs on, whose keyboard frames include the input accessory view or not.
    private let systemVersion = ProcessInfo.processInfo.operatingSystemVersion.majorVersion

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
    /// - Returns: The avoider, to chain further calls.
    @discardableResult
    public func start() -> Self {
      observer.start()
      Self.startedScreens.add(view, for: self)
      return self
    }

    /// Stops avoiding and puts back at once everything it changed: the scroll views' insets and
    /// offsets, the root view's shift, and the return keys it managed (their default key, without
    /// its action).
    public func stop() {
      Self.startedScreens.remove(view)
      observer.stop()
      observer.reset()
      applier.undo(restoringOffsets: true)
      navigator.restoreReturnKeys()
    }

    /// Leaves the inputs inside a view alone: this avoider moves nothing for them, and its toolbar
    /// and return keys skip them.
    ///
    /// One line, beside the app-wide opt-in, excludes a screen from app-wide avoidance, such as a
    /// chat whose bar rides on the keyboard or a screen that manages its own insets:
    ///
    /// ```swift
    /// KeyboardAvoider.shared.exclude(view)  // in the screen's viewDidLoad()
    /// ```
    ///
    /// Give a view controller's root view to exclude the controller, or any view to exclude the
    /// part of a screen inside it. Nothing is moved for an input inside it: no scroll view around
    /// the input gets an inset or scrolls, and no root view shifts. Inputs elsewhere are avoided as
    /// before. A screen's own avoider still handles its inputs when it is started; on a per-screen
    /// avoider, `exclude(_:)` leaves part of its screen alone. The avoider holds the view weakly and
    /// forgets it when it goes away; excluding a view twice excludes it once.
    ///
    /// - Parameter view: The view whose inputs to leave alone, itself included.
    public func exclude(_ view: UIView) {
      exclusions.add(view)
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
    /// Previous and next move between the text fields and text views the avoider handles, in its
    /// screen (app-wide: in the outermost view controller around the input), in reading order: in
    /// rows from top to bottom, and within a row from leading to trailing; hidden inputs (and those
    /// inside a hidden view), disabled ones and those that cannot become first responder are
    /// skipped. Previous is disabled on the first input and next on the last (see
    /// ``disablesPreviousAndNextAtEnds``). Done ends editing. Assign it to each input's
    /// `inputAccessoryView`: avoidance keeps the input above it. Buttons use `UIAction`s, no
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
      // The titles go on the actions: a bar button item shows its primary action's title and
      // image, not the `title:` it was created with (UIBarButtonItem.primaryAction's docs).
      let previous = UIBarButtonItem(
        primaryAction: UIAction(title: previousTitle) { [weak self] _ in self?.move(forward: false)
        })
      let next = UIBarButtonItem(
        primaryAction: UIAction(title: nextTitle) { [weak self] _ in self?.move(forward: true) })
      toolbar.items = [
        previous, next, UIBarButtonItem.flexibleSpace(),
        UIBarButtonItem(
          systemItem: .done,
          primaryAction: UIAction { [weak self] _ in self?.endEditing() }),
      ]
      toolbar.sizeToFit()
      toolbarButtons.append(ToolbarButtons(previous: previous, next: next))
      return toolbar
    }

    // MARK: - Wiring UIKit to the core

    /// The previous and next buttons of one toolbar, held weakly.
    private struct ToolbarButtons {
      weak var previous: UIBarButtonItem?
      weak var next: UIBarButtonItem?
    }

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
        didBeginEditing: { [weak self] input in self?.inputDidBeginEditing(input) },
        perform: { [weak self] update in self?.perform(update) })
      _ = view.map { observer.keyboard.attach(to: $0) }
      return observer
    }

    private func accepts(_ input: UIView) -> Bool {
      Self.startedScreens.accepts(
        input, screen: view, isAppWide: isAppWide, inputBar: inputBar,
        excluded: exclusions.views)
    }

    private func perform(_ update: InputSessionObserver<UIView>.Update) {
      applier.perform(
        update, rootView: view, inputBar: inputBar, distance: distance,
        shiftsRootView: shiftsRootView, systemVersion: systemVersion)
    }

    /// The inputs the avoider handles around `input`, in reading order: in the screen, or
    /// app-wide in the outermost view controller around the input.
    private func inputOrder(around input: UIView) -> FormOrder<UIView>? {
      UIView.toolbarContainer(screen: view, editing: input).map { container in
        FormOrder(
          inputsIn: container,
          isRightToLeft: container.effectiveUserInterfaceLayoutDirection == .rightToLeft,
          where: accepts)
      }
    }

    /// Sets up the form for the input that began editing: its toolbars' buttons and the return
    /// keys.
    private func inputDidBeginEditing(_ input: UIView) {
      if view == nil, let window = input.window, attachedWindow !== window {
        // App-wide: measure on the screen, and the activity, of the window being edited in.
        attachedWindow = window
        observer.keyboard.attach(to: window)
      }
      let state = navigator.inputDidBeginEditing(input)
      toolbarButtons.removeAll { $0.previous == nil && $0.next == nil }
      for buttons in toolbarButtons {
        buttons.previous?.isEnabled = state.isPreviousEnabled
        buttons.next?.isEnabled = state.isNextEnabled
      }
    }

    private func move(forward: Bool) {
      guard let editing = observer.session.editing else { return }
      navigator.move(from: editing, forward: forward)
    }

    private func endEditing() {
      let container = UIView.toolbarContainer(screen: view, editing: observer.session.editing)
      _ = container?.endEditing(true)
    }
  }
#endif
