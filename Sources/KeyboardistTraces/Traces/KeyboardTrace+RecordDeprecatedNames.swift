public import Foundation
public import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// The record's names before they became the options' names; kept for one release.
extension KeyboardTrace.Record {
  /// The start frame; renamed ``startFrame``, as in ``KeyboardOptions``.
  @available(*, deprecated, renamed: "startFrame")
  public var begin: CGRect? {
    get { startFrame }
    set { startFrame = newValue }
  }

  /// The end frame; renamed ``endFrame``, as in ``KeyboardOptions``.
  @available(*, deprecated, renamed: "endFrame")
  public var end: CGRect? {
    get { endFrame }
    set { endFrame = newValue }
  }

  /// The animation's duration; renamed ``animationDuration``, as in ``KeyboardOptions``.
  @available(*, deprecated, renamed: "animationDuration")
  public var duration: TimeInterval? {
    get { animationDuration }
    set { animationDuration = newValue }
  }

  /// The animation's curve; renamed ``animationCurve``, as in ``KeyboardOptions``.
  @available(*, deprecated, renamed: "animationCurve")
  public var curve: KeyboardAnimationCurve? {
    get { animationCurve }
    set { animationCurve = newValue }
  }

  /// Whether the keyboard belonged to the app; renamed ``belongsToCurrentApp``, as in
  /// ``KeyboardOptions``.
  @available(*, deprecated, renamed: "belongsToCurrentApp")
  public var isLocal: Bool? {
    get { belongsToCurrentApp }
    set { belongsToCurrentApp = newValue }
  }

  /// Creates a record from raw values under the former names; use
  /// ``init(event:startFrame:endFrame:animationDuration:animationCurve:belongsToCurrentApp:isAppActive:time:)``.
  ///
  /// `end` has no default here, unlike the other values, so that a call with none of the optional
  /// labels picks the current initializer rather than being ambiguous.
  ///
  /// - Parameters:
  ///   - event: The notification's event.
  ///   - begin: The start frame in screen coordinates, or `nil` when absent.
  ///   - end: The end frame in screen coordinates, or `nil` when absent.
  ///   - duration: The animation's duration in seconds, or `nil` when absent.
  ///   - curve: The animation's curve, or `nil` when absent.
  ///   - isLocal: Whether the keyboard belonged to the app, or `nil` when absent.
  ///   - isAppActive: Whether the app was active.
  ///   - time: Seconds since the start of the recording.
  @available(
    *, deprecated,
    renamed:
      "init(event:startFrame:endFrame:animationDuration:animationCurve:belongsToCurrentApp:isAppActive:time:)"
  )
  public init(
    event: KeyboardEvent,
    begin: CGRect? = nil,
    end: CGRect?,
    duration: TimeInterval? = nil,
    curve: KeyboardAnimationCurve? = nil,
    isLocal: Bool? = nil,
    isAppActive: Bool = true,
    time: TimeInterval = 0
  ) {
    self.init(
      event: event, startFrame: begin, endFrame: end, animationDuration: duration,
      animationCurve: curve, belongsToCurrentApp: isLocal, isAppActive: isAppActive, time: time)
  }
}
