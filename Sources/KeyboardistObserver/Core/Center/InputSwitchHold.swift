import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A center's hold on the hide of an input switch, by ``KeyboardPanelSwitch``'s rule
/// (<doc:MessageBarAndPanels#The-list-stays-put>): the notifications it holds are handed out only
/// if editing ends before the show (``endEditing()``).
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
  /// - Parameter input: What is about to show below the input; ``KeyboardInput/none``
  ///   announces nothing.
  mutating func announce(_ input: KeyboardInput) {
    guard input != .none else { return }
    let other: KeyboardInput = input == .panel ? .keyboard : .panel
    if inputSwitch.input != other, !inputSwitch.isSwitching {
      inputSwitch.inputDidBeginEditing(showing: other)
    }
    inputSwitch.switchInput(to: input)
  }

  /// Takes in one notification and says whether it is held.
  ///
  /// A late did-notification of the hide held before the switch's show is held from the
  /// observers but not kept: it never takes place.
  mutating func take(_ event: KeyboardEvent, _ options: KeyboardOptions, screen: CGRect?) -> Bool {
    // Outside a switch and its late hides nothing is held, and nothing the hold keeps changes:
    // each notification passes untouched.
    let isSwitching = inputSwitch.isSwitching
    guard isSwitching || inputSwitch.isDroppingLateHides else { return false }
    let isHeld = inputSwitch.holds(event, options, screen: screen)
    inputSwitch.receive(event, options: options, screen: screen)
    if isHeld {
      if isSwitching { held.append(Held(event: event, options: options)) }
    } else if options.belongsToCurrentApp {
      held = []
    }
    return isHeld
  }

  /// Takes in that the input ended editing.
  mutating func endEditing() -> [Held] {
    defer { held = [] }
    guard inputSwitch.inputDidEndEditing() != nil else { return [] }
    return held
  }
}
