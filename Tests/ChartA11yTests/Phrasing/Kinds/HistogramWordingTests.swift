import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y

/// The wording of a histogram's sentences, once per sentence kind, on the cars histogram whose
/// values `HistogramReadingTests` checks (10 bins totalling 400, 6 rows left out, 80 to 100
/// the tallest bin with 113, g₁ 1.01).
@Suite("Wording: histograms")
struct HistogramWordingTests {
  static let down = "vega-lite/cars-horsepower-histogram.vl.json"
  static let across = "vega-lite/cars-horsepower-histogram-horizontal.vl.json"

  @Test("Bins: each range with its value, by the value label and the binned axis' title")
  func bins() throws {
    for path in [Self.down, Self.across] {
      let text = KindWording.text(try ChartFixture.analysis(path))
      #expect(
        text.contains(
          "Cars in each bin of Horsepower: 40 to 60: 16; 60 to 80: 97; 80 to 100: 113;"), "\(path)")
      #expect(!text.contains("Horsepower to Horsepower"), "\(path)")
    }
  }

  @Test("Total: the bins' total and the rows left out")
  func total() throws {
    let text = KindWording.text(try ChartFixture.analysis(Self.down))
    #expect(text.contains("The 10 bins total 400; 6 more with no Horsepower value are left out."))
  }

  @Test("Mode: the tallest bin, or the longest for bars drawn across, in every output")
  func mode() throws {
    for (path, word) in [(Self.down, "tallest"), (Self.across, "longest")] {
      let analysis = try ChartFixture.analysis(path)
      let sentence = "The \(word) bin is 80 to 100, with 113."
      let description = ChartDescription(analysis)
      #expect(PlainTextRenderer.render(description).contains(sentence), "\(path)")
      #expect(MarkdownRenderer.render(description).contains("- \(sentence)"), "\(path)")
      #expect(AltTextContent(analysis).long.contains(sentence), "\(path)")
      #expect(KindWording.spoken(analysis).contains(sentence), "\(path)")
      var explorer = ChartExplorer(analysis)
      #expect(explorer.introduction.hasSuffix("Horsepower 40 to 60: 16. 1 of 10."), "\(path)")
      _ = explorer.perform(.nextPoint)
      #expect(
        explorer.perform(.nextPoint).text == "Horsepower 80 to 100: 113, the highest. 3 of 10.")
      #expect(explorer.perform(.kindSummary).text.hasPrefix(sentence), "\(path)")
    }
    // A bar drawn across is longest, not tallest, as a sighted reader sees it.
    #expect(!KindWording.text(try ChartFixture.analysis(Self.across)).contains("tallest"))
  }

  @Test("Skew: its direction and size, with g1; the short alt text's brief form")
  func skew() throws {
    let analysis = try ChartFixture.analysis(Self.down)
    #expect(
      KindWording.text(analysis).contains(
        "The distribution is highly skewed to the right, towards higher values (Fisher–Pearson "
          + "skewness g1 = 1.01 of the bin midpoints)."))
    #expect(
      AltTextContent(analysis).short
        == "Histogram: Horsepower of cars. The tallest bin is 80 to 100, with 113; the "
        + "distribution is highly skewed to the right.")
    #expect(
      AltTextContent(try ChartFixture.analysis(Self.across)).short
        == "Histogram: Horsepower of cars, bins across. The longest bin is 80 to 100, with 113; "
        + "the distribution is highly skewed to the right.")
  }

  @Test("Spread: the bins' span, the binned mean and standard deviation, in the axis' unit")
  func spread() throws {
    let text = KindWording.text(try ChartFixture.analysis(spec: "commute-times-histogram"))
    #expect(
      text.contains(
        "The bins span 0 minutes to 90 minutes; the binned mean is 28.1 minutes, with a standard "
          + "deviation of 15.2 minutes."), "\(text)")
  }

  @Test("Construction: the kind, and the binned axis first, on x or on y")
  func construction() throws {
    #expect(
      KindWording.text(try ChartFixture.analysis(Self.down)).hasPrefix(
        "Histogram: Horsepower of cars. The x axis is Horsepower, numeric, from 40 to 240."))
    let across = try ChartFixture.analysis(Self.across)
    #expect(
      KindWording.text(across).hasPrefix(
        "Histogram: Horsepower of cars, bins across. The y axis is Horsepower, numeric, from 40 "
          + "to 240. The x axis is Cars, numeric, spanning 0 to 120; the values run from 5 to "
          + "113."))
    let table = DataTableView(across)
    #expect(table.rowHeaderTitle == "Horsepower")
    #expect(table.rows.first == DataTableView.Row(header: "40 to 60", cells: ["16"]))
  }

  @Test(
    "No histogram output says starts at, ends at or gives a Mann–Kendall result",
    arguments: HistogramReadingTests.fixtures)
  func noSeriesOverX(path: String) throws {
    let analysis = try ChartFixture.analysis(path)
    let description = ChartDescription(analysis)
    let alt = AltTextContent(analysis)
    for text in [
      PlainTextRenderer.render(description), MarkdownRenderer.render(description), alt.long,
      alt.short,
    ] {
      for phrase in KindWording.seriesOverXPhrases {
        #expect(!text.contains(phrase), "\(path): \(phrase)")
      }
    }
  }
}
