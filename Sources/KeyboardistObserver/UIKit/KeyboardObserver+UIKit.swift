#if KEYBOARDIST_UIKIT
  import os
  public import UIKit

  extension KeyboardObserver {
    /// Gives the observer its screen's view: its transitions and motion then follow that view's
    /// screen, its window scene's activation state and the keyboard's frames in its window.
    ///
    /// Call it once, usually in `viewDidLoad()`, with the screen's root view; calling it again
    /// replaces the earlier view. Heights are then measured on the screen of the view's window
    /// scene (a notification's own screen wins), nothing moves while the scene is not
    /// `.foregroundActive` (app extensions included), and the keyboard is followed frame by frame
    /// for ``onMove(_:)``, with one hidden probe and one display link per window, shared by every
    /// observer attached there (<doc:FollowingTheKeyboardFrameByFrame#What-is-read-and-how>). Raw
    /// ``on(event:do:)`` callbacks stay raw.
    ///
    /// - Parameter view: A view of the screen, usually the view controller's root view; the
    ///   observer gives it a hidden, zero-sized subview, which only learns the view's window.
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

    /// Whether the keyboard's frames are read now: the view given to ``attach(to:)`` is in one.
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

    /// Logs once that the observer started with transition or motion listeners and no view.
    func reportNoScreen() {
      guard !hasReportedNoScreen else { return }
      hasReportedNoScreen = true
      os_log(
        """
        A KeyboardObserver started with onAppear, onDisappear or onMove but no view. Call \
        attach(to:) with the screen's view: without it, heights are measured without a screen (a \
        hardware keyboard counts as its whole frame before iOS 16.1) and app switches move them.
        """, type: .error)
    }
  }
#endif
