import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Candlestick charts, recognised from a rule (low to high) and a bar (open to close) at the
/// same dates; the wording is `CandlestickWordingTests`'.
///
/// The fixtures' prices (fixtures/charts/share-price-candlestick.chart.json and its
/// Vega-Lite twin) were checked by hand against pandas; scripts/kinds_e_corpus.py checks
/// seeded charts against pandas and pymannkendall.
@Suite("Candlestick reading")
struct CandlestickReadingTests {
  static let fixtures: [(String, ChartInputKind)] = [
    ("charts/share-price-candlestick.chart.json", .chartSpec),
    ("vega-lite/share-price-candlestick-layer.vl.json", .vegaLite),
  ]

  @Test("Open and close stay apart; extremes, up and down days and the largest move")
  func reading() throws {
    for (path, kind) in Self.fixtures {
      let analysis = try ChartFixture.analysis(path, kind: kind)
      guard case .candlestick(let reading) = try #require(analysis.kind, "\(path)") else {
        Issue.record("\(path) is not read as a candlestick chart")
        continue
      }
      #expect(reading.candles.count == 15)
      // 5 March 2024 falls: open 100.39, close 99.2 (stored ascending, told apart by label).
      let falling = reading.candles[1]
      #expect(falling.open == 100.39 && falling.close == 99.2)
      #expect(falling.high == 100.44 && falling.low == 98.13)
      #expect(abs(falling.move - -1.19) <= 1e-9)
      #expect(reading.upCount == 8 && reading.downCount == 7 && reading.unchangedCount == 0)
      #expect(reading.highest == [0] && reading.lowest == [8] && reading.largestMove == [12])
      // The largest move is a rise.
      #expect(reading.candles[12].move > 0)
      // Weekdays only: no weekend is a gap.
      #expect(analysis.series.allSatisfy { $0.missingRuns.isEmpty }, "\(path)")
      #expect(analysis.series.contains { $0.isWeekdaysOnly }, "\(path)")
      #expect(reading.closeTrend != nil, "\(path)")
    }
  }

  @Test("JSON evidence: up days, the largest move and the close's shape")
  func outputs() throws {
    let analysis = try ChartFixture.analysis(
      "charts/share-price-candlestick.chart.json", kind: .chartSpec)
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
    let analysis = try ChartText.analysis(json, kind: .vegaLite)
    if case .candlestick = analysis.kind { Issue.record("read as a candlestick chart") }
  }
}
