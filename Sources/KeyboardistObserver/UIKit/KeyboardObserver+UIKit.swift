#if KEYBOARDIST_UIKIT
  public import UIKit

  extension KeyboardObserver {
    /// Gives the observer its screen's view: its transitions and motion then follow that view's
    /// screen, its window scene's activation state and the keyboard's frames in its window.
    ///
    /// Call it once, usually in `viewDidLoad()`, with the screen's root view; calling it again,
    /// with the same view or another, replaces the earlier one. From then on, at each notification
    /// and each frame:
    /// - heights are measured on the screen of the view's window scene (before iOS 16.1, whose
    ///   notifications do not name their screen, that is the only way to tell a hardware keyboard's
    ///   55 pt shortcut bar from its whole frame); a notification's own screen wins;
    /// - nothing moves while the scene is not `.foregroundActive`, so the hide and show iOS posts
    ///   on the way to and back from the background make no transition (this works in app
    ///   extensions too);
    /// - the keyboard is followed frame by frame through its animations and the user's interactive
    ///   drag, for ``onMove(_:)``, from the keyboard layout guide (iOS 15), with public API only
    ///   (<doc:FollowingTheKeyboardFrameByFrame#What-is-read-and-how>). On an iPhone with a
    ///   ProMotion display, add `CADisableMinimumFrameDurationOnPhone` (`true`) to the app's
    ///   Info.plist for frames above 60 Hz.
    ///
    /// When the view leaves its window the reading stops, and the observer keeps the screen and
    /// activity it had; when the view comes into a window (the screen appears), the observer learns
    /// where the keyboard is at once, even if no keyboard notification was seen yet. Raw
    /// ``on(event:do:)`` callbacks stay raw.
    ///
    /// - Parameter view: A view of the screen, usually the view controller's root view. The
    ///   observer gives it a hidden, zero-sized subview, and the view's window a hidden container
    ///   behind its content (whose keyboard layout guide is the one read). The container goes when
    ///   the view leaves its window; the reader removes itself at its first reading after the
    ///   observer is gone.
    /// - Returns: The observer, to chain further calls.
    @discardableResult
    public func attach(to view: UIView) -> Self {
      (environment.platform as? KeyboardFrameReader)?.remove()
      let reader = KeyboardFrameReader { [weak self] reader, reading in
        guard let self, environment.platform === reader else { return false }
        follow(reading, from: reader)
        return true
      }
      environment.platform = reader
      reader.readsFrames = motionStage.model.needsFrames
      reader.read(in: view)
      return self
    }

    /// Whether the keyboard's frames are read now: the observer was given a view
    /// (``attach(to:)``) that is in a window, so every frame of the keyboard's animations and of
    /// the user's drag reaches the motion.
    package var isReadingMotion: Bool {
      (environment.platform as? KeyboardFrameReader)?.window != nil
    }

    /// Hands one reading of the layout guide to the motion.
    private func follow(_ reading: KeyboardFrameReader.Reading, from reader: KeyboardFrameReader) {
      switch reading {
      case .attached(let sample):
        if let bounds = reader.screenBounds {
          screen = bounds
          if let frame = KeyboardFrameReading.keyboardFrame(
            at: sample.keyboardTop, screen: bounds, hiddenGuideHeight: reader.hiddenGuideHeight)
          {
            keyboardFound(at: frame)
          }
        }
        motionStage.attach(sample)
      case .frame(let sample):
        follow(sample)
      case .layoutChange(let sample):
        follow(layoutChange: sample)
      case .detached:
        motionStage.detach()
      }
    }
  }
#endif
