import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

@Suite struct KeyboardScenarioPanelTests {
  /// Played through the panel switch, the swap leaves the bar at the keyboard's height at every
  /// notification, both ways; only the final hide lowers it.
  @Test(arguments: [KeyboardDeviceProfile.iPhoneSE, .iPhone13Mini])
  func theSwapNeverMovesTheBar(device: KeyboardDeviceProfile) {
    var panel = KeyboardPanelSwitch()
    panel.inputDidBeginEditing()
    var heights: [CGFloat] = []
    var hides = 0
    for step in KeyboardScenario.panelSwap.steps(on: device) {
      guard case .keyboard(let record) = step else { continue }
      if record.event == .willHide {
        // The app swaps to the panel, then back to the keyboard, then ends editing.
        hides += 1
        switch hides {
        case 1: panel.switchInput(to: .panel)
        case 2: panel.switchInput(to: .keyboard)
        default: panel.inputDidEndEditing()
        }
      }
      panel.receive(record.event, options: record.options, screen: device.screen)
      heights.append(panel.height)
    }
    let shown = device.keyboardHeight
    #expect(heights.dropLast(4).allSatisfy { $0 == shown })
    #expect(heights.last == 0)
  }

  @Test func itIsNamedPanelSwap() {
    #expect(KeyboardScenario.panelSwap.name == "panelSwap")
  }
}
