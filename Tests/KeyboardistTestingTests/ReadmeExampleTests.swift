import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

/// The README's testing snippet, verbatim, so it keeps compiling and stays true.
@MainActor
@Suite struct ReadmeExampleTests {
  @Test func theTestingSnippetRecordsTheQuickTypeHeights() {
    let center = NotificationCenter()
    let keyboard = KeyboardObserver(center: center)
    var heights: [CGFloat] = []
    keyboard.onAppear { heights.append($0.height) }.start()
    KeyboardSimulator(center: center, device: .iPhone8, driving: [keyboard]).play(.quickTypeToggle)
    #expect(heights == [225, 258, 225])
  }
}
