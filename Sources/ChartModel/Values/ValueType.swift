/// The measurement type of a plotted value, as Swift Charts and Vega-Lite distinguish them.
public enum ValueType: String, CaseIterable, Codable, Sendable {
  /// Numbers on a continuous scale.
  case quantitative
  /// Dates on a continuous time scale, optionally binned by a ``CalendarUnit``.
  case temporal
  /// Discrete categories, ordered by first occurrence.
  case categorical
}
