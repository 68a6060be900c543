#if KEYBOARDIST_UIKIT
  public import KeyboardistObserver
  public import UIKit

  /// A message bar that rides on the keyboard: a text input that grows with its text, a send
  /// button, and panels in the keyboard's place.
  ///
  /// ``install(in:avoider:dismissesOnTapOutside:)`` pins it to the keyboard layout guide, so UIKit
  /// moves it with the keyboard, interactive dismissal included. <doc:MessageBarAndPanels> shows
  /// it on a chat and a feed, and how a panel swap keeps every follower of the keyboard in place.
  @MainActor
  public final class KeyboardMessageBar: UIView {
    /// When the bar shows.
    public enum Visibility: Hashable, Sendable {
      /// Always, at the bottom of the safe area while no keyboard shows.
      case always
      /// Only while its input is edited: ``KeyboardMessageBar/open(from:)`` shows it.
      case whileEditing
    }

    /// The text input, whose font follows Dynamic Type; set its `inputView` only through
    /// ``showPanel(_:)``.
    public let textView = UITextView()
    /// The send button; enabled only while the text holds more than white space.
    public let sendButton: UIButton
    /// Receives each message sent: the text trimmed at both ends, never only white space.
    public var onSend: (@MainActor (String) -> Void)?
    /// The avoider given to ``install(in:avoider:dismissesOnTapOutside:)``.
    public private(set) weak var avoider: KeyboardAvoider?
    /// The panel in the keyboard's place, or `nil` while the keyboard shows.
    public internal(set) weak var panel: UIView?
    /// What shows below the bar: the keyboard, a panel in its place, or nothing while the input is
    /// not edited.
    public var input: KeyboardInput { inputRule.input }
    /// Receives what shows below the bar each time it changes (``input``): the keyboard, a panel,
    /// or nothing once editing ends; to switch an emoji button's icon, say.
    public var onInputChange: (@MainActor (KeyboardInput) -> Void)?
    /// Where a panel's height comes from while no keyboard is up; ``KeyboardHeightMemory/shared``
    /// by default.
    ///
    /// The bar teaches it the keyboards it sees, except while a panel is in the keyboard's place
    /// (<doc:MessageBarAndPanels#A-panel-in-the-keyboards-place>).
    public var heightMemory = KeyboardHeightMemory.shared

    /// When the bar shows; ``Visibility-swift.enum/always`` by default.
    public var visibility: Visibility {
      didSet { updateVisibility() }
    }

    /// The most lines the input shows before it scrolls; 5 by default, at least 1.
    public var maximumLines: Int {
      get { growth.maximumLines }
      set {
        growth.maximumLines = newValue
        setNeedsLayout()
      }
    }

    /// The text shown while the input is empty; also the input's accessibility label.
    public var placeholder: String {
      didSet {
        placeholderLabel.text = placeholder
        textView.accessibilityLabel = placeholder
      }
    }

    /// The text typed; setting it updates the placeholder, the send button and the height.
    public var text: String {
      get { textView.text ?? "" }
      set {
        textView.text = newValue
        textDidChange()
      }
    }

    private var growth: MessageBarGrowth
    private let placeholderLabel = UILabel()
    private let row = UIStackView()
    private lazy var heightConstraint = textView.heightAnchor.constraint(equalToConstant: 36)
    /// The bar's own observer, which announces its swaps.
    let observer = KeyboardObserver()
    /// What shows below the bar, by the rule ``input`` reports.
    var inputRule = ComposerInput()
    private var dismissTap: KeyboardDismissTap?
    private let editing = NotificationRegistrations(center: .default)

    /// Creates a message bar, not yet on screen.
    ///
    /// - Parameters:
    ///   - placeholder: The text shown while the input is empty; "Message" by default.
    ///   - sendTitle: The send button's title, also its accessibility label; "Send" by default.
    ///   - maximumLines: The most lines shown before the input scrolls; 5 by default.
    ///   - visibility: When the bar shows; always by default.
    public init(
      placeholder: String = "Message", sendTitle: String = "Send", maximumLines: Int = 5,
      visibility: Visibility = .always
    ) {
      self.placeholder = placeholder
      self.visibility = visibility
      growth = MessageBarGrowth(maximumLines: maximumLines)
      var configuration = UIButton.Configuration.filled()
      configuration.title = sendTitle
      sendButton = UIButton(configuration: configuration)
      super.init(frame: .zero)
      build(sendTitle: sendTitle)
      observeEditing()
      textDidChange()
      updateVisibility()
    }

    /// Not available: a message bar is made in code.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) { nil }

    deinit {
      editing.removeAll()
    }

    // MARK: - Placing it

    /// Adds the bar to a screen's view, along its leading and trailing edges, riding on the
    /// keyboard; call it once.
    ///
    /// The bar becomes the avoider's ``KeyboardAvoider/inputBar``, and the avoider stops shifting
    /// the root view (``KeyboardAvoider/shiftsRootView``), which would move the bar twice.
    ///
    /// - Parameters:
    ///   - view: The screen's root view.
    ///   - avoider: The screen's avoider, which aligns a trigger on the bar's top; `nil` for none.
    ///   - dismissesOnTapOutside: Whether a ``KeyboardDismissTap`` on `view` ends editing;
    ///     `true` by default.
    /// - Returns: The bar, to chain further calls.
    @discardableResult
    public func install(
      in view: UIView, avoider: KeyboardAvoider? = nil, dismissesOnTapOutside: Bool = true
    ) -> Self {
      translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(self)
      NSLayoutConstraint.activate([
        leadingAnchor.constraint(equalTo: view.leadingAnchor),
        trailingAnchor.constraint(equalTo: view.trailingAnchor),
      ])
      view.pinToKeyboard(self)
      if let avoider {
        avoider.inputBar = self
        avoider.shiftsRootView = false
      }
      self.avoider = avoider
      dismissTap?.stop()
      dismissTap = dismissesOnTapOutside ? KeyboardDismissTap(view: view).start() : nil
      return self
    }

    /// Adds a view before the text input, such as a button that shows an emoji panel.
    ///
    /// - Parameter accessory: The view; it keeps its own size.
    public func addAccessory(_ accessory: UIView) {
      accessory.setContentHuggingPriority(.required, for: .horizontal)
      row.insertArrangedSubview(accessory, at: row.arrangedSubviews.count - 2)
    }

    /// Inserts text at the input's caret, as typing would (for a panel's emoji).
    ///
    /// - Parameter text: The text to insert.
    public func insert(_ text: String) {
      textView.insertText(text)
      textDidChange()
    }

    // MARK: - Editing

    /// Shows the bar and brings up the keyboard (or the panel shown last).
    ///
    /// - Parameter trigger: The view, such as a cell's comment button, that the ``avoider`` aligns
    ///   on the bar's top (``KeyboardAvoider/markTrigger(_:)``); `nil` for none.
    public func open(from trigger: UIView? = nil) {
      if let trigger { avoider?.markTrigger(trigger) }
      isHidden = false
      _ = textView.becomeFirstResponder()
    }

    /// Ends editing: the keyboard or panel goes, and a bar shown only while editing hides.
    public func close() {
      _ = textView.resignFirstResponder()
    }

    // MARK: - Layout

    /// Lays out the bar and sizes its input for its text.
    public override func layoutSubviews() {
      super.layoutSubviews()
      updateHeight()
      if let screen = window?.windowScene?.screen.bounds { observer.screen = screen }
    }

    /// Observes the keyboard while the bar is in a window.
    public override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil {
        observer.stop()
      } else {
        // Before iOS 16.1 no notification names its screen: the bar's window says which it is.
        if let screen = window?.windowScene?.screen.bounds { observer.screen = screen }
        heightMemory.learn(from: observer)
        observer.start()
      }
    }

    // MARK: - Private

    private func build(sendTitle: String) {
      backgroundColor = .secondarySystemBackground
      textView.font = .preferredFont(forTextStyle: .body)
      textView.adjustsFontForContentSizeCategory = true
      textView.backgroundColor = .systemBackground
      textView.layer.cornerRadius = 8
      textView.isScrollEnabled = false
      textView.accessibilityLabel = placeholder
      placeholderLabel.text = placeholder
      placeholderLabel.font = .preferredFont(forTextStyle: .body)
      placeholderLabel.adjustsFontForContentSizeCategory = true
      placeholderLabel.textColor = .placeholderText
      placeholderLabel.isAccessibilityElement = false
      placeholderLabel.translatesAutoresizingMaskIntoConstraints = false
      textView.addSubview(placeholderLabel)

      sendButton.accessibilityLabel = sendTitle
      sendButton.setContentHuggingPriority(.required, for: .horizontal)
      sendButton.setContentCompressionResistancePriority(.required, for: .horizontal)
      sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .primaryActionTriggered)

      row.addArrangedSubview(textView)
      row.addArrangedSubview(sendButton)
      row.spacing = 8
      row.alignment = .bottom
      row.translatesAutoresizingMaskIntoConstraints = false
      addSubview(row)
      let inset = textView.textContainerInset
      let padding = textView.textContainer.lineFragmentPadding
      // Below required only so that a transient layout never breaks a constraint.
      heightConstraint.priority = UILayoutPriority(999)
      NSLayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        row.topAnchor.constraint(equalTo: topAnchor, constant: 8),
        row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        heightConstraint,
        placeholderLabel.leadingAnchor.constraint(
          equalTo: textView.leadingAnchor, constant: inset.left + padding),
        placeholderLabel.topAnchor.constraint(equalTo: textView.topAnchor, constant: inset.top),
        placeholderLabel.widthAnchor.constraint(
          lessThanOrEqualTo: textView.widthAnchor, constant: -(inset.left + inset.right + padding)),
      ])
    }

    /// Follows the input's text and editing, without taking its delegate.
    private func observeEditing() {
      let input = ObjectIdentifier(textView)
      let names: [(Notification.Name, @MainActor @Sendable (KeyboardMessageBar) -> Void)] = [
        (UITextView.textDidChangeNotification, { $0.textDidChange() }),
        (UITextView.textDidBeginEditingNotification, { $0.didBeginEditing() }),
        (UITextView.textDidEndEditingNotification, { $0.didEndEditing() }),
      ]
      for (name, action) in names {
        editing.register(name) { [weak self] notification in
          guard let object = notification.object as? AnyObject, ObjectIdentifier(object) == input
          else { return }
          MainActorHop.run {
            guard let self else { return }
            action(self)
          }
        }
      }
    }

    private func textDidChange() {
      let draft = MessageBarDraft(text: text)
      sendButton.isEnabled = draft.isSendable
      placeholderLabel.isHidden = !text.isEmpty
      guard window != nil else { return setNeedsLayout() }
      UIView.animate(withDuration: 0.2) {
        self.updateHeight()
        self.superview?.layoutIfNeeded()
      }
    }

    private func send() {
      guard let message = MessageBarDraft(text: text).sendableText else { return }
      text = ""
      onSend?(message)
    }

    func updateVisibility() {
      isHidden = visibility == .whileEditing && !textView.isFirstResponder
    }

    /// Sizes the input for its text: line by line up to ``maximumLines``, then it scrolls.
    private func updateHeight() {
      let width = textView.bounds.width
      guard width > 0, let font = textView.font else { return }
      let fitting = textView.sizeThatFits(
        CGSize(width: width, height: .greatestFiniteMagnitude)
      ).height
      let inset = textView.textContainerInset
      let insets = inset.top + inset.bottom
      let height = growth.height(
        fitting: fitting, lineHeight: font.lineHeight, verticalInsets: insets)
      let scrolls = growth.scrolls(
        fitting: fitting, lineHeight: font.lineHeight, verticalInsets: insets)
      if textView.isScrollEnabled != scrolls { textView.isScrollEnabled = scrolls }
      guard heightConstraint.constant != height else { return }
      heightConstraint.constant = height
    }
  }
#endif
