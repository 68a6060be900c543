extension KeyboardObserver {
  /// Joins the record of the observer's center once it is started and follows transitions, and
  /// catches up with what the record knows.
  ///
  /// Called by ``start()`` and whenever transitions start being used while started; does nothing
  /// when already joined. Raw-only observers never join: they do not see every event the record
  /// needs.
  func joinRecord() {
    guard isObserving, isTracking, !isMaintainingRecord else { return }
    let record = self.record ?? KeyboardRecord.shared(for: center)
    self.record = record
    isMaintainingRecord = true
    record.observerStarted()
    catchUp(with: record.snapshot)
  }

  /// Stops keeping the record current (used by ``stop()``); the observer keeps the record, which
  /// watches the center while none of its observers runs.
  func leaveRecord() {
    guard isMaintainingRecord else { return }
    isMaintainingRecord = false
    record?.observerStopped()
  }

  /// Hands the record a transition this observer made, while it keeps the record current.
  ///
  /// - Parameter transition: The transition.
  func writeRecord(_ transition: KeyboardTransition) {
    guard isMaintainingRecord else { return }
    record?.write(transition, screen: tracking.tracker.screen)
  }

  /// Brings the tracker to the recorded keyboard, handing out the one transition that takes.
  ///
  /// The record's last options are fed to the tracker as a `willShow` when the keyboard is up and
  /// as a `didHide` when it is down, so the tracker's own rules decide: an appear when the keyboard
  /// came up (or changed height) since the tracker last saw it, a disappear when it went, nothing
  /// when nothing changed. The options are those of the notification behind the recorded
  /// transition, with the start frame set to the end frame and a 0 duration: the keyboard is not
  /// moving, so layouts snap into place rather than animate.
  ///
  /// - Parameter snapshot: What the record knows, or `nil` when it knows nothing.
  private func catchUp(with snapshot: KeyboardRecord.Snapshot?) {
    guard let snapshot else { return }
    var options = snapshot.options
    options.startFrame = options.endFrame
    options.animationDuration = 0
    track(snapshot.isUp ? .willShow : .didHide, options, notificationScreen: nil)
  }
}
