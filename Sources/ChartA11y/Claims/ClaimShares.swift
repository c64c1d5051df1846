import ChartModel

/// The values a rank or share claim compares: a pie's slices (``PieReading``), or one
/// series' values at its positions.
struct ClaimShares {
  /// A position and its value.
  private struct Entry {
    var x: DataValue
    var value: Double
    /// The exact share in percent, when the chart's reading gives it (a pie's).
    var share: Double?
  }

  private let chart: ClaimChart
  private let entries: [Entry]

  /// The values of a pie, or of the claim's series; `nil` when the claim names no series the
  /// chart has.
  init?(chart: ClaimChart, series reference: ClaimReference) {
    self.chart = chart
    if case .pie(let pie)? = chart.analysis.kind, !pie.slices.isEmpty {
      entries = pie.slices.map { Entry(x: .category($0.label), value: $0.value, share: $0.share) }
    } else if let series = chart.seriesAtPosition(reference) {
      entries = series.series.observations.filter { $0.value.isFinite }.map {
        Entry(x: $0.x, value: $0.value, share: nil)
      }
    } else {
      return nil
    }
  }

  /// The one entry at a position, or `nil`.
  private func entry(at position: ClaimPosition) -> Entry? {
    let found = entries.filter { chart.matches(position, $0.x) }
    return found.count == 1 ? found[0] : nil
  }

  /// Checks that a position ranks `rank` from the extreme; ties share every rank they span.
  func rank(_ rank: Int, _ extreme: ClaimExtreme, at position: ClaimPosition) -> ClaimVerdict {
    guard let entry = entry(at: position), entries.count > 1 else { return .unchecked }
    let beyond = { (other: Double) in
      extreme == .maximum
        ? other > entry.value + chart.slack : other < entry.value - chart.slack
    }
    let tied = entries.filter { Swift.abs($0.value - entry.value) <= chart.slack }.count
    let best = entries.filter { beyond($0.value) }.count + 1
    if (best...(best + tied - 1)).contains(rank) { return .holds }
    return .contradicted(.rank(position: entry.x, extreme, rank: best, count: entries.count))
  }

  /// Checks a position's share of the total.
  ///
  /// The share is the pie's, or the value over the sum of the series' values (all of them
  /// positive). A value that is itself the written percentage (a chart of percentages, every
  /// value from 0 to 100) also agrees; a value beyond 100 is no percentage, so "more than
  /// half" is never borne out by a count of 21,933.
  func share(_ number: ClaimedNumber, at position: ClaimPosition) -> ClaimVerdict {
    guard let entry = entry(at: position) else { return .unchecked }
    let total = entries.reduce(0) { $0 + $1.value }
    guard total > 0, entries.allSatisfy({ $0.value >= 0 }) else { return .unchecked }
    let share = entry.share ?? entry.value / total * 100
    let slack = chart.slack / total * 100
    let valuesArePercentages = entries.allSatisfy { $0.value <= 100 }
    if number.admits(share, slack: slack)
      || (valuesArePercentages && ClaimChecker.admits(number, entry.value, chart: chart))
    {
      return .holds
    }
    return .contradicted(.share(position: entry.x, percent: share))
  }
}
