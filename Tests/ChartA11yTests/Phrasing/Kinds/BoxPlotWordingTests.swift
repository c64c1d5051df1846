import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y

/// The wording of a box plot's sentences, once per sentence kind, on the cars box plot whose
/// values `BoxPlotReadingTests` checks (USA: median 18.5, quartiles 15 to 24, whiskers 9 to
/// 36.1, outliers 38, 38, 39; 10 outliers over 3 boxes; Japan's median highest, 31.6).
@Suite("Wording: box plots")
struct BoxPlotWordingTests {
  @Test("Box: group, median, quartiles, whiskers and outliers")
  func box() throws {
    let long = KindWording.text(try BoxPlotReadingTests.cars())
    #expect(
      long.contains(
        "USA: median 18.5, quartiles 15 to 24, whiskers 9 to 36.1; 3 outliers, 38, 38 and 39."))
    #expect(!long.contains("rows have no value"))
  }

  @Test("Outlier total: how many, beyond the whiskers of how many boxes")
  func outlierTotal() throws {
    let long = KindWording.text(try BoxPlotReadingTests.cars())
    #expect(long.contains("10 outliers in all, beyond the whiskers of 3 boxes."))
  }

  @Test("Whisker rule: Tukey's 1.5 interquartile ranges")
  func whiskerRule() throws {
    let long = KindWording.text(try BoxPlotReadingTests.cars())
    #expect(long.contains("within 1.5 interquartile ranges (box heights) of the box"))
  }

  @Test("Median extremes: in the long text, the short alt text and explore; a box by group")
  func medianExtremes() throws {
    let analysis = try BoxPlotReadingTests.cars()
    let extremes = "The highest median is 31.6, for Japan; the lowest is 18.5, for USA."
    #expect(KindWording.text(analysis).contains(extremes))
    #expect(AltTextContent(analysis).short == "Box plot: v by g. " + extremes)
    var explorer = ChartExplorer(analysis)
    #expect(
      explorer.perform(.kindSummary).text
        == extremes + " 10 outliers in all, beyond the whiskers of 3 boxes.")
    // A box of a coloured group is named by its position, then its group.
    let water = KindWording.text(try ChartFixture.analysis(spec: "water-intake"))
    #expect(water.contains("The highest median is 2.2 litres, for 2024, Day"))
  }

  @Test("Construction: a box plot is one, and never a series with ends or a trend")
  func noSeriesOverX() throws {
    #expect(!boxOracleCases.isEmpty)
    for oracle in boxOracleCases {
      let long = KindWording.text(try BoxPlotReadingTests.analysis(oracle))
      #expect(long.hasPrefix("Box plot"), "\(oracle.name)")
      for phrase in KindWording.seriesOverXPhrases {
        #expect(!long.contains(phrase), "\(oracle.name): \(phrase)")
      }
    }
    let water = KindWording.text(try ChartFixture.analysis(spec: "water-intake"))
    for phrase in KindWording.seriesOverXPhrases {
      #expect(!water.contains(phrase), "water-intake: \(phrase)")
    }
  }
}
