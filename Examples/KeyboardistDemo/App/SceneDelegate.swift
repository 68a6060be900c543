// The window scene's delegate: builds the window in code, with the demo menu in a navigation
// controller.

import UIKit

/// Creates the scene's window when the scene connects.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  /// The scene's window.
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: DemoMenuViewController())
    window.makeKeyAndVisible()
    self.window = window
  }
}
