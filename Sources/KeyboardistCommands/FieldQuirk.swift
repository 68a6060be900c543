/// Something a field trace showed that the motion stage has to live with, as `keyboardist
/// verify` reports it: one line, with when.
struct FieldQuirk: Equatable {
  /// Which quirk.
  enum Kind: String, Equatable, CaseIterable {
    /// The guide stayed at the screen's bottom while the notifications said the keyboard was up.
    case guideStuck = "guide stuck"
    /// At rest, the guide was more than 1 pt from the notifications' end frame.
    case guideOffAtRest = "guide off at rest"
    /// A did-notification came more than a frame after its animation's end by its timing.
    case lateDid = "late did"
    /// A will-notification's did-notification never came.
    case missingDid = "missing did"
    /// A willShow was followed within a frame by another will-notification.
    case supersededWillShow = "superseded willShow"
    /// A willShow while shown, with no hide: the input view swapped (or the QuickType bar).
    case showOnlySwap = "show-only swap"
    /// The first frame of an animation read no animation from Core Animation; later ones did.
    case noAnimationOnFirstFrame = "no animation on first frame"
    /// The presentation stood still while the timing said it moved.
    case frozenPresentation = "frozen presentation"
  }

  /// Which quirk.
  var kind: Kind
  /// When the notification or case it is about started, in seconds.
  var time: Double
  /// What happened and when, in one line.
  var detail: String

  /// The report's line: `late did: didShow 40 ms after …`.
  var line: String { "\(kind.rawValue): \(detail)" }
}
