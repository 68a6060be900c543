import Foundation
import Testing

@testable import KeyboardistAvoidance

/// A context: the orientation follows the screen's size, keys name the portrait size, the
/// orientation and the input mode, and a size that is no screen's has no key.
@Suite struct KeyboardHeightMemoryContextTests {
  typealias Context = KeyboardHeightMemory.Context

  @Test func theOrientationFollowsTheSize() {
    #expect(Context(screenSize: CGSize(width: 393, height: 852)).orientation == .portrait)
    #expect(Context(screenSize: CGSize(width: 852, height: 393)).orientation == .landscape)
    #expect(Context(screenSize: CGSize(width: 500, height: 500)).orientation == .portrait)
  }

  @Test func keysNameTheScreenTheOrientationAndTheMode() {
    let portrait = Context(screen: CGRect(x: 0, y: 0, width: 393, height: 852), inputMode: "en-US")
    #expect(portrait.key == "Keyboardist.KeyboardHeight.393x852.portrait.en-US")
    #expect(portrait.anyInputModeKey == "Keyboardist.KeyboardHeight.393x852.portrait.any")
    let landscape = Context(screenSize: CGSize(width: 852, height: 393))
    #expect(landscape.key == "Keyboardist.KeyboardHeight.393x852.landscape.none")
  }

  @Test(arguments: [
    CGSize.zero, CGSize(width: CGFloat.nan, height: 852),
    CGSize(width: 393, height: -CGFloat.infinity),
    CGSize(width: 1e300, height: 852), CGSize(width: 393, height: CGFloat.greatestFiniteMagnitude),
  ])
  func aSizeThatIsNoScreenHasNoKey(size: CGSize) {
    let context = Context(screenSize: size, inputMode: "en")
    #expect(!context.isValid)
    #expect(context.key == nil)
    #expect(context.anyInputModeKey == nil)
  }

  @Test func contextsAreEqualByScreenAndMode() {
    let one = Context(screenSize: CGSize(width: 393, height: 852), inputMode: "fr")
    #expect(one == Context(screenSize: CGSize(width: 393, height: 852), inputMode: "fr"))
    #expect(one != Context(screenSize: CGSize(width: 393, height: 852), inputMode: "de"))
    #expect(Set([one, one]).count == 1)
  }
}
