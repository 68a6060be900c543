import Benchmark
import Foundation
import Keyboardist

/// UIKit's name for the notification every dispatch benchmark posts.
let willShow = KeyboardEvent.willShow.notificationName

/// The `userInfo` UIKit posts when the iPhone 8 keyboard slides up: `NSValue` rects, `NSNumber`s.
var keyboardUserInfo: [AnyHashable: Any] {
  KeyboardOptions(
    startFrame: CGRect(x: 0, y: 667, width: 375, height: 216),
    endFrame: CGRect(x: 0, y: 451, width: 375, height: 216),
    animationDuration: 0.25,
    animationCurve: .keyboard
  ).userInfo
}

/// The keys an app reads, as the raw strings of UIKit's `UIResponder.keyboard…UserInfoKey`.
enum Key {
  static let isLocal = "UIKeyboardIsLocalUserInfoKey"
  static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
  static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
  static let duration = "UIKeyboardAnimationDurationUserInfoKey"
  static let curve = "UIKeyboardAnimationCurveUserInfoKey"
}

/// What typical app code reads from a keyboard notification: five `as?` lookups (baseline b).
///
/// Numbers are bridged with `as? Bool`, `as? Double` and `as? Int`. On Apple platforms the rects are
/// `(userInfo[key] as? NSValue)?.cgRectValue`; Linux spells it `rectValue`.
struct HandWrittenKeyboardInfo {
  var isLocal: Bool
  var begin: CGRect
  var end: CGRect
  var duration: Double
  var curve: Int

  init(_ notification: Notification) {
    let userInfo = notification.userInfo
    isLocal = userInfo?[Key.isLocal] as? Bool ?? true
    begin = (userInfo?[Key.frameBegin] as? NSValue)?.rectValue ?? .zero
    end = (userInfo?[Key.frameEnd] as? NSValue)?.rectValue ?? .zero
    duration = userInfo?[Key.duration] as? Double ?? 0
    curve = userInfo?[Key.curve] as? Int ?? 0
  }
}

/// Typist's idiom (baseline c): each value cast to its box, then read with the box's accessor.
///
/// The casts are `as? NSNumber` and `as? NSValue`. Safe on bad input: a missing or mistyped value
/// gives the default.
struct UnboxingKeyboardInfo: Sendable {
  var isLocal: Bool
  var begin: CGRect
  var end: CGRect
  var duration: Double
  var curve: Int

  init(_ notification: Notification) {
    let userInfo = notification.userInfo
    isLocal = (userInfo?[Key.isLocal] as? NSNumber)?.boolValue ?? true
    begin = (userInfo?[Key.frameBegin] as? NSValue)?.rectValue ?? .zero
    end = (userInfo?[Key.frameEnd] as? NSValue)?.rectValue ?? .zero
    duration = (userInfo?[Key.duration] as? NSNumber)?.doubleValue ?? 0
    curve = (userInfo?[Key.curve] as? NSNumber)?.intValue ?? 0
  }
}

/// KeyboardMan's idiom (baseline d): each value force-cast to its box, `as! NSNumber` or
/// `as! NSValue`, then read with the box's accessor; the fastest way to read a `userInfo` by hand.
///
/// The force casts trap on a missing or mistyped value, so the benchmarks give it only the
/// well-formed `userInfo` UIKit posts (``keyboardUserInfo``). KeyboardMan reads four keys; the fifth,
/// `isLocal`, is read the same way so that every baseline reads the same five values.
struct ForceCastKeyboardInfo {
  var isLocal: Bool
  var begin: CGRect
  var end: CGRect
  var duration: Double
  var curve: UInt

  // The force casts are the idiom being measured.
  // swift-format-ignore: NeverForceUnwrap
  init(_ notification: Notification) {
    // A force unwrap stands where KeyboardMan returns early: the input is always well formed here.
    let userInfo = notification.userInfo!
    isLocal = (userInfo[Key.isLocal] as! NSNumber).boolValue
    begin = (userInfo[Key.frameBegin] as! NSValue).rectValue
    end = (userInfo[Key.frameEnd] as! NSValue).rectValue
    duration = (userInfo[Key.duration] as! NSNumber).doubleValue
    curve = (userInfo[Key.curve] as! NSNumber).uintValue
  }
}

/// Baseline c read as safely as the package reads: a rect is taken only from an `NSValue` whose
/// `objCType` says it holds one (`rectValue` of a boxed point or number traps).
struct CheckedKeyboardInfo: Sendable {
  var isLocal: Bool
  var begin: CGRect
  var end: CGRect
  var duration: Double
  var curve: Int

  /// The type encoding of a boxed rect.
  static let rectType = String(cString: NSValue(rect: .zero).objCType)

  init(_ notification: Notification) {
    let userInfo = notification.userInfo
    isLocal = (userInfo?[Key.isLocal] as? NSNumber)?.boolValue ?? true
    begin = Self.rect(userInfo?[Key.frameBegin])
    end = Self.rect(userInfo?[Key.frameEnd])
    duration = (userInfo?[Key.duration] as? NSNumber)?.doubleValue ?? 0
    curve = (userInfo?[Key.curve] as? NSNumber)?.intValue ?? 0
  }

  static func rect(_ value: Any?) -> CGRect {
    guard let value = value as? NSValue, String(cString: value.objCType) == rectType else {
      return .zero
    }
    return value.rectValue
  }
}

/// Baseline f: ``CheckedKeyboardInfo`` handed to a main-actor callback, as baseline e does.
func checkedMainActorObserver(_ center: NotificationCenter) -> any NSObjectProtocol {
  center.addObserver(forName: willShow, object: nil, queue: nil) { notification in
    let info = CheckedKeyboardInfo(notification)
    MainActor.assumeIsolated { blackHole(info) }
  }
}

/// Where baseline e hands its values: a main-actor callback, as UI code is.
@MainActor var mainActorCallback: (UnboxingKeyboardInfo) -> Void = { blackHole($0) }

/// Baseline e: Typist's casts in a block observer, handed to ``mainActorCallback`` with
/// `MainActor.assumeIsolated`, the way a Swift 6 app reaches UI code from a notification block.
func mainActorObserver(_ center: NotificationCenter) -> any NSObjectProtocol {
  center.addObserver(forName: willShow, object: nil, queue: nil) { notification in
    let info = UnboxingKeyboardInfo(notification)
    MainActor.assumeIsolated { mainActorCallback(info) }
  }
}

/// A benchmark handed to the main actor while its own thread waits for the main actor to finish.
///
/// The runner's thread is blocked in `DispatchQueue.main.sync` for as long as the main actor uses it,
/// so the two never touch it at the same time.
struct MainActorBenchmark: @unchecked Sendable {
  let benchmark: Benchmark
}

/// Runs `body` on the main actor, as UIKit delivers keyboard notifications, and waits for it.
func onMain(_ benchmark: Benchmark, _ body: @MainActor @Sendable (Benchmark) -> Void) {
  let box = MainActorBenchmark(benchmark: benchmark)
  if Thread.isMainThread {
    MainActor.assumeIsolated { body(box.benchmark) }
  } else {
    DispatchQueue.main.sync { MainActor.assumeIsolated { body(box.benchmark) } }
  }
}

/// Posts `benchmark.scaledIterations` keyboard notifications on the main actor, measuring only the posts.
func postOnMain(_ center: NotificationCenter, _ benchmark: Benchmark) {
  onMain(benchmark) { postLoop(center, $0) }
}

/// Posts `benchmark.scaledIterations` keyboard notifications, measuring only the posts.
@MainActor
func postLoop(_ center: NotificationCenter, _ benchmark: Benchmark) {
  let userInfo = keyboardUserInfo
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    center.post(name: willShow, object: nil, userInfo: userInfo)
  }
  benchmark.stopMeasurement()
}
