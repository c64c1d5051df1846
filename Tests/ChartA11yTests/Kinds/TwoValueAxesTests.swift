import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

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
    let analysis = try kindFixture(Self.revenue)
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
    let text = PlainTextRenderer.render(ChartDescription(analysis))
    #expect(text.hasPrefix("Bar and line chart with two y axes: Revenue and profit margin, 2024."))
    #expect(
      text.contains(
        "The left y axis is Revenue (USD), numeric, from $120,000 to $180,000; it shows Revenue. "
          + "The right y axis is Profit margin (%), numeric, from -4.5 % to 9.6 %."))
    #expect(
      text.contains("Profit margin ranges from -4.5 % in January 2024 to 9.6 % in August 2024"))
    #expect(
      text.contains("Revenue ranges from $120,000 in January 2024 to $180,000 in August 2024"))
  }

  @Test("No value is compared, ranked or ranged across the two axes")
  func noComparison() throws {
    for path in [Self.seattle, Self.revenue] {
      let analysis = try kindFixture(path)
      let text = PlainTextRenderer.render(ChartDescription(analysis))
      for phrase in ["By mean", "reaches the highest value", "lowest maximum", "Comparison"] {
        #expect(!text.contains(phrase), "\(path): \(phrase)")
      }
      #expect(text.contains("values on the two axes are not compared"), "\(path)")
      #expect(analysis.stackedTotals == nil)
    }
  }

  @Test("Series past the detailed ones are not summed up across the two axes")
  func manySeries() throws {
    let analysis = try kindFixture(Self.revenue)
    var options = DescriptionOptions()
    options.maximumDetailedSeries = 1
    let text = PlainTextRenderer.render(ChartDescription(analysis, options: options))
    #expect(text.contains("1 more series is not detailed: Profit margin."), "\(text)")
    for phrase in ["last values range", "highest peak", "median"] {
      #expect(!text.contains(phrase), "\(phrase): \(text)")
    }
  }

  @Test("The Vega-Lite twin-axis chart: each axis its layer's title and its own range")
  func seattle() throws {
    let analysis = try kindFixture(Self.seattle)
    let chart = analysis.chart
    let temperature = try #require(chart.series.first)
    let rain = try #require(chart.series.last)
    #expect(rain.axisPosition == .trailing)
    #expect(chart.yAxis.title == "Mean high temperature (°C)")
    #expect(chart.yAxis.range == Self.extent(temperature))
    #expect(chart.trailingYAxis?.title == "Mean precipitation (mm)")
    #expect(chart.trailingYAxis?.range == Self.extent(rain))
    let text = PlainTextRenderer.render(ChartDescription(analysis))
    #expect(text.hasPrefix("Line chart with two y axes: "))
    #expect(
      text.contains(
        "The right y axis is Mean precipitation (mm), numeric, spanning 0 to 5.5; the values run "
          + "from 0.389 to 5.354."))
  }

  @Test("JSON names each series' axis and each axis' facts")
  func json() throws {
    let analysis = try kindFixture(Self.revenue)
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

  @Test("Each series' pitch spans its own axis; narration says so")
  func sound() throws {
    let analysis = try kindFixture(Self.revenue)
    let score = ScoreComposer.compose(analysis)
    let options = SonificationOptions()
    for (index, series) in analysis.chart.series.enumerated() {
      let axis = analysis.chart.valueAxis(of: series)
      let pitch = try #require(score.pitch(ofSeries: index))
      #expect(pitch.values == axis.range, "\(series.name)")
      #expect(abs(pitch.frequency(of: pitch.values.lowerBound) - options.minimumFrequencyHz) < 1e-6)
      #expect(abs(pitch.frequency(of: pitch.values.upperBound) - options.maximumFrequencyHz) < 1e-6)
    }
    let spoken = NarrationScript(analysis: analysis, score: score, level: .construction).segments
      .flatMap { segment -> [String] in
        if case .speech(let sentences) = segment { return sentences }
        return []
      }.joined(separator: " ")
    #expect(spoken.contains("each series on its own y axis"), "\(spoken)")
    #expect(spoken.contains("on the right y axis, lowest note -4.5 %, highest 9.6 %"), "\(spoken)")
    #expect(
      spoken.contains("on the left y axis, lowest note $120,000, highest $180,000"), "\(spoken)")
  }

  @Test("Explore names the axis of each series and reads its values on it")
  func explore() throws {
    let analysis = try kindFixture(Self.revenue)
    var explorer = ChartExplorer(analysis)
    #expect(explorer.perform(.describeAxes).text.contains("Right y axis: Profit margin (%)"))
    #expect(explorer.perform(.kindSummary).text.contains("not compared"))
    let next = explorer.perform(.nextSeries).text
    #expect(next.contains("on the right y axis"), "\(next)")
    #expect(explorer.perform(.allSeriesHere).text.contains("Revenue $"))
  }

  @Test("The data table's columns name their axis")
  func table() throws {
    let table = DataTableView(try kindFixture(Self.revenue))
    #expect(table.columnTitles == ["Revenue (left y axis)", "Profit margin (right y axis, %)"])
    #expect(table.rows.first?.cells == ["$120,000", "-4.5 %"])
  }
}
