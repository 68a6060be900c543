#if KEYBOARDIST_UIKIT
  public import UIKit
  import KeyboardistObserver

  /// Keeps the input being edited, or a marked trigger, clear of the keyboard: per screen, or
  /// app-wide.
  ///
  /// Per screen, give it the screen's root view and start and stop it with the screen, as
  /// ``KeyboardAwareViewController`` does; app-wide, start ``shared`` once.
  /// <doc:KeepingInputsVisible> says what moves, how far and when; ``AvoidanceLayout`` asks the
  /// same decisions in your tests.
  ///
  /// It measures the keyboard on the screen of its view's window scene and moves nothing while
  /// that scene is not active (``KeyboardObserver/attach(to:)``); the app-wide avoider uses the
  /// window of the input being edited.
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
    /// next button on the last; `true` by default.
    public var disablesPreviousAndNextAtEnds: Bool {
      get { navigator.disablesEnds }
      set { navigator.disablesEnds = newValue }
    }

    /// Whether a text field's return key moves to the next input of the form, and ends editing on
    /// the last.
    ///
    /// `true` by default: a text field whose return key you left at `.default` shows Next, or
    /// Done on the last (<doc:KeepingInputsVisible#Move-through-a-form>). Setting it to `false`
    /// gives those fields their default key back.
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
    /// On ``shared``, it opts a screen out of app-wide avoidance
    /// (<doc:KeepingInputsVisible#Avoid-it-app-wide>). The avoider holds the view weakly;
    /// excluding a view twice excludes it once.
    ///
    /// - Parameter view: The view whose inputs to leave alone, itself included.
    public func exclude(_ view: UIView) {
      exclusions.add(view)
    }

    /// Marks a non-text view as the target of the next adjustment: call it before making the input
    /// bar's text view first responder.
    ///
    /// Until the keyboard hides, the trigger sits ``distance`` above the keyboard or ``inputBar``
    /// (<doc:KeepingInputsVisible#Align-a-trigger-above-an-input-bar>).
    ///
    /// - Parameter trigger: The view to align above the keyboard.
    public func markTrigger(_ trigger: UIView) {
      observer.markTrigger(trigger)
    }

    /// Makes an input accessory toolbar with previous, next and done buttons.
    ///
    /// Assign it to each input's `inputAccessoryView`: previous and next move between the inputs
    /// the avoider handles in reading order (<doc:KeepingInputsVisible#Move-through-a-form>), and
    /// done ends editing.
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
