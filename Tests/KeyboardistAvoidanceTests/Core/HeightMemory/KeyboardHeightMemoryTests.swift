import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import Testing

@testable import KeyboardistAvoidance

/// The memory: the table before anything is learned, a height per screen, orientation and input
/// mode, what it learns from (docked software keyboards of the app's own) and what it ignores in
/// its store.
@MainActor
@Suite struct KeyboardHeightMemoryTests {
  typealias Context = KeyboardHeightMemory.Context

  static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let landscape = CGRect(x: 0, y: 0, width: 852, height: 393)
  let english = Context(screen: screen, inputMode: "en-US")
  let japanese = Context(screen: screen, inputMode: "ja-JP")

  /// The keyboard docked at the bottom of `screen`, `height` tall, `visible` of it on screen.
  static func docked(
    _ height: CGFloat, visible: CGFloat? = nil, on screen: CGRect = screen, isLocal: Bool = true
  ) -> KeyboardOptions {
    KeyboardOptions(
      belongsToCurrentApp: isLocal,
      startFrame: CGRect(x: 0, y: screen.maxY, width: screen.width, height: height),
      endFrame: CGRect(
        x: 0, y: screen.maxY - (visible ?? height), width: screen.width, height: height))
  }

  static func appear(_ options: KeyboardOptions, on screen: CGRect? = screen)
    -> KeyboardTransition
  {
    var tracker = KeyboardTracker(screen: screen, ignoresOtherApps: false)
    return tracker.update(.willShow, options)
      ?? KeyboardTransition(
        kind: .appear, appearIndex: 0, height: 0, heightIncrement: 0, options: options)
  }

  @Test func beforeAnythingIsLearnedTheTableAnswers() {
    let memory = KeyboardHeightMemory(store: DictionaryHeightStore())
    #expect(memory.height(for: english) == 336)
    #expect(memory.height(onScreen: Self.landscape) == 209)
    #expect(memory.learnedHeight(for: english) == nil)
    #expect(memory.height(for: Context(screenSize: .zero)) == 0, "no screen, no height")
  }

  @Test func aHeightIsRememberedPerInputModeAndOrientation() {
    let store = DictionaryHeightStore()
    let memory = KeyboardHeightMemory(store: store)
    #expect(memory.remember(345, for: english))
    #expect(memory.remember(369, for: japanese))
    #expect(memory.height(for: english) == 345)
    #expect(memory.height(for: japanese) == 369)
    #expect(memory.height(onScreen: Self.landscape) == 209, "landscape learned nothing")
    let korean = Context(screen: Self.screen, inputMode: "ko-KR")
    #expect(memory.height(for: korean) == 369, "a new mode: the last height on this screen")
    #expect(memory.learnedHeight(for: korean) == nil)
    memory.inputMode = "en-US"
    #expect(memory.height(onScreen: Self.screen) == 345)
    let writes = store.writes
    memory.remember(369, for: japanese)
    #expect(store.writes == writes, "nothing new, nothing written")
    memory.forget(japanese)
    #expect(memory.learnedHeight(for: japanese) == nil)
    #expect(memory.height(for: japanese) == 369, "the screen's last height stays")
  }

  @Test(arguments: [
    CGFloat.nan, .infinity, -336, 0, 55, 99.9, 853, .greatestFiniteMagnitude,
  ])
  func anImplausibleHeightIsNotKept(height: CGFloat) {
    let store = DictionaryHeightStore()
    let memory = KeyboardHeightMemory(store: store)
    #expect(!memory.remember(height, for: english))
    #expect(store.values.isEmpty)
    #expect(memory.height(for: english) == 336)
  }

  struct Foreign: Sendable, CustomTestStringConvertible {
    let value: @Sendable () -> Any
    let testDescription: String
  }

  nonisolated static let foreignValues: [Foreign] = [
    Foreign(value: { "336" }, testDescription: "a string"),
    Foreign(value: { Data([1, 2, 3]) }, testDescription: "data"),
    Foreign(value: { Date() }, testDescription: "a date"),
    Foreign(value: { true }, testDescription: "a Bool"),
    Foreign(value: { NSNumber(value: true) }, testDescription: "a boxed Bool"),
    Foreign(value: { -5.0 }, testDescription: "a negative number"),
    Foreign(value: { Double.nan }, testDescription: "NaN"),
    Foreign(value: { 1e308 }, testDescription: "an absurd number"),
    Foreign(value: { Int.max }, testDescription: "Int.max"),
    Foreign(value: { ["height": 300] }, testDescription: "a dictionary"),
    Foreign(value: { [300.0] }, testDescription: "an array"),
  ]

  @Test(arguments: foreignValues)
  func aCorruptOrForeignValueIsIgnored(foreign: Foreign) throws {
    let key = try #require(english.key)
    let anyKey = try #require(english.anyInputModeKey)
    let store = DictionaryHeightStore([key: foreign.value(), anyKey: foreign.value()])
    let memory = KeyboardHeightMemory(store: store)
    #expect(memory.learnedHeight(for: english) == nil)
    #expect(memory.height(for: english) == 336, "the table's height")
    #expect(memory.remember(340, for: english), "and it is replaced by the next height learned")
    #expect(memory.height(for: english) == 340)
  }

  @Test func numbersOfOtherTypesAreRead() throws {
    let key = try #require(english.key)
    for value: Any in [Int(340), Float(340), NSNumber(value: 340), Double(340)] {
      let memory = KeyboardHeightMemory(store: DictionaryHeightStore([key: value]))
      #expect(memory.learnedHeight(for: english) == 340, "\(type(of: value))")
    }
  }

  // MARK: - What it learns from

  @Test func itLearnsADockedSoftwareKeyboardOfTheAppsOwn() {
    let appear = Self.appear(Self.docked(336))
    #expect(KeyboardHeightMemory.learnableHeight(from: appear, on: Self.screen) == 336)
  }

  @Test func itLearnsNothingElse() {
    let screen = Self.screen
    let ipad = CGRect(x: 0, y: 0, width: 768, height: 1024)
    let floating = KeyboardOptions(endFrame: CGRect(x: 224, y: 664, width: 320, height: 260))
    let undocked = KeyboardOptions(endFrame: CGRect(x: 0, y: 511, width: 768, height: 313))
    let hardwareBar = Self.docked(313, visible: 55, on: ipad)
    // A hardware keyboard's 55 pt bar under a 60 pt input accessory view: 115 pt on screen of a
    // 373 pt frame, tall enough to be a keyboard's height (at least 100), but only a bar.
    let hardwareBarAndAccessory = Self.docked(373, visible: 115, on: ipad)
    let cases: [(String, KeyboardTransition, CGRect?)] = [
      ("a disappear", Self.appear(.iPhoneHide).disappearing, screen),
      (
        "a hardware keyboard's bar and an accessory view",
        Self.appear(hardwareBarAndAccessory, on: ipad), ipad
      ),
      ("another app's", Self.appear(Self.docked(336, isLocal: false)), screen),
      ("floating", KeyboardTransition(floating), ipad),
      ("undocked", KeyboardTransition(undocked), ipad),
      ("a hardware keyboard's bar", Self.appear(hardwareBar, on: ipad), ipad),
      ("no screen", Self.appear(Self.docked(336), on: nil), nil),
      ("a sliver", Self.appear(Self.docked(44)), screen),
    ]
    for (name, transition, screen) in cases {
      #expect(KeyboardHeightMemory.learnableHeight(from: transition, on: screen) == nil, "\(name)")
    }
  }

  @Test func itLearnsInTheCurrentInputModeUnlessPaused() {
    let memory = KeyboardHeightMemory(store: DictionaryHeightStore())
    memory.inputMode = "ja-JP"
    #expect(memory.learn(from: Self.appear(Self.docked(369)), on: Self.screen))
    #expect(memory.learnedHeight(for: japanese) == 369)
    memory.isLearning = false
    #expect(!memory.learn(from: Self.appear(Self.docked(300)), on: Self.screen))
    #expect(memory.learnedHeight(for: japanese) == 369)
  }

  @Test func itLearnsFromAnObserverWithNoCodeInTheApp() {
    let center = NotificationCenter()
    let observer = KeyboardObserver(center: center)
    observer.screen = Self.screen
    let store = DictionaryHeightStore()
    KeyboardHeightMemory(store: store).learn(from: observer)
    observer.start()
    center.post(.willShow, Self.docked(336))
    center.post(.willChangeFrame, Self.docked(345))
    center.post(.willHide, .iPhoneHide)
    let memory = KeyboardHeightMemory(store: store)
    #expect(memory.height(onScreen: Self.screen) == 345, "the last height, across instances")
    observer.stop()
    center.post(.willShow, Self.docked(300))
    #expect(memory.height(onScreen: Self.screen) == 345, "a stopped observer teaches nothing")
  }

  @Test func learningFromTheSameObserverTwiceListensOnce() {
    let observer = KeyboardObserver(center: NotificationCenter())
    let memory = KeyboardHeightMemory(store: DictionaryHeightStore())
    memory.learn(from: observer)
    memory.learn(from: observer)
    #expect(observer.packageListeners.count == 1)
    KeyboardHeightMemory(store: DictionaryHeightStore()).learn(from: observer)
    #expect(observer.packageListeners.count == 2, "another memory learns too")
  }
}

extension KeyboardTransition {
  /// An appear with the options' end frame height, as a tracker without a screen makes it.
  fileprivate init(_ options: KeyboardOptions) {
    self.init(
      kind: .appear, appearIndex: 0, height: options.endFrame.height,
      heightIncrement: options.endFrame.height, options: options)
  }

  /// This transition as a disappear.
  fileprivate var disappearing: KeyboardTransition {
    KeyboardTransition(
      kind: .disappear, appearIndex: appearIndex, height: 0, heightIncrement: -height,
      options: options)
  }
}
