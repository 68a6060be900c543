//: # Follow the Keyboard
//:
//: This page plays real keyboard behaviours (a third-party keyboard that posts three `willShow`s,
//: the QuickType bar, the emoji keyboard, a hardware keyboard, another app's keyboard, an iPad's
//: floating keyboard) into a `KeyboardObserver`, and prints every notification UIKit would post and
//: every transition the observer makes of them. It needs no device and no UIKit: CI compiles and
//: runs it on Linux (`Checks/playground`).
//:
//: Playgrounds run on the main thread; `MainActor.assumeIsolated` says so to the compiler, because
//: the observer and its callbacks are main-actor isolated.
import Foundation
import Keyboardist
import KeyboardistTesting

MainActor.assumeIsolated {
  //: A private notification center stands in for `NotificationCenter.default`, so nothing else
  //: hears these notifications.
  let center = NotificationCenter()
  func describe(_ rect: CGRect) -> String {
    "[\(Int(rect.minX)), \(Int(rect.minY)), \(Int(rect.width)), \(Int(rect.height))]"
  }

  //: ## Observe every notification, and the transitions they make
  //:
  //: `on(event:do:)` sees each notification as UIKit posts it; `onAppear` and `onDisappear` see
  //: one transition per real change, with the height on screen. A transition is handed out just
  //: before the callback of the notification that made it, so it is printed after that
  //: notification's line.
  var screen = CGRect.zero
  var transitionLine: String?
  let keyboard = KeyboardObserver(center: center)
  for event in KeyboardEvent.allCases {
    keyboard.on(event: event) { options in
      let visible = options.visibleHeight(in: screen)
      let dock = options.dockState(in: screen)
      print("  \(event): end \(describe(options.endFrame)), visible \(visible) pt, \(dock)")
      if let line = transitionLine { print(line) }
      transitionLine = nil
    }
  }
  keyboard
    .onAppear { transition in
      let index = transition.appearIndex
      let increment = transition.heightIncrement
      transitionLine = "    -> appear #\(index): \(transition.height) pt (\(increment) pt)"
    }
    .onDisappear { transition in
      transitionLine = "    -> disappear (\(transition.heightIncrement) pt)"
    }
    .start()

  //: ## Play real behaviours on real devices
  //:
  //: `KeyboardSimulator` posts what each scenario's device posts; its scenarios document the
  //: behaviour they reproduce and where it was reported.
  @MainActor func play(_ scenario: KeyboardScenario, on device: KeyboardDeviceProfile) {
    screen = device.screen
    keyboard.screen = device.screen
    print("== \(scenario.name) on \(device.name): \(scenario.summary)")
    KeyboardSimulator(center: center, device: device).play(scenario)
  }
  play(.showHide, on: .iPhone8)
  play(.thirdPartyKeyboard, on: .iPhone8)
  play(.quickTypeToggle, on: .iPhone8)
  play(.emojiSwitch, on: .iPhone8)
  play(.hardwareKeyboardBar, on: .iPadWithHardwareKeyboard)
  play(.otherAppKeyboard, on: .iPadPro12Inch)
  play(.iPadUndockAndFloat, on: .iPadPro12Inch)

  //: ## Replay a recorded trace
  //:
  //: A trace is JSON (the format of the bundled traces); the simulator posts its notifications
  //: with exactly the keys each one carried. These are the heights SwiftKey reported on iOS 8.
  let json = """
    { "name": "SwiftKey on iOS 8", "source": "https://stackoverflow.com/questions/25874975",
      "screen": [0, 0, 320, 568],
      "notifications": [
        { "event": "willShow", "end": [0, 568, 320, 0], "duration": 0.25, "curve": 7, "time": 0 },
        { "event": "willShow", "end": [0, 352, 320, 216], "duration": 0.25, "curve": 7, "time": 0.05 },
        { "event": "willShow", "end": [0, 309, 320, 259], "duration": 0.25, "curve": 7, "time": 0.1 },
        { "event": "willHide", "end": [0, 568, 320, 259], "duration": 0.25, "curve": 7, "time": 2 } ] }
    """
  do {
    let trace = try KeyboardTrace(json: Data(json.utf8))
    screen = trace.screen ?? .zero
    keyboard.screen = trace.screen
    print("== trace '\(trace.name)' (\(trace.source))")
    KeyboardSimulator(center: center).play(trace)
  } catch {
    print("The trace is not valid: \(error)")
  }

  //: ## The keyboard's curve
  //:
  //: The keyboard animates with the undocumented curve 7; `KeyboardAnimationCurve` keeps it, and
  //: converts it to the `UIView.AnimationOptions` that animate exactly like the keyboard.
  let curve = KeyboardAnimationCurve.keyboard
  let optionsRawValue = curve.animationOptionsRawValue
  print("== curve \(curve.rawValue): UIView.AnimationOptions(rawValue: \(optionsRawValue))")
}
