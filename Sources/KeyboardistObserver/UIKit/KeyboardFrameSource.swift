#if KEYBOARDIST_UIKIT
  import UIKit
  import QuartzCore

  /// The keyboard's position in one window, read once for every frame reader attached there: one
  /// hidden view filling the window, one probe pinned to that view's keyboard layout guide, one
  /// key-value observation of the probe, one display link, and one timing view animated inside
  /// each `will…` notification.
  ///
  /// The readers hold their window's source; the source holds them, its window and the registry
  /// holds it, weakly, and its display link holds it through a weak target. It opens when its
  /// first reader joins and is torn down when its last leaves. Every decision is
  /// ``KeyboardFrameSharing``'s and ``KeyboardFrameReading``'s; the source moves values
  /// (<doc:FollowingTheKeyboardFrameByFrame#What-is-read-and-how>).
  @MainActor
  final class KeyboardFrameSource {
    /// The open source of each window, held weakly: its readers keep it.
    private static let sources = NSMapTable<UIWindow, KeyboardFrameSource>.weakToWeakObjects()

    /// The source of `window`: the one its readers share, or a new one.
    ///
    /// - Parameter window: The window a reader's view is in.
    /// - Returns: The window's source.
    static func source(for window: UIWindow) -> KeyboardFrameSource {
      if let source = sources.object(forKey: window), source.window === window { return source }
      let source = KeyboardFrameSource(window: window)
      sources.setObject(source, forKey: window)
      return source
    }

    /// The window read.
    private(set) weak var window: UIWindow?
    private var sharing = KeyboardFrameSharing<ObjectIdentifier>()
    /// The readers joined, by identity, held weakly: a reader in a window is kept by its view.
    private var readers: [ObjectIdentifier: WeakReader] = [:]
    /// Whether the guide is read with the bottom safe area (before iOS 17).
    private var usesBottomSafeArea = true
    /// The hidden view filling the window, whose keyboard layout guide the probe is pinned to.
    private var container: UIView?
    /// The hidden view whose top edge is the guide's top edge: the keyboard's top.
    private var probe: UIView?
    /// The hidden, zero-sized view animated inside each `will…` notification to read its timing.
    private var timingView: UIView?
    private var displayLink: CADisplayLink?
    /// The last animation of the probe whose timing was read, and that timing: read again only
    /// when UIKit attaches another.
    private var timedAnimation: (animation: CAAnimation, timing: KeyboardAnimationTiming?)?
    private var positionObservation: NSKeyValueObservation?

    /// The height, measured up from the screen's bottom edge, at which the guide puts a hidden
    /// keyboard in the window, in points (see
    /// ``KeyboardFrameReading/hiddenGuideHeight(window:screen:safeAreaBottom:usesBottomSafeArea:)``).
    private(set) var hiddenGuideHeight: CGFloat = 0

    private init(window: UIWindow) {
      self.window = window
    }

    /// The bounds of the window's screen, in screen coordinates; `nil` once the window is gone.
    var screenBounds: CGRect? { window?.windowScene?.screen.bounds }

    // MARK: - Readers

    /// Adds a reader whose view is in the window; it gets the `.attached` reading (at once when
    /// the source has read the guide already), then the source's readings.
    ///
    /// - Parameters:
    ///   - reader: The reader.
    ///   - wantsFrames: Whether it wants frames now.
    func join(_ reader: KeyboardFrameReader, wantsFrames: Bool) {
      let id = ObjectIdentifier(reader)
      guard let joining = sharing.join(id, wantsFrames: wantsFrames) else { return }
      readers[id] = WeakReader(reader: reader)
      switch joining {
      case .opensSource:
        open()
        readLayout()
      case .awaitsFirstReading:
        if wantsFrames { measure() }
        updateDisplayLink()
      case .readsAtRest:
        measure()
        updateDisplayLink()
        guard let top = keyboardTop(onScreen: false) else { return }
        reader.receive(.attached(KeyboardSample(time: CACurrentMediaTime(), keyboardTop: top)))
      }
    }

    /// Removes a reader; the last one tears the source down.
    ///
    /// - Parameter reader: The reader.
    func leave(_ reader: KeyboardFrameReader) {
      leave(ObjectIdentifier(reader))
    }

    private func leave(_ id: ObjectIdentifier) {
      readers[id] = nil
      if sharing.leave(id) { close() } else { updateDisplayLink() }
    }

    /// Records whether a reader wants frames; the link runs while any does.
    ///
    /// - Parameters:
    ///   - wantsFrames: Whether it wants them.
    ///   - reader: The reader.
    func setWantsFrames(_ wantsFrames: Bool, for reader: KeyboardFrameReader) {
      if sharing.setWantsFrames(wantsFrames, for: ObjectIdentifier(reader)) { measure() }
      updateDisplayLink()
    }

    private func updateDisplayLink() {
      displayLink?.isPaused = !sharing.runsDisplayLink || window == nil
    }

    /// Hands a reading to readers, in the order they joined; a reader that is gone leaves.
    private func send(_ reading: KeyboardFrameReader.Reading, to ids: [ObjectIdentifier]) {
      for id in ids {
        guard let entry = readers[id] else { continue }
        guard let reader = entry.reader else {
          leave(id)
          continue
        }
        reader.receive(reading)
      }
    }

    // MARK: - Opening and closing

    private func open() {
      guard let window else { return }
      // The container takes the window's bounds at once (the reading below must not wait for the
      // window's next layout pass) and keeps them through rotations and resizes.
      let container = UIView(frame: window.bounds)
      container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let probe = UIView()
      probe.translatesAutoresizingMaskIntoConstraints = false
      let timingView = UIView(frame: .zero)
      for view in [container, probe, timingView] {
        view.isHidden = true
        view.isUserInteractionEnabled = false
      }
      window.insertSubview(container, at: 0)
      container.addSubview(probe)
      container.addSubview(timingView)
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
      self.timingView = timingView
      positionObservation = probe.observe(\.center) { [weak self] _, _ in
        guard let source = self else { return }
        MainActorHop.run { source.readLayout() }
      }
      let link = CADisplayLink(
        target: DisplayLinkTarget(source: self), selector: #selector(DisplayLinkTarget.tick(_:)))
      let rates = KeyboardFrameReading.frameRates(
        maximumFramesPerSecond: window.windowScene?.screen.maximumFramesPerSecond ?? 0)
      link.preferredFrameRateRange = CAFrameRateRange(
        minimum: rates.minimum, maximum: rates.maximum, preferred: rates.preferred)
      link.isPaused = true
      link.add(to: .main, forMode: .common)
      displayLink = link
      measure()
      updateDisplayLink()
    }

    private func close() {
      positionObservation?.invalidate()
      positionObservation = nil
      displayLink?.invalidate()
      displayLink = nil
      container?.removeFromSuperview()
      container = nil
      probe = nil
      timingView = nil
      timedAnimation = nil
      if let window, Self.sources.object(forKey: window) === self {
        Self.sources.removeObject(forKey: window)
      }
    }

    /// Measures the height of the hidden guide in the window.
    private func measure() {
      guard let window, let screen = window.windowScene?.screen else { return }
      hiddenGuideHeight = KeyboardFrameReading.hiddenGuideHeight(
        window: window.convert(window.bounds, to: screen.coordinateSpace), screen: screen.bounds,
        safeAreaBottom: window.safeAreaInsets.bottom, usesBottomSafeArea: usesBottomSafeArea)
    }

    // MARK: - Reading

    /// The keyboard's top edge in the container's coordinates (the window's: the container fills
    /// it): where the probe is shown in the current frame (its presentation layer) or where layout
    /// put it.
    private func keyboardTopInWindow(onScreen: Bool) -> CGFloat? {
      guard let probe else { return nil }
      if onScreen, let presented = probe.layer.presentation() { return presented.frame.minY }
      return probe.frame.minY
    }

    /// The keyboard's top edge in screen coordinates (``keyboardTopInWindow(onScreen:)``).
    private func keyboardTop(onScreen: Bool) -> CGFloat? {
      guard let container, let screen = window?.windowScene?.screen,
        let top = keyboardTopInWindow(onScreen: onScreen)
      else { return nil }
      return container.convert(CGPoint(x: 0, y: top), to: screen.coordinateSpace).y
    }

    /// Reads one display frame for every reader that wants frames: where the keyboard is in the
    /// frame on screen (the link's `timestamp`), when what is set now is shown (its
    /// `targetTimestamp`), and the timing of the animation moving the probe.
    fileprivate func tick(_ link: CADisplayLink) {
      guard window != nil else {
        link.isPaused = true
        return
      }
      guard sharing.runsDisplayLink, let top = keyboardTop(onScreen: true) else { return }
      let sample = KeyboardSample(
        time: link.timestamp, keyboardTop: top, displayTime: link.targetTimestamp,
        timing: readTiming())
      send(.frame(sample), to: sharing.frameRecipients)
    }

    /// The timing of the animation UIKit attached to the probe's position, when there is one and
    /// Core Animation reports it (``KeyboardAnimationTiming/init(reading:)``): a lookup on the
    /// probe's layer, no presentation layer, and a reading only when the animation is another.
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

    /// Reads the guide's own position for every reader: where the keyboard is once the window
    /// has a size, then each change.
    private func readLayout() {
      guard let window, let top = keyboardTop(onScreen: false),
        let kind = sharing.layoutReading(windowHasSize: !window.bounds.isEmpty)
      else { return }
      let sample = KeyboardSample(time: CACurrentMediaTime(), keyboardTop: top)
      measure()
      switch kind {
      case .attached: send(.attached(sample), to: sharing.clients)
      case .layoutChange: send(.layoutChange(sample), to: sharing.clients)
      }
    }

    // MARK: - The notification's timing

    /// The timing of the animation UIKit gives a view animated inside the notification being
    /// delivered: read once per delivery for the window, then handed to every reader that asks
    /// during it (``KeyboardFrameSharing/timingRequest(for:_:hasWindow:)``).
    ///
    /// - Parameters:
    ///   - event: The notification's event.
    ///   - options: Its options.
    /// - Returns: The timing, or `nil` when none is read.
    func notificationTiming(_ event: KeyboardEvent, _ options: KeyboardOptions)
      -> KeyboardAnimationTiming?
    {
      switch sharing.timingRequest(for: event, options, hasWindow: window != nil) {
      case .none: return nil
      case .reused(let timing): return timing
      case .read:
        let timing = animateTimingView(options)
        if sharing.timingRead(timing, for: event, options) {
          // The delivery ends with the main actor's current work: every reader has asked by then.
          Task { [weak self] in self?.sharing.deliveryEnded() }
        }
        return timing
      }
    }

    /// Animates the timing view from the keyboard's current top to the end frame's top with the
    /// notification's duration and curve, as Flutter's engine animates a view of its own inside
    /// the notification, and reads the timing Core Animation reports for its `position`.
    ///
    /// Earlier animations of the view are removed and its start is set without animation, so the
    /// one animation read is this one's, under the `position` key. It is read inside the
    /// animations closure, once the view is laid out, as Flutter's engine reads it. No
    /// `overrideInherited…` option is given: an animation UIKit has in flight around the
    /// notification lends the view its duration and curve, as Apple documents for
    /// `UIView.AnimationOptions.overrideInheritedDuration` and `overrideInheritedCurve`.
    private func animateTimingView(_ options: KeyboardOptions) -> KeyboardAnimationTiming? {
      guard let window, let container, let timingView,
        let screen = window.windowScene?.screen,
        let currentTop = keyboardTopInWindow(onScreen: true),
        let move = KeyboardFrameReading.timingMove(
          from: currentTop,
          to: container.convert(options.endFrame, from: screen.coordinateSpace).minY)
      else { return nil }
      var timing: KeyboardAnimationTiming?
      timingView.layer.removeAllAnimations()
      UIView.performWithoutAnimation {
        timingView.frame = CGRect(x: 0, y: move.start, width: 0, height: 0)
      }
      UIView.animate(
        withDuration: options.animationDuration, delay: 0,
        options: [options.animationCurve.animationOptions, .beginFromCurrentState]
      ) {
        timingView.frame = CGRect(x: 0, y: move.end, width: 0, height: 0)
        timingView.layoutIfNeeded()
        timing = timingView.layer.animation(forKey: "position").flatMap {
          KeyboardAnimationTiming(reading: $0)
        }
      }
      return timing
    }
  }

  /// A reader held weakly by its source.
  @MainActor
  private struct WeakReader {
    weak var reader: KeyboardFrameReader?
  }

  /// The display link's target, which the link keeps: it holds the source weakly, and stops the
  /// link once the source is gone.
  @MainActor
  private final class DisplayLinkTarget: NSObject {
    private weak var source: KeyboardFrameSource?

    init(source: KeyboardFrameSource) {
      self.source = source
    }

    /// Hands one frame to the source.
    @objc func tick(_ link: CADisplayLink) {
      guard let source else { return link.invalidate() }
      source.tick(link)
    }
  }
#endif
