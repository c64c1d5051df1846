/// The residuals of a stretch of a series about PELT's piecewise-linear fit, computed as
/// they are read rather than stored.
///
/// Residual `i` is `values[i] - segment.fitted(at: positions[i])` for the segment holding
/// `i`: the same expression, and so the same bits, as a stored array would hold.
struct FitResiduals: Sequence {
  /// The finite values of the series.
  let values: [Double]
  /// Their positions.
  let positions: SeriesPositions
  /// The fitted segments with the ranges of the values they cover, in order, covering at
  /// least `stretch`.
  let segments: [(range: Range<Int>, segment: ChangePoints.Segment)]
  /// The indices whose residuals are read, in order.
  let stretch: Range<Int>

  /// Reads the residuals in index order, stepping from one segment to the next.
  struct Iterator: IteratorProtocol {
    /// The sequence read.
    let residuals: FitResiduals
    /// The next index.
    var index: Int
    /// The segment holding `index`, an index into `residuals.segments`.
    var segment = 0

    /// The next residual, or `nil` after the stretch.
    mutating func next() -> Double? {
      guard index < residuals.stretch.upperBound else { return nil }
      while residuals.segments[segment].range.upperBound <= index { segment += 1 }
      let fitted = residuals.segments[segment].segment.fitted(at: residuals.positions[index])
      defer { index += 1 }
      return residuals.values[index] - fitted
    }
  }

  /// An iterator at the start of the stretch.
  func makeIterator() -> Iterator { Iterator(residuals: self, index: stretch.lowerBound) }

  /// The number of residuals.
  var underestimatedCount: Int { stretch.count }
}
