// The app's entry point. At launch it opts the whole app in to keyboard avoidance, and it gives
// every window scene the demo's scene delegate in code: no storyboard, and no scene configuration
// in Info.plist beyond the scene manifest itself.

import Keyboardist
import UIKit

/// Starts the app-wide keyboard avoider and configures scenes.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // The app-wide opt-in: from now on every text field and text view is kept clear of the
    // keyboard, except on screens that start their own avoider (the long form) and those that
    // opt out with `KeyboardAvoider.shared.exclude(view)` (the chat). It follows the state of the
    // scene being edited in, so the keyboard iOS posts again on return from the background moves
    // nothing.
    KeyboardAvoider.shared.start()
    return true
  }

  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    // A configuration made here, named after none in Info.plist, takes nothing from Info.plist.
    let configuration = UISceneConfiguration(
      name: "Keyboardist Demo", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}
