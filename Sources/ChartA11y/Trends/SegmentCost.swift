/// The cost of a segment: the residual sum of squares of its least-squares line over the
/// noise variance, in O(1) from prefix sums of centred and scaled coordinates.
struct SegmentCost {
  private var sumX: [Double] = [0]
  private var sumY: [Double] = [0]
  private var sumXX: [Double] = [0]
  private var sumXY: [Double] = [0]
  private var sumYY: [Double] = [0]
  private let meanX: Double
  private let meanY: Double
  private let xScale: Double
  private let yScale: Double
  private let variance: Double

  /// Prepares the prefix sums.
  ///
  /// - Parameters:
  ///   - x: Positions.
  ///   - y: Values.
  ///   - variance: The noise variance; costs are infinite or NaN when it is 0, so callers
  ///     only ask for slopes then.
  init(x: [Double], y: [Double], variance: Double) {
    let meanX = x.reduce(0, +) / Double(max(x.count, 1))
    let meanY = y.reduce(0, +) / Double(max(y.count, 1))
    self.meanX = meanX
    self.meanY = meanY
    let spreadX = x.reduce(0) { max($0, abs($1 - meanX)) }
    let spreadY = y.reduce(0) { max($0, abs($1 - meanY)) }
    xScale = spreadX > 0 ? spreadX : 1
    yScale = spreadY > 0 ? spreadY : 1
    self.variance = variance
    for (px, py) in zip(x, y) {
      let u = (px - meanX) / xScale
      let v = (py - meanY) / yScale
      sumX.append(sumX[sumX.count - 1] + u)
      sumY.append(sumY[sumY.count - 1] + v)
      sumXX.append(sumXX[sumXX.count - 1] + u * u)
      sumXY.append(sumXY[sumXY.count - 1] + u * v)
      sumYY.append(sumYY[sumYY.count - 1] + v * v)
    }
  }

  /// The cost of the points `range`.
  func of(_ range: Range<Int>) -> Double {
    let count = Double(range.count)
    let sx = sumX[range.upperBound] - sumX[range.lowerBound]
    let sy = sumY[range.upperBound] - sumY[range.lowerBound]
    let sxx = sumXX[range.upperBound] - sumXX[range.lowerBound] - sx * sx / count
    let sxy = sumXY[range.upperBound] - sumXY[range.lowerBound] - sx * sy / count
    let syy = sumYY[range.upperBound] - sumYY[range.lowerBound] - sy * sy / count
    let residual = sxx > 0 ? syy - sxy * sxy / sxx : syy
    return max(residual, 0) * yScale * yScale / variance
  }

  /// The least-squares slope of the points `range`, in value units per position unit.
  func slope(_ range: Range<Int>) -> Double {
    let count = Double(range.count)
    guard count > 1 else { return 0 }
    let sx = sumX[range.upperBound] - sumX[range.lowerBound]
    let sy = sumY[range.upperBound] - sumY[range.lowerBound]
    let sxx = sumXX[range.upperBound] - sumXX[range.lowerBound] - sx * sx / count
    let sxy = sumXY[range.upperBound] - sumXY[range.lowerBound] - sx * sy / count
    return sxx > 0 ? sxy / sxx * yScale / xScale : 0
  }

  /// The value of the segment's least-squares line at x = 0, in value units.
  func intercept(_ range: Range<Int>, slope: Double) -> Double {
    let count = Double(range.count)
    guard count > 0 else { return meanY }
    let centreX = meanX + xScale * (sumX[range.upperBound] - sumX[range.lowerBound]) / count
    let centreY = meanY + yScale * (sumY[range.upperBound] - sumY[range.lowerBound]) / count
    return centreY - slope * centreX
  }
}
