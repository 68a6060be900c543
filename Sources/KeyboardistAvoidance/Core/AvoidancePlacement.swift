/// Where avoidance puts its target relative to the keyboard.
enum AvoidancePlacement: Sendable {
  /// Move as little as possible: nothing when the target is already clear of the keyboard by the
  /// distance, else just enough. Used for the input being edited.
  case reveal
  /// Bring the target's bottom exactly the distance above the keyboard or input bar, moving content
  /// up or down. Used for a trigger such as a feed's comment button that raises an input bar.
  case align
}
