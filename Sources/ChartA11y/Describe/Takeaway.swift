import ChartImport
import ChartModel

/// The gist of a chart: what is measured over what, its main extreme and its overall direction.
///
/// The values of the one sentence of ``Verbosity/brief`` and of the takeaway a
/// standard narration says before its tones. Worded by
/// ``EnglishPhrasebook/brief(_:)`` and ``EnglishPhrasebook/takeaway(_:)``.
///
/// A recognised kind (a pie, a box plot, a scatter plot, …) gives its own finding, the one the
/// short alt text uses (``KindSentences/briefFindings``); any other chart its highest value
/// (across series, the first series holding it) and the direction of its series, each read as
/// its trend sentence reads it: a "clear" rise or fall is one Mann–Kendall finds significant at
/// the chart's α (docs/trends.md), a short series as drawn.
struct Takeaway: Hashable, Sendable {
  /// How a series goes over x, as its trend or short sequence reads it.
  enum Direction: Hashable, Sendable, CaseIterable {
    /// A significant rise (or a short series that rises at every step).
    case rise
    /// A significant fall (or a short series that falls at every step).
    case fall
    /// A rise to a prominent peak, then a fall.
    case peak
    /// A fall to a prominent low, then a rise.
    case trough
    /// Several prominent turns.
    case turns
    /// No significant trend.
    case noTrend
  }

  /// How many series go one way.
  struct DirectionCount: Hashable, Sendable {
    /// The way.
    var direction: Direction
    /// How many series go it.
    var count: Int
  }

  /// The highest value of the chart.
  struct Extreme: Hashable, Sendable {
    /// The value, written on its axis ("4,020", "$180,000").
    var value: String
    /// Where it is reached ("for California", "in 1948", "in 1948 and 1950").
    var place: String
    /// The series holding it, when the chart has several.
    var series: String?
  }

  /// What is measured ("Sales Volume", "Revenue and Profit margin"), possibly empty.
  var measured: String
  /// What it is measured over ("Office Location"), possibly empty.
  var over: String
  /// Whether y is read against x (a scatter plot) rather than over it.
  var isAgainst: Bool
  /// The recognised kind's own findings, whole sentences, longest first, each a shorter
  /// wording of the first (``KindSentences/briefFindings``); empty for any other chart.
  var kindFindings: [String]
  /// The highest value, unless the kind's finding stands instead.
  var highest: Extreme?
  /// How many series go each way, in ``Direction``'s order; empty when no series is read over
  /// x.
  var directions: [DirectionCount]
  /// How many series are read.
  var seriesCount: Int

  /// The takeaway of an analysed chart.
  ///
  /// - Complexity: O(*n*) in the observations (the ties of the extreme), plus the kind's
  ///   sentences for a recognised kind.
  init(_ analysis: ChartAnalysis) {
    let chart = analysis.chart
    let valueTitles =
      [chart.dependentAxisDescriptor.title] + (chart.trailingYAxis.map { [$0.title] } ?? [])
    if case .pie? = analysis.kind {
      // A pie has no axes: what its slices measure ("Amount"), from its one series.
      measured = chart.series.first?.valueLabel ?? ""
      over = ""
    } else {
      measured = ListPhrasing.joined(valueTitles.filter { !$0.isEmpty })
      over = chart.independentAxisDescriptor.title
    }
    isAgainst =
      switch analysis.kind {
      case .scatter?, .connectedScatter?: true
      default: false
      }
    seriesCount = chart.series.count
    // Two y axes read their series as any chart does (the kind's finding is their ranges),
    // each on its own axis.
    let readsOwnFinding =
      switch analysis.kind {
      case .twoValueAxes?: false
      default: true
      }
    kindFindings =
      readsOwnFinding
      ? KindSentences(
        analysis, options: DescriptionOptions(verbosity: .standard),
        phrasebook: EnglishPhrasebook()
      )?.briefFindings ?? [] : []
    highest = kindFindings.isEmpty ? Self.highest(analysis) : nil
    directions = kindFindings.isEmpty ? Self.directions(analysis) : []
  }

  /// The highest value of the series read, the first series (in chart order) holding it; on
  /// a chart with two y axes, of the series on the left axis (values on the two axes are not
  /// compared).
  private static func highest(_ analysis: ChartAnalysis) -> Extreme? {
    let chart = analysis.chart
    var best: (entry: SeriesAnalysis, point: SummaryStatistics.Point)?
    for entry in analysis.series
    where !chart.hasTwoValueAxes || entry.series.axisPosition == .leading {
      guard let maximum = entry.summary?.maximum else { continue }
      if best.map({ maximum.value > $0.point.value }) ?? true { best = (entry, maximum) }
    }
    guard let (entry, point) = best else { return nil }
    let valueAxis = chart.valueAxis(of: entry.series)
    let keyAxis = chart.independentAxisDescriptor
    let tied = SummaryStatistics.positions(of: point.value, in: entry.series.observations)
    return Extreme(
      value: AxisPhrasing.number(point.value, on: valueAxis),
      place: AxisPhrasing.at(all: tied.isEmpty ? [point.x] : tied, on: keyAxis),
      series: analysis.series.count > 1 ? entry.series.name : nil)
  }

  /// How many series go each way, in ``Direction``'s order.
  private static func directions(_ analysis: ChartAnalysis) -> [DirectionCount] {
    guard analysis.kind?.readsSeriesOverX ?? true else { return [] }
    var counts: [Direction: Int] = [:]
    for entry in analysis.series {
      if let direction = direction(of: entry) { counts[direction, default: 0] += 1 }
    }
    return Direction.allCases.compactMap { direction in
      counts[direction].map { DirectionCount(direction: direction, count: $0) }
    }
  }

  /// The direction of one series, or `nil` when it has none to read (a short series that
  /// turns, a series with no trend computed).
  private static func direction(of entry: SeriesAnalysis) -> Direction? {
    if let sequence = entry.sequence {
      switch sequence.monotoneDirection {
      case .rises?: return .rise
      case .falls?: return .fall
      case .stays?, nil: return nil
      }
    }
    guard let trend = entry.trend else { return nil }
    switch trend.shape {
    case .rising: return .rise
    case .falling: return .fall
    case .peak: return .peak
    case .trough: return .trough
    case .phases: return .turns
    case .noTrend: return .noTrend
    }
  }
}
