import Foundation

/// A cubic Bézier timing function whose ends are (0, 0) and (1, 1), with control points (x1, y1)
/// and (x2, y2): the form Apple documents for `CAMediaTimingFunction`.
///
/// Both coordinates are polynomials of one parameter `s` from 0 to 1; x rises with it, so a
/// bisection on `s` finds the point at a given x, or, where y rises too, at a given y.
struct CubicBezier: Equatable, Sendable {
  var x1: Double
  var y1: Double
  var x2: Double
  var y2: Double

  /// The y at `x`, from 0 to 1.
  func y(atX x: Double) -> Double {
    Self.coordinate(y1, y2, at: parameter { Self.coordinate(x1, x2, at: $0) < x })
  }

  /// The x at which the curve reaches `y`, taking y as rising.
  func x(atY y: Double) -> Double {
    Self.coordinate(x1, x2, at: parameter { Self.coordinate(y1, y2, at: $0) < y })
  }

  /// The parameter where `isBefore` turns false, by 40 halvings of 0...1.
  private func parameter(where isBefore: (Double) -> Bool) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<40 {
      let middle = (low + high) / 2
      if isBefore(middle) { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// One coordinate at parameter `s`, given its two control values, in Horner form.
  private static func coordinate(_ first: Double, _ second: Double, at s: Double) -> Double {
    let c = 3 * first
    let b = 3 * (second - first) - c
    let a = 1 - c - b
    return ((a * s + b) * s + c) * s
  }
}
