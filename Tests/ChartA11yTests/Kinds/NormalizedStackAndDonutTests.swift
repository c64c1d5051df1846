import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Normalized stacks read as shares and donuts read as pies, on their values; the wording is
/// `NormalizedStackWordingTests`' and `PieWordingTests`'.
@Suite("Chart kinds: normalized stacks and donuts")
struct NormalizedStackAndDonutTests {
  /// The energy-mix fixture's shares, by hand: each region's three values over its total
  /// (100, 120 and 100 TWh).
  static let energyShares: [String: [Double]] = [
    "Coal": [50, 20.0 / 120 * 100, 10], "Gas": [30, 50, 30], "Wind": [20, 40.0 / 120 * 100, 60],
  ]

  @Test("A normalized stack reads each value as its share of its position's total")
  func energyMixShares() throws {
    let analysis = try ChartFixture.analysis("charts/energy-mix-normalized.chart.json")
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
    // Shares to within rounding: the chart holds values, the reading their shares.
    #expect(reading.largest.map { $0.percent.rounded() } == [60])
    #expect(reading.smallest.map { $0.percent.rounded() } == [10])
    #expect(reading.smallest.map(\.x) == [.category("West")])
    #expect(reading.leaders.map { $0.percent.rounded() } == [50, 50, 60])
    #expect(reading.leaders.map(\.x) == ["North", "South", "West"].map { .category($0) })
    #expect(reading.positionCount == 3)
  }

  /// The analysis of a normalized count of ten rows by quarter and team.
  static func zeroSharesChart() throws -> ChartAnalysis {
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
    return try ChartText.analysis(json, kind: .vegaLite)
  }

  @Test("Shares tied at the smallest, often 0 %, are all kept")
  func zeroShares() throws {
    let analysis = try Self.zeroSharesChart()
    guard case .normalizedStack(let reading) = analysis.kind else {
      Issue.record("not read as a normalized stack: \(String(describing: analysis.kind))")
      return
    }
    let names = analysis.chart.series.map(\.name)
    func named(_ share: NormalizedStackReading.Share) -> String {
      guard case .category(let position) = share.x else { return "not a category" }
      return names[share.seriesIndex] + " " + position
    }
    #expect(reading.largest.map { $0.percent.rounded() } == [100])
    #expect(reading.largest.map(named) == ["A q2"])
    #expect(reading.smallest.map(\.percent) == [0, 0, 0, 0])
    #expect(Set(reading.smallest.map(named)) == ["A q3", "B q2", "C q1", "C q2"])
  }

  @Test("A normalized Vega-Lite area chart never states its raw values or sums as the axis")
  func iowaInPercent() throws {
    let analysis = try ChartFixture.analysis("vega-lite/iowa-electricity-normalized.vl.json")
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
    #expect(analysis.chart.series[0].name == "Fossil Fuels")
    #expect(reading.leaders.first.map { $0.percent.rounded() } == 87)
    let description = ChartDescription(analysis)
    let json = try JSONRenderer.render(analysis, description: description)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let kind = object?["kind"] as? [String: Any]
    #expect(kind?["name"] as? String == "normalizedStack")
    let stack = kind?["normalizedStack"] as? [String: Any]
    #expect(stack?["leaderThroughout"] as? String == "Fossil Fuels")
    #expect((stack?["leaders"] as? [Any])?.count == 17)
  }

  /// A DSL normalized stack of rainy and sunny days over three months.
  static func monthsChart() throws -> ChartAnalysis {
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
    return ChartAnalysis(try AccessibleChart(try chart.document))
  }

  @Test("A normalized stack over months is read along them, from the first stack to the last")
  func overMonths() throws {
    let analysis = try Self.monthsChart()
    guard case .normalizedStack(let reading) = analysis.kind else {
      Issue.record("not read as a normalized stack")
      return
    }
    #expect(reading.categoryOrder == .months)
    #expect(analysis.series.allSatisfy { $0.trend != nil })
    // The largest share passes from Rain (75 %) in January to Sun (75 %) in March.
    #expect(
      reading.leaders.first?.seriesIndices == [0] && reading.leaders.last?.seriesIndices == [1])
    #expect(reading.leaders.first?.percent.rounded() == 75)
    #expect(reading.leaders.last?.percent.rounded() == 75)
    #expect(analysis.chart.series.map(\.name) == ["Rain", "Sun"])
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

  /// The analysis of a DSL sector chart of website visits by source.
  static func donutChart(innerRadius: Double) throws -> ChartAnalysis {
    let chart = Chart {
      for (part, value) in [("Search", 4210.0), ("Direct", 2380.0), ("Email", 760.0)] {
        SectorMark(angle: .value("Visits", value), innerRadius: .ratio(innerRadius))
          .foregroundStyle(by: .value("Source", part))
      }
    }
    return ChartAnalysis(try AccessibleChart(try chart.document))
  }

  @Test("Sectors with a hole are a donut chart, read as a pie", arguments: [0.0, 0.618])
  func donut(innerRadius: Double) throws {
    let analysis = try Self.donutChart(innerRadius: innerRadius)
    guard case .pie(let pie) = analysis.kind else {
      Issue.record("not read as a pie")
      return
    }
    #expect(pie.isDonut == (innerRadius > 0))
    #expect(pie.slices.map(\.percent) == [57, 33, 10])
  }

  @Test("Vega-Lite's mark.innerRadius and a spec's innerRadius make a donut")
  func donutInputs() throws {
    let vega = try ChartFixture.analysis("vega-lite/website-traffic-donut.vl.json")
    guard case .pie(let donut) = vega.kind else {
      Issue.record("not read as a pie: \(String(describing: vega.kind))")
      return
    }
    #expect(donut.isDonut)
    #expect(donut.slices.map(\.label) == ["Search", "Direct", "Social", "Email"])
    #expect(donut.slices.map(\.value) == [4_210, 2_380, 1_150, 760])
    #expect(donut.slices.map(\.percent) == [50, 28, 13, 9])
    let pie = try ChartFixture.analysis("vega-lite/household-budget-pie.vl.json")
    guard case .pie(let budget) = pie.kind else {
      Issue.record("not read as a pie: \(String(describing: pie.kind))")
      return
    }
    #expect(!budget.isDonut)
    let spec = try ChartSpec.decode(
      from: Data(
        #"{"version": 1, "data": {"values": [{"a": "x", "v": 1}, {"a": "y", "v": 3}]}, "marks": [{"type": "sector", "angle": {"field": "v", "label": "V"}, "innerRadius": 0.5, "foregroundStyle": {"by": "a"}}]}"#
          .utf8))
    if case .mark(let mark) = spec.marks.first { #expect(mark.hasInnerRadius) }
  }
}
