/// The Theil-Sen robust line: the median pairwise slope and Conover's intercept.
///
/// - Note: Theil (1950) and Sen (1968) define the slope as the median of all pairwise slopes;
///   the intercept `median(y) - median(x) * slope` is Conover's (1980). Values match
///   pymannkendall 1.4.3's `sens_slope` (which materialises all n(n-1)/2 slopes) to the last
///   bit for data whose differences are exact, and otherwise to a few units in the last place.
public struct SensSlope: Hashable, Codable, Sendable {
  /// The median pairwise slope, in y-units per x-unit.
  public var slope: Double
  /// The intercept `median(y) - median(x) * slope`, in y-units (Conover 1980).
  public var intercept: Double

  /// Creates a line from its slope and intercept.
  ///
  /// - Parameters:
  ///   - slope: The slope in y-units per x-unit.
  ///   - intercept: The value at x = 0, in y-units.
  public init(slope: Double, intercept: Double) {
    self.slope = slope
    self.intercept = intercept
  }

  /// Estimates the Theil-Sen line through points `(x[i], y[i])`.
  ///
  /// The slope is the exact median of `(y[j] - y[i]) / (x[j] - x[i])` over all pairs whose
  /// coordinates are finite and whose x differ; with an even number of such pairs it is the
  /// mean of the two middle slopes, like numpy's `median`. Points with a non-finite
  /// coordinate are skipped; pairs with equal x are excluded. The intercept uses the
  /// medians of the remaining x and y values.
  ///
  /// - Parameters:
  ///   - x: The x coordinates.
  ///   - y: The y coordinates; only the first `min(x.count, y.count)` points are used.
  /// - Returns: The slope and intercept.
  /// - Throws: `ChartA11yError` `.insufficientData(minimum: 2, found:)` when fewer than two
  ///   finite points remain (`found` is their number), or when all their x are equal
  ///   (`found` is 1, the number of distinct x).
  /// - Complexity: O(n log n) expected time and O(n) memory (randomised slope selection with
  ///   a fixed seed); pymannkendall needs O(n^2) of both.
  /// - Note: Sen (1968); Theil (1950); Conover (1980); slope selection after Matousek (1991).
  ///   Magnitudes are assumed to stay below about 1e150 so that no product overflows.
  public static func estimate(x: [Double], y: [Double]) throws -> SensSlope {
    var points: [(x: Double, y: Double)] = []
    points.reserveCapacity(min(x.count, y.count))
    for (px, py) in zip(x, y) where px.isFinite && py.isFinite { points.append((px, py)) }
    guard points.count >= 2 else {
      throw ChartA11yError(.insufficientData(minimum: 2, found: points.count))
    }
    points.sort { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
    let coordinates = PointCoordinates(points)
    points = []
    return try line(through: coordinates, medianX: { Selection.median(coordinates.xs) })
  }

  /// Estimates the Theil-Sen line of a series observed at x = 0, 1, ..., n - 1.
  ///
  /// Non-finite values are skipped but the others keep their index, exactly like
  /// `pymannkendall.sens_slope` (version 1.4.3) treats NaN: the slope is the median of
  /// `(v[j] - v[i]) / (j - i)` over finite pairs and the intercept is
  /// `median(v) - median(finite indices) * slope`.
  ///
  /// - Parameter values: The series, in x order; NaN and infinities mark missing values.
  /// - Returns: The slope in value-units per step and the intercept at index 0.
  /// - Throws: `ChartA11yError` `.insufficientData(minimum: 2, found:)` when fewer than two
  ///   finite values are present.
  /// - Complexity: O(n log n) expected time, O(n) memory (n = 1e7 takes seconds).
  /// - Note: Sen (1968); Theil (1950); Conover (1980); slope selection after Matousek
  ///   (1991). pymannkendall treats infinities as values (giving infinite or NaN slopes);
  ///   this function skips them.
  public static func estimate(_ values: [Double]) throws -> SensSlope {
    if values.count >= 2 && values.allSatisfy(\.isFinite) {
      // Steps 0, 1, 2, ...: no x array, and the values are shared, not copied.
      let steps = SeriesPositions(stepsFrom: 0, count: values.count)
      return try line(through: StepCoordinates(values), medianX: { steps.median() })
    }
    var points: [(x: Double, y: Double)] = []
    for (index, value) in values.enumerated() where value.isFinite {
      points.append((Double(index), value))
    }
    guard points.count >= 2 else {
      throw ChartA11yError(.insufficientData(minimum: 2, found: points.count))
    }
    let coordinates = PointCoordinates(points)
    points = []
    return try line(through: coordinates, medianX: { Selection.median(coordinates.xs) })
  }

  /// The Theil-Sen line through sorted points, given the median of their x.
  ///
  /// - Parameters:
  ///   - coordinates: At least two finite points ascending by `(x, y)`.
  ///   - medianX: The median x, computed only after the slope (when the selection's memory
  ///     has been freed).
  /// - Returns: The slope and intercept.
  /// - Throws: `ChartA11yError` `.insufficientData(minimum: 2, found: 1)` when all x are equal.
  private static func line<Coordinates: SlopeCoordinates>(
    through coordinates: Coordinates, medianX: () -> Double
  ) throws -> SensSlope {
    guard let median = SlopeSelection(coordinates).medianSlope() else {
      throw ChartA11yError(.insufficientData(minimum: 2, found: 1))
    }
    // A zero slope is +0: which of two equal slopes the selection returns (a -0 slope from a
    // -0.0 value, or +0) depends on their arrangement, so the sign of zero would too.
    let slope = median + 0
    return SensSlope(
      slope: slope, intercept: Selection.median(coordinates.ys) - medianX() * slope)
  }
}
