import Foundation
import Testing

@testable import KeyboardistAvoidance

/// The order of inputs inferred from their frames.
@Suite struct FormOrderFramesTests {
  /// A sign-up form: first and last name side by side, then email, then a notes text view.
  static let form: [(input: String, frame: CGRect)] = [
    ("notes", CGRect(x: 16, y: 220, width: 343, height: 120)),
    ("last", CGRect(x: 199, y: 100, width: 160, height: 44)),
    ("email", CGRect(x: 16, y: 160, width: 343, height: 44)),
    ("first", CGRect(x: 16, y: 100, width: 160, height: 44)),
  ]

  @Test func readingOrder() {
    let order = FormOrder(Self.form)
    #expect(order.inputs == ["first", "last", "email", "notes"])
    #expect(order.next(after: "last") == "email")
    #expect(order.previous(before: "email") == "last")
    #expect(order.previous(before: "first") == nil)
    #expect(order.next(after: "notes") == nil)
    #expect(order.next(after: "missing") == nil)
  }

  @Test func skippedInputsLeaveTheOrderAfterItIsInferred() {
    let order = FormOrder(Self.form, skipping: ["last"])
    #expect(order.inputs == ["first", "email", "notes"])
    #expect(order.returnAction(in: "first") == .advance(to: "email"))
  }

  @Test func rightToLeftRows() {
    #expect(
      FormOrder(Self.form, isRightToLeft: true).inputs == ["last", "first", "email", "notes"])
  }

  @Test func differentHeightsOnOneLineShareARow() {
    // The tall field's top 90 leads; its centre is 90 + 50 / 2 = 115. The short field's top 100 is
    // above 115, so it joins the row and the two sort by x.
    let order = FormOrder([
      (input: "code", frame: CGRect(x: 130, y: 90, width: 200, height: 50)),
      (input: "prefix", frame: CGRect(x: 16, y: 100, width: 100, height: 30)),
      (input: "next line", frame: CGRect(x: 16, y: 116, width: 100, height: 30)),
    ])
    // The third field's top 116 is below 115: a new row.
    #expect(order.inputs == ["prefix", "code", "next line"])
  }

  @Test func nonFiniteFramesGoLastAndDuplicatesKeepTheirFirstPlace() {
    let order = FormOrder([
      (input: "lost", frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)),
      (input: "b", frame: CGRect(x: 0, y: 200, width: 10, height: 10)),
      (input: "a", frame: CGRect(x: 0, y: 100, width: 10, height: 10)),
      (input: "b", frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
    ])
    #expect(order.inputs == ["a", "b", "lost"])
  }

  @Test func theReturnKeyMovesThroughTheFormInReadingOrder() {
    // What a SwiftUI form's fields do without a declared order, as UIKit's avoider does: Next on
    // every field but the last, which reads Done and ends editing; a disabled field is skipped.
    let order = FormOrder(Self.form, skipping: ["email"])
    #expect(order.returnKey(for: "first") == .next)
    #expect(order.returnAction(in: "first") == .advance(to: "last"))
    #expect(order.returnAction(in: "last") == .advance(to: "notes"))
    #expect(order.returnKey(for: "notes") == .done)
    #expect(order.returnAction(in: "notes") == .dismiss)
  }
}
