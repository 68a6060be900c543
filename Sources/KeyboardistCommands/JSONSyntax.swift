import Foundation

/// Where a file stops being JSON, found by reading its bytes against the grammar of RFC 8259.
///
/// Foundation's parsers say that data is not JSON, but where differs by platform: Apple's give a
/// line and column, Linux's a byte offset, and for some errors (a number out of range, the end
/// of the file) neither. Scanning the bytes gives a line and column for every syntax error, on
/// every platform.
struct JSONSyntax {
  /// A syntax error: what is wrong, the line and column (both from 1) where it is, and the value
  /// it is in.
  struct Failure: Error, Equatable {
    /// What is wrong, such as `unexpected character '}'`.
    var problem: String
    /// The line, counting from 1.
    var line: Int
    /// The column in characters, counting from 1.
    var column: Int
    /// The place of the value the error is in, as a reader writes a coding path
    /// (`notifications[2].end`); empty for the top-level value.
    var path = ""
  }

  /// A number as the file spells it, with where it is.
  struct Number: Equatable {
    /// The number's text, such as `0.25` or `1e-3`.
    var text: String
    /// The line, counting from 1.
    var line: Int
    /// The column in characters, counting from 1.
    var column: Int
    /// The place of the number, as a reader writes a coding path (`notifications[2].duration`).
    var path: String
  }

  /// One step of the path to the value being scanned: an object's key or an array's index.
  private enum Component {
    case key(String)
    case index(Int)
  }

  /// How deeply arrays and objects may nest: Foundation's parsers reject deeper data.
  static let maximumDepth = 512

  private let bytes: [UInt8]
  private var index = 0
  /// The path to the value being scanned; left as it is where an error is thrown.
  private var path: [Component] = []
  /// Every number scanned so far, with its place.
  private var numbers: [Number] = []
  /// How far the numbers' places have been counted: the offset, and its line and line start, so
  /// that each number's place is counted on from the last one's rather than from the start.
  private var counted = (offset: 0, line: 1, lineStart: 0)

  private init(_ data: Data) {
    bytes = Array(data)
  }

  /// The first syntax error in `data`, or `nil` when it is one JSON value (after an optional
  /// UTF-8 byte order mark) with only white space around it.
  ///
  /// Stricter than some of Foundation's parsers: a trailing comma is an error (Linux's decoder
  /// takes one), and so is a number too large or too small for a `Double` (one too small, such as
  /// `1e-400`, Linux's decoder rejects with no place).
  ///
  /// - Parameter data: The file's contents.
  /// - Returns: The error, with its line and column.
  static func firstError(in data: Data) -> Failure? {
    var scanner = JSONSyntax(data)
    do throws(Offset) {
      if scanner.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
      try scanner.value(depth: 0)
      scanner.skipWhiteSpace()
      guard scanner.index == scanner.bytes.count else {
        throw scanner.unexpected("after the JSON value")
      }
      return nil
    } catch {
      return scanner.failure(error)
    }
  }

  /// Every number in `data`, in the order of the file, or none when `data` is not JSON.
  ///
  /// - Parameter data: The file's contents.
  /// - Returns: The numbers, with their places.
  static func numbers(in data: Data) -> [Number] {
    var scanner = JSONSyntax(data)
    do throws(Offset) {
      if scanner.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
      try scanner.value(depth: 0)
      return scanner.numbers
    } catch {
      return []
    }
  }

  /// A problem at a byte offset, while scanning.
  private struct Offset: Error {
    var offset: Int
    var problem: String
  }

  private func failure(_ error: Offset) -> Failure {
    let (line, column) = place(of: error.offset)
    return Failure(problem: error.problem, line: line, column: column, path: pathText)
  }

  /// The line and column, both from 1, of a byte offset.
  private func place(of offset: Int) -> (line: Int, column: Int) {
    let before = bytes[..<min(offset, bytes.count)]
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let line = before.count { $0 == UInt8(ascii: "\n") } + 1
    return (line, String(decoding: before[lineStart...], as: UTF8.self).count + 1)
  }

  /// The line and column of a byte offset at or after the last one counted, counted on from it.
  private mutating func countedPlace(of offset: Int) -> (line: Int, column: Int) {
    let end = min(offset, bytes.count)
    guard end >= counted.offset else { return place(of: offset) }
    for position in counted.offset..<end where bytes[position] == UInt8(ascii: "\n") {
      counted.line += 1
      counted.lineStart = position + 1
    }
    counted.offset = end
    let column = String(decoding: bytes[counted.lineStart..<end], as: UTF8.self).count + 1
    return (counted.line, column)
  }

  /// The path to the value being scanned, as a reader writes a coding path.
  private var pathText: String {
    var text = ""
    for component in path {
      switch component {
      case .index(let index): text += "[\(index)]"
      case .key(let key): text += text.isEmpty ? key : ".\(key)"
      }
    }
    return text
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// An error at the current byte: the end of the file, or an unexpected character.
  private func unexpected(_ context: String = "") -> Offset {
    let suffix = context.isEmpty ? "" : " \(context)"
    guard let byte = current else {
      return Offset(offset: index, problem: "unexpected end of file")
    }
    let shown =
      (0x21..<0x7F).contains(byte)
      ? "'\(Character(Unicode.Scalar(byte)))'" : String(format: "byte 0x%02X", byte)
    return Offset(offset: index, problem: "unexpected \(shown)\(suffix)")
  }

  private mutating func skipWhiteSpace() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      index += 1
    }
  }

  private mutating func expect(_ byte: UInt8, _ context: String) throws(Offset) {
    guard current == byte else { throw unexpected(context) }
    index += 1
  }

  private mutating func value(depth: Int) throws(Offset) {
    skipWhiteSpace()
    guard let byte = current else { throw unexpected() }
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth < Self.maximumDepth else {
        throw Offset(offset: index, problem: "nested more than \(Self.maximumDepth) levels deep")
      }
      try container(closedBy: byte == UInt8(ascii: "{") ? "}" : "]", depth: depth + 1)
    case UInt8(ascii: "\""): try string()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default: throw unexpected("where a value should be")
    }
  }

  /// An object (`}`) or an array (`]`), from its opening bracket.
  private mutating func container(closedBy end: Character, depth: Int) throws(Offset) {
    let isObject = end == "}"
    let close = UInt8(ascii: end.unicodeScalars.first ?? "]")
    index += 1
    skipWhiteSpace()
    if current == close {
      index += 1
      return
    }
    var count = 0
    while true {
      if isObject {
        skipWhiteSpace()
        guard current == UInt8(ascii: "\"") else { throw unexpected("where a key should be") }
        let keyStart = index
        try string()
        path.append(.key(key(bytes[keyStart..<index])))
        skipWhiteSpace()
        try expect(UInt8(ascii: ":"), "after a key (expected ':')")
      } else {
        path.append(.index(count))
      }
      try value(depth: depth)
      path.removeLast()
      count += 1
      skipWhiteSpace()
      if current == UInt8(ascii: ",") {
        let comma = index
        index += 1
        skipWhiteSpace()
        guard current != close else {
          throw Offset(
            offset: comma, problem: "a trailing comma before '\(end)' (JSON allows none)")
        }
        continue
      }
      try expect(close, "(expected ',' or '\(end)')")
      return
    }
  }

  /// The text of a key, scanned with its quotes; its escapes undone where Foundation can.
  private func key(_ quoted: ArraySlice<UInt8>) -> String {
    let decoded = try? JSONSerialization.jsonObject(with: Data(quoted), options: .fragmentsAllowed)
    return decoded as? String ?? String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
  }

  private mutating func literal(_ word: String) throws(Offset) {
    for byte in word.utf8 {
      guard current == byte else { throw unexpected("in '\(word)'") }
      index += 1
    }
  }

  private mutating func number() throws(Offset) {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
    } else {
      try digits()
    }
    if current == UInt8(ascii: ".") {
      index += 1
      try digits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      try digits()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    let mantissa = text.prefix { $0 != "e" && $0 != "E" }
    guard let number = Double(text), number.isFinite,
      number != 0 || !mantissa.contains(where: { "123456789".contains($0) })
    else {
      throw Offset(offset: start, problem: "the number \(text) is out of range")
    }
    let (line, column) = countedPlace(of: start)
    numbers.append(Number(text: text, line: line, column: column, path: pathText))
  }

  private mutating func digits() throws(Offset) {
    guard let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
      throw unexpected("in a number")
    }
    while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      index += 1
    }
  }

  /// A string, from its opening quote: no control characters, valid escapes (surrogates in
  /// pairs) and valid UTF-8.
  private mutating func string() throws(Offset) {
    index += 1
    while let byte = current {
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return
      case UInt8(ascii: "\\"):
        try escape()
      case 0..<0x20:
        throw Offset(offset: index, problem: "a control character in a string")
      case 0x80...:
        try scalar()
      default:
        index += 1
      }
    }
    throw unexpected("in a string")
  }

  private mutating func escape() throws(Offset) {
    index += 1
    guard let byte = current, "\"\\/bfnrtu".utf8.contains(byte) else {
      throw unexpected("in an escape")
    }
    index += 1
    guard byte == UInt8(ascii: "u") else { return }
    let start = index - 2
    let unit = try hexUnit()
    if (0xDC00...0xDFFF).contains(unit) {
      throw Offset(offset: start, problem: "a low surrogate without a high one")
    }
    guard (0xD800...0xDBFF).contains(unit) else { return }
    guard bytes[index...].starts(with: "\\u".utf8) else {
      throw Offset(offset: start, problem: "a high surrogate without a low one")
    }
    index += 2
    guard (0xDC00...0xDFFF).contains(try hexUnit()) else {
      throw Offset(offset: start, problem: "a high surrogate without a low one")
    }
  }

  private mutating func hexUnit() throws(Offset) -> UInt16 {
    var unit: UInt16 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
        throw unexpected("in a \\u escape")
      }
      unit = unit << 4 | UInt16(digit)
      index += 1
    }
    return unit
  }

  /// One UTF-8 encoded scalar of two to four bytes, rejecting overlong forms and surrogates.
  private mutating func scalar() throws(Offset) {
    let start = index
    let lead = bytes[index]
    let invalid = Offset(offset: start, problem: "invalid UTF-8")
    let (count, second): (Int, ClosedRange<UInt8>) =
      switch lead {
      case 0xC2...0xDF: (2, 0x80...0xBF)
      case 0xE0: (3, 0xA0...0xBF)
      case 0xED: (3, 0x80...0x9F)
      case 0xE1...0xEF: (3, 0x80...0xBF)
      case 0xF0: (4, 0x90...0xBF)
      case 0xF1...0xF3: (4, 0x80...0xBF)
      case 0xF4: (4, 0x80...0x8F)
      default: (0, 0...0)
      }
    guard count > 0, start + count <= bytes.count, second.contains(bytes[start + 1]),
      bytes[(start + 2)..<(start + count)].allSatisfy({ (0x80...0xBF).contains($0) })
    else { throw invalid }
    index += count
  }
}
