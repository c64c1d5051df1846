/// A number as a claim writes it: its value, how precisely it is written, and how it is
/// qualified.
///
/// A written number stands for every value that rounds to it: "120" for 115 up to 125 (the
/// last non-zero digit of a whole number is taken as its precision, since "120" is often 123
/// rounded), "4.5" for 4.45 up to 4.55. "about 120" widens that to 10 % either side, a
/// tolerance chosen so that the roundings people write ("about 120" for 112) are never called
/// false; "more than 100" is a bound, less 1 % for a label's rounding.
public struct ClaimedNumber: Hashable, Sendable {
  /// The value in the chart's units, multipliers applied ("1.2 million" is 1,200,000).
  public var value: Double
  /// Half the unit of the last significant digit written: 5 for "120", 0.05 for "4.5".
  public var halfStep: Double
  /// Whether the number was written as a percentage ("40%", "40 percent").
  public var isPercent: Bool
  /// How the number is qualified.
  public var qualifier: ClaimQualifier

  /// The relative tolerance of an approximate number ("about 120"): 10 %.
  public static let approximateTolerance = 0.1

  /// The relative tolerance of a bound ("more than 100"): 1 %, the rounding of a label.
  public static let boundTolerance = 0.01

  /// Creates a claimed number.
  public init(value: Double, halfStep: Double, isPercent: Bool, qualifier: ClaimQualifier) {
    self.value = value
    self.halfStep = halfStep
    self.isPercent = isPercent
    self.qualifier = qualifier
  }

  /// Whether a value from the chart agrees with the number as written.
  ///
  /// - Parameters:
  ///   - actual: The chart's value.
  ///   - slack: A further tolerance in value units, for values read from a drawing.
  /// - Returns: `true` when `actual` rounds to the number, is within 10 % of an approximate
  ///   one, or is on the stated side of a bound.
  public func admits(_ actual: Double, slack: Double = 0) -> Bool {
    let magnitude = Swift.abs(value)
    switch qualifier {
    case .exact:
      return Swift.abs(actual - value) <= halfStep + slack + 1e-9 * max(magnitude, 1)
    case .approximately:
      let tolerance = max(halfStep, magnitude * Self.approximateTolerance) + slack
      return Swift.abs(actual - value) <= tolerance + 1e-9 * max(magnitude, 1)
    // A bound is read strictly, less 1 % for the rounding of the chart's own labels.
    case .moreThan: return actual + slack >= value - magnitude * Self.boundTolerance
    case .lessThan: return actual - slack <= value + magnitude * Self.boundTolerance
    }
  }
}
