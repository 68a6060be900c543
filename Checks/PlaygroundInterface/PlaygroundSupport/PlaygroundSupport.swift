// A compile-only stand-in for Apple's PlaygroundSupport module, so Checks/playground can
// type-check the playground's iOS page on Linux. It declares only what the page uses, from
// https://developer.apple.com/documentation/playgroundsupport ; every body is `fatalError()`.

@_exported import Foundation
import UIKit

/// https://developer.apple.com/documentation/playgroundsupport/playgroundliveviewable
public protocol PlaygroundLiveViewable {}

/// https://developer.apple.com/documentation/playgroundsupport/playgroundpage
public final class PlaygroundPage {
  /// https://developer.apple.com/documentation/playgroundsupport/playgroundpage/current
  public static var current: PlaygroundPage { fatalError() }
  /// https://developer.apple.com/documentation/playgroundsupport/playgroundpage/liveview
  public var liveView: (any PlaygroundLiveViewable)? {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIView: PlaygroundLiveViewable {}
extension UIViewController: PlaygroundLiveViewable {}
