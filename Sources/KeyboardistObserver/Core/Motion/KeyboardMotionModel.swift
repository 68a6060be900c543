import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Turns the keyboard's position at each display frame, and the keyboard notifications, into one
/// ``KeyboardMotion`` per frame: the portable decisions behind ``KeyboardObserver/onMove(_:)``.
///
/// A `will…` notification starts an animation with the timing read at the notification (a view
/// animated inside it) or its curve's model; *frame* samples come on every display frame of an
/// animation and *layout* samples when the layout guide's own position changes (a drag, or an
/// animation's end set at its start). With the notification's timing, each frame's height is
/// predicted from it and the frame's display time, and readings of the guide only correct when it
/// began; without it, the readings are placed on the timing. The guide is checked against where
/// the notifications left the keyboard. What it reads, filters and predicts is
/// <doc:FollowingTheKeyboardFrameByFrame#What-is-read-and-how>; it also ignores layout samples
/// while an input accessory view is swapped (react-native-keyboard-controller PR 1299).
package struct KeyboardMotionModel: Equatable, Sendable {
  /// How far two heights may differ and still count as the same, in points.
  static let tolerance: CGFloat = 0.5

  /// How long after an animation's predicted end a frame sample that has not reached its target is
  /// taken as where the keyboard came to rest, in seconds.
  static let settlingGrace: TimeInterval = 0.1

  /// How far a reading may be from where the last reading's place on the timing predicts it and
  /// still fit the timing, in points; a reading further off is handed out as it is.
  static let fitTolerance: CGFloat = 1

  /// How far a reading of the guide may move the moment an animation began from the display frame
  /// it was taken to begin at, in seconds: a keyboard a few frames early or late.
  static let maximumOriginShift: TimeInterval = 0.1

  /// The frame interval taken for a frame that does not say when it is shown: 60 Hz, in seconds.
  static let frameInterval: TimeInterval = 1.0 / 60

  /// Whether animations are predicted from the timing their notification gives (read at the
  /// notification, or the curve's model) from their first display frame on; without it, frames
  /// follow the readings of the layout guide, placed on the timing.
  package var usesNotificationTiming = true

  /// Whether readings of the layout guide are taken: frame readings to correct (or, without the
  /// notification's timing, to follow) an animation, and layout changes for the drag.
  package var usesLayoutGuide = true

  /// The screen's bounds in screen coordinates; samples are measured against its bottom edge, and
  /// every motion handed out is clipped to its height.
  package var screen: CGRect?

  /// Which notifications count: the rule the tracker shares.
  package var filter = KeyboardNotificationFilter()

  /// The height the keyboard layout guide reports for a hidden keyboard; heights up to it are 0.
  package var hiddenGuideHeight: CGFloat = 0

  /// Whether the system cross-fades the keyboard instead of sliding it (Reduce Motion with Prefer
  /// Cross-Fade Transitions).
  package var prefersCrossFade = false

  /// The motion of the last frame handed out.
  package private(set) var motion = KeyboardMotion(time: 0, phase: .settled, height: 0, progress: 0)

  /// The keyboard's visible height when up, for ``KeyboardMotion/progress`` and the filter of
  /// heights taller than the keyboard.
  private var shownHeight: CGFloat = 0

  /// The animation the notifications started, while it is under way.
  private var animation: KeyboardMotionAnimation?

  /// The check of the layout guide against where the notifications left the keyboard.
  package private(set) var guideCheck = KeyboardGuideCheck()

  /// Whether the layout guide disagreed at rest and has not agreed since: its readings are
  /// ignored until it does.
  package var isGuideIgnored: Bool { guideCheck.isIgnored }

  /// Where the animation that the one under way interrupted was going, whose did-notifications
  /// may still come.
  private var interruptedTarget: CGFloat?

  /// Whether the view the samples come from is in a window.
  private var isAttached = true

  /// Creates a model of a hidden, settled keyboard.
  ///
  /// - Parameter screen: The screen's bounds in screen coordinates, if known.
  package init(screen: CGRect? = nil) {
    self.screen = screen
  }

  /// Whether frames must be read: an animation is under way (a drag comes through layout samples).
  package var needsFrames: Bool { animation != nil }

  // MARK: - Notifications

  /// Takes in one keyboard notification: a `will…` starts an animation to its
  /// ``destination(of:_:on:)`` (or ends a drag); a `did…` ends the animation under way only while
  /// no display frame has come (with frames, the animation ends when its timing says).
  ///
  /// - Parameters:
  ///   - event: The notification's event.
  ///   - options: Its options.
  ///   - time: When it came, on the samples' clock.
  ///   - isAppActive: Whether the app is active.
  ///   - timing: The timing of the animation UIKit gave a view animated inside the notification,
  ///     when the frame source read one.
  /// - Returns: The motion to hand out, if the notification moves anything.
  package mutating func update(
    _ event: KeyboardEvent, _ options: KeyboardOptions, at time: TimeInterval,
    isAppActive: Bool = true, timing: KeyboardAnimationTiming? = nil
  ) -> KeyboardMotion? {
    guard time.isFinite, filter.admits(event, options, isAppActive: isAppActive) else {
      return nil
    }
    switch event {
    case .didShow, .didHide, .didChangeFrame:
      guard let animation else {
        // A `didHide` whose hide was not seen hides the keyboard, as it resets the tracker.
        guard event == .didHide, motion.height > 0 || motion.phase != .settled else { return nil }
        guideCheck.notifiedHeight = 0
        return settle(at: 0, time: time)
      }
      // The did-notifications of an animation that another one interrupted arrive when it would
      // have ended, while the keyboard goes elsewhere: they end nothing.
      if let interrupted = interruptedTarget,
        abs(interrupted - animation.target) > Self.tolerance,
        abs(interrupted - options.height(after: event, on: screen)) <= Self.tolerance
      {
        return nil
      }
      let end = event == .didHide ? 0 : animation.target
      // With frames, the timing ends the animation: a did-notification, late or early, moves
      // nothing, unless it ends hidden an animation whose hide was not seen.
      if usesNotificationTiming, animation.start != nil,
        abs(end - animation.target) <= Self.tolerance
      {
        return nil
      }
      guideCheck.notifiedHeight = end
      return settle(at: end, time: time)
    case .willShow, .willChangeFrame, .willHide:
      // The tracker's rule 3: a frame change moves a keyboard only while it is shown.
      let isShown = (animation?.target ?? motion.height) > Self.tolerance
      guard event != .willChangeFrame || isShown,
        let target = Self.destination(of: event, options, on: screen)
      else { return nil }
      guideCheck.notificationArrived()
      return startAnimation(to: target, options: options, timing: timing, at: time)
    }
  }

  /// Where a `will…` notification sends the keyboard (``KeyboardOptions/height(after:on:)``), or
  /// `nil` for a `did…` notification, which starts no move; the simulator moves by it too.
  package static func destination(
    of event: KeyboardEvent, _ options: KeyboardOptions, on screen: CGRect?
  ) -> CGFloat? {
    switch event {
    case .willShow, .willChangeFrame, .willHide: options.height(after: event, on: screen)
    case .didShow, .didHide, .didChangeFrame: nil
    }
  }

  private mutating func startAnimation(
    to target: CGFloat, options: KeyboardOptions, timing: KeyboardAnimationTiming?,
    at time: TimeInterval
  ) -> KeyboardMotion? {
    let current = motion.height
    let wasInteractive = motion.isInteractive
    if let animation, abs(animation.target - target) <= Self.tolerance {
      // The same destination: the burst's twin moves nothing, but one with no duration (a
      // password prompt's hide) ends the animation there at once.
      return options.animationDuration > 0 ? nil : settle(at: target, time: time)
    }
    guideCheck.notifiedHeight = target
    guard wasInteractive || animation != nil || abs(target - current) > Self.tolerance else {
      // Within the tolerance nothing animates, but a hide still ends at 0.
      return target == 0 && current > 0 ? settle(at: 0, time: time) : nil
    }
    let phase: KeyboardMotion.Phase
    if wasInteractive {
      phase = target <= Self.tolerance ? .completingDrag : .cancellingDrag
    } else if target <= Self.tolerance {
      phase = .hiding
    } else {
      phase = current <= Self.tolerance ? .showing : .resizing
    }
    if target > Self.tolerance { shownHeight = target }
    var segment = KeyboardAnimationSegment(
      from: animation?.target ?? current, to: target, curve: options.animationCurve,
      duration: options.animationDuration)
    let readTiming = usesNotificationTiming ? timing : nil
    if let readTiming { segment.timing = readTiming }
    guard segment.length > 0 else { return settle(at: target, time: time) }
    if var animation, usesNotificationTiming {
      // UIKit adds the new animation to the one under way: both play out, summed.
      interruptedTarget = animation.target
      animation.add(segment, hasReadTiming: readTiming != nil, at: time)
      self.animation = animation
      return hand(time: time, phase: phase, height: current)
    }
    if let animation { interruptedTarget = animation.target }
    segment.from = current
    animation = KeyboardMotionAnimation(segment, hasReadTiming: readTiming != nil, at: time)
    return hand(time: time, phase: phase, height: current)
  }

  // MARK: - Samples

  /// Takes in the keyboard's position at one display frame, or (`isLayout`) a change of the layout
  /// guide's position, and returns that frame's motion, if any.
  package mutating func update(_ sample: KeyboardSample, isLayout: Bool = false) -> KeyboardMotion?
  {
    guard isAttached, sample.time.isFinite else { return nil }
    let reading =
      usesLayoutGuide ? height(of: sample, isFrame: animation != nil && !isLayout) : nil
    if var animation {
      guard !isLayout else { return nil }
      if usesNotificationTiming || prefersCrossFade {
        return predictedFrame(of: &animation, reading: reading, sample: sample)
      }
      guard let reading else { return nil }
      if animation.start == nil { animation.start = sample.time }
      if let timing = sample.timing, timing != animation.first.segment.timing {
        animation.first.segment.timing = timing
        animation.first.origin = nil
      }
      return frame(of: &animation, height: reading, sample: sample)
    }
    guard let height = reading else { return nil }
    guard !isLayout || guideCheck.admitsLayoutChange(at: sample.time) else { return nil }
    if motion.phase == .dragging { return drag(to: height, at: sample.time) }
    guideCheck.read(height)
    guard abs(height - motion.height) > Self.tolerance, isLayout, !isGuideIgnored else {
      return nil
    }
    // From rest, only a layout sample that moves a shown keyboard down, by less than half its
    // height and not all the way to hidden, is the user's finger. Any other disagreement with the
    // notifications is an animation whose notification is on its way (the guide agrees again when
    // it ends) or the guide failing: stuck at the bottom, left on its fallback in a view attached
    // late, a floating keyboard's leftover; it is ignored until it agrees again.
    let isDragStart =
      motion.height > Self.tolerance && height < motion.height && height > Self.tolerance
      && motion.height - height <= shownHeight / 2
    guard isDragStart else {
      guideCheck.reject(height)
      return nil
    }
    return hand(time: sample.time, phase: .dragging, height: height)
  }

  /// The motion of one frame of an animation predicted from its timing: where the keyboard will be
  /// at the frame's display time, each move timed from its first frame, a reading of the guide
  /// only correcting when a lone move began (<doc:FollowingTheKeyboardFrameByFrame#Where-the-keyboard-will-be>).
  private mutating func predictedFrame(
    of animation: inout KeyboardMotionAnimation, reading: CGFloat?, sample: KeyboardSample
  ) -> KeyboardMotion? {
    let time = sample.time
    let shown = max(time, sample.displayTime ?? time)
    let interval = shown > time ? shown - time : Self.frameInterval
    animation.begin(at: time, frameInterval: interval)
    // The guide's reading of the animation stands in for a timing the notification did not give.
    if let timing = sample.timing, animation.isLone, !animation.first.hasReadTiming {
      animation.first.segment.timing = timing
    }
    var placedReading: CGFloat?
    if let reading, !prefersCrossFade, !isGuideIgnored,
      animation.place(reading: reading, at: time, maximumShift: Self.maximumOriginShift)
    {
      placedReading = reading
    }
    self.animation = animation
    let span = animation.span
    var height = min(max(animation.height(at: shown), span.lowerBound), span.upperBound)
    // For the frame on screen now, a reading placed on the timing is where the keyboard is.
    if let placedReading, shown == time { height = placedReading }
    if animation.isOver(at: shown) || abs(height - animation.target) <= Self.tolerance {
      if let reading { guideCheck.read(reading) }
      return settle(at: animation.target, time: shown)
    }
    return hand(time: shown, phase: motion.phase, height: height)
  }

  /// The motion of one frame of an animation followed by readings of the guide alone: where the
  /// keyboard will be when the frame is shown
  /// (<doc:FollowingTheKeyboardFrameByFrame#Where-the-keyboard-will-be>).
  private mutating func frame(
    of animation: inout KeyboardMotionAnimation, height sampled: CGFloat, sample: KeyboardSample
  ) -> KeyboardMotion? {
    self.animation = animation
    let segment = animation.first.segment
    let time = sample.time
    let elapsed = time - (animation.start ?? time)
    guard sampled <= max(segment.from, segment.to) + Self.tolerance else { return nil }
    if abs(sampled - segment.to) <= Self.tolerance {
      return settle(at: segment.to, time: sample.displayTime ?? time)
    }
    if elapsed >= segment.length + Self.settlingGrace {
      return settle(at: sampled, time: sample.displayTime ?? time)
    }
    var height = sampled
    let advance = (sample.displayTime ?? time) - time
    if advance > 0, advance.isFinite, let placed = segment.elapsed(at: sampled) {
      let fits =
        animation.first.origin.map {
          abs(segment.height(after: time - $0) - sampled) <= Self.fitTolerance
        }
        ?? true
      // A reading at the start places nothing: the keyboard may not have started yet.
      animation.first.origin = placed > 0 ? time - placed : nil
      self.animation = animation
      if fits { height = segment.height(after: placed + advance) }
    } else if animation.first.origin != nil {
      animation.first.origin = nil
      self.animation = animation
    }
    return handFrame(
      height: height, elapsed: elapsed, segment: segment, time: sample.displayTime ?? time)
  }

  /// Hands out one frame of an animation at `height`: at rest once it is at the animation's end, or
  /// well after the timing's end.
  private mutating func handFrame(
    height: CGFloat, elapsed: TimeInterval, segment: KeyboardAnimationSegment, time: TimeInterval
  ) -> KeyboardMotion? {
    guard height <= max(segment.from, segment.to) + Self.tolerance else { return nil }
    if abs(height - segment.to) <= Self.tolerance {
      return settle(at: segment.to, time: time)
    }
    if elapsed >= segment.length + Self.settlingGrace {
      return settle(at: height, time: time)
    }
    return hand(time: time, phase: motion.phase, height: height)
  }

  private mutating func drag(to height: CGFloat, at time: TimeInterval) -> KeyboardMotion? {
    guard height <= shownHeight + Self.tolerance else { return nil }
    if abs(height - shownHeight) <= Self.tolerance {
      // Back at full height with no notification: a drag cancelled that UIKit did not announce.
      return settle(at: shownHeight, time: time)
    }
    guard abs(height - motion.height) > Self.tolerance else { return nil }
    return hand(time: time, phase: .dragging, height: height)
  }

  /// The visible height a sample puts the keyboard at, or `nil` without a usable screen; a frame's
  /// small heights count when the guide leaves the safe area out.
  private func height(of sample: KeyboardSample, isFrame: Bool = false) -> CGFloat? {
    guard let screen, screen.isFiniteAndNonEmpty, sample.keyboardTop.isFinite else { return nil }
    let bounds = screen.standardized
    let height = min(bounds.height, max(0, bounds.maxY - sample.keyboardTop))
    if isFrame, hiddenGuideHeight <= 0 { return height }
    return height <= hiddenGuideHeight + Self.tolerance ? 0 : height
  }

  // MARK: - The tracked view

  /// Ignores layout samples from the next one for ``accessorySwapTime``, or until the next
  /// notification: an input accessory view is about to be swapped.
  package mutating func accessoryWillChange() {
    guideCheck.accessoryWillChange()
  }

  /// Ignores every sample: the view they are read from left its window.
  package mutating func detach() {
    isAttached = false
  }

  /// Takes samples again, the view in a window, and puts the keyboard at rest where `sample` is
  /// (`nil` when it is there already or while an animation is under way).
  ///
  /// Where the notifications already put the keyboard (`notified`) and the guide disagrees by more
  /// than ``KeyboardGuideCheck/tolerance``, as in a view attached while the keyboard is up (the guide left on its
  /// fallback), the notifications rule and the guide is ignored until it agrees.
  ///
  /// - Parameters:
  ///   - sample: The guide's reading on arriving in a window.
  ///   - notified: The height the center's notifications put the keyboard at, when they did.
  /// - Returns: The motion to hand out, if the keyboard is put somewhere else.
  package mutating func attach(_ sample: KeyboardSample, notified: CGFloat? = nil)
    -> KeyboardMotion?
  {
    isAttached = true
    guard animation == nil, let height = height(of: sample) else { return nil }
    guard guideCheck.attach(height, notified: notified) else {
      return rest(at: guideCheck.notifiedHeight, time: sample.time)
    }
    guard abs(height - motion.height) > Self.tolerance || motion.phase != .settled else {
      return nil
    }
    if height > Self.tolerance { shownHeight = height }
    return settle(at: height, time: sample.time)
  }

  /// Puts the keyboard at rest where its center's keyboard is, ending any stale animation, when
  /// it catches up (<doc:StartingAndStopping#Catching-up>); `nil` when it is at rest there already.
  package mutating func rest(at height: CGFloat, time: TimeInterval) -> KeyboardMotion? {
    guard height.isFinite else { return nil }
    let height = clipped(max(0, height))
    guideCheck.notifiedHeight = height
    guard
      animation != nil || motion.phase != .settled
        || abs(height - motion.height) > Self.tolerance
    else { return nil }
    if height > Self.tolerance { shownHeight = height }
    return settle(at: height, time: time)
  }

  /// The motion of the last frame handed out, measured on the screen now: no taller than it.
  package var motionOnScreen: KeyboardMotion {
    let height = clipped(motion.height)
    var keyboardTop = motion.keyboardTop
    if let screen, screen.isFiniteAndNonEmpty { keyboardTop = screen.standardized.maxY - height }
    return KeyboardMotion(
      time: motion.time, phase: motion.phase, height: height, progress: motion.progress,
      keyboardTop: keyboardTop)
  }

  /// A height no taller than the screen, when one is known.
  private func clipped(_ height: CGFloat) -> CGFloat {
    guard let screen, screen.isFiniteAndNonEmpty else { return height }
    return min(height, screen.standardized.height)
  }

  // MARK: - Handing out

  private mutating func settle(at height: CGFloat, time: TimeInterval) -> KeyboardMotion {
    animation = nil
    interruptedTarget = nil
    return hand(time: time, phase: .settled, height: height)
  }

  private mutating func hand(
    time: TimeInterval, phase: KeyboardMotion.Phase, height: CGFloat
  ) -> KeyboardMotion {
    let height = clipped(height)
    let progress = shownHeight > 0 ? min(1, height / shownHeight) : (height > 0 ? 1 : 0)
    var keyboardTop: CGFloat?
    if let screen, screen.isFiniteAndNonEmpty { keyboardTop = screen.standardized.maxY - height }
    motion = KeyboardMotion(
      time: time, phase: phase, height: height, progress: progress, keyboardTop: keyboardTop)
    return motion
  }
}
