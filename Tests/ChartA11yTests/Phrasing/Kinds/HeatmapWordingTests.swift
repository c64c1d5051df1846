import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

/// The wording of a heatmap's sentences, once per sentence kind, on the charts whose values
/// `HeatmapReadingTests` checks.
@Suite("Wording: heatmaps")
struct HeatmapWordingTests {
  static let seattle = "vega-lite/seattle-max-temperature-heatmap.vl.json"

  @Test("Layout: rows and columns by their fields, with the colour's field and range")
  func layout() throws {
    let text = KindWording.text(try HeatmapReadingTests.dslChart())
    #expect(text.hasPrefix("Heatmap without a title. It has 2 rows"))
    #expect(
      text.contains(
        "It has 2 rows, one per Time (Morning to Evening), and 2 columns, one per Day (Mon to "
          + "Tue); each cell's colour shows Visitors, from 2 to 8."))
    let seattle = KindWording.text(try ChartFixture.analysis(Self.seattle))
    #expect(seattle.hasPrefix("Heatmap: Daily maximum temperature in Seattle. It has 12 rows"))
  }

  @Test("Extremes: the highest and lowest cell by row and column, in every output")
  func extremes() throws {
    let dsl = KindWording.text(try HeatmapReadingTests.dslChart())
    #expect(
      dsl.contains(
        "The highest Visitors is 8, at Time Evening, Day Mon; the lowest is 2, at Time Evening, "
          + "Day Tue."))
    let analysis = try ChartFixture.analysis(Self.seattle)
    let extremes =
      "The highest Maximum temperature (°C) is 35.6, at Month August, Day 11; the lowest is 5, "
      + "at Month February, Day 29."
    #expect(KindWording.text(analysis).contains(extremes))
    #expect(
      MarkdownRenderer.render(ChartDescription(analysis)).contains("35.6, at Month August, Day 11"))
    let content = AltTextContent(analysis)
    #expect(content.short.hasPrefix("Heatmap: Daily maximum temperature in Seattle. "))
    #expect(content.short.contains("35.6"))
    #expect(content.long.contains(extremes))
    var explorer = ChartExplorer(analysis)
    #expect(explorer.perform(.kindSummary).text.hasPrefix(extremes))
    #expect(explorer.introduction.contains("Day 1: "))
    #expect(KindWording.spoken(analysis).contains("35.6, at Month August, Day 11"))
  }

  @Test("Missing cells: how many of all")
  func missingCells() throws {
    let text = KindWording.text(try ChartFixture.analysis(Self.seattle))
    #expect(text.contains("6 of 372 cells have no value."))
  }

  @Test("Means: the rows or columns with the highest and lowest mean")
  func means() throws {
    let text = KindWording.text(try ChartFixture.analysis(Self.seattle))
    #expect(
      text.contains(
        "Averaged by Month, Maximum temperature (°C) is highest for July (30.7) and lowest for "
          + "December (11.5)."))
  }

  @Test(
    "No heatmap output says starts, ends, a trend or Mann–Kendall",
    arguments: try Fixtures.nonEmpty(HeatmapReadingTests.fixtures, "heatmap fixtures"))
  func noSeriesOverX(path: String) throws {
    let analysis = try ChartFixture.analysis(path)
    let description = ChartDescription(analysis)
    let content = AltTextContent(analysis)
    let outputs = [
      PlainTextRenderer.render(description), MarkdownRenderer.render(description), content.short,
      content.long, KindWording.spoken(analysis),
    ]
    for output in outputs {
      for phrase in KindWording.seriesOverXPhrases + ["T00:00"] {
        #expect(!output.contains(phrase), "\(path): \(phrase)")
      }
    }
  }
}
