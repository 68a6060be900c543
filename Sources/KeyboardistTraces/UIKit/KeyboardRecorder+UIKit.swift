#if KEYBOARDIST_UIKIT
  public import UIKit

  extension KeyboardRecorder {
    /// Records the keyboard's position frame by frame in the window `view` is in, beside its
    /// notifications: the trace's ``KeyboardTrace/samples``.
    ///
    /// The recorder reads the keyboard layout guide of the view's window the way
    /// `KeyboardObserver.attach(to:)` does, sharing that window's one hidden probe and display
    /// link with every observer attached there: the display link reads every frame while the
    /// keyboard animates (from a `will…` notification to its `did…`), and key-value observation
    /// reads each change of the guide's own position, the user's interactive drag, recorded as a
    /// layout change. Each frame carries when what is set in it is shown (the display link's
    /// `targetTimestamp`) and the timing Core Animation reported for the animation, where it could
    /// be read, and each `will…` notification the timing read from the view the window's source
    /// animates inside it (``KeyboardTrace/Record/timing``), so that a trace recorded on a device
    /// checks the observer's prediction against the frames. Frames are recorded only while the recorder is started. Call it once, usually
    /// in `viewDidLoad()`; calling it again replaces the earlier reading.
    ///
    /// - Parameter view: A view of the screen, usually the view controller's root view. The
    ///   recorder gives it a hidden, zero-sized subview and holds the reading weakly.
    public func recordMotion(in view: UIView) {
      (frameSource as? KeyboardFrameReader)?.remove()
      let reader = KeyboardFrameReader { [weak self] reader, reading in
        guard let self, frameSource === reader else { return false }
        switch reading {
        case .frame(let sample):
          record(
            keyboardTop: sample.keyboardTop,
            displayDelay: sample.displayTime.map { $0 - sample.time }, timing: sample.timing)
        case .layoutChange(let sample):
          record(keyboardTop: sample.keyboardTop, isLayoutChange: true)
        case .attached, .detached: break
        }
        return true
      }
      frameSource = reader
      reader.readsFrames = readsFrames
      reader.read(in: view)
    }
  }
#endif
