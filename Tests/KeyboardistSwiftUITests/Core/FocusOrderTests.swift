import Testing

@testable import KeyboardistSwiftUI

@Suite struct FocusOrderTests {
  enum Field: Hashable, CaseIterable {
    case name, email, company, password
  }

  @Test func focusMovesThroughTheGivenOrder() {
    let order = FocusOrder(Field.allCases)
    #expect(order.next(after: .name) == .email)
    #expect(order.previous(before: .email) == .name)
    #expect(order.previous(before: .name) == nil, "the first field has no previous")
    #expect(order.next(after: .password) == nil, "the last field has no next")
  }

  @Test func disabledFieldsAreSkippedWhereverTheyAre() {
    let order = FocusOrder(Field.allCases, disabled: [.company, .name])
    #expect(order.fields == [.email, .password])
    #expect(order.next(after: .email) == .password)
    #expect(order.previous(before: .email) == nil)
    // A disabled field that has focus anyway has nowhere to go.
    #expect(order.next(after: .company) == nil && order.previous(before: .company) == nil)
  }

  @Test func aFieldGivenTwiceKeepsItsFirstPlaceAndAnUnknownOneHasNoNeighbours() {
    let order = FocusOrder([Field.name, .email, .name, .password])
    #expect(order.fields == [.name, .email, .password])
    #expect(FocusOrder([Field.name]).next(after: .email) == nil)
    #expect(FocusOrder<Field>([]).previous(before: .name) == nil)
  }
}
