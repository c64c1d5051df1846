import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y

/// The wording of a candlestick chart's sentences, once per sentence kind, on the charts whose
/// values `CandlestickReadingTests` and `CandlestickFormsTests` check.
@Suite("Wording: candlestick charts")
struct CandlestickWordingTests {
  static let spec = "charts/share-price-candlestick.chart.json"

  @Test("Construction and counts: the kind, up and down days, trading days")
  func counts() throws {
    for (path, kind) in CandlestickReadingTests.fixtures {
      let long = KindWording.text(try ChartFixture.analysis(path, kind: kind))
      #expect(long.hasPrefix("Candlestick chart: Share price, March 2024."), "\(path)")
      #expect(long.contains("8 days close above the open (up) and 7 below (down)."), "\(path)")
      #expect(long.contains("15 days, weekdays only (weekends are not missing)."), "\(path)")
      for phrase in ["starts at", "ends at", "(rule)", "(bar)", "are missing", "days missing"] {
        #expect(!long.contains(phrase), "\(path): \(phrase)")
      }
    }
  }

  @Test("Largest move: one rise, or every day tied for it with its direction")
  func largestMove() throws {
    let long = KindWording.text(try ChartFixture.analysis(Self.spec, kind: .chartSpec))
    #expect(long.contains("The largest move is a rise of"))
    let tied = KindWording.text(try CandlestickFormsTests.analysis(colour: false))
    #expect(
      tied.contains(
        "The largest move, 1.5, is made on 2 days: a rise on 4 March 2024 (open 100, close "
          + "101.5) and a fall on 6 March 2024 (open 101.25, close 99.75)."), "\(tied)")
  }

  @Test("Extremes: the highest high and lowest low with their dates, cents kept")
  func extremes() throws {
    let analysis = try CandlestickFormsTests.analysis(colour: true)
    #expect(
      KindWording.text(analysis).contains(
        "The highest high is 101.97 on 5 March 2024; the lowest low is 99.12 on 7 March 2024."))
    #expect(
      AltTextContent(analysis).short
        == "Candlestick chart: Price by Date. High 101.97 on 5 March 2024, low 99.12 on 7 March "
        + "2024; 4 up, 4 down.")
    #expect(
      AltTextContent(try ChartFixture.analysis(Self.spec, kind: .chartSpec)).short
        == "Candlestick chart: Share price, March 2024. High $100.97 on 4 March 2024, low $92.41 "
        + "on 14 March 2024; 8 up, 7 down.")
  }

  @Test("Close trend: the closes' shape over the dates")
  func closeTrend() throws {
    for (path, kind) in CandlestickReadingTests.fixtures {
      let long = KindWording.text(try ChartFixture.analysis(path, kind: kind))
      #expect(
        long.contains("The close: overall it shows no significant trend (Mann–Kendall p = 0.488"),
        "\(path)")
      #expect(long.contains("; within that, it falls from 4 March 2024 to a low of"), "\(path)")
    }
  }

  @Test("A candle in explore: open, high, low, close and move together")
  func candle() throws {
    for (path, kind) in CandlestickReadingTests.fixtures {
      var explorer = ChartExplorer(try ChartFixture.analysis(path, kind: kind))
      // The chart spec's prices are in dollars; the readings are otherwise the same.
      let falling = explorer.perform(.nextPoint).text.replacingOccurrences(of: "$", with: "")
      #expect(
        falling
          == "5 March 2024: open 100.39, high 100.44, low 98.13, close 99.2, down 1.19. 2 of 15.",
        "\(path)")
      // Every series here: the candle, wick and body together, not its two parts' labels.
      #expect(
        explorer.perform(.allSeriesHere).text.replacingOccurrences(of: "$", with: "")
          == "At 5 March 2024: open 100.39, high 100.44, low 98.13, close 99.2, down 1.19.",
        "\(path)")
      #expect(explorer.perform(.kindSummary).text.hasPrefix("The highest high is"))
    }
  }

  @Test("The series are named as the kind reads them in the table, explore and braille")
  func seriesNames() throws {
    let analysis = try CandlestickFormsTests.analysis(colour: true)
    let table = DataTableView(analysis)
    #expect(
      table.columnTitles == [
        "Low to high: Low", "Low to high: High", "Open to close: Open", "Open to close: Close",
      ])
    // 6 March falls: its open is still in the Open column.
    #expect(table.rows[2].cells == ["99.55", "101.31", "101.25", "99.75"])
    var explorer = ChartExplorer(analysis)
    #expect(explorer.perform(.nextSeries).text.hasPrefix("Open to close, bar, 8 points."))
    let braille = analysis.chart.series.indices.map {
      BrailleGraph(analysis, seriesIndex: $0).line(of: analysis, seriesIndex: $0, marking: nil)
    }
    #expect(braille[0].contains(" Low to high, 4 March 2024 to 13 March 2024, 8 points: "))
    #expect(braille[1].contains(" Open to close, 4 March 2024 to 13 March 2024, 8 points: "))
  }
}
