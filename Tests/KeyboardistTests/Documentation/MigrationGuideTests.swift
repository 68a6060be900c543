import Foundation
import Keyboardist
import Testing

/// The snippets of "Migrating from Typist" and "Migrating from KeyboardMan".
@MainActor
@Suite struct MigrationGuideTests {
  let center = NotificationCenter()

  @Test func aTypistChainReadsTheSame() {
    var log: [String] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard
      .on(event: .willShow) { options in log.append("will show \(options.endFrame.height)") }
      .on(event: .didHide) { options in log.append("did hide, \(options.animationDuration) s") }
      .start()
    center.post(.willShow, .iPhoneShow)
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    #expect(log == ["will show 216.0", "did hide, 0.25 s"])
  }

  @Test func rawEventsGiveKeyboardMansHeightsMeasuredOnScreen() {
    let screen = CGRect(x: 0, y: 0, width: 768, height: 1024)
    let hardware = KeyboardOptions(
      startFrame: CGRect(x: 0, y: 1024, width: 768, height: 313),
      endFrame: CGRect(x: 0, y: 969, width: 768, height: 313))
    var heights: [CGFloat] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard
      .on(event: .willShow) { options in heights.append(options.visibleHeight(in: screen)) }
      .on(event: .willHide) { _ in heights.append(0) }
      .start()
    center.post(.willShow, hardware)
    center.post(.willHide, hardware)
    #expect(heights == [55, 0])
  }
}
