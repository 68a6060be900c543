import Foundation
import KeyboardistObserver
import KeyboardistTesting
import KeyboardistTraces

/// Reads trace files and bundled traces, and turns every way they can be wrong into a one-line
/// message.
enum TraceFile {
  /// Reads and decodes the trace an argument names: a file's path, or the name of a trace that
  /// KeyboardistTesting bundles (see `keyboardist traces`).
  ///
  /// - Throws: ``CommandError`` whose message starts with the argument and says what is wrong: a
  ///   missing or unreadable file, an empty file, a file that is not JSON (with the value it is in,
  ///   and the line and column where it stops being JSON: a trailing comma, a number out of
  ///   range), JSON that is not a trace object, a missing field or a wrong value (with its place
  ///   in the file, such as `notifications[2].end`, `notifications[3].time` for a time that runs
  ///   backwards).
  static func load(_ argument: String) throws(CommandError) -> KeyboardTrace {
    guard FileManager.default.fileExists(atPath: argument) else {
      let name = argument.hasSuffix(".json") ? String(argument.dropLast(5)) : argument
      let names = KeyboardTrace.bundledNames
      if names.contains(name), let folder = KeyboardTrace.bundledFolder {
        return try load(folder.appendingPathComponent("\(name).json").path, as: argument)
      }
      let isPath = argument.contains("/")
      let typed = isPath ? URL(fileURLWithPath: name).lastPathComponent : name
      let hint =
        NearMiss.hint(NearMiss.suggestions(for: typed, among: names))
        ?? (isPath ? nil : "see 'keyboardist traces'")
      let what = isPath ? "no such file" : "no such file or bundled trace"
      throw .input("\(argument): \(what)\(hint.map { " (\($0))" } ?? "")")
    }
    return try load(argument, as: argument)
  }

  /// Reads and decodes the file at `path`, naming it `label` in errors.
  private static func load(_ path: String, as label: String) throws(CommandError) -> KeyboardTrace {
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    guard !isDirectory.boolValue else { throw .input("\(label): is a directory, not a trace file") }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .input("\(label): cannot read the file")
    }
    // Foundation's decoders differ in what they take (Linux's takes a trailing comma) and in how
    // they report what they do not, so the file's own syntax comes first.
    if let syntaxError = syntaxError(in: data) { throw .input("\(label): \(syntaxError)") }
    do {
      return try KeyboardTrace(json: data)
    } catch let error as DecodingError {
      throw .input("\(label): \(describe(error, in: data))")
    } catch {
      throw .input("\(label): \(error)")
    }
  }

  /// A one-line description of a decoding error in JSON data, with where it happened.
  static func describe(_ error: DecodingError, in data: Data) -> String {
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      // Valid JSON that the decoder cannot read at all: Linux's rejects a few spellings of a
      // number (`0e5`) and says only that the data is not JSON, so the number is found here.
      if let number = JSONSyntax.numbers(in: data).first(where: { !isReadable($0.text) }) {
        let value = Double(number.text).map { " (write it as \(spelling(of: $0)))" }
        return "\(number.path): the number \(number.text) at line \(number.line), column "
          + "\(number.column) cannot be read by this platform's JSON decoder\(value ?? "")"
      }
      return "not a trace: \(context.debugDescription)"
    case .dataCorrupted(let context):
      if context.codingPath.last?.stringValue == "event",
        let name = value(at: context.codingPath, in: data) as? String,
        let hint = NearMiss.hint(eventSuggestions(for: name))
      {
        return "\(path(context.codingPath)): unknown event \"\(name)\" (\(hint))"
      }
      return "\(path(context.codingPath)): \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      let place = context.codingPath.isEmpty ? "" : " in \(path(context.codingPath))"
      return "missing field \"\(key.stringValue)\"\(place)"
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      if context.codingPath.isEmpty {
        return "not a trace: the file must hold a JSON object, not \(jsonKind(of: data))"
      }
      return "\(path(context.codingPath)): expected \(describe(type))"
    @unknown default:
      return "not a trace"
    }
  }

  /// A number as JSON writes it plainly: `0`, `0.25`.
  private static func spelling(of value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// Whether the platform's JSON decoder reads a number spelled as `text`.
  private static func isReadable(_ text: String) -> Bool {
    (try? JSONDecoder().decode(Double.self, from: Data(text.utf8))) != nil
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

  /// Why `data` is not JSON, and where: `empty file`, `invalid JSON at line 2, column 12:
  /// unexpected '}'`, `notifications: invalid JSON at line 9, column 4: a trailing comma before
  /// ']' (JSON allows none)`; `nil` for JSON.
  static func syntaxError(in data: Data) -> String? {
    guard data.contains(where: { !" \t\r\n".utf8.contains($0) }) else {
      return "empty file (a trace is a JSON object)"
    }
    guard let failure = JSONSyntax.firstError(in: data) else { return nil }
    let place = failure.path.isEmpty ? "" : "\(failure.path): "
    return place
      + "invalid JSON at line \(failure.line), column \(failure.column): \(failure.problem)"
  }

  /// The JSON value at a coding path, if the data is JSON and has one there.
  private static func value(at codingPath: [any CodingKey], in data: Data) -> Any? {
    var value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    for key in codingPath {
      if let index = key.intValue {
        value = (value as? [Any]).flatMap { $0.indices.contains(index) ? $0[index] : nil }
      } else {
        value = (value as? [String: Any])?[key.stringValue]
      }
    }
    return value
  }

  /// The events a mistyped event name nearly is, also when written as UIKit's notification name
  /// (`UIKeyboardWillShowNotification`, `keyboardWillShow`).
  private static func eventSuggestions(for name: String) -> [String] {
    var core = Substring(name)
    for prefix in ["UIKeyboard", "keyboard"] where core.hasPrefix(prefix) {
      core = core.dropFirst(prefix.count)
    }
    if core.hasSuffix("Notification") { core = core.dropLast("Notification".count) }
    return NearMiss.suggestions(
      for: String(core), among: KeyboardEvent.allCases.map(\.rawValue))
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
