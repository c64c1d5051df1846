import Foundation

/// A mark's width or height, or a span, as Swift Charts' `MarkDimension`.
///
/// Visual only. A chart spec records a width or a span as a ratio (`width: .ratio(0.7)` is
/// `"width": 0.7`) and a height in points (`height: .fixed(2)` is `"height": 2`); other
/// dimensions are drawn by Swift Charts but not recorded.
public enum MarkDimension: Hashable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  /// The size Swift Charts chooses.
  case automatic
  /// A size in points.
  case fixed(CGFloat)
  /// The available size minus an inset in points.
  case inset(CGFloat)
  /// A share of the available size, 0–1.
  case ratio(CGFloat)

  /// A size in points, written as a literal.
  ///
  /// - Parameter value: Points.
  public init(floatLiteral value: Double) {
    self = .fixed(CGFloat(value))
  }

  /// A size in points, written as a literal.
  ///
  /// - Parameter value: Points.
  public init(integerLiteral value: Int) {
    self = .fixed(CGFloat(value))
  }

  /// The ratio, as a spec records a width or span; `nil` for other dimensions.
  var ratio: Double? {
    if case .ratio(let value) = self { return Double(value) }
    return nil
  }

  /// The points, as a spec records a height; `nil` for other dimensions.
  var points: Double? {
    if case .fixed(let value) = self { return Double(value) }
    return nil
  }
}
