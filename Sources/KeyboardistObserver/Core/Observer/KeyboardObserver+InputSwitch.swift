import Foundation

/// Panels in the keyboard's place: the hold that keeps every observer of a center put while a
/// text input switches between the keyboard and a panel.
extension KeyboardObserver {
  /// Announces that a text input is about to switch between the keyboard and a panel in its place,
  /// so that every observer of this observer's center holds the switch's hide.
  ///
  /// Call it just before setting the input's `inputView` and calling `reloadInputViews()`
  /// (`KeyboardMessageBar`'s `showPanel(_:)` and `showKeyboard()` do). UIKit swaps input views at
  /// once, but what it posts around the swap is not stable: a `willHide` and `didHide` followed by
  /// a `willShow` and `didShow` (apps that swap by resigning and becoming first responder again),
  /// or a show alone whose begin and end frames are equal. Taken at its word, the hide drops
  /// whatever follows the keyboard to the bottom and the show raises it again.
  ///
  /// After the announcement, each started observer of the center holds every notification of
  /// this app's keyboard that shows nothing, from its transitions and its motion, until one
  /// shows an input again (``KeyboardPanelSwitch`` is the rule). That show moves from the height
  /// still on screen: a panel as tall as the keyboard hands out no transition and no motion
  /// (``onAppear(_:)``, ``onDisappear(_:)``, ``onMove(_:)``, ``transitions`` and what is built on
  /// them stay put); one of another height hands out one appear that resizes. If editing ends
  /// before the show comes, tell the observers with ``inputDidEndEditing()``: the held hide then
  /// takes place.
  ///
  /// Raw callbacks (``on(event:do:)``) are not held: they get every notification as UIKit posts
  /// it. The center's keyboard state holds the hide too, so an observer that starts, or starts
  /// again, during a switch catches up with the keyboard where it stays and holds the rest of the
  /// switch (<doc:StartingAndStopping#Catching-up>).
  ///
  /// - Parameter input: What is about to show below the input: ``KeyboardPanelSwitch/Input/panel``
  ///   or ``KeyboardPanelSwitch/Input/keyboard``. ``KeyboardPanelSwitch/Input/none`` announces
  ///   nothing (end editing instead).
  public func switchInput(to input: KeyboardPanelSwitch.Input) {
    takeKeyboardState().switchInput(to: input)
  }

  /// Tells every observer of this observer's center that the input that switched ended editing.
  ///
  /// A hide held for a switch whose show never came (``switchInput(to:)``) takes place at once:
  /// the transitions and the motion hand it out as UIKit posted it. With nothing held, nothing
  /// happens: a hide that comes later is taken as it comes.
  public func inputDidEndEditing() {
    takeKeyboardState().inputDidEndEditing()
  }

  /// Starts holding a switch's hide, while started (a start takes a switch under way from the
  /// center's state).
  ///
  /// - Parameter input: What is about to show below the input.
  func inputWillSwitch(to input: KeyboardPanelSwitch.Input) {
    guard isObserving else { return }
    inputHold.announce(input)
  }

  /// Hands the held hide of a switch whose show never came to the stages.
  ///
  /// An observer that started during the switch, after its hide, holds nothing of its own: it
  /// catches up from the center's state, which now has the hide.
  func releaseHeldInput() {
    let wasSwitching = inputHold.inputSwitch.isSwitching
    let released = inputHold.endEditing()
    guard isObserving else { return }
    environment.read()
    if released.isEmpty, wasSwitching, let keyboardState {
      catchUpTransitions(with: keyboardState)
      catchUpMotion(with: keyboardState)
      return
    }
    for held in released {
      guard isObserving else { return }
      handToStages(held.event, held.options)
    }
  }
}
