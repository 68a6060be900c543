/// Names close to one the user typed, for the "did you mean" hint of an error.
///
/// A name the typed text starts (ignoring case) is suggested first: `quicktype` gives
/// `quickTypeToggle`. Otherwise the names fewest edits away are, when few enough: an edit inserts,
/// deletes or replaces a character or swaps two neighbours, case ignored, and at most a third of
/// the typed length is allowed (1 to 3 edits), so `iphone15` gives `iPhone16` and `nokia` nothing.
enum NearMiss {
  /// The most names one hint lists.
  static let maximumCount = 3

  /// The names of `candidates` that `input` nearly is, in the candidates' order.
  ///
  /// - Parameters:
  ///   - input: What the user typed.
  ///   - candidates: The valid names, in the order to list them.
  /// - Returns: At most ``maximumCount`` names; empty when none is near.
  static func suggestions(for input: String, among candidates: [String]) -> [String] {
    let typed = input.lowercased()
    guard !typed.isEmpty else { return [] }
    let started = candidates.filter {
      let name = $0.lowercased()
      return name.hasPrefix(typed) && name != typed
    }
    if !started.isEmpty { return Array(started.prefix(maximumCount)) }
    let limit = min(3, max(1, typed.count / 3))
    let distances = candidates.map { distance(typed, $0) }
    guard let nearest = distances.min(), nearest <= limit else { return [] }
    let nearestNames = zip(candidates, distances).filter { $0.1 == nearest }.map(\.0)
    return Array(nearestNames.prefix(maximumCount))
  }

  /// The hint that lists suggestions: `did you mean 'a', 'b' or 'c'?`; `nil` for none.
  ///
  /// - Parameter names: The suggested names.
  /// - Returns: The hint, without parentheses.
  static func hint(_ names: [String]) -> String? {
    let quoted = names.map { "'\($0)'" }
    guard let last = quoted.last else { return nil }
    let list = quoted.count == 1 ? last : "\(quoted.dropLast().joined(separator: ", ")) or \(last)"
    return "did you mean \(list)?"
  }

  /// The number of edits between two strings, case ignored: insertions, deletions, replacements
  /// and swaps of neighbouring characters (the optimal string alignment distance).
  ///
  /// - Complexity: O(*m* × *n*) for strings of *m* and *n* characters.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    // rows[i][j]: the distance between the first i characters of a and the first j of b.
    var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { rows[i][0] = i }
    for j in 0...b.count { rows[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let replacement = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(
          rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + replacement)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, rows[i - 2][j - 2] + 1)
        }
        rows[i][j] = best
      }
    }
    return rows[a.count][b.count]
  }
}
