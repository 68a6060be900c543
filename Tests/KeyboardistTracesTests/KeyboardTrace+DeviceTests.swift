import Foundation
import KeyboardistTestSupport
import KeyboardistTraces
import Testing

/// The optional `device` of the trace format: what a field recording was made on.
@Suite struct KeyboardTraceDeviceTests {
  static func trace(device: String) throws -> KeyboardTrace {
    try KeyboardTrace(
      json: Data(#"{"name":"n","source":"s","notifications":[],"device":\#(device)}"#.utf8))
  }

  @Test func aDeviceDecodesEveryField() throws {
    let trace = try Self.trace(
      device: #"""
        {"model":"iPhone17,3","system":"iOS 26.0","framesPerSecond":120,"reduceMotion":true,
         "preferCrossFade":false,"package":"0.1.0"}
        """#)
    #expect(
      trace.device
        == KeyboardTrace.Device(
          model: "iPhone17,3", system: "iOS 26.0", framesPerSecond: 120, reducesMotion: true,
          prefersCrossFade: false, packageVersion: "0.1.0"))
    #expect(try KeyboardTrace(json: trace.jsonData()) == trace)
  }

  @Test func aMissingFieldIsAbsentAndAbsentFieldsAreNotWritten() throws {
    let trace = try Self.trace(device: #"{"model":"iPhone17,3"}"#)
    let device = try #require(trace.device)
    #expect(device.model == "iPhone17,3")
    #expect(device.system == nil && device.framesPerSecond == nil && device.packageVersion == nil)
    let object = try #require(
      try JSONSerialization.jsonObject(with: trace.jsonData()) as? [String: Any])
    #expect((object["device"] as? [String: Any]).map { Set($0.keys) } == ["model"])
  }

  @Test func aTraceWithoutADeviceWritesNone() throws {
    let trace = KeyboardTrace(name: "n", source: "s")
    #expect(trace.device == nil)
    let object = try #require(
      try JSONSerialization.jsonObject(with: trace.jsonData()) as? [String: Any])
    #expect(object["device"] == nil)
  }

  @Test func aNewDeviceNamesThisPackagesVersion() {
    #expect(KeyboardTrace.Device().packageVersion == KeyboardTrace.Device.currentPackageVersion)
    #expect(KeyboardTrace.Device.currentPackageVersion.split(separator: ".").count == 3)
  }

  /// A malformed device: its JSON and the coding path its error names.
  struct BadDevice: CustomTestStringConvertible, Sendable {
    var json: String
    var path: String
    var testDescription: String { json }
  }

  static let badDevices = [
    BadDevice(json: #"{"framesPerSecond":-1}"#, path: "device.framesPerSecond"),
    BadDevice(json: #"{"framesPerSecond":59.5}"#, path: "device.framesPerSecond"),
    BadDevice(json: #"{"framesPerSecond":"120"}"#, path: "device.framesPerSecond"),
    BadDevice(json: #"{"model":3}"#, path: "device.model"),
    BadDevice(json: #"{"reduceMotion":"yes"}"#, path: "device.reduceMotion"),
    BadDevice(json: #"[1]"#, path: "device"),
  ]

  @Test(arguments: badDevices)
  func aMalformedDeviceIsRejectedWithItsPlace(_ input: BadDevice) throws {
    let error = try #require(throws: DecodingError.self) { try Self.trace(device: input.json) }
    let context = try #require(KeyboardTraceDecodingErrorTests.context(of: error))
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    #expect(path.joined(separator: ".") == input.path, "\(error)")
  }
}
