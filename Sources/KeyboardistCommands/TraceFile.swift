import Foundation
import KeyboardistObserver
import KeyboardistTraces

/// Reads trace files and turns every way they can be wrong into a one-line message.
enum TraceFile {
  /// Reads and decodes the trace at `path`.
  ///
  /// - Throws: ``CommandError`` whose message starts with the path and says what is wrong: a
  ///   missing or unreadable file, a file that is not JSON, JSON that is not a trace object, or a
  ///   wrong value (with its place in the file, such as `notifications[2].end`).
  static func load(_ path: String) throws(CommandError) -> KeyboardTrace {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .input("\(path): no such file")
    }
    guard !isDirectory.boolValue else { throw .input("\(path): is a directory, not a trace file") }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .input("\(path): cannot read the file")
    }
    do {
      return try KeyboardTrace(json: data)
    } catch let error as DecodingError {
      throw .input("\(path): \(describe(error, in: data))")
    } catch {
      throw .input("\(path): \(error)")
    }
  }

  /// A one-line description of a decoding error, with where it happened.
  static func describe(_ error: DecodingError, in data: Data) -> String {
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return isJSON(data) ? "not a trace: \(context.debugDescription)" : "invalid JSON"
    case .dataCorrupted(let context):
      return "\(path(context.codingPath)): \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      let place = context.codingPath.isEmpty ? "" : " in \(path(context.codingPath))"
      return "missing field \"\(key.stringValue)\"\(place)"
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      let expected = describe(type)
      if context.codingPath.isEmpty {
        return "not a trace: the file must hold a JSON object, not \(jsonKind(of: data))"
      }
      return "\(path(context.codingPath)): expected \(expected)"
    @unknown default:
      return "not a trace"
    }
  }

  /// A coding path as a reader would write it: `notifications[2].end`.
  static func path(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Double.Type, is Int.Type: "a number"
    case is Bool.Type: "true or false"
    case is [Any].Type: "an array"
    default:
      String(describing: type).hasPrefix("Dictionary") ? "an object" : "a \(type)"
    }
  }

  private static func isJSON(_ data: Data) -> Bool {
    (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
  }

  private static func jsonKind(of data: Data) -> String {
    switch try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) {
    case is [Any]: "an array"
    case is String: "a string"
    case is NSNumber: "a number"
    case is NSNull: "null"
    default: "this value"
    }
  }
}
