import Foundation
import KeyboardistCommands
import KeyboardistTestSupport
import Testing

/// Random bytes and mutated real traces through `keyboardist replay`: a table for a file that is
/// still a trace, else one clean error line naming the file and status 1; never a trap.
@MainActor
@Suite struct KeyboardistCommandFuzzTests {
  static let fragments = [
    "null", "true", "-1", "1e400", "1e-400", "0e5", "\"NaN\"", "\"willExplode\"", "[]", "[1,2,3]",
    "{}", ",", "]",
    "}", "\"", "[0,0,375,216,9]", "{\"event\":\"didHide\",\"time\":0}",
  ]

  @Test func mutatedTracesReplayOrFailWithOneLine() throws {
    let folder = try TemporaryFolder()
    let originals = try TraceFixtures.notificationTracePaths.map {
      try Data(contentsOf: URL(fileURLWithPath: $0))
    }
    try #require(!originals.isEmpty)
    for index in 0..<FuzzConfiguration.iterations(standard: 300) {
      let caseSeed = FuzzConfiguration.seed &+ UInt64(index)
      var random = SplitMix64(seed: caseSeed)
      let label = "replay with KEYBOARDIST_SEED=\(caseSeed) KEYBOARDIST_FUZZ_ITERATIONS=1"
      var bytes: [UInt8]
      if random.below(4) == 0 {
        bytes = (0..<random.below(120)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      } else {
        bytes = [UInt8](originals[random.below(originals.count)])
        for _ in 0..<(1 + random.below(3)) { mutate(&bytes, &random) }
      }
      let path = folder.url.appendingPathComponent("case-\(index).json").path
      try Data(bytes).write(to: URL(fileURLWithPath: path))

      let run = CapturedRun(["replay", path])
      if run.status == 0 {
        #expect(run.standardError.isEmpty, "\(label)")
        #expect(run.standardOutput.first?.hasPrefix("== \(path)") == true, "\(label)")
      } else {
        run.expectOneLineError(status: 1, containing: [path])
        #expect(run.status == 1, "\(label)")
      }
    }
  }

  /// Mutated bundled traces until 2,000 of them fail: each error names the file, and one for a
  /// file that is not JSON (Foundation cannot parse it) says the line and column.
  @Test func malformedTracesSayWhereTheyAreWrong() throws {
    let folder = try TemporaryFolder()
    let originals = try TraceFixtures.notificationTracePaths.map {
      try Data(contentsOf: URL(fileURLWithPath: $0))
    }
    try #require(!originals.isEmpty)
    let wanted = FuzzConfiguration.iterations(standard: 2_000)
    var malformed = 0
    var notJSON = 0
    var index = 0
    while malformed < wanted, index < 10 * wanted {
      let caseSeed = FuzzConfiguration.seed &+ 0x1_0000 &+ UInt64(index)
      index += 1
      var random = SplitMix64(seed: caseSeed)
      let label = "seed \(caseSeed)"
      var bytes = [UInt8](originals[random.below(originals.count)])
      for _ in 0..<(1 + random.below(3)) { mutate(&bytes, &random) }
      let path = folder.url.appendingPathComponent("malformed-\(index).json").path
      try Data(bytes).write(to: URL(fileURLWithPath: path))

      let run = CapturedRun(["replay", path])
      guard run.status != 0 else { continue }
      malformed += 1
      run.expectOneLineError(status: 1, containing: [path])
      let line = run.standardError.first ?? ""
      let isJSON =
        (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil
      if !isJSON {
        notJSON += 1
        #expect(
          line.contains(#/invalid JSON at line [0-9]+, column [0-9]+: /#)
            || line.contains("empty file"), "\(line); \(label)")
      }
      #expect(!line.contains("The given data was not valid JSON"), "\(line); \(label)")
    }
    #expect(malformed == wanted)
    #expect(notJSON > wanted / 4, "the mutations make files that are not JSON")
  }

  /// Valid JSON with one wrong field: the error names the field's path and what is wrong.
  @Test func wrongFieldsAreNamedByTheirPath() throws {
    let folder = try TemporaryFolder()
    let originals = try TraceFixtures.notificationTracePaths.map { path in
      try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
          as? [String: Any])
    }
    let wrongValues: [String: [Any]] = [
      "curve": [7.5, -0.25, 1e30, "7", [7]],
      "duration": ["0.25", [0.25], [String: Any](), -0.25, -1],
      "end": [[0, 0, 1], [0, 0, 1, 2, 3], "rect", 5],
      "begin": [[0, 0, 1], ["a", "b", "c", "d"]],
      "event": ["willExplode", 5],
      "isLocal": ["yes", [true]],
      "time": ["now", -1, -0.001],
    ]
    let keys = wrongValues.keys.sorted()
    FuzzConfiguration.forEachCase(standard: 300) { random, label in
      var trace = originals[random.below(originals.count)]
      guard var notifications = trace["notifications"] as? [[String: Any]], !notifications.isEmpty
      else { return }
      let at = random.below(notifications.count)
      let key = keys[random.below(keys.count)]
      let values = wrongValues[key] ?? []
      notifications[at][key] = values[random.below(values.count)]
      trace["notifications"] = notifications
      let path = folder.url.appendingPathComponent("wrong-\(label.hashValue).json").path
      do {
        try JSONSerialization.data(withJSONObject: trace).write(to: URL(fileURLWithPath: path))
      } catch {
        Issue.record("\(error); \(label)")
        return
      }
      CapturedRun(["replay", path])
        .expectOneLineError(status: 1, containing: [path, "notifications[\(at)].\(key)"])
    }
  }

  /// A bundled trace with one record's time set before the previous record's: the error names
  /// that record's time.
  @Test func timesThatRunBackwardsAreNamedByTheirRecord() throws {
    let folder = try TemporaryFolder()
    let originals = try TraceFixtures.notificationTracePaths.map { path in
      try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
          as? [String: Any])
    }
    var tried = 0
    FuzzConfiguration.forEachCase(standard: 100) { random, label in
      var trace = originals[random.below(originals.count)]
      guard var notifications = trace["notifications"] as? [[String: Any]],
        notifications.count > 1
      else { return }
      let at = 1 + random.below(notifications.count - 1)
      guard let previous = notifications[at - 1]["time"] as? Double else { return }
      let time = previous - 0.001 - Double(random.below(1000)) / 1000
      notifications[at]["time"] = time
      trace["notifications"] = notifications
      let path = folder.url.appendingPathComponent("backwards-\(label.hashValue).json").path
      do {
        try JSONSerialization.data(withJSONObject: trace).write(to: URL(fileURLWithPath: path))
      } catch {
        Issue.record("\(error); \(label)")
        return
      }
      tried += 1
      let run = CapturedRun(["replay", path])
      if time >= 0 {
        run.expectOneLineError(
          status: 1, containing: [path, "notifications[\(at)].time: time runs backwards"])
      } else {
        run.expectOneLineError(
          status: 1, containing: [path, "notifications[\(at)].time: a time must be"])
      }
    }
    #expect(tried > 0)
  }

  private func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    guard !bytes.isEmpty else { return }
    let at = random.below(bytes.count)
    switch random.below(4) {
    case 0:
      bytes[at] ^= UInt8(1 << random.below(8))
    case 1:
      bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(16)))
    case 2:
      let end = min(bytes.count, at + 1 + random.below(12))
      bytes.replaceSubrange(at..<end, with: Self.fragments[random.below(Self.fragments.count)].utf8)
    default:
      bytes.insert(contentsOf: Self.fragments[random.below(Self.fragments.count)].utf8, at: at)
    }
  }
}
