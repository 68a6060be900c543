#if KEYBOARDIST_UIKIT
  public import UIKit
  import QuartzCore

  extension KeyboardObserver {
    /// Follows the keyboard frame by frame in the window `view` is in: every frame of its
    /// animations and of the user's interactive drag reaches ``onMove(_:)`` and the ready-made uses
    /// (KeyboardistAvoidance's `insetOnMove(_:above:lifting:dismissesFromBar:)`).
    ///
    /// UIKit posts no notification while the user drags the keyboard down, and only the start and
    /// end of each animation. The observer therefore reads the keyboard layout guide (iOS 15) of
    /// the view's window through a hidden view pinned to it: on a display link while the keyboard
    /// animates (up to the display's rate, 120 Hz on ProMotion; the link is paused whenever the
    /// keyboard is still), and by key-value observation of the hidden view's position during a
    /// drag. It uses public API only. When the view leaves its window the reading stops, and when
    /// it comes into one (the screen appears) the observer learns where the keyboard is at once,
    /// even if no keyboard notification was seen yet.
    ///
    /// Call it once, usually in `viewDidLoad()`, with the screen's root view; calling it again, with
    /// the same view or another, replaces the earlier reading. It also measures the keyboard against
    /// the screen of `view`'s window, as ``followScreen(of:)`` does, unless a screen source is set
    /// already. The frames' times, and the notifications', are on the clock of
    /// `CACurrentMediaTime()`. With Reduce Motion and Prefer Cross-Fade Transitions on, the keyboard
    /// fades instead of sliding; its motion then follows the notification's curve.
    ///
    /// Frames are read only while the observer is started and something listens to the motion. On
    /// an iPhone with a ProMotion display, add `CADisableMinimumFrameDurationOnPhone` (`true`) to
    /// the app's Info.plist for frames above 60 Hz. Isolation: main actor.
    ///
    /// - Parameter view: A view of the screen, usually the view controller's root view. The
    ///   observer gives it a hidden, zero-sized subview, and the view's window a hidden container
    ///   behind its content (whose keyboard layout guide is the one read). The container goes when
    ///   the view leaves its window; the observer holds the reading weakly, and the reader removes
    ///   itself at its first reading after the observer is gone.
    /// - Returns: The observer, to chain further calls.
    @discardableResult
    public func followMotion(in view: UIView) -> Self {
      let previous = motionReader as? KeyboardFrameReader
      motionReader = nil
      previous?.remove()
      if screenSource == nil { followScreen(of: view) }
      motionClock = { CACurrentMediaTime() }
      let reader = KeyboardFrameReader { [weak self] reader, reading in
        guard let self, motionReader === reader else { return false }
        follow(reading, from: reader)
        return true
      }
      motionReader = reader
      needsFramesDidChange = { [weak self, weak reader] needed in
        guard let reader else { return }
        reader.readsFrames = needed
        if needed { self?.measureMotion(from: reader) }
      }
      reader.readsFrames = motionModel.needsFrames
      reader.read(in: view)
      return self
    }

    /// Whether the keyboard's frames are read now: ``followMotion(in:)`` was called and its view is
    /// in a window, so every frame of the keyboard's animations and of the user's drag reaches the
    /// motion (without it, the motion moves only when an animation starts and when it ends).
    package var isReadingMotion: Bool {
      (motionReader as? KeyboardFrameReader)?.window != nil
    }

    /// Hands one reading of the layout guide to the motion.
    private func follow(_ reading: KeyboardFrameReader.Reading, from reader: KeyboardFrameReader) {
      switch reading {
      case .attached(let sample):
        measureMotion(from: reader)
        if let bounds = screenSource?() ?? reader.screenBounds { screen = bounds }
        if let bounds = reader.screenBounds,
          let frame = KeyboardFrameReading.keyboardFrame(
            at: sample.keyboardTop, screen: bounds, hiddenGuideHeight: reader.hiddenGuideHeight)
        {
          keyboardFound(at: frame)
        }
        attachMotion(sample)
      case .frame(let sample):
        follow(sample)
      case .layoutChange(let sample):
        measureMotion(from: reader)
        follow(layoutChange: sample)
      case .detached:
        detachMotion()
      }
    }

    /// Tells the motion the guide's hidden height in the reader's window, and whether the system
    /// cross-fades the keyboard.
    private func measureMotion(from reader: KeyboardFrameReader) {
      measureMotion(
        hiddenGuideHeight: reader.hiddenGuideHeight,
        prefersCrossFade: UIAccessibility.prefersCrossFadeTransitions)
    }
  }
#endif
