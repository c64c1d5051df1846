/// The direction of a monotonic trend reported by a trend test.
///
/// The raw values are the words pymannkendall 1.4.3 prints (`"increasing"`,
/// `"decreasing"`, `"no trend"`), so they can be dropped into a sentence as they are.
public enum TrendDirection: String, CaseIterable, Codable, Sendable {
  /// Values tend to rise with x (a significant positive statistic).
  case increasing
  /// Values tend to fall with x (a significant negative statistic).
  case decreasing
  /// No significant monotonic trend at the chosen significance level.
  case none = "no trend"
}
