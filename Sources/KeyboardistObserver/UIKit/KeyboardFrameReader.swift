#if KEYBOARDIST_UIKIT
  package import UIKit

  /// Reads where the keyboard is, frame by frame, from the keyboard layout guide of the window a
  /// view is in, and hands each reading to a closure as a ``KeyboardSample`` in screen coordinates.
  ///
  /// The reader is a hidden, zero-sized subview of the view, there only to know which window the
  /// view is in (`didMoveToWindow()`): it joins that window's `KeyboardFrameSource`, which reads
  /// for every reader in the window (one hidden probe on the guide, one display link, one
  /// key-value observation, one timing view), and leaves it when the view leaves the window. How
  /// it reads is <doc:FollowingTheKeyboardFrameByFrame#What-is-read-and-how>; nothing is decided
  /// here (``KeyboardFrameSharing``, ``KeyboardFrameReading`` and the motion model decide).
  package final class KeyboardFrameReader: UIView {
    /// One reading of the keyboard's position.
    package enum Reading: Equatable, Sendable {
      /// The view came into a window: where the keyboard is now, at rest.
      case attached(KeyboardSample)
      /// The keyboard's position on screen in one display frame of an animation.
      case frame(KeyboardSample)
      /// The guide's own position changed: a drag, or an animation's end set at its start.
      case layoutChange(KeyboardSample)
      /// The view left its window: readings stop until it is in one again.
      case detached
    }

    /// Receives each reading with its reader, on the main actor; returns `false` when its owner is
    /// gone, to remove the reader.
    package typealias Client = @MainActor (KeyboardFrameReader, Reading) -> Bool

    private let client: Client
    /// Whether the reader's owner wants frames: its source's display link runs while any of its
    /// readers does.
    private var wantsFrames = false
    /// The source of the window the reader's view is in, shared with every reader there.
    private var source: KeyboardFrameSource?

    /// The hidden guide's height measured in the last window the view was in, kept while it is in
    /// none.
    private var lastHiddenGuideHeight: CGFloat = 0

    /// The height, measured up from the screen's bottom edge, at which the guide puts a hidden
    /// keyboard in the current window, in points (see
    /// ``KeyboardFrameReading/hiddenGuideHeight(window:screen:safeAreaBottom:usesBottomSafeArea:)``);
    /// while the view is in no window, the last window's.
    package var hiddenGuideHeight: CGFloat { source?.hiddenGuideHeight ?? lastHiddenGuideHeight }

    /// Creates a reader; add it to a view (``read(in:)``) to start reading.
    ///
    /// - Parameter client: What receives each reading.
    package init(client: @escaping Client) {
      self.client = client
      super.init(frame: .zero)
      isHidden = true
      isUserInteractionEnabled = false
    }

    /// Not available: a reader is made in code.
    ///
    /// - Parameter coder: Unused.
    package required init?(coder: NSCoder) { nil }

    /// Starts reading for `view`: the reader becomes its hidden subview and reads, through the
    /// source it shares with every reader there, in whatever window the view is in.
    ///
    /// - Parameter view: A view of the screen, usually a view controller's root view.
    package func read(in view: UIView) {
      view.addSubview(self)
    }

    /// Stops reading for good: takes the reader away and leaves its window's source (the last
    /// reader to leave takes the source's views and display link away).
    package func remove() {
      removeFromSuperview()
    }

    /// Whether frames are read on the display link, while the view is in a window.
    ///
    /// Turning it on measures the window again (it may have been resized or rotated).
    package var readsFrames: Bool {
      get { wantsFrames }
      set {
        wantsFrames = newValue
        source?.setWantsFrames(newValue, for: self)
      }
    }

    /// The bounds of the screen the readings are measured on, in screen coordinates; `nil` while
    /// the view is in no window.
    package var screenBounds: CGRect? { source?.screenBounds }

    /// The timing of the animation UIKit gives a view animated inside the notification being
    /// delivered, read once per delivery by the window's source; `nil` in no window.
    ///
    /// - Parameters:
    ///   - event: The notification's event.
    ///   - options: Its options.
    /// - Returns: The timing read, or `nil`.
    package func readNotificationTiming(_ event: KeyboardEvent, _ options: KeyboardOptions)
      -> KeyboardAnimationTiming?
    {
      source?.notificationTiming(event, options)
    }

    /// Moves the reading to the view's new window, or stops it when there is none.
    package override func didMoveToWindow() {
      super.didMoveToWindow()
      if let window, window === source?.window { return }
      leaveSource()
      guard let window else { return }
      let source = KeyboardFrameSource.source(for: window)
      self.source = source
      source.join(self, wantsFrames: wantsFrames)
    }

    private func leaveSource() {
      guard let source else { return }
      lastHiddenGuideHeight = source.hiddenGuideHeight
      self.source = nil
      source.leave(self)
      receive(.detached)
    }

    /// Hands a reading to the client; once the client's owner is gone, removes the reader after
    /// the current layout pass or frame.
    ///
    /// - Parameter reading: The reading, from the window's source.
    func receive(_ reading: Reading) {
      guard !client(self, reading) else { return }
      wantsFrames = false
      source?.setWantsFrames(false, for: self)
      Task { [weak self] in self?.remove() }
    }
  }
#endif
