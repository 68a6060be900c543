//: # Follow the Keyboard
//:
//: This page drives a `KeyboardObserver` with the notifications a real keyboard posts and prints what
//: the observer sees. It needs no device and no UIKit: CI compiles and runs it on Linux
//: (`Checks/playground`), so every snippet here is a compiling twin of one in the documentation.
//:
//: Playgrounds run on the main thread; `MainActor.assumeIsolated` says so to the compiler, because the
//: observer and its callbacks are main-actor isolated.
import Foundation
import Keyboardist

MainActor.assumeIsolated {
  //: A private notification center stands in for `NotificationCenter.default`, so nothing else hears
  //: these notifications. `post` sends what UIKit would send for an event.
  let center = NotificationCenter()
  func post(_ event: KeyboardEvent, _ options: KeyboardOptions) {
    center.post(name: event.notificationName, object: nil, userInfo: options.userInfo)
  }
  func describe(_ rect: CGRect) -> String {
    "[\(Int(rect.minX)), \(Int(rect.minY)), \(Int(rect.width)), \(Int(rect.height))]"
  }

  //: ## Observe every event
  //:
  //: One callback per event, chained; `start()` begins observing.
  let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
  let keyboard = KeyboardObserver(center: center)
  for event in KeyboardEvent.allCases {
    keyboard.on(event: event) { options in
      let height = options.visibleHeight(in: screen)
      let dock = options.dockState(in: screen)
      print("\(event): end \(describe(options.endFrame)), visible \(height) pt, \(dock)")
    }
  }
  keyboard.start()

  //: ## A plain show and hide on a 375 x 667 iPhone
  //:
  //: The keyboard animates with the undocumented curve 7; `KeyboardAnimationCurve` keeps it.
  let show = KeyboardOptions(
    startFrame: CGRect(x: 0, y: 667, width: 375, height: 216),
    endFrame: CGRect(x: 0, y: 451, width: 375, height: 216),
    animationDuration: 0.25,
    animationCurve: .keyboard)
  let hide = KeyboardOptions(
    startFrame: show.endFrame,
    endFrame: show.startFrame,
    animationDuration: 0.25,
    animationCurve: .keyboard)
  print("== show and hide")
  post(.willShow, show)
  post(.didShow, show)
  post(.willHide, hide)
  post(.didHide, hide)
  let optionsRawValue = show.animationCurve.animationOptionsRawValue
  print("curve \(show.animationCurve) -> UIView.AnimationOptions(rawValue: \(optionsRawValue))")

  //: ## A hardware keyboard on an iPad
  //:
  //: The frame is 313 pt tall, but only the 55 pt shortcut bar is on screen.
  let iPad = CGRect(x: 0, y: 0, width: 768, height: 1024)
  let hardware = KeyboardOptions(
    startFrame: CGRect(x: 0, y: 1024, width: 768, height: 313),
    endFrame: CGRect(x: 0, y: 969, width: 768, height: 313))
  let visible = hardware.visibleHeight(in: iPad)
  print("== hardware keyboard: frame \(hardware.endFrame.height) pt, visible \(visible) pt")

  //: ## Stop, resume, clear
  keyboard.stop()
  post(.willShow, show)  // not delivered: stopped
  keyboard.start()
  keyboard.clear()
  post(.willShow, show)  // not delivered: no callbacks
  print("== observing after clear: \(keyboard.isObserving)")
}
