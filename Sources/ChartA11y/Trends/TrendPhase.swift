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
