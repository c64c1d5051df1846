import ChartModel

/// What checking one claim against a chart found.
public enum ClaimVerdict: Hashable, Sendable {
  /// The chart agrees with the claim.
  case holds
  /// The chart disagrees; the fact says what it shows instead.
  case contradicted(ClaimFact)
  /// The claim could not be checked: what it names is not in the chart (a series or
  /// position it cannot find), or the chart has no reading for it. Never a finding.
  case unchecked
}

/// A true fact of the chart that contradicts a claim, in values (worded by the phrasing
/// layer, ``ClaimFactWording``).
public enum ClaimFact: Hashable, Sendable {
  /// The series' largest or smallest value and every position it is at.
  case extreme(series: String, ClaimExtreme, value: Double, at: [DataValue])
  /// Among several series, the one whose largest value is the largest (or whose smallest is
  /// the smallest), with that value and position.
  case extremeSeries(series: String, ClaimExtreme, value: Double, at: DataValue)
  /// The series' value at a position.
  case value(series: String, value: Double, at: DataValue)
  /// One step of the series against the claim's direction.
  case step(series: String, from: SummaryStatistics.Point, to: SummaryStatistics.Point)
  /// The series' values at the span's ends.
  case change(series: String, from: SummaryStatistics.Point, to: SummaryStatistics.Point)
  /// The series' values at the span's ends and their ratio, last to first.
  case ratio(
    series: String, from: SummaryStatistics.Point, to: SummaryStatistics.Point, factor: Double)
  /// The Mann–Kendall trend of the whole series, when a "steadily" claim says otherwise.
  case trend(series: String, TrendDirection)
  /// A position's rank from the extreme, among `count` positions (1 is the extreme).
  case rank(position: DataValue, ClaimExtreme, rank: Int, count: Int)
  /// A position's share of the total, in percent.
  case share(position: DataValue, percent: Double)
  /// How many of a thing the chart shows.
  case count(Int, of: ClaimCountable)
}
