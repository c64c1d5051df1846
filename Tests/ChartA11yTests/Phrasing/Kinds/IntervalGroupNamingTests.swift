import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Error bars grouped by colour: each group named once and given one section.
///
/// Each interval is read "position, group", as box plots read theirs (one
/// ``KindSentenceContext``), and each group's section names it as a reader would: "Mean v
/// with its standard deviation, for 2 categories of g."
@Suite("Interval group naming")
struct IntervalGroupNamingTests {
  /// Mean points and stdev error bars of v by g, coloured by year: groups A and B in 2001
  /// (1, 3 and 5, 7) and 2002 (2, 4 and 6, 10).
  private func analysis(coloured: Bool) throws -> ChartAnalysis {
    let rows = [
      ("A", 2001, 1.0), ("A", 2001, 3), ("B", 2001, 5), ("B", 2001, 7), ("A", 2002, 2),
      ("A", 2002, 4), ("B", 2002, 6), ("B", 2002, 10),
    ].map { "{\"g\": \"\($0.0)\", \"year\": \"\($0.1)\", \"v\": \($0.2)}" }
    let color = coloured ? ", \"color\": {\"field\": \"year\", \"type\": \"nominal\"}" : ""
    let json = """
      {"data": {"values": [\(rows.joined(separator: ", "))]}, "layer": [
        {"mark": "point", "encoding": {"x": {"field": "g", "type": "nominal"},
         "y": {"aggregate": "mean", "field": "v", "type": "quantitative", "title": "Mean v"}
         \(color)}},
        {"mark": {"type": "errorbar", "extent": "stdev"},
         "encoding": {"x": {"field": "g", "type": "nominal"},
                      "y": {"field": "v", "type": "quantitative"}\(color)}}]}
      """
    return try ChartText.analysis(json, kind: .vegaLite)
  }

  @Test("Colour groups are named once, intervals position first, one section per group")
  func grouped() throws {
    let long = PlainTextRenderer.render(ChartDescription(try analysis(coloured: true)))
    #expect(long.contains("It shows 2 series by year, in chart order: 2001, 2002."), "\(long)")
    for phrase in ["(point)", "(rule", "has 2 values"] {
      #expect(!long.contains(phrase), "\(phrase) in \(long)")
    }
    // Means 2 (A, 2001), 6 (B, 2001), 3 (A, 2002), 8 (B, 2002); sample standard deviations
    // √2, √2, √2, 2√2; each interval's ends to the same decimals (3.414 beside 0.586).
    #expect(long.contains("A, 2001: 2, 0.586 to 3.414; B, 2001: 6, 4.59 to 7.41;"), "\(long)")
    #expect(long.contains("The highest Mean v is 8, for B, 2002 (5.17 to 10.83)"), "\(long)")
    #expect(
      long.contains("\n\n2001:\nMean v with its standard deviation, for 2 categories of g."),
      "\(long)")
    #expect(
      long.contains("\n\n2002:\nMean v with its standard deviation, for 2 categories of g."),
      "\(long)")
  }

  @Test("Ungrouped, the centre and its interval are one section")
  func ungrouped() throws {
    let long = PlainTextRenderer.render(ChartDescription(try analysis(coloured: false)))
    #expect(
      long.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix(
        "\n\nMean v:\nMean v with its standard deviation, for 2 categories of g."), "\(long)")
    #expect(!long.contains("It shows 2 series"), "\(long)")
  }

  @Test("Box plots and intervals name a reading by position, then group")
  func oneOrder() throws {
    let chart = try analysis(coloured: true).chart
    let context = KindSentenceContext(
      chart: chart, seriesIndices: chart.series.indices, book: EnglishPhrasebook())
    #expect(context.named)
    let phrase = EnglishPhrasebook().phrase(context.name(at: .category("A"), series: 0))
    #expect(phrase == "A, 2001")
  }

  @Test("Explore reads an interval's bounds together and S says its group's section")
  func explored() throws {
    var explorer = ChartExplorer(try analysis(coloured: false))
    // At A: the mean 2.5 of 1, 3, 2 and 4, and its sample standard deviation √(5/3) =
    // 1.29099 either side.
    #expect(
      explorer.perform(.allSeriesHere).text
        == "At A: Mean v 2.5; Mean ± 1 standard deviation of v 1.20901 to 3.79099.")
    #expect(
      explorer.perform(.describeSeries).text
        == "Mean v with its standard deviation, for 2 categories of g.")
    _ = explorer.perform(.nextSeries)
    #expect(
      explorer.perform(.describeSeries).text
        == "Mean v with its standard deviation, for 2 categories of g.")
  }
}
