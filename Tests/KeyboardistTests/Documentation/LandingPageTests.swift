import Foundation
import Keyboardist
import KeyboardistTestSupport
import Testing

/// The documentation's portable example, `ComposeScreen` (in Support/), driven through real
/// sessions: what the landing page promises of its observer, measured on a known screen.
@MainActor
@Suite struct LandingPageTests {
  let center = NotificationCenter()
  let iPhone = CGRect(x: 0, y: 0, width: 375, height: 667)

  @Test func theInsetIsTheVisibleHeightWhileShownAndZeroAfterHiding() {
    let screen = ComposeScreen(screen: iPhone, center: center)
    #expect(screen.bottomInset == 0)
    center.post(.willShow, .iPhoneShow)
    #expect(screen.bottomInset == 216)
    center.post(.didShow, .iPhoneShow)
    center.post(.willHide, .iPhoneHide)
    #expect(screen.bottomInset == 0)
  }

  @Test func aThirdPartyKeyboardsThreeWillShowsEndAtItsFinalHeight() {
    let screen = ComposeScreen(screen: CGRect(x: 0, y: 0, width: 320, height: 568), center: center)
    var insets: [CGFloat] = []
    for height: CGFloat in [0, 216, 259] {
      center.post(
        .willShow,
        KeyboardOptions(endFrame: CGRect(x: 0, y: 568 - height, width: 320, height: height)))
      insets.append(screen.bottomInset)
    }
    #expect(insets == [0, 216, 259])
  }

  @Test func aHardwareKeyboardInsetsOnlyItsVisibleBar() {
    let iPad = CGRect(x: 0, y: 0, width: 768, height: 1024)
    let screen = ComposeScreen(screen: iPad, center: center)
    center.post(
      .willShow,
      KeyboardOptions(
        startFrame: CGRect(x: 0, y: 1024, width: 768, height: 313),
        endFrame: CGRect(x: 0, y: 969, width: 768, height: 313)))
    #expect(screen.bottomInset == 55)
  }

  @Test func anotherAppsKeyboardLeavesTheInsetAlone() {
    let screen = ComposeScreen(screen: iPhone, center: center)
    var other = KeyboardOptions.iPhoneShow
    other.belongsToCurrentApp = false
    center.post(.willShow, other)
    #expect(screen.bottomInset == 0)
  }
}
