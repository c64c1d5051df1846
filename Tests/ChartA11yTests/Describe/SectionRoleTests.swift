import ChartTestSupport
import Testing

@testable import ChartA11y

/// Outputs choose sections by role, not by their English heading: a series named
/// "Comparison" is a series.
@Suite("Description sections by role")
struct SectionRoleTests {
  /// The monthly-activity chart with its first series, Research, renamed "Comparison".
  static func analysis() throws -> ChartAnalysis {
    var analysis = try ChartFixture.analysis(spec: "monthly-activity")
    analysis.chart.series[0].name = "Comparison"
    analysis.series[0].series.name = "Comparison"
    return analysis
  }

  @Test("each section has its role, and the heading the phrasebook gives it")
  func roles() throws {
    let description = ChartDescription(try Self.analysis())
    #expect(
      description.sections.map(\.role) == [
        .overview, .series("Comparison"), .series("Design"), .series("Development"), .comparison,
      ])
    #expect(
      description.sections.map(\.heading) == [
        nil, "Comparison", "Design", "Development", "Comparison",
      ])
  }

  @Test("explore's chart overview leaves out a series named Comparison")
  func explore() throws {
    var explorer = ChartExplorer(try Self.analysis())
    let text = explorer.perform(.describeChart).text
    #expect(text.hasPrefix("Bar and line chart: Monthly hours by activity"))
    #expect(
      text.hasSuffix("Comparison in February 2024, Design in May 2024, Development in June 2024."))
    #expect(!text.contains("has 6 months"))
  }

  @Test("narration ends with the comparison, not a series named Comparison")
  func narration() throws {
    let analysis = try Self.analysis()
    let script = NarrationScript(
      analysis: analysis, score: ScoreComposer.compose(analysis), verbosity: .detailed)
    guard case .speech(let sentences) = script.segments.last else {
      Issue.record("the script ends with \(String(describing: script.segments.last))")
      return
    }
    let comparison = try #require(
      sentences.firstIndex { $0.hasPrefix("Development reaches the highest value, 60 hours") })
    #expect(!sentences[comparison...].contains { $0.contains("has 6 months") })
  }
}
