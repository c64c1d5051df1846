import ChartModel

/// The overall shape of a series, each claim backed by Mann–Kendall tests.
public enum SeriesShape: Hashable, Sendable {
  /// A significant monotonic increase and no prominent turning point.
  case rising
  /// A significant monotonic decrease and no prominent turning point.
  case falling
  /// A significant rise to a prominent maximum, then a significant fall.
  case peak(at: DataValue, value: Double)
  /// A significant fall to a prominent minimum, then a significant rise.
  case trough(at: DataValue, value: Double)
  /// Several phases between prominent peaks and troughs, each tested on its own
  /// (``TrendAnalysis/phases``).
  case phases
  /// No significant trend and no prominent turning point.
  case noTrend
}

/// One stretch of a series between its start, its prominent peaks and troughs, and its end.
public struct TrendPhase: Hashable, Sendable {
  /// The test over the stretch, both ends included.
  public var evidence: TrendEvidence
  /// The value at the start.
  public var startValue: Double
  /// The value at the end.
  public var endValue: Double
  /// The turning point the stretch ends at, or `nil` for the last stretch.
  public var endsAt: TurningPoint.Kind?

  /// `.increasing`, `.decreasing`, or `.none` when the stretch's test is not significant.
  public var direction: TrendDirection { evidence.result.direction }
}
