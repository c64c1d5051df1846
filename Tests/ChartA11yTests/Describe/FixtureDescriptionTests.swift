import ChartA11y
import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@Suite("Descriptions of the fixture charts")
struct FixtureDescriptionTests {
  /// The options `describe` uses by default: the standard level.
  static let standard = DescriptionOptions(verbosity: .standard)

  @Test("Plain text matches the golden file", arguments: try Fixtures.validSpecNames)
  func plainText(name: String) throws {
    let description = ChartDescriber.describe(
      try ChartFixture.analysis(spec: name), options: Self.standard)
    expectGolden(PlainTextRenderer.render(description), at: "golden/\(name).describe.txt")
  }

  @Test("The detailed level matches the golden file", arguments: try Fixtures.validSpecNames)
  func detailed(name: String) throws {
    let description = ChartDescriber.describe(
      try ChartFixture.analysis(spec: name), options: DescriptionOptions(verbosity: .detailed))
    expectGolden(
      PlainTextRenderer.render(description), at: "golden/detailed/\(name).describe.txt")
  }

  @Test("The brief level is one sentence", arguments: try Fixtures.validSpecNames)
  func brief(name: String) throws {
    let description = ChartDescriber.describe(
      try ChartFixture.analysis(spec: name), options: DescriptionOptions(verbosity: .brief))
    #expect(description.sentences.count == 1)
    expectGolden(PlainTextRenderer.render(description), at: "golden/brief/\(name).describe.txt")
  }

  @Test("Markdown matches the golden file", arguments: try Fixtures.validSpecNames)
  func markdown(name: String) throws {
    let description = ChartDescriber.describe(
      try ChartFixture.analysis(spec: name), options: Self.standard)
    expectGolden(MarkdownRenderer.render(description), at: "golden/\(name).describe.md")
  }

  @Test("Level 1 says only construction", arguments: try Fixtures.validSpecNames)
  func levelOne(name: String) throws {
    let description = ChartDescriber.describe(
      try ChartFixture.analysis(spec: name), options: DescriptionOptions(level: .construction))
    let levels = Set(description.sentences.map(\.level))
    #expect(levels.isSubset(of: [.construction, .context]))
    #expect(!description.sentences.isEmpty)
  }

  @Test(
    "JSON output parses and tags every sentence with a level",
    arguments: try Fixtures.validSpecNames)
  func json(name: String) throws {
    let analysis = try ChartFixture.analysis(spec: name)
    let description = ChartDescriber.describe(analysis)
    let text = try JSONRenderer.render(analysis, description: description)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let sentences = try #require(object["sentences"] as? [[String: Any]])
    #expect(sentences.count == description.sentences.count)
    #expect(sentences.allSatisfy { ($0["level"] as? Int).map { (1...4).contains($0) } ?? false })
    let series = try #require(object["series"] as? [[String: Any]])
    #expect(series.count == analysis.series.count)
  }

  @Test("Series beyond the detailed ones are named, with the verb agreeing in number")
  func otherSeries() throws {
    let analysis = try ChartFixture.analysis(spec: "us-baby-names-ridgeline")
    let sentence = { (detailed: Int) -> String? in
      ChartDescriber.describe(
        analysis, options: DescriptionOptions(level: .statistics, maximumDetailedSeries: detailed)
      ).sentences.map(\.text).first { $0.contains("more series") }
    }
    #expect(sentence(9) == "1 more series is not detailed: Sophia.")
    #expect(sentence(8) == "2 more series are not detailed: Isabella, Sophia.")
    #expect(sentence(10) == nil)
  }
}
