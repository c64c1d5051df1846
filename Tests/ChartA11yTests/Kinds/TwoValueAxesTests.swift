import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

/// Charts with two value axes read on their values: each axis its own series' range, each
/// series' pitch its own axis; the wording is `TwoValueAxesWordingTests`'.
@Suite("Chart kinds: two y axes")
struct TwoValueAxesTests {
  static let seattle = "vega-lite/seattle-temperature-precipitation-two-axes.vl.json"
  static let revenue = "charts/revenue-margin-two-axes.chart.json"

  /// The smallest and largest value of a series.
  static func extent(_ series: DataSeries) -> ClosedRange<Double>? {
    let values = series.observations.map(\.value).filter(\.isFinite)
    guard let low = values.min(), let high = values.max() else { return nil }
    return low...high
  }

  @Test("Each axis spans its own series only, and the kind names both marks")
  func axesAndKind() throws {
    let analysis = try ChartFixture.analysis(Self.revenue)
    guard case .twoValueAxes(let reading) = analysis.kind else {
      Issue.record("not read as two y axes: \(String(describing: analysis.kind))")
      return
    }
    let chart = analysis.chart
    #expect(chart.series.map(\.axisPosition) == [.leading, .trailing])
    #expect(chart.yAxis.range == 120_000...180_000)
    #expect(chart.trailingYAxis?.range == -4.5...9.6)
    #expect(chart.trailingYAxis?.unit == "%")
    #expect(reading.markKinds == [.bar, .line])
    #expect(reading.leading.seriesIndices == [0] && reading.trailing.seriesIndices == [1])
    #expect(reading.leading.axis.range == 120_000...180_000)
    #expect(reading.trailing.axis.range == -4.5...9.6)
    #expect(chart.series.map { Self.extent($0) } == [120_000...180_000, -4.5...9.6])
  }

  @Test("No stacked total is summed across the two axes")
  func noComparison() throws {
    for path in [Self.seattle, Self.revenue] {
      let analysis = try ChartFixture.analysis(path)
      guard case .twoValueAxes = analysis.kind else {
        Issue.record("\(path) is not read as two y axes: \(String(describing: analysis.kind))")
        continue
      }
      #expect(analysis.stackedTotals == nil, "\(path)")
    }
  }

  @Test("The Vega-Lite twin-axis chart: each axis its layer's title and its own range")
  func seattle() throws {
    let analysis = try ChartFixture.analysis(Self.seattle)
    let chart = analysis.chart
    let temperature = try #require(chart.series.first)
    let rain = try #require(chart.series.last)
    #expect(rain.axisPosition == .trailing)
    #expect(chart.yAxis.title == "Mean high temperature (°C)")
    #expect(chart.yAxis.range == Self.extent(temperature))
    #expect(chart.trailingYAxis?.title == "Mean precipitation (mm)")
    #expect(chart.trailingYAxis?.range == Self.extent(rain))
    let rainRange = try #require(chart.trailingYAxis?.range)
    #expect(
      abs(rainRange.lowerBound - 0.389) < 0.0005 && abs(rainRange.upperBound - 5.354) < 0.0005)
    guard case .twoValueAxes(let reading) = analysis.kind else {
      Issue.record("not read as two y axes: \(String(describing: analysis.kind))")
      return
    }
    #expect(reading.trailing.seriesIndices == [chart.series.count - 1])
  }

  @Test("JSON names each series' axis and each axis' facts")
  func json() throws {
    let analysis = try ChartFixture.analysis(Self.revenue)
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(JSONRenderer.render(analysis, description: ChartDescription(analysis)).utf8))
        as? [String: Any])
    let series = try #require(json["series"] as? [[String: Any]])
    #expect(series.map { $0["valueAxis"] as? String } == ["leading", "trailing"])
    let trailing = try #require(json["trailingYAxis"] as? [String: Any])
    #expect(trailing["title"] as? String == "Profit margin")
    #expect(trailing["range"] as? [Double] == [-4.5, 9.6])
    let kind = try #require(json["kind"] as? [String: Any])
    #expect(kind["name"] as? String == "twoValueAxes")
    let reading = try #require(kind["twoValueAxes"] as? [String: Any])
    #expect(reading["comparedAcrossAxes"] as? Bool == false)
    let axes = try #require(reading["axes"] as? [[String: Any]])
    #expect(axes.map { $0["side"] as? String } == ["left", "right"])
    #expect(axes.map { $0["range"] as? [Double] } == [[120_000, 180_000], [-4.5, 9.6]])
    #expect(axes.map { $0["series"] as? [String] } == [["Revenue"], ["Profit margin"]])
  }

  @Test("Each series' pitch spans its own axis")
  func sound() throws {
    let analysis = try ChartFixture.analysis(Self.revenue)
    let score = ScoreComposer.compose(analysis)
    let options = SonificationOptions()
    for (index, series) in analysis.chart.series.enumerated() {
      let axis = analysis.chart.valueAxis(of: series)
      let pitch = try #require(score.pitch(ofSeries: index))
      #expect(pitch.values == axis.range, "\(series.name)")
      #expect(abs(pitch.frequency(of: pitch.values.lowerBound) - options.minimumFrequencyHz) < 1e-6)
      #expect(abs(pitch.frequency(of: pitch.values.upperBound) - options.maximumFrequencyHz) < 1e-6)
    }
  }
}
