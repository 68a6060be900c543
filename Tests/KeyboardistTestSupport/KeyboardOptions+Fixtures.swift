package import Foundation
package import KeyboardistObserver

extension KeyboardOptions {
  /// The iPhone 8 keyboard (375 x 667 screen, 216 pt keyboard) sliding up, as UIKit reports it.
  package static let iPhoneShow = KeyboardOptions(
    startFrame: CGRect(x: 0, y: 667, width: 375, height: 216),
    endFrame: CGRect(x: 0, y: 451, width: 375, height: 216),
    animationDuration: 0.25,
    animationCurve: .keyboard)

  /// The iPhone 8 keyboard sliding down.
  package static let iPhoneHide = KeyboardOptions(
    startFrame: CGRect(x: 0, y: 451, width: 375, height: 216),
    endFrame: CGRect(x: 0, y: 667, width: 375, height: 216),
    animationDuration: 0.25,
    animationCurve: .keyboard)
}

extension NotificationCenter {
  /// Posts a keyboard notification for `event` with the `userInfo` UIKit would send for `options`.
  package func post(_ event: KeyboardEvent, _ options: KeyboardOptions = .iPhoneShow) {
    post(name: event.notificationName, object: nil, userInfo: options.userInfo)
  }
}
