import Foundation
import KeyboardistAvoidance
import Testing

/// The first-launch heights: a row per screen size, either orientation, the nearest row of the
/// same kind for a screen the table does not know.
@Suite struct KeyboardHeightTableTests {
  let table = KeyboardHeightTable.standard

  @Test func aKnownScreenGivesItsRowInEitherOrientation() {
    #expect(table.height(forScreen: CGSize(width: 393, height: 852), in: .portrait) == 336)
    #expect(table.height(forScreen: CGSize(width: 852, height: 393), in: .landscape) == 209)
    #expect(table.height(forScreen: CGSize(width: 852, height: 393), in: .portrait) == 336)
    #expect(table.height(forScreen: CGSize(width: 768, height: 1024), in: .landscape) == 398)
  }

  @Test func anUnknownScreenTakesTheNearestOfItsKind() {
    // A phone between the 393 and 402 pt wide ones.
    #expect(table.height(forScreen: CGSize(width: 400, height: 870), in: .portrait) == 335)
    // A pad: never a phone's row, however near.
    let pad = table.height(forScreen: CGSize(width: 700, height: 1000), in: .portrait)
    #expect(pad == 313)
  }

  @Test(arguments: [
    CGSize.zero, CGSize(width: 0, height: 852), CGSize(width: CGFloat.nan, height: 852),
    CGSize(width: CGFloat.infinity, height: 852),
  ])
  func aSizeThatIsNoScreenGivesNothing(size: CGSize) {
    #expect(table.height(forScreen: size, in: .portrait) == nil)
  }

  @Test func anEmptyTableGivesNothingAndAOneKindTableAnswersTheOther() {
    #expect(
      KeyboardHeightTable(rows: []).height(forScreen: CGSize(width: 1, height: 2), in: .portrait)
        == nil)
    let phones = KeyboardHeightTable(rows: [
      .init(screen: CGSize(width: 390, height: 844), portraitHeight: 336, landscapeHeight: 209)
    ])
    #expect(phones.height(forScreen: CGSize(width: 1024, height: 1366), in: .landscape) == 209)
  }

  @Test func rowsAreKeptInPortrait() {
    let row = KeyboardHeightTable.Row(
      screen: CGSize(width: 852, height: 393), portraitHeight: 336, landscapeHeight: 209)
    #expect(row.screen == CGSize(width: 393, height: 852))
  }

  @Test func everyRowIsAPlausibleKeyboardOnItsScreen() {
    for row in table.rows {
      let portrait = KeyboardHeightMemory.Context(screenSize: row.screen)
      let landscape = KeyboardHeightMemory.Context(
        screenSize: CGSize(width: row.screen.height, height: row.screen.width))
      #expect(KeyboardHeightMemory.isPlausible(row.portraitHeight, in: portrait), "\(row)")
      #expect(KeyboardHeightMemory.isPlausible(row.landscapeHeight, in: landscape), "\(row)")
    }
    #expect(Set(table.rows.map { "\($0.screen)" }).count == table.rows.count, "one row a size")
  }
}
