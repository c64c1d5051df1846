import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Candlestick forms fixed for issue 13 (kinds-6b): candles coloured by direction, ties for
/// the largest move, prices in cents, the kind's names for its series, and trading days whose
/// weekends are not sounded as gaps.
///
/// The wording is `CandlestickWordingTests`'.
///
/// The prices are written out below; scripts/kinds_g_corpus.py checks seeded Altair charts of
/// each form against pandas and pymannkendall.
@Suite("Candlestick forms")
struct CandlestickFormsTests {
  /// Eight trading days, 4–13 March 2024 (a weekend inside, a span under two weeks): 4 March
  /// rises 1.5, 6 March falls 1.5 (a tie for the largest move), the high 101.97 on 5 March.
  static let rows = """
    {"date": "2024-03-04", "open": 100.00, "high": 101.62, "low": 99.71, "close": 101.50},
    {"date": "2024-03-05", "open": 101.50, "high": 101.97, "low": 100.88, "close": 101.25},
    {"date": "2024-03-06", "open": 101.25, "high": 101.31, "low": 99.55, "close": 99.75},
    {"date": "2024-03-07", "open": 99.75, "high": 100.41, "low": 99.12, "close": 100.07},
    {"date": "2024-03-08", "open": 100.07, "high": 100.93, "low": 99.86, "close": 100.66},
    {"date": "2024-03-11", "open": 100.66, "high": 100.71, "low": 99.63, "close": 99.94},
    {"date": "2024-03-12", "open": 99.94, "high": 100.52, "low": 99.47, "close": 100.35},
    {"date": "2024-03-13", "open": 100.35, "high": 100.88, "low": 99.98, "close": 100.12}
    """

  /// The analysis of Altair's candlestick layers over ``rows``; with `colour`, coloured by a
  /// direction computed from open < close (four series: up and down wicks and bodies).
  static func analysis(colour: Bool) throws -> ChartAnalysis {
    let transform =
      colour
      ? "\"transform\": [{\"calculate\": \"datum.open < datum.close ? 'up' : 'down'\", "
        + "\"as\": \"direction\"}],"
      : ""
    let color = colour ? ", \"color\": {\"field\": \"direction\", \"type\": \"nominal\"}" : ""
    let json = """
      {"data": {"values": [\(Self.rows)]}, \(transform)
       "encoding": {"x": {"field": "date", "type": "temporal", "title": "Date"}\(color)},
       "layer": [
        {"mark": "rule", "encoding": {"y": {"field": "low", "type": "quantitative",
          "title": "Price", "scale": {"zero": false}}, "y2": {"field": "high"}}},
        {"mark": "bar", "encoding": {"y": {"field": "open", "type": "quantitative",
          "title": "Price"}, "y2": {"field": "close"}}}]}
      """
    return try ChartText.analysis(json, kind: .vegaLite)
  }

  @Test("Candles coloured up and down are one candlestick chart", arguments: [false, true])
  func colourSplit(colour: Bool) throws {
    let analysis = try Self.analysis(colour: colour)
    guard case .candlestick(let reading) = try #require(analysis.kind) else {
      Issue.record("not read as a candlestick chart: \(String(describing: analysis.kind))")
      return
    }
    #expect(reading.candles.count == 8)
    #expect(reading.upCount == 4 && reading.downCount == 4)
    #expect(reading.candles[2].open == 101.25 && reading.candles[2].close == 99.75)
    #expect(analysis.chart.series.map(\.name) == ["Low to high", "Open to close"])
  }

  @Test("Every day tied for the largest move is kept: a rise of 1.5 and a fall of 1.5")
  func tiedMoves() throws {
    let analysis = try Self.analysis(colour: false)
    guard case .candlestick(let reading) = try #require(analysis.kind) else {
      Issue.record("not read as a candlestick chart: \(String(describing: analysis.kind))")
      return
    }
    #expect(reading.largestMove == [0, 2])
    #expect(reading.largestMove.map { reading.candles[$0].move } == [1.5, -1.5])
  }

  @Test("Prices keep their cents: the highest high 101.97 and the lowest low 99.12")
  func cents() throws {
    let analysis = try Self.analysis(colour: true)
    guard case .candlestick(let reading) = try #require(analysis.kind) else {
      Issue.record("not read as a candlestick chart: \(String(describing: analysis.kind))")
      return
    }
    #expect(reading.highest.map { reading.candles[$0].high } == [101.97])
    #expect(reading.highest.map { reading.candles[$0].x } == [reading.candles[1].x])
    #expect(reading.lowest.map { reading.candles[$0].low } == [99.12])
    #expect(reading.lowest.map { reading.candles[$0].x } == [reading.candles[3].x])
  }

  @Test("The score names the series as the kind reads them")
  func names() throws {
    let analysis = try Self.analysis(colour: true)
    #expect(ScoreComposer.compose(analysis).seriesNames == ["Low to high", "Open to close"])
  }

  @Test("Trading days over a short span: no weekend is a gap, in words or in sound")
  func noWeekendGaps() throws {
    for colour in [false, true] {
      let analysis = try Self.analysis(colour: colour)
      #expect(analysis.series.allSatisfy { $0.missingRuns.isEmpty })
      let score = ScoreComposer.compose(analysis)
      #expect(!score.events.contains { $0.kind == .gap }, "colour \(colour)")
    }
  }
}

extension CandlestickFormsTests {
  @Test("Rules and bars over nominal categories, coloured by them, are not candles")
  func colouredByCategory() throws {
    // Two categories, each with a rule (1 to 9) and a rising bar (3 to 6) at its own x.
    let json = """
      {"data": {"values": [{"d": "A", "l": 1, "h": 9, "o": 3, "c": 6},
                           {"d": "B", "l": 1, "h": 9, "o": 3, "c": 6}]},
       "encoding": {"x": {"field": "d", "type": "nominal"},
                    "color": {"field": "d", "type": "nominal"}},
       "layer": [
        {"mark": "rule", "encoding": {"y": {"field": "l", "type": "quantitative"},
          "y2": {"field": "h"}}},
        {"mark": "bar", "encoding": {"y": {"field": "o", "type": "quantitative"},
          "y2": {"field": "c"}}}]}
      """
    let analysis = try ChartText.analysis(json, kind: .vegaLite)
    if case .candlestick = analysis.kind { Issue.record("read as a candlestick chart") }
    // The colour repeats x: one series of rules and one of bars.
    #expect(analysis.chart.series.count == 2)
  }
}
