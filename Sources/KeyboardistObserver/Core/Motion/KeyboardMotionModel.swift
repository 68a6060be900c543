import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Turns the keyboard's position at each display frame, and the keyboard notifications, into one
/// ``KeyboardMotion`` per frame: the portable decisions behind ``KeyboardObserver/onMove(_:)``.
///
/// *Frame* samples are read on every display frame of an animation; *layout* samples when the
/// guide's own position changes (a drag, or an animation's end set at its start). What it reads,
/// filters and predicts is <doc:FollowingTheKeyboardFrameByFrame#What-is-read-and-how>; it also
/// ignores layout samples while an input accessory view is swapped
/// (react-native-keyboard-controller PR 1299).
package struct KeyboardMotionModel: Equatable, Sendable {
  /// How far two heights may differ and still count as the same, in points.
  static let tolerance: CGFloat = 0.5

  /// How long after an animation's predicted end a frame sample that has not reached its target is
  /// taken as where the keyboard came to rest, in seconds.
  static let settlingGrace: TimeInterval = 0.1

  /// How far a reading may be from where the last reading's place on the timing predicts it and
  /// still fit the timing, in points; a reading further off is handed out as it is.
  static let fitTolerance: CGFloat = 1

  /// How long an accessory swap may take before layout samples count again, in seconds.
  static let accessorySwapTime: TimeInterval = 0.5

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

  /// The animation a notification started, while it is under way.
  private var animation: Animation?

  /// Where the animation that the one under way interrupted was going, whose did-notifications
  /// may still come.
  private var interruptedTarget: CGFloat?

  /// Layout samples before this time are ignored: an input accessory view is being swapped.
  private var layoutIgnoredUntil: TimeInterval = -.infinity

  /// Whether an accessory swap was announced and its first layout sample has not come yet.
  private var isAccessorySwapPending = false

  /// Whether the view the samples come from is in a window.
  private var isAttached = true

  /// One animation of the keyboard under way, timed from its first frame sample.
  private struct Animation: Equatable, Sendable {
    var segment: KeyboardAnimationSegment
    /// The time of the first frame sample, once one came.
    var start: TimeInterval?
    /// When, on the samples' clock, the timing was at its start, as the last reading placed it.
    var origin: TimeInterval?
  }

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
  /// ``destination(of:_:on:)`` (or ends a drag), a `did…` ends the animation under way.
  package mutating func update(
    _ event: KeyboardEvent, _ options: KeyboardOptions, at time: TimeInterval,
    isAppActive: Bool = true
  ) -> KeyboardMotion? {
    guard time.isFinite, filter.admits(event, options, isAppActive: isAppActive) else {
      return nil
    }
    switch event {
    case .didShow, .didHide, .didChangeFrame:
      guard let animation else {
        // A `didHide` whose hide was not seen hides the keyboard, as it resets the tracker.
        guard event == .didHide, motion.height > 0 else { return nil }
        return settle(at: 0, time: time)
      }
      // The did-notifications of an animation that another one interrupted arrive when it would
      // have ended, while the keyboard goes elsewhere: they end nothing.
      if let interrupted = interruptedTarget,
        abs(interrupted - animation.segment.to) > Self.tolerance,
        abs(interrupted - options.height(after: event, on: screen)) <= Self.tolerance
      {
        return nil
      }
      return settle(at: animation.segment.to, time: time)
    case .willShow, .willChangeFrame, .willHide:
      guard let target = Self.destination(of: event, options, on: screen) else { return nil }
      layoutIgnoredUntil = -.infinity
      isAccessorySwapPending = false
      return startAnimation(to: target, options: options, at: time)
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
    to target: CGFloat, options: KeyboardOptions, at time: TimeInterval
  ) -> KeyboardMotion? {
    let current = motion.height
    let wasInteractive = motion.isInteractive
    if let animation, abs(animation.segment.to - target) <= Self.tolerance { return nil }
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
    if let animation { interruptedTarget = animation.segment.to }
    let next = Animation(
      segment: KeyboardAnimationSegment(
        from: current, to: target, curve: options.animationCurve,
        duration: options.animationDuration))
    guard next.segment.length > 0 else { return settle(at: target, time: time) }
    animation = next
    return hand(time: time, phase: phase, height: current)
  }

  // MARK: - Samples

  /// Takes in the keyboard's position at one display frame, or (`isLayout`) a change of the layout
  /// guide's position, and returns that frame's motion, if any.
  package mutating func update(_ sample: KeyboardSample, isLayout: Bool = false) -> KeyboardMotion?
  {
    guard isAttached, sample.time.isFinite,
      let height = height(of: sample, isFrame: animation != nil && !isLayout)
    else { return nil }
    if var animation {
      guard !isLayout else { return nil }
      if animation.start == nil { animation.start = sample.time }
      if let timing = sample.timing, timing != animation.segment.timing {
        animation.segment.timing = timing
        animation.origin = nil
      }
      return frame(of: &animation, height: height, sample: sample)
    }
    if isLayout, isAccessorySwapPending {
      isAccessorySwapPending = false
      layoutIgnoredUntil = sample.time + Self.accessorySwapTime
    }
    guard !isLayout || sample.time >= layoutIgnoredUntil else { return nil }
    if motion.phase == .dragging { return drag(to: height, at: sample.time) }
    guard abs(height - motion.height) > Self.tolerance else { return nil }
    // From rest, only a layout sample that moves a shown keyboard down, and not all the way to
    // hidden, is the user's finger; any other move is an animation whose notification is on its
    // way, and the notification starts it.
    guard isLayout, motion.height > Self.tolerance, height < motion.height, height > Self.tolerance
    else { return nil }
    return hand(time: sample.time, phase: .dragging, height: height)
  }

  /// The motion of one frame of an animation: where the keyboard will be when the frame is shown
  /// (<doc:FollowingTheKeyboardFrameByFrame#Where-the-keyboard-will-be>).
  private mutating func frame(
    of animation: inout Animation, height sampled: CGFloat, sample: KeyboardSample
  ) -> KeyboardMotion? {
    self.animation = animation
    let segment = animation.segment
    let time = sample.time
    let elapsed = time - (animation.start ?? time)
    if prefersCrossFade {
      let height = segment.height(after: elapsed)
      return handFrame(height: height, elapsed: elapsed, segment: segment, time: time)
    }
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
        animation.origin.map {
          abs(segment.height(after: time - $0) - sampled) <= Self.fitTolerance
        }
        ?? true
      // A reading at the start places nothing: the keyboard may not have started yet.
      animation.origin = placed > 0 ? time - placed : nil
      self.animation = animation
      if fits { height = segment.height(after: placed + advance) }
    } else if animation.origin != nil {
      animation.origin = nil
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
    isAccessorySwapPending = true
  }

  /// Ignores every sample: the view they are read from left its window.
  package mutating func detach() {
    isAttached = false
  }

  /// Takes samples again, the view in a window, and puts the keyboard at rest where `sample` is
  /// (`nil` when it is there already or while an animation is under way).
  package mutating func attach(_ sample: KeyboardSample) -> KeyboardMotion? {
    isAttached = true
    guard animation == nil, let height = height(of: sample),
      abs(height - motion.height) > Self.tolerance || motion.phase != .settled
    else { return nil }
    if height > Self.tolerance { shownHeight = height }
    return settle(at: height, time: sample.time)
  }

  /// Puts the keyboard at rest where its center's keyboard is, ending any stale animation, when
  /// it catches up (<doc:StartingAndStopping#Catching-up>); `nil` when it is at rest there already.
  package mutating func rest(at height: CGFloat, time: TimeInterval) -> KeyboardMotion? {
    guard height.isFinite else { return nil }
    let height = clipped(max(0, height))
    guard
      animation != nil || motion.phase != .settled
        || abs(height - motion.height) > Self.tolerance
    else { return nil }
    if height > Self.tolerance { shownHeight = height }
    return settle(at: height, time: time)
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
