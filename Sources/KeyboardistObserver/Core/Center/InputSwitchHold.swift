import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// An observer's hold on the hide of an input switch: what keeps its transitions and motion put
/// while a text input trades the keyboard for a panel in its place, or back.
///
/// The rule is ``KeyboardPanelSwitch``'s, one value per observer (each measures on its own
/// screen and gets the notifications in its own order): once a switch is announced
/// (``announce(_:)``), a notification that shows nothing is held, not handed to the stages,
/// until one shows an input again; the show then moves from the height the stages still have.
/// The held notifications are handed out only if editing ends before that show
/// (``endEditing()``).
struct InputSwitchHold {
  /// One notification held.
  struct Held {
    /// The notification's event.
    let event: KeyboardEvent
    /// Its parsed options.
    let options: KeyboardOptions
  }

  /// The one rule of the switch.
  private(set) var inputSwitch = KeyboardPanelSwitch()
  /// The notifications held during the switch under way, oldest first.
  private(set) var held: [Held] = []

  /// Takes in that an input is about to switch to `input`, from the other one.
  ///
  /// An announcement means that an input is being edited: one that comes while this hold knew of
  /// no editing (its observer was stopped, or started since) begins it with the other input.
  ///
  /// - Parameter input: What is about to show below the input; ``KeyboardPanelSwitch/Input/none``
  ///   announces nothing.
  mutating func announce(_ input: KeyboardPanelSwitch.Input) {
    guard input != .none else { return }
    let other: KeyboardPanelSwitch.Input = input == .panel ? .keyboard : .panel
    if inputSwitch.input != other, !inputSwitch.isSwitching {
      inputSwitch.inputDidBeginEditing(showing: other)
    }
    inputSwitch.switchInput(to: input)
  }

  /// Takes in one notification and says whether it is held.
  ///
  /// - Parameters:
  ///   - event: The notification's event.
  ///   - options: Its parsed options.
  ///   - screen: The screen its heights are measured on, if known.
  /// - Returns: `true` when the notification is held: the stages must not take it.
  mutating func take(_ event: KeyboardEvent, _ options: KeyboardOptions, screen: CGRect?) -> Bool {
    // Outside a switch nothing is held, and nothing the hold keeps changes: each notification
    // passes untouched.
    guard inputSwitch.isSwitching else { return false }
    let isHeld = inputSwitch.holds(event, options, screen: screen)
    inputSwitch.receive(event, options: options, screen: screen)
    if isHeld {
      held.append(Held(event: event, options: options))
    } else if options.belongsToCurrentApp {
      held = []
    }
    return isHeld
  }

  /// Takes in that the input ended editing.
  ///
  /// - Returns: The notifications held during a switch whose show never came, oldest first: they
  ///   now take place. Empty when nothing was held.
  mutating func endEditing() -> [Held] {
    defer { held = [] }
    guard inputSwitch.inputDidEndEditing() != nil else { return [] }
    return held
  }
}
