import ChartA11y
import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@Suite("Seed charts written in the DSL")
struct SeedChartEquivalenceTests {
  @Test("The accessible view equals the JSON fixture's", arguments: SeedCharts.names)
  func accessibleChart(name: String) throws {
    let chart = try SeedCharts.chart(named: name)
    let fromDSL = try AccessibleChart(chart.document)
    let fromJSON = try AccessibleChart(ChartFixture.document(spec: name))
    #expect(fromDSL == fromJSON)
  }

  @Test("The plain-text description matches the fixture's golden file", arguments: SeedCharts.names)
  func plainText(name: String) throws {
    let chart = try SeedCharts.chart(named: name)
    // As `describe` writes it by default: the standard level.
    let description = ChartDescriber.describe(
      ChartAnalysis(try AccessibleChart(chart.document)),
      options: DescriptionOptions(verbosity: .standard))
    expectGolden(PlainTextRenderer.render(description), at: "golden/\(name).describe.txt")
  }

  @Test("The Markdown description matches the fixture's golden file", arguments: SeedCharts.names)
  func markdown(name: String) throws {
    let chart = try SeedCharts.chart(named: name)
    // As `describe` writes it by default: the standard level.
    let description = ChartDescriber.describe(
      ChartAnalysis(try AccessibleChart(chart.document)),
      options: DescriptionOptions(verbosity: .standard))
    expectGolden(MarkdownRenderer.render(description), at: "golden/\(name).describe.md")
  }
}
