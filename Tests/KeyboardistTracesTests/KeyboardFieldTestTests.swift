import KeyboardistTraces
import Testing

/// The field test's script: its order, when it records, what the screen does itself.
@Suite struct KeyboardFieldTestTests {
  @Test func theStepsRunInOrderAndStopAtTheEnd() {
    var test = KeyboardFieldTest()
    var seen = [test.step]
    for _ in 0..<10 {
      test.advance()
      seen.append(test.step)
    }
    #expect(Array(seen.prefix(8)) == KeyboardFieldTest.Step.allCases)
    #expect(seen.suffix(3).allSatisfy { $0 == .finished })
    test.restart()
    #expect(test.step == .ready)
  }

  @Test func recordingRunsFromStartToTheEnd() {
    var test = KeyboardFieldTest()
    var recording: [Bool] = []
    for _ in KeyboardFieldTest.Step.allCases {
      recording.append(test.isRecording)
      test.advance()
    }
    #expect(recording == [false, true, true, true, true, true, true, false])
  }

  @Test func theScreenDoesWhatItCanAndAsksForTheRest() {
    let performed = KeyboardFieldTest.Step.allCases.filter(\.isPerformedByScreen)
    #expect(performed == [.showKeyboard, .swapPanel, .swapBack, .hideKeyboard])
    #expect(KeyboardFieldTest.Step.dragToDismiss.instruction.contains("Drag"))
    #expect(KeyboardFieldTest.Step.rotate.instruction.contains("landscape"))
    #expect(
      KeyboardFieldTest.Step.allCases.filter(\.showsKeyboard) == [
        .showKeyboard, .dragToDismiss, .rotate,
      ])
  }

  @Test func theFirstInstructionSaysNothingTypedIsRead() {
    #expect(KeyboardFieldTest.Step.ready.instruction.contains("Nothing you type is read"))
    #expect(KeyboardFieldTest.Step.ready.buttonTitle == "Start")
    #expect(KeyboardFieldTest.Step.finished.buttonTitle == "Share")
    #expect(KeyboardFieldTest.Step.finished.instruction.contains("keyboardist verify"))
  }

  @Test func theFileNameIsSafe() {
    #expect(
      KeyboardFieldTest.fileName(for: KeyboardTrace.Device(model: "iPhone17,3", system: "iOS 26.0"))
        == "keyboardist-field-iPhone17-3-iOS-26.0.json")
    #expect(KeyboardFieldTest.fileName(for: nil) == "keyboardist-field.json")
    #expect(
      KeyboardFieldTest.fileName(for: KeyboardTrace.Device(model: "../x/ y"))
        == "keyboardist-field-..-x--y.json")
  }
}
