import KeyboardistAvoidance
import Testing

@Suite struct FormOrderTests {
  enum Field: Hashable, CaseIterable {
    case name, email, company, password
  }

  typealias Buttons = FormOrder<Field>.Buttons

  @Test func inputsMoveThroughTheGivenOrder() {
    let order = FormOrder(Field.allCases)
    #expect(order.next(after: .name) == .email)
    #expect(order.previous(before: .email) == .name)
    #expect(order.previous(before: .name) == nil, "the first field has no previous")
    #expect(order.next(after: .password) == nil, "the last field has no next")
  }

  @Test func skippedInputsAreLeftOutWhereverTheyAre() {
    let order = FormOrder(Field.allCases, skipping: [.company, .name])
    #expect(order.inputs == [.email, .password])
    #expect(order.next(after: .email) == .password)
    #expect(order.previous(before: .email) == nil)
    // A skipped field that has focus anyway has nowhere to go.
    #expect(order.next(after: .company) == nil && order.previous(before: .company) == nil)
  }

  @Test func anInputGivenTwiceKeepsItsFirstPlaceAndAnUnknownOneHasNoNeighbours() {
    let order = FormOrder([Field.name, .email, .name, .password])
    #expect(order.inputs == [.name, .email, .password])
    #expect(FormOrder([Field.name]).next(after: .email) == nil)
    #expect(FormOrder<Field>([]).previous(before: .name) == nil)
  }

  // MARK: The buttons

  @Test func previousIsDisabledOnTheFirstInputAndNextOnTheLast() {
    let order = FormOrder(Field.allCases, skipping: [.company])
    #expect(order.buttons(for: .name) == Buttons(isPreviousEnabled: false, isNextEnabled: true))
    #expect(order.buttons(for: .email) == Buttons(isPreviousEnabled: true, isNextEnabled: true))
    #expect(
      order.buttons(for: .password) == Buttons(isPreviousEnabled: true, isNextEnabled: false))
    // A form of one input, and an input outside the order: both disabled.
    #expect(
      FormOrder([Field.name]).buttons(for: .name)
        == Buttons(isPreviousEnabled: false, isNextEnabled: false))
    #expect(
      order.buttons(for: .company) == Buttons(isPreviousEnabled: false, isNextEnabled: false))
  }

  @Test func withoutDisabledEndsBothButtonsStayEnabled() {
    let order = FormOrder(Field.allCases)
    let enabled = Buttons(isPreviousEnabled: true, isNextEnabled: true)
    #expect(order.buttons(for: .name, disablesEnds: false) == enabled)
    #expect(order.buttons(for: .password, disablesEnds: false) == enabled)
    #expect(FormOrder<Field>([]).buttons(for: .name, disablesEnds: false) == enabled)
  }

  // MARK: The return key

  @Test func returnAdvancesToTheNextInputAndDismissesOnTheLast() {
    let order = FormOrder(Field.allCases, skipping: [.email])
    #expect(order.returnAction(in: .name) == .advance(to: .company), "the skipped email is passed")
    #expect(order.returnKey(for: .name) == .next)
    #expect(order.returnAction(in: .company) == .advance(to: .password))
    #expect(order.returnAction(in: .password) == .dismiss)
    #expect(order.returnKey(for: .password) == .done)
  }

  @Test func anInputOutsideTheOrderEndsEditingOnReturn() {
    let order = FormOrder(Field.allCases, skipping: [.email])
    #expect(order.returnAction(in: .email) == .dismiss)
    #expect(order.returnKey(for: .email) == .done)
    #expect(FormOrder<Field>([]).returnKey(for: .name) == .done)
  }
}
