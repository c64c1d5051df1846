import ChartModel
import Foundation

/// A chart as claims are resolved against it: its analysed series, and the names and
/// positions a claim may use for them.
///
/// Names are compared by their words, case and punctuation aside, a final plural "s" dropped
/// ("Sales" and "sale"); a single series is also named by its values' or axis's title, or
/// any part of them ("sales" for "Sales Volume"); a position written as a time
/// matches every observation in that year, quarter or month.
struct ClaimChart {
  /// The analysis the claims are checked against.
  let analysis: ChartAnalysis
  /// A further tolerance, in value units, for values read from a drawing: one pixel, twice
  /// the reading's stated resolution of half a pixel (``ChartModel/DrawingReading``), so two
  /// values a drawing cannot tell apart are treated as tied, and no others (a flat 1 % of the
  /// range tied 15.4 with 15.1 on an axis to 57.8, and named three months of 98.3 as the
  /// highest beside the one 99); on a log axis, one pixel's share of the largest value.
  let slack: Double

  init(_ analysis: ChartAnalysis) {
    self.analysis = analysis
    let values = analysis.series.compactMap(\.summary)
    if let reading = analysis.chart.drawingReading, let low = values.map(\.minimum.value).min(),
      let high = values.map(\.maximum.value).max()
    {
      slack =
        reading.isRelative
        ? 2 * reading.resolution / 100 * max(Swift.abs(high), Swift.abs(low))
        : 2 * reading.resolution
    } else {
      slack = 0
    }
  }

  var keyAxis: AxisDescriptor { analysis.chart.independentAxisDescriptor }

  /// The series a claim is about, or `nil` when it names none the chart has (or names none
  /// and the chart has several).
  func series(_ reference: ClaimReference) -> SeriesAnalysis? {
    let withValues = analysis.series.filter { $0.summary != nil }
    switch reference {
    case .implicit:
      return withValues.count == 1 ? withValues[0] : nil
    case .named(let name):
      let words = Self.words(name)
      if let exact = withValues.first(where: { Self.words($0.series.name) == words }) {
        return exact
      }
      // Among several series, the one series whose name's words are all in the subject
      // ("fossil fuel generation" for "Fossil Fuels").
      let containing = withValues.filter {
        let name = Self.words($0.series.name)
        return !name.isEmpty && Set(name).isSubset(of: Set(words))
      }
      if withValues.count > 1 { return containing.count == 1 ? containing[0] : nil }
      guard withValues.count == 1 else { return nil }
      // One series: the name of its values, its axis, its series or the chart's title.
      let only = withValues[0]
      let names =
        [only.series.name, only.series.valueLabel, analysis.chart.valueAxis(of: only.series).title]
        + (analysis.chart.title.map { [$0] } ?? [])
      return names.contains { Self.agrees(words, Self.words($0)) } ? only : nil
    }
  }

  /// The series a claim about a position is about: the one it names, or a chart's only series
  /// whatever the claim calls its values ("Sun was the most common weather" on a chart of
  /// days by weather).
  func seriesAtPosition(_ reference: ClaimReference) -> SeriesAnalysis? {
    if let named = series(reference) { return named }
    let withValues = analysis.series.filter { $0.summary != nil }
    return withValues.count == 1 ? withValues[0] : nil
  }

  /// The series whose name is a text, among several series.
  func seriesNamed(_ text: String) -> SeriesAnalysis? {
    let words = Self.words(text)
    return analysis.series.first { $0.summary != nil && Self.words($0.series.name) == words }
  }

  /// The indices, in `series`' observations, at a position.
  ///
  /// One for a category or number, every observation in a year, quarter or month; empty
  /// when none matches.
  func indices(of position: ClaimPosition, in series: SeriesAnalysis) -> [Int] {
    series.series.observations.indices.filter { index in
      let observation = series.series.observations[index]
      return observation.value.isFinite && matches(position, observation.x)
    }
  }

  /// Whether a position written in a claim names a plotted position.
  func matches(_ position: ClaimPosition, _ x: DataValue) -> Bool {
    switch (position, x) {
    case (.text(let text), .category(let category)):
      return Self.words(text) == Self.words(category)
    case (.text, .number), (.text, .date): return false
    case (.number(let number), .number(let value)):
      return Swift.abs(number - value) <= 1e-9 * max(Swift.abs(value), 1)
    case (.number(let number), .category(let category)):
      return Double(category.replacingOccurrences(of: ",", with: "")) == number
    case (.number, .date): return false
    case (.year(let year), .number(let value)):
      return keyAxis.holdsYears && value == Double(year)
    case (.year, .category(let category)), (.quarter, .category(let category)),
      (.month, .category(let category)):
      return ClaimCategoryTime.matches(position, category: category)
    case (.year, .date(let date)), (.quarter, .date(let date)), (.month, .date(let date)):
      return ClaimCategoryTime.matches(position, date: localDate(date))
    case (.quarter, .number), (.month, .number): return false
    }
  }

  /// The date in the axis's clock: UTC, or the data's own offset.
  private func localDate(_ date: Date) -> GregorianDateTime {
    switch keyAxis.clock {
    case .localOffset(let seconds):
      return GregorianDateTime(date.addingTimeInterval(TimeInterval(seconds)))
    case .utc, .localDays, .markedUTC: return GregorianDateTime(date)
    }
  }

  /// The words of a name, lowercased, without units in parentheses or a final plural "s"
  /// (the parser drops articles and words such as "it" that name no series).
  static func words(_ text: String) -> [String] {
    let withoutUnits = text.replacingOccurrences(
      of: #"\([^)]*\)"#, with: " ", options: .regularExpression)
    // One letter alone is a possessive's "s" ("Microsoft's"), not a word of a name.
    return withoutUnits.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
      .filter { $0.count > 1 || $0.first?.isNumber == true }
      .map { $0.count > 3 && $0.hasSuffix("s") && !$0.hasSuffix("ss") ? String($0.dropLast()) : $0 }
  }

  /// Whether two names agree: one's words are all among the other's.
  private static func agrees(_ left: [String], _ right: [String]) -> Bool {
    guard !left.isEmpty, !right.isEmpty else { return false }
    return Set(left).isSubset(of: Set(right)) || Set(right).isSubset(of: Set(left))
  }
}
