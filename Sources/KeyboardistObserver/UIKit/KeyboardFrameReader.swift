#if KEYBOARDIST_UIKIT
  package import UIKit
  import QuartzCore

  /// Reads where the keyboard is, frame by frame, from the keyboard layout guide of the window a
  /// view is in, and hands each reading to a closure as a ``KeyboardSample`` in screen coordinates.
  ///
  /// How it reads (a hidden probe on the guide, a display link, key-value observation of the
  /// probe, the window) is <doc:FollowingTheKeyboardFrameByFrame#What-is-read-and-how>; nothing is
  /// decided here (``KeyboardFrameReading`` and the motion model decide).
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
    private var state = KeyboardFrameReading()
    /// Whether the guide is read with the bottom safe area (before iOS 17).
    private var usesBottomSafeArea = true
    /// The hidden view filling the window, whose keyboard layout guide the probe is pinned to.
    private var container: UIView?
    /// The hidden view whose top edge is the guide's top edge: the keyboard's top.
    private var probe: UIView?
    private var displayLink: CADisplayLink?
    /// The last animation whose timing was read, and that timing: read again only when UIKit
    /// attaches another.
    private var timedAnimation: (animation: CAAnimation, timing: KeyboardAnimationTiming?)?
    private var positionObservation: NSKeyValueObservation?

    /// The height, measured up from the screen's bottom edge, at which the guide puts a hidden
    /// keyboard in the current window, in points (see
    /// ``KeyboardFrameReading/hiddenGuideHeight(window:screen:safeAreaBottom:usesBottomSafeArea:)``).
    package private(set) var hiddenGuideHeight: CGFloat = 0

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

    /// Starts reading for `view`: the reader becomes its hidden subview and reads in whatever
    /// window the view is in.
    ///
    /// - Parameter view: A view of the screen, usually a view controller's root view.
    package func read(in view: UIView) {
      view.addSubview(self)
    }

    /// Stops reading for good: takes the reader, its container and its display link away.
    package func remove() {
      removeFromSuperview()
    }

    /// Whether frames are read on the display link, while the view is in a window.
    ///
    /// Turning it on measures the window again (it may have been resized or rotated).
    package var readsFrames: Bool {
      get { state.wantsFrames }
      set {
        state.wantsFrames = newValue
        if newValue { measure() }
        displayLink?.isPaused = !state.runsDisplayLink
      }
    }

    /// The bounds of the screen the readings are measured on, in screen coordinates; `nil` while
    /// the view is in no window.
    package var screenBounds: CGRect? { window?.windowScene?.screen.bounds }

    /// Moves the reading to the view's new window, or stops it when there is none.
    package override func didMoveToWindow() {
      super.didMoveToWindow()
      detach()
      if let window { attach(to: window) }
    }

    // MARK: - Window

    private func attach(to window: UIWindow) {
      // The container takes the window's bounds at once (the reading below must not wait for the
      // window's next layout pass) and keeps them through rotations and resizes.
      let container = UIView(frame: window.bounds)
      container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let probe = UIView()
      probe.translatesAutoresizingMaskIntoConstraints = false
      for view in [container, probe] {
        view.isHidden = true
        view.isUserInteractionEnabled = false
      }
      window.insertSubview(container, at: 0)
      container.addSubview(probe)
      let guide = container.keyboardLayoutGuide
      if #available(iOS 17.0, macCatalyst 17.0, *) {
        guide.usesBottomSafeArea = false
        usesBottomSafeArea = false
      }
      NSLayoutConstraint.activate([
        probe.topAnchor.constraint(equalTo: guide.topAnchor),
        probe.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        probe.widthAnchor.constraint(equalToConstant: 0),
        probe.heightAnchor.constraint(equalToConstant: 0),
      ])
      container.layoutIfNeeded()
      self.container = container
      self.probe = probe
      positionObservation = probe.observe(\.center) { [weak self] _, _ in
        guard let reader = self else { return }
        MainActorHop.run { reader.readLayout() }
      }
      let link = CADisplayLink(
        target: DisplayLinkTarget(reader: self), selector: #selector(DisplayLinkTarget.tick(_:)))
      let rates = KeyboardFrameReading.frameRates(
        maximumFramesPerSecond: window.windowScene?.screen.maximumFramesPerSecond ?? 0)
      link.preferredFrameRateRange = CAFrameRateRange(
        minimum: rates.minimum, maximum: rates.maximum, preferred: rates.preferred)
      link.isPaused = true
      link.add(to: .main, forMode: .common)
      displayLink = link
      state.attach()
      link.isPaused = !state.runsDisplayLink
      readLayout()
    }

    private func detach() {
      guard state.isAttached else { return }
      state.detach()
      positionObservation?.invalidate()
      positionObservation = nil
      displayLink?.invalidate()
      displayLink = nil
      container?.removeFromSuperview()
      container = nil
      probe = nil
      timedAnimation = nil
      send(.detached)
    }

    /// Measures the height of the hidden guide in the current window.
    private func measure() {
      guard let window, let screen = window.windowScene?.screen else { return }
      hiddenGuideHeight = KeyboardFrameReading.hiddenGuideHeight(
        window: window.convert(window.bounds, to: screen.coordinateSpace), screen: screen.bounds,
        safeAreaBottom: window.safeAreaInsets.bottom, usesBottomSafeArea: usesBottomSafeArea)
    }

    // MARK: - Reading

    /// The keyboard's top edge in screen coordinates: where the probe is shown in the current
    /// frame (its presentation layer) or where layout put it.
    private func keyboardTop(onScreen: Bool) -> CGFloat? {
      guard let container, let probe, let screen = window?.windowScene?.screen else { return nil }
      var top = probe.frame.minY
      if onScreen, let presented = probe.layer.presentation() { top = presented.frame.minY }
      return container.convert(CGPoint(x: 0, y: top), to: screen.coordinateSpace).y
    }

    /// Reads one display frame: where the keyboard is in the frame on screen (the link's
    /// `timestamp`), when what is set now is shown (its `targetTimestamp`), and the timing of the
    /// animation moving the probe.
    fileprivate func tick(_ link: CADisplayLink) {
      guard state.runsDisplayLink, let top = keyboardTop(onScreen: true) else { return }
      send(
        .frame(
          KeyboardSample(
            time: link.timestamp, keyboardTop: top, displayTime: link.targetTimestamp,
            timing: readTiming())))
    }

    /// The timing of the animation UIKit attached to the probe's position, when there is one and
    /// Core Animation reports it (``KeyboardAnimationTiming/init(reading:)``), as Flutter's engine
    /// reads the `position` animation of a view it moves with the keyboard's curve
    /// (`FlutterKeyboardInsetManager.mm`).
    private func readTiming() -> KeyboardAnimationTiming? {
      guard let animation = probe?.layer.animation(forKey: "position") else {
        timedAnimation = nil
        return nil
      }
      if let timedAnimation, timedAnimation.animation === animation { return timedAnimation.timing }
      let timing = KeyboardAnimationTiming(reading: animation)
      timedAnimation = (animation, timing)
      return timing
    }

    /// Reads the guide's own position: where the keyboard is on arriving in a window, then each
    /// change.
    private func readLayout() {
      guard let window, let top = keyboardTop(onScreen: false),
        let kind = state.layoutReading(windowHasSize: !window.bounds.isEmpty)
      else { return }
      let sample = KeyboardSample(time: CACurrentMediaTime(), keyboardTop: top)
      measure()
      switch kind {
      case .attached: send(.attached(sample))
      case .layoutChange: send(.layoutChange(sample))
      }
    }

    /// Hands a reading to the client; once the client's owner is gone, pauses and removes the
    /// reader after the current layout pass or frame.
    private func send(_ reading: Reading) {
      guard !client(self, reading) else { return }
      displayLink?.isPaused = true
      Task { [weak self] in self?.remove() }
    }
  }

  /// The display link's target, which the link keeps: it holds the reader weakly, and stops the
  /// link once the reader is gone.
  @MainActor
  private final class DisplayLinkTarget: NSObject {
    private weak var reader: KeyboardFrameReader?

    init(reader: KeyboardFrameReader) {
      self.reader = reader
    }

    /// Hands one frame to the reader.
    @objc func tick(_ link: CADisplayLink) {
      guard let reader else { return link.invalidate() }
      reader.tick(link)
    }
  }
#endif
