import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y

/// The wording of an interval chart's sentences, once per sentence kind, on the charts whose
/// values `IntervalReadingTests` checks (groups A, B, C: means 2, 6, 11, standard deviations
/// 1, 2, 1).
@Suite("Wording: error bars and intervals")
struct IntervalWordingTests {
  @Test("Extent: each named as the chart defines it; the bounds' labels never name the series")
  func extent() throws {
    for (extent, name) in [
      ("stdev", "mean ± 1 standard deviation"), ("stderr", "mean ± 1 standard error"),
      ("iqr", "interquartile range"),
    ] {
      let long = KindWording.text(
        try IntervalReadingTests.analysis(
          IntervalReadingTests.points + ", " + IntervalReadingTests.errorbar(extent),
          rows: IntervalReadingTests.rows))
      #expect(long.hasPrefix("Error bar chart"), "\(extent)")
      #expect(long.contains("Each error bar spans the \(name) of v for its g"), "\(extent)")
      #expect(!long.contains("Mean − \(extent)"), "\(long)")
      for phrase in ["starts at", "ends at", "Mann–Kendall"] {
        #expect(!long.contains(phrase), "\(extent): \(phrase)")
      }
    }
  }

  @Test("Values: each centre and interval by group")
  func values() throws {
    let long = KindWording.text(try IntervalReadingTests.standardDeviationChart())
    #expect(
      long.contains("Mean v and interval for each g: A: 2, 1 to 3; B: 6, 4 to 8; C: 11, 10 to 12."))
  }

  @Test("Highest: the highest centre and the intervals overlapping its own, in every output")
  func highest() throws {
    let analysis = try IntervalReadingTests.standardDeviationChart()
    #expect(
      KindWording.text(analysis).contains(
        "The highest Mean v is 11, for C (10 to 12); no other interval overlaps its interval."))
    #expect(
      AltTextContent(analysis).short
        == "Error bar chart: Mean v by g. Highest Mean v: C, 11; no other interval overlaps it.")
    var explorer = ChartExplorer(analysis)
    #expect(explorer.perform(.kindSummary).text.hasPrefix("The highest Mean v is 11, for C"))
    _ = explorer.perform(.nextSeries)
    #expect(
      explorer.perform(.firstPoint).text
        == "A: 1 to 3, mean ± 1 standard deviation; centre 2. 1 of 3.")
  }
}
