import ChartModel
import Foundation

/// The growth of a series read on a logarithmic value axis, where equal distances are equal
/// ratios: the factor by which its values grow per x unit, and whether that factor is
/// roughly constant (the line drawn is roughly straight).
///
/// The factor is *e* raised to Sen's slope of the natural logarithm of the values against
/// their positions (Sen 1968, on the scale drawn), so one outlying step does not set it. The
/// growth is **steady** when the coefficient of determination of the log values about that
/// line, 1 − Σ(ln *v* − line)² / Σ(ln *v* − mean)², is at least ``minimumSteadyFit``: the
/// points lie close to one straight line on the log axis. Otherwise the ratios between
/// consecutive values are given as their range.
public struct GrowthRate: Hashable, Sendable {
  /// The least coefficient of determination about Sen's line of the log values for which
  /// growth is read as a constant rate.
  ///
  /// - Note: A reading threshold chosen for this tool (not from the literature): at 0.95 the
  ///   points stray from the line by about a fifth (√0.05) of their standard deviation, which
  ///   a reader sees as a straight line on the log axis.
  public static let minimumSteadyFit = 0.95

  /// The factor the values are multiplied by per x unit (`slopeUnit`; per step on a
  /// categorical axis): 1.25 for 25 % growth, 0.8 for a 20 % fall.
  public var factor: Double
  /// The x unit the factor is per, such as `day`; `nil` for a plain numeric x (per x unit) or
  /// for categories (per step).
  public var slopeUnit: String?
  /// Whether the points lie close to one straight line on the log axis (``minimumSteadyFit``).
  public var isSteady: Bool
  /// The smallest and largest ratio between consecutive values (each value over the one
  /// before it), as drawn.
  public var stepRatios: ClosedRange<Double>

  /// The growth of observations in axis order on a log value axis, or `nil` with fewer than
  /// three positive finite values, a value that is not positive (a log axis cannot draw it),
  /// or positions that cannot be placed.
  ///
  /// - Parameters:
  ///   - observations: Observations in axis order; those without a finite main value are
  ///     skipped.
  ///   - unit: The calendar unit the factor is per (as ``TrendAnalysis``'s slope), or `nil`.
  /// - Complexity: O(*n* log *n*) (Sen's slope), O(*n*) memory.
  public init?(_ observations: [Observation], unit: CalendarUnit?) {
    let finite = observations.filter { $0.value.isFinite }
    guard finite.count >= 3, finite.allSatisfy({ $0.value > 0 }) else { return nil }
    let (positions, slopeUnit) = TrendAnalysis.positions(of: finite, sources: nil, unit: unit)
    let x = positions.map(Array.init) ?? finite.indices.map(Double.init)
    let logs = finite.map { Foundation.log($0.value) }
    guard x.allSatisfy(\.isFinite), let line = try? SensSlope.estimate(x: x, y: logs),
      line.slope.isFinite
    else { return nil }
    factor = exp(line.slope)
    self.slopeUnit = slopeUnit
    isSteady = Self.determination(of: logs, x: x, about: line) >= Self.minimumSteadyFit
    let ratios = zip(finite, finite.dropFirst()).map { $1.value / $0.value }
    stepRatios = (ratios.min() ?? 1)...(ratios.max() ?? 1)
  }

  /// 1 − Σ(y − line)² / Σ(y − ȳ)²: the share of the values' spread the line accounts for; 1
  /// when they do not vary.
  ///
  /// - Complexity: O(*n*).
  private static func determination(of y: [Double], x: [Double], about line: SensSlope)
    -> Double
  {
    let mean = y.reduce(0, +) / Double(y.count)
    var residual = 0.0
    var total = 0.0
    for (xi, yi) in zip(x, y) {
      let fitted = line.intercept + line.slope * xi
      residual += (yi - fitted) * (yi - fitted)
      total += (yi - mean) * (yi - mean)
    }
    return total > 0 ? 1 - residual / total : 1
  }
}
