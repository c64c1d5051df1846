import ChartModel
import Testing

@Suite("Chart-level modifiers")
struct ChartModifierTests {
  static let chart = Chart {
    LineMark(x: .value("Year", 2001), y: .value("Births", 12))
  }

  @Test("Title, summary, axis titles and units fill the spec's settings")
  func texts() throws {
    let spec = try Self.chart
      .chartTitle("Births")
      .chartSummary("Births rose.")
      .chartXAxisLabel("Year")
      .chartYAxisLabel("Births", unit: "births")
      .spec
    #expect(spec.title == "Births")
    #expect(spec.summary == "Births rose.")
    #expect(spec.axes.x == AxisSpec(title: "Year"))
    #expect(spec.axes.y == AxisSpec(title: "Births", unit: "births"))
    let units = try Self.chart.chartXAxisUnit("years").chartYAxisUnit("USD").spec.axes
    #expect(units.x.unit == "years")
    #expect(units.y == AxisSpec(unit: "USD"))
  }

  @Test(
    "Axis and legend visibility map to hidden",
    arguments: zip(Visibility.allCases, [nil, false, true] as [Bool?]))
  func visibility(visibility: Visibility, hidden: Bool?) throws {
    let spec = try Self.chart.chartXAxis(visibility).chartYAxis(visibility).chartLegend(visibility)
      .spec
    #expect(spec.axes.x.hidden == hidden)
    #expect(spec.axes.y.hidden == hidden)
    #expect(spec.legend.hidden == hidden)
  }

  @Test("Scale domains and padding are recorded")
  func scales() throws {
    let spec = try Self.chart
      .chartYScale(domain: 0...0.2)
      .chartXScale(range: .plotDimension(startPadding: 60))
      .chartXScale(domain: 2000...2010, range: .plotDimension(endPadding: 5))
      .spec
    #expect(spec.axes.y.domain == [.number(0), .number(0.2)])
    #expect(spec.axes.x.domain == [.number(2000), .number(2010)])
    #expect(spec.axes.x.padding == OffsetPadding(start: nil, end: 5))
    let padded = try Self.chart.chartYScale(domain: 1...2, range: .plotDimension(startPadding: 3))
      .spec.axes.y
    #expect(padded.padding == OffsetPadding(start: 3, end: nil))
    #expect(padded.domain == [.number(1), .number(2)])
  }

  @Test("The foreground style scale records the domain and colour names")
  func styleScale() throws {
    let gradient = try Self.chart.chartForegroundStyleScale(
      range: Gradient(colors: [.blue, .teal])
    )
    .spec.foregroundStyleScale
    #expect(gradient == ForegroundStyleScaleSpec(domain: nil, range: ["blue", "teal"]))
    let both = try Self.chart.chartForegroundStyleScale(
      domain: ["Day", "Night"], range: [Color.orange, .indigo]
    )
    .spec.foregroundStyleScale
    #expect(
      both == ForegroundStyleScaleSpec(domain: ["Day", "Night"], range: ["orange", "indigo"]))
    let ordered = try Self.chart.chartForegroundStyleScale(domain: [2, 1])
      .chartForegroundStyleScale(range: [Material.thinMaterial]).spec.foregroundStyleScale
    #expect(ordered == ForegroundStyleScaleSpec(domain: ["2", "1"], range: ["thinMaterial"]))
    let mixed = try Self.chart.chartForegroundStyleScale(
      domain: ["A"], range: Gradient(colors: [.red])
    )
    .spec.foregroundStyleScale
    #expect(mixed == ForegroundStyleScaleSpec(domain: ["A"], range: ["red"]))
  }
}
