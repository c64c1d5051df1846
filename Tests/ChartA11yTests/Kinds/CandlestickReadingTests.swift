import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Candlestick charts, recognised from a rule (low to high) and a bar (open to close) at the
/// same dates, and read in every output.
///
/// The fixtures' prices (fixtures/charts/share-price-candlestick.chart.json and its
/// Vega-Lite twin) were checked by hand against pandas; scripts/kinds_e_corpus.py checks
/// seeded charts against pandas and pymannkendall.
@Suite("Candlestick reading")
struct CandlestickReadingTests: FixtureAnalysing {
  private static let fixtures: [(String, ChartInputKind)] = [
    ("charts/share-price-candlestick.chart.json", .chartSpec),
    ("vega-lite/share-price-candlestick-layer.vl.json", .vegaLite),
  ]

  @Test("Open and close stay apart; extremes, up and down days and the largest move")
  func reading() throws {
    for (path, kind) in Self.fixtures {
      let analysis = try analysis(path, kind: kind)
      guard case .candlestick(let reading) = try #require(analysis.kind, "\(path)") else {
        Issue.record("\(path) is not read as a candlestick chart")
        continue
      }
      #expect(reading.candles.count == 15)
      // 5 March 2024 falls: open 100.39, close 99.2 (stored ascending, told apart by label).
      #expect(reading.candles[1].open == 100.39 && reading.candles[1].close == 99.2)
      #expect(reading.upCount == 8 && reading.downCount == 7 && reading.unchangedCount == 0)
      #expect(reading.highest == [0] && reading.lowest == [8] && reading.largestMove == [12])
      let long = PlainTextRenderer.render(ChartDescription(analysis))
      #expect(long.hasPrefix("Candlestick chart: Share price, March 2024."))
      #expect(long.contains("8 days close above the open (up) and 7 below (down)."))
      #expect(long.contains("The largest move is a rise of"))
      #expect(long.contains("15 days, weekdays only (weekends are not missing)."))
      #expect(
        long.contains("The close: overall it shows no significant trend (Mann–Kendall p = 0.488"))
      #expect(long.contains("; within that, it falls from 4 March 2024 to a low of"))
      for phrase in ["starts at", "ends at", "(rule)", "(bar)", "are missing", "days missing"] {
        #expect(!long.contains(phrase), "\(path): \(phrase)")
      }
      var explorer = ChartExplorer(analysis)
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

  @Test("Short alt text and JSON evidence")
  func outputs() throws {
    let analysis = try analysis("charts/share-price-candlestick.chart.json", kind: .chartSpec)
    #expect(
      AltTextContent(analysis).short
        == "Candlestick chart: Share price, March 2024. High $100.97 on 4 March 2024, low $92.41 "
        + "on 14 March 2024; 8 up, 7 down.")
    let json = try JSONRenderer.render(analysis, description: ChartDescription(analysis))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let kind = try #require(object["kind"] as? [String: Any])
    #expect(kind["name"] as? String == "candlestick")
    let candles = try #require(kind["candlestick"] as? [String: Any])
    #expect(candles["up"] as? Int == 8)
    #expect(candles["largestMove"] as? [Int] == [12])
    let trend = try #require(candles["closeTrend"] as? [String: Any])
    #expect(trend["shape"] as? String == "trough")
  }

  @Test("A rule and a bar that are not candles (a body outside its wick) are not read as one")
  func bodyOutsideWick() throws {
    let json = """
      {"data": {"values": [{"d": "A", "l": 1, "h": 2, "o": 3, "c": 4},
                           {"d": "B", "l": 1, "h": 5, "o": 2, "c": 3}]},
       "layer": [
        {"mark": "rule", "encoding": {"x": {"field": "d", "type": "nominal"},
          "y": {"field": "l", "type": "quantitative"}, "y2": {"field": "h"}}},
        {"mark": "bar", "encoding": {"x": {"field": "d", "type": "nominal"},
          "y": {"field": "o", "type": "quantitative"}, "y2": {"field": "c"}}}]}
      """
    let imported = try VegaLiteImporter.read(
      Data(json.utf8), baseDirectory: FileManager.default.temporaryDirectory)
    let analysis = ChartAnalysis(try AccessibleChart(imported.document))
    if case .candlestick = analysis.kind { Issue.record("read as a candlestick chart") }
  }
}
