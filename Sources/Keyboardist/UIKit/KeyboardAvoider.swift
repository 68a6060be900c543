#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  public import UIKit

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
  /// Every decision is made by the portable core (``InputSessionObserver``,
  /// ``KeyboardViewNode/avoidancePlan(revealing:below:distance:placement:rootTopLimit:within:)``);
  /// this class reads UIKit values in and writes the results out.
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
    /// A bar that rides on the keyboard (see `UIView.pinToKeyboard(_:spacing:followsUndockedKeyboard:)`):
    /// targets are kept above it, and inputs inside it are never avoided themselves.
    public weak var inputBar: UIView?

    /// The views of the per-screen avoiders that are started; the app-wide one stays out of them.
    private static var startedScreens: [WeakView] = []

    private let isAppWide: Bool
    private let center: NotificationCenter
    private var additions: [InsetAddition] = []
    private var rootShift: RootShift?
    private lazy var observer = makeObserver()

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
    public var isObserving: Bool { observer.isObserving }

    /// Starts avoiding; calling it again changes nothing.
    ///
    /// In an app (not an app extension), also call ``followApplicationState()`` once, so that the
    /// keyboard iOS re-posts on return from the background moves nothing.
    public func start() {
      observer.start()
      Self.startedScreens.removeAll { $0.view == nil || $0.view === view }
      Self.startedScreens += view.map { [WeakView(view: $0)] } ?? []
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
      Self.startedScreens.removeAll { $0.view == nil || $0.view === view }
      observer.stop()
      observer.reset()
      undo(restoringOffsets: true)
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
    /// app-wide) in reading order (``InputOrder``); done ends editing. Assign it to each input's
    /// `inputAccessoryView`. Buttons use `UIAction`s, no selectors.
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
        UIBarButtonItem(
          title: previousTitle,
          primaryAction: UIAction { [weak self] _ in self?.focusPrevious() }),
        UIBarButtonItem(
          title: nextTitle, primaryAction: UIAction { [weak self] _ in self?.focusNext() }),
        UIBarButtonItem.flexibleSpace(),
        UIBarButtonItem(
          systemItem: .done,
          primaryAction: UIAction { [weak self] _ in self?.endEditing() }),
      ]
      toolbar.sizeToFit()
      return toolbar
    }

    // MARK: - Reading UIKit

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
      let inOwnScreen = Self.startedScreens.contains {
        $0.view.map(input.isDescendant(of:)) == true
      }
      let inScope = view.map { input.isDescendant(of: $0) } ?? (isAppWide && !inOwnScreen)
      let inBar = inputBar.map { input.isDescendant(of: $0) } ?? false
      return inScope && !inBar
    }

    /// The view that shifts: the screen's root view, or app-wide the outermost view controller's.
    private func root(for target: UIView) -> UIView? {
      let controller = sequence(first: target as UIResponder, next: \.next)
        .lazy.compactMap { $0 as? UIViewController }.first
      let outermost = controller.map { sequence(first: $0, next: \.parent).reversed().first }
      return view ?? outermost??.view
    }

    /// The target's rect in window space: a text view's caret, else the view's bounds.
    private func targetRect(_ target: UIView) -> CGRect {
      let textView = target as? UITextView
      let caret = textView.flatMap { textView in
        textView.selectedTextRange.map { textView.caretRect(for: $0.end) }
      }
      return target.convert(caret ?? target.bounds, to: nil)
    }

    /// The docked keyboard (raised by the input bar) in the target's window space, or `nil`.
    private func obstruction(for target: UIView, options: KeyboardOptions) -> KeyboardObstruction? {
      guard let window = target.window, let screen = window.windowScene?.screen else { return nil }
      let obstruction = KeyboardObstruction(
        options: options, screen: screen.bounds,
        converting: { window.convert($0, from: screen.coordinateSpace) })
      return obstruction?.raised(byInputBarHeight: inputBar?.bounds.height ?? 0)
    }

    // MARK: - Writing UIKit

    private func perform(_ update: InputSessionObserver<UIView>.Update) {
      switch update.action {
      case .adjust(let target), .readjust(let target):
        adjust(for: target, update)
      case .restore:
        update.options.animateAlongside { self.undo(restoringOffsets: true) }
      }
    }

    private func adjust(for target: UIView, _ update: InputSessionObserver<UIView>.Update) {
      undo(restoringOffsets: false)
      let root = root(for: target)
      let topLimit = root.map { $0.convert($0.bounds, to: nil).minY + $0.safeAreaInsets.top }
      let plan = target.avoidancePlan(
        revealing: targetRect(target),
        below: obstruction(for: target, options: update.options),
        distance: distance, placement: update.placement,
        rootTopLimit: shiftsRootView ? topLimit : nil, within: root)
      update.options.animateAlongside {
        self.additions = plan.steps.map(InsetAddition.apply)
        self.rootShift = root.map { RootShift.apply(plan.rootShift, to: $0) }
      }
    }

    private func undo(restoringOffsets: Bool) {
      for addition in additions { addition.remove(restoringOffset: restoringOffsets) }
      additions = []
      rootShift?.remove()
      rootShift = nil
    }

    private var inputOrder: InputOrderContext {
      InputOrderContext(
        editing: observer.session.editing, container: view ?? observer.session.editing?.window)
    }

    private func focusPrevious() {
      _ = inputOrder.previousInput?.becomeFirstResponder()
    }

    private func focusNext() {
      _ = inputOrder.nextInput?.becomeFirstResponder()
    }

    private func endEditing() {
      _ = inputOrder.container?.endEditing(true)
    }
  }

  /// A view held weakly.
  @MainActor
  private struct WeakView {
    weak var view: UIView?
  }

  /// The inset one step added to one scroll view, and how to take it away again.
  @MainActor
  private struct InsetAddition {
    weak var scrollView: UIScrollView?
    let inset: CGFloat

    /// Applies a plan step: adds the inset to content and indicators and sets the offset.
    static func apply(_ step: AvoidancePlan<UIView>.Step) -> InsetAddition {
      let scrollView = step.node as? UIScrollView
      let inset = step.adjustment.addedBottomInset
      scrollView?.contentInset.bottom += inset
      scrollView?.verticalScrollIndicatorInsets.bottom += inset
      scrollView?.contentOffset = step.adjustment.contentOffset
      return InsetAddition(scrollView: scrollView, inset: inset)
    }

    /// Subtracts exactly the added inset; on a real restore, also pulls the offset back inside
    /// the content (``ScrollViewGeometry/restoredContentOffset()``).
    func remove(restoringOffset: Bool) {
      guard let scrollView else { return }
      scrollView.contentInset.bottom -= inset
      scrollView.verticalScrollIndicatorInsets.bottom -= inset
      guard restoringOffset else { return }
      scrollView.contentOffset = scrollView.scrollGeometry.restoredContentOffset()
    }
  }

  /// How far the root view's bounds were moved, and how to move them back.
  @MainActor
  private struct RootShift {
    weak var view: UIView?
    let amount: CGFloat

    /// Shifts the view's content up by moving its bounds' origin down.
    static func apply(_ amount: CGFloat, to view: UIView) -> RootShift {
      view.bounds.origin.y += amount
      return RootShift(view: view, amount: amount)
    }

    func remove() {
      view?.bounds.origin.y -= amount
    }
  }

  /// The screen's inputs in reading order around the one being edited.
  @MainActor
  private struct InputOrderContext {
    let editing: UIView?
    let container: UIView?

    var previousInput: UIView? { editing.flatMap { order.previous(before: $0) } }

    var nextInput: UIView? { editing.flatMap { order.next(after: $0) } }

    private var order: InputOrder<UIView> {
      InputOrder(
        Self.inputs(in: container).map { (input: $0, frame: $0.convert($0.bounds, to: nil)) })
    }

    /// The visible text fields and text views that can become first responder, depth first.
    private static func inputs(in container: UIView?) -> [UIView] {
      let views = container.map { root in
        sequence(state: [root]) { stack -> UIView? in
          guard let next = stack.popLast() else { return nil }
          stack.append(contentsOf: next.subviews.reversed())
          return next
        }
      }
      return (views.map(Array.init) ?? []).filter {
        ($0 is UITextField || $0 is UITextView) && !$0.isHidden && $0.canBecomeFirstResponder
      }
    }
  }
#endif
