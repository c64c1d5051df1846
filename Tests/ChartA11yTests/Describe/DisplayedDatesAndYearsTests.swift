import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Every reading of every fixture writes dates by their unit and years as years (issue 14):
/// no ISO timestamp, and no year of an axis of years with a thousands separator.
@Suite("Dates and years as people read them, in every output of every fixture")
struct DisplayedDatesAndYearsTests {
  /// Every fixture the project owns that reads without options: chart specs, Vega-Lite
  /// specs and Vega SVG exports, as paths relative to `fixtures`; and the Vega-Lite corpus
  /// when `CHART_DESCRIBE_CORPUS` names it (``Fixtures/corpusChartPaths``).
  static var fixtures: [String] {
    get throws {
      try Fixtures.validSpecNames.map { "charts/\($0).chart.json" }
        + Fixtures.names(in: "vega-lite", ending: ".vl.json").map { "vega-lite/\($0).vl.json" }
        + Fixtures.names(in: "svg", ending: ".vl.svg").map { "svg/\($0).vl.svg" }
        + Fixtures.corpusChartPaths
    }
  }

  /// The fixtures ``datesAndYears(path:)`` checks: every one in the full tier; in the fast
  /// tier those with dates or an axis of years (the only ones that can show either problem)
  /// and four others drawn by ``TestTier``.
  static var checkedFixtures: [String] {
    get throws {
      let all = try fixtures
      var dated: Set<String> = []
      for path in all where try hasDatesOrYears(path) { dated.insert(path) }
      return try Fixtures.nonEmpty(
        TestTier.sample(all, count: 4) { dated.contains($0) }, "fixtures to read")
    }
  }

  /// Whether a fixture has a date value or an axis of years.
  static func hasDatesOrYears(_ path: String) throws -> Bool {
    guard let chart = try chart(at: path) else { return false }
    if chart.independentAxisDescriptor.holdsYears { return true }
    return chart.series.contains { series in
      series.observations.contains { observation in
        if case .date = observation.x { return true }
        return false
      }
    }
  }

  /// How many points of each series explore steps through: 400 in the full tier, 60 in the
  /// fast one (the same formatting at every point; the walk's length cost most of the time).
  static let explorePoints = TestTier.isFull ? 400 : 60

  /// A fixture's accessible view; `nil` for an SVG export whose marks carry no recoverable
  /// data (its own test checks that message).
  static func chart(at path: String) throws -> AccessibleChart? {
    do {
      return try ChartFixture.chart(path)
    } catch let error as ChartImportError where path.hasSuffix(".svg") {
      if case .noChartData = error.kind { return nil }
      throw error
    }
  }

  /// Every output a reader or a program gets of a fixture (issue 14's Done-when: "in any
  /// output"): the description at every level (plain, Markdown, braille graphs and the JSON
  /// document), the data table (Markdown, CSV, HTML), alt text, the score as text, the
  /// narration's display sentences and the SSML handed to eSpeak NG (English and a German
  /// voice), explore's introduction and the answer to every action at every point, and the
  /// audit's findings in every report format (text, JSON, SARIF, JUnit, GitHub).
  static func readings(of path: String) throws -> [String] {
    guard let chart = try chart(at: path) else { return [] }
    let analysis = ChartAnalysis(chart)
    var texts: [String] = []
    let options =
      DescriptionLevel.allCases.map { DescriptionOptions(level: $0) }
      + Verbosity.allCases.map { DescriptionOptions(verbosity: $0) }
    for options in options {
      let description = ChartDescriber.describe(analysis, options: options)
      texts += [
        PlainTextRenderer.render(description), MarkdownRenderer.render(description),
        try JSONRenderer.render(analysis, description: description),
      ]
    }
    texts.append(BrailleGraphRenderer.render(analysis))
    let table = DataTableView(analysis)
    texts += [
      DataTableMarkdownRenderer.render(table), DataTableCSVRenderer.render(table),
      DataTableHTMLRenderer.render(table),
    ]
    let alt = AltTextContent(analysis)
    texts += [alt.short, alt.long]
    let score = ScoreComposer.compose(analysis)
    texts.append(ScoreTextRenderer.render(score, xAxis: analysis.chart.independentAxisDescriptor))
    for verbosity in Verbosity.allCases {
      for segment in NarrationScript(analysis: analysis, score: score, verbosity: verbosity)
        .segments
      {
        guard case .speech(let sentences) = segment else { continue }
        texts += sentences
        texts.append(SpeechMarkup.document(sentences))
        texts.append(
          SpeechMarkup.document(sentences, language: SpeechLanguage(voice: "de", installed: nil)))
      }
    }
    var explorer = ChartExplorer(analysis, showsBraille: true)
    texts.append(explorer.introduction)
    func record(_ response: ExploreResponse) {
      texts.append(response.text)
      if let braille = response.braille { texts.append(braille) }
    }
    for _ in analysis.chart.series {
      for _
        in 0..<min(
          explorePoints, explorer.analysis.chart.series[explorer.seriesIndex].observations.count)
      {
        record(explorer.perform(.nextPoint))
        record(explorer.perform(.allSeriesHere))
      }
      record(explorer.perform(.describeSeries))
      record(explorer.perform(.nextSeries))
    }
    for action in ExploreAction.allCases { record(explorer.perform(action)) }
    texts += try auditReports(of: path)
    return texts
  }

  /// The audit of a fixture in every report format.
  static func auditReports(of path: String) throws -> [String] {
    let findings = Auditor().auditFile(at: Fixtures.url(path))
    let report = AuditReport(files: [AuditReport.File(path: path, findings: findings)])
    return [
      TextAuditReporter.render(report), try JSONAuditReporter.render(report),
      try SARIFAuditReporter.render(report, toolVersion: "0"), JUnitAuditReporter.render(report),
      GitHubAuditReporter.render(report),
    ] + findings.map(\.message)
  }

  /// The years of a chart's axes of years, as a reader would wrongly see them grouped:
  /// "1,730" for 1730.
  static func groupedYears(of path: String) throws -> Set<String> {
    guard let chart = try chart(at: path) else { return [] }
    let axis = chart.independentAxisDescriptor
    var years = Set<String>()
    for series in chart.series {
      for observation in series.observations {
        switch observation.x {
        case .number(let number) where axis.holdsYears:
          years.insert(number.formatted(.number.locale(Locale(identifier: "en_US"))))
        case .date(let date) where axis.writtenDateUnit == .year:
          let year = GregorianDateTime(date).year
          years.insert(year.formatted(.number.locale(Locale(identifier: "en_US"))))
        case .number, .date, .category:
          continue
        }
      }
    }
    return years.filter { $0.contains(",") }
  }

  /// A reading's ISO timestamps and grouped years; empty when it is clean.
  static func problems(in text: String, groupedYears: Set<String>) throws -> [String] {
    var found = text.matches(of: try Regex(#"[0-9]{4}-[0-9]{2}-[0-9]{2}T"#)).map { _ in
      "an ISO timestamp"
    }
    if !groupedYears.isEmpty {
      for match in text.matches(of: try Regex(#"[0-9][0-9.,]*[0-9]"#))
      where groupedYears.contains(String(text[match.range])) {
        found.append("the year \(text[match.range])")
      }
    }
    return found
  }

  @Test(
    "No output shows an ISO 8601 timestamp or a year of an axis of years with a separator",
    arguments: try checkedFixtures)
  func datesAndYears(path: String) throws {
    let grouped = try Self.groupedYears(of: path)
    for text in try Self.readings(of: path) {
      let problems = try Self.problems(in: text, groupedYears: grouped)
      #expect(problems.isEmpty, "\(path): \(problems) in \(text.prefix(300))")
    }
  }

  @Test("The fixture of years on a numeric axis reads its years plainly")
  func yearsOnNumericAxis() throws {
    let text = try Self.readings(of: "vega-lite/years-numeric-axis.vl.json").joined()
    #expect(text.contains("from 1565 to 1820"))
    #expect(!text.contains("1,565"))
    #expect(
      try Self.groupedYears(of: "vega-lite/years-numeric-axis.vl.json") == [
        "1,565", "1,580", "1,595", "1,610", "1,625", "1,640", "1,655", "1,670", "1,685", "1,700",
        "1,715", "1,730", "1,745", "1,760", "1,775", "1,790", "1,805", "1,820",
      ])
  }
}
