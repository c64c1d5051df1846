import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("Chart kinds: normalized stacks and donuts")
struct NormalizedStackAndDonutTests {
  /// The energy-mix fixture's shares, by hand: each region's three values over its total
  /// (100, 120 and 100 TWh).
  static let energyShares: [String: [Double]] = [
    "Coal": [50, 20.0 / 120 * 100, 10], "Gas": [30, 50, 30], "Wind": [20, 40.0 / 120 * 100, 60],
  ]

  @Test("A normalized stack reads each value as its share of its position's total")
  func energyMixShares() throws {
    let analysis = try kindFixture("charts/energy-mix-normalized.chart.json")
    guard case .normalizedStack(let reading) = analysis.kind else {
      Issue.record("not read as a normalized stack")
      return
    }
    for series in analysis.chart.series {
      let expected = try #require(Self.energyShares[series.name])
      let values = series.observations.map(\.value)
      #expect(values.count == expected.count, "\(series.name)")
      for (value, share) in zip(values, expected) {
        #expect(abs(value - share) <= 1e-9, "\(series.name): \(value) vs \(share)")
      }
      #expect(series.valueLabel == "Share of Generation")
    }
    let axis = analysis.chart.dependentAxisDescriptor
    #expect(axis.unit == "%")
    #expect(axis.range == 10...60)
    #expect(reading.largest.map(\.seriesIndex) == [2])
    #expect(reading.largest.map(\.x) == [.category("West")])
    #expect(reading.smallest.map(\.seriesIndex) == [0])
    #expect(reading.leaders.map(\.seriesIndices) == [[0], [1], [2]])
    #expect(reading.leaderThroughout == nil)
    let text = PlainTextRenderer.render(ChartDescription(analysis))
    #expect(
      text.contains(
        "Each value is read as its share of the total for its Region, as the stack draws it: "
          + "every stack is 100 %. The largest share is 60 %, Wind for West; the smallest is "
          + "10 %, Coal for West. The largest share in each stack: Coal (50 %) for North; Gas "
          + "(50 %) for South; Wind (60 %) for West."))
    #expect(text.contains("Values: North 20 %; South 33.3 %; West 60 %."))
  }

  @Test("Shares tied at the smallest, often 0 %, are counted and grouped by series")
  func zeroShares() throws {
    // Counts by quarter and team; pandas' crosstab(df.q, df.team, normalize="index") has
    // four zeros: A in q3, B in q2, C in q1 and q2.
    let rows = [
      ("q1", "A"), ("q1", "B"), ("q1", "B"), ("q2", "A"), ("q3", "B"), ("q3", "C"), ("q4", "A"),
      ("q4", "B"), ("q4", "C"), ("q4", "C"),
    ].map { #"{"q": "\#($0.0)", "team": "\#($0.1)"}"# }
    let json = #"""
      {"data": {"values": [\#(rows.joined(separator: ", "))]}, "mark": "bar",
       "encoding": {"x": {"field": "q", "type": "nominal"},
                    "y": {"aggregate": "count", "type": "quantitative", "stack": "normalize"},
                    "color": {"field": "team", "type": "nominal"}}}
      """#
    let document = try ChartInputReader.read(
      Data(json.utf8), kind: .vegaLite, file: "t", baseDirectory: URL(fileURLWithPath: "/")
    ).document
    let text = PlainTextRenderer.render(
      ChartDescription(ChartAnalysis(try AccessibleChart(document))))
    #expect(
      text.contains(
        "The largest share is 100 %, A for q2; 4 shares are 0 %: A for q3; B for q2; C for q1 "
          + "and q2."), "\(text)")
  }

  @Test("A normalized Vega-Lite area chart never states its raw values or sums as the axis")
  func iowaInPercent() throws {
    let analysis = try kindFixture("vega-lite/iowa-electricity-normalized.vl.json")
    guard case .normalizedStack(let reading) = analysis.kind else {
      Issue.record("not read as a normalized stack")
      return
    }
    var totals: [DataValue: Double] = [:]
    for series in analysis.chart.series {
      for observation in series.observations {
        totals[observation.x, default: 0] += observation.value
      }
    }
    #expect(totals.count == 17)
    for (position, total) in totals { #expect(abs(total - 100) <= 1e-9, "\(position)") }
    let range = try #require(analysis.chart.dependentAxisDescriptor.range)
    #expect(range.lowerBound >= 0 && range.upperBound <= 100)
    #expect(reading.leaderThroughout == 0)
    #expect(reading.positionCount == 17)
    let description = ChartDescription(analysis)
    let text = PlainTextRenderer.render(description)
    #expect(!text.contains("42,750"))
    #expect(text.contains("Fossil Fuels has the largest share in every stack, 87 % in 2001"))
    let json = try JSONRenderer.render(analysis, description: description)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let kind = object?["kind"] as? [String: Any]
    #expect(kind?["name"] as? String == "normalizedStack")
    let stack = kind?["normalizedStack"] as? [String: Any]
    #expect(stack?["leaderThroughout"] as? String == "Fossil Fuels")
    #expect((stack?["leaders"] as? [Any])?.count == 17)
  }

  @Test("A normalized stack over months is read along them, from the first stack to the last")
  func overMonths() throws {
    let rows: [(String, String, Double)] = [
      ("January", "Rain", 6), ("January", "Sun", 2), ("February", "Rain", 5),
      ("February", "Sun", 5), ("March", "Rain", 1), ("March", "Sun", 3),
    ]
    let chart = Chart {
      for (month, weather, days) in rows {
        BarMark(x: .value("Month", month), y: .value("Days", days), stacking: .normalized)
          .foregroundStyle(by: .value("Weather", weather))
      }
    }
    let analysis = ChartAnalysis(try AccessibleChart(try chart.document))
    guard case .normalizedStack(let reading) = analysis.kind else {
      Issue.record("not read as a normalized stack")
      return
    }
    #expect(reading.categoryOrder == .months)
    #expect(analysis.series.allSatisfy { $0.trend != nil })
    let text = PlainTextRenderer.render(ChartDescription(analysis))
    #expect(text.contains("The Month categories follow the months of the year"))
    #expect(
      text.contains("The largest share passes from Rain (75 %) in January to Sun (75 %) in March."))
  }

  @Test("A standard stack keeps its values and its totals")
  func standardStackUnchanged() throws {
    let chart = Chart {
      for (region, source, value) in [("N", "A", 3.0), ("N", "B", 1.0), ("S", "A", 2.0)] {
        BarMark(x: .value("Region", region), y: .value("TWh", value))
          .foregroundStyle(by: .value("Source", source))
      }
    }
    let analysis = ChartAnalysis(try AccessibleChart(try chart.document))
    #expect(analysis.kind == nil)
    #expect(analysis.chart.series.flatMap(\.observations).map(\.value) == [3, 2, 1])
    #expect(analysis.stackedTotals?.maximum.value == 4)
  }

  @Test("Sectors with a hole are a donut chart, read as a pie", arguments: [0.0, 0.618])
  func donut(innerRadius: Double) throws {
    let chart = Chart {
      for (part, value) in [("Search", 4210.0), ("Direct", 2380.0), ("Email", 760.0)] {
        SectorMark(angle: .value("Visits", value), innerRadius: .ratio(innerRadius))
          .foregroundStyle(by: .value("Source", part))
      }
    }
    let analysis = ChartAnalysis(try AccessibleChart(try chart.document))
    guard case .pie(let pie) = analysis.kind else {
      Issue.record("not read as a pie")
      return
    }
    #expect(pie.isDonut == (innerRadius > 0))
    #expect(pie.slices.map(\.percent) == [57, 33, 10])
    let text = PlainTextRenderer.render(ChartDescription(analysis))
    #expect(text.hasPrefix(innerRadius > 0 ? "Donut chart" : "Pie chart"))
  }

  @Test("Vega-Lite's mark.innerRadius and a spec's innerRadius make a donut")
  func donutInputs() throws {
    let vega = try kindFixture("vega-lite/website-traffic-donut.vl.json")
    let text = PlainTextRenderer.render(ChartDescription(vega))
    #expect(text.hasPrefix("Donut chart: Website visits by source."))
    #expect(
      text.contains(
        "Search 4,210 (50 %); Direct 2,380 (28 %); Social 1,150 (13 %); Email 760 (9 %)"))
    let pie = try kindFixture("vega-lite/household-budget-pie.vl.json")
    #expect(PlainTextRenderer.render(ChartDescription(pie)).hasPrefix("Pie chart"))
    let spec = try ChartSpec.decode(
      from: Data(
        #"{"version": 1, "data": {"values": [{"a": "x", "v": 1}, {"a": "y", "v": 3}]}, "marks": [{"type": "sector", "angle": {"field": "v", "label": "V"}, "innerRadius": 0.5, "foregroundStyle": {"by": "a"}}]}"#
          .utf8))
    if case .mark(let mark) = spec.marks.first { #expect(mark.hasInnerRadius) }
  }
}
