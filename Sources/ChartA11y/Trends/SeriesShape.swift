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
