import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

// The portable model and the test of "Testing Keyboard Handling", on laying out a package so that
// its keyboard logic is tested on Linux, verbatim. The view controller's twin is in
// Checks/iOSSnippets/TestingKeyboardHandling.swift.

@MainActor final class ComposerModel {
  private(set) var lift: CGFloat = 0
  let keyboard: KeyboardObserver

  init(center: NotificationCenter = .default) {
    keyboard = KeyboardObserver(center: center)
    keyboard
      .onAppear { [unowned self] in lift = $0.height }
      .onDisappear { [unowned self] _ in lift = 0 }
  }
}

@MainActor @Test func theComposerLiftsWithTheKeyboard() {
  let center = NotificationCenter()
  let model = ComposerModel(center: center)
  model.keyboard.start()
  let simulator = KeyboardSimulator(center: center, device: .iPhone16, driving: [model.keyboard])
  var shown: [CGFloat] = []
  for step in KeyboardScenario.showHide.steps(on: .iPhone16) {
    simulator.post(step)
    if step.record?.event == .didShow { shown.append(model.lift) }
  }
  #expect(shown == [336])  // once shown, on an iPhone 16
  #expect(model.lift == 0)  // then hidden again
}
