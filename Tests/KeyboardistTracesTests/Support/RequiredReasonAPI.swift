import Foundation
import KeyboardistObserver

/// Apple's required-reason API categories, the calls in Swift source that belong to each, and the
/// reason codes Apple accepts for each.
///
/// From Apple's "Describing use of required reason API":
/// https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api
/// (five categories: file timestamp, system boot time, disk space, active keyboards, user defaults).
/// The patterns match the API names that page lists, as they are spelled in Swift; where a pattern
/// goes beyond the list it says so.
struct RequiredReasonAPI: Sendable, CustomStringConvertible {
  /// The category's `NSPrivacyAccessedAPIType` value.
  var category: String
  /// Regular expressions that match a use of the category's APIs in one line of Swift.
  var patterns: [String]
  /// The reason codes Apple accepts for the category.
  var reasons: Set<String>

  var description: String { category }

  static let all: [Self] = [
    Self(
      category: "NSPrivacyAccessedAPICategoryFileTimestamp",
      patterns: [
        #"\.creationDate\b"#, #"\.modificationDate\b"#, #"\bfileModificationDate\b"#,
        #"\bcontentModificationDateKey\b"#, #"\bcreationDateKey\b"#,
        #"\bNSFile(Creation|Modification)Date\b"#,
        #"\bf?getattrlist(bulk|at)?\s*\("#, #"\b[fl]?stat(at)?\s*\("#,
        // Beyond the list: FileManager's attribute reads, which return the timestamps above.
        #"\battributesOfItem\s*\("#,
      ],
      reasons: ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"]),
    Self(
      category: "NSPrivacyAccessedAPICategorySystemBootTime",
      patterns: [#"\bsystemUptime\b"#, #"\bmach_absolute_time\s*\("#],
      reasons: ["35F9.1", "8FFB.1", "3D61.1"]),
    Self(
      category: "NSPrivacyAccessedAPICategoryDiskSpace",
      patterns: [
        #"\bvolumeAvailableCapacity(ForImportantUsage|ForOpportunisticUsage)?Key\b"#,
        #"\bvolumeTotalCapacityKey\b"#, #"\bsystem(Free)?Size\b"#, #"\bNSFileSystem(Free)?Size\b"#,
        #"\bf?statv?fs\s*\("#,
        // Beyond the list: FileManager's file-system attributes, which return the sizes above.
        #"\battributesOfFileSystem\s*\("#,
      ],
      reasons: ["85F4.1", "E174.1", "7D9E.1", "B728.1"]),
    Self(
      category: "NSPrivacyAccessedAPICategoryActiveKeyboards",
      patterns: [#"\bactiveInputModes\b"#],
      reasons: ["3EC4.1", "54BD.1"]),
    Self(
      category: "NSPrivacyAccessedAPICategoryUserDefaults",
      patterns: [
        #"\b(NS)?UserDefaults\b"#,
        // Beyond the list (assumed): SwiftUI's wrapper that stores in UserDefaults.
        #"@AppStorage\b"#,
      ],
      reasons: ["CA92.1", "1C8F.1", "C56D.1", "AC6B.1"]),
  ]

  /// One use of a required-reason API in a source file.
  struct Use: Sendable, CustomStringConvertible {
    var file: String
    var line: Int
    var category: String
    var text: String
    var description: String { "\(file):\(line): \(category): \(text)" }
  }

  /// The uses in Swift source, comments left out (`//` to the end of the line: the package's
  /// format forbids block comments).
  static func uses(in source: String, file: String) throws -> [Use] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let code = lines.map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line }
      .joined(separator: "\n")
    var uses: [Use] = []
    for api in all {
      var found: Set<Int> = []
      for pattern in api.patterns {
        // Simple word boundaries: Unicode's would join `processInfo.systemUptime` into one word.
        let regex = try Regex(pattern).wordBoundaryKind(.simple)
        for match in code.matches(of: regex) {
          found.insert(code[..<match.range.lowerBound].count { $0 == "\n" })
        }
      }
      for index in found.sorted() {
        uses.append(
          Use(
            file: file, line: index + 1, category: api.category,
            text: lines[index].trimmingCharacters(in: .whitespaces)))
      }
    }
    return uses
  }
}
