import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

/// Every reading of every fixture writes dates by their unit and years as years (issue 14):
/// no ISO timestamp, and no year of an axis of years with a thousands separator.
@Suite("Dates and years as people read them, in every output of every fixture")
struct DisplayedDatesAndYearsTests {
  /// Every fixture the project owns that reads without options: chart specs, Vega-Lite
  /// specs and Vega SVG exports, as paths relative to `fixtures`.
  static var fixtures: [String] {
    get throws {
      try Fixtures.validSpecNames.map { "charts/\($0).chart.json" }
        + Fixtures.names(in: "vega-lite", ending: ".vl.json").map { "vega-lite/\($0).vl.json" }
        + Fixtures.names(in: "svg", ending: ".vl.svg").map { "svg/\($0).vl.svg" }
    }
  }

  /// A fixture's accessible view; `nil` for an SVG export whose marks carry no recoverable
  /// data (its own test checks that message).
  static func chart(at path: String) throws -> AccessibleChart? {
    let url = Fixtures.root.appendingPathComponent(path)
    let data = try Data(contentsOf: url)
    do {
      let imported = try ChartInputReader.read(
        data, kind: ChartInputKind.detect(name: url.lastPathComponent, data: data),
        file: url.lastPathComponent, baseDirectory: url.deletingLastPathComponent())
      return try AccessibleChart(imported.document)
    } catch let error as ChartA11yError where path.hasSuffix(".svg") {
      if case .noChartData = error.kind { return nil }
      throw error
    }
  }

  /// The texts a reader gets: the description at every level (plain and Markdown), alt
  /// text, the narration's speech, the score as text, and explore's introduction and the
  /// reading of every point of every series.
  static func readings(of path: String) throws -> [String] {
    guard let chart = try chart(at: path) else { return [] }
    let analysis = ChartAnalysis(chart)
    let description = ChartDescriber.describe(
      analysis, options: DescriptionOptions(level: .context))
    var texts = [
      PlainTextRenderer.render(description), MarkdownRenderer.render(description),
    ]
    let alt = AltTextContent(analysis)
    texts += [alt.short, alt.long]
    let score = ScoreComposer.compose(analysis)
    texts.append(ScoreTextRenderer.render(score, xAxis: analysis.chart.independentAxisDescriptor))
    for segment in NarrationScript(analysis: analysis, score: score, level: .context).segments {
      if case .speech(let sentences) = segment { texts += sentences }
    }
    var explorer = ChartExplorer(analysis)
    texts.append(explorer.introduction)
    for _ in analysis.chart.series {
      for _ in 0..<min(400, explorer.analysis.chart.series[explorer.seriesIndex].observations.count)
      {
        texts.append(explorer.perform(.nextPoint).text)
      }
      texts.append(explorer.perform(.describeSeries).text)
      texts.append(explorer.perform(.nextSeries).text)
    }
    texts.append(explorer.perform(.describeAxes).text)
    return texts
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
          let year = TemporalParser.calendar.component(.year, from: date)
          years.insert(year.formatted(.number.locale(Locale(identifier: "en_US"))))
        case .number, .date, .category:
          continue
        }
      }
    }
    return years.filter { $0.contains(",") }
  }

  @Test("No reading shows an ISO 8601 timestamp", arguments: try fixtures)
  func noTimestamps(path: String) throws {
    let pattern = try Regex(#"[0-9]{4}-[0-9]{2}-[0-9]{2}T"#)
    for text in try Self.readings(of: path) {
      #expect(text.firstMatch(of: pattern) == nil, "\(path): \(text.prefix(300))")
    }
  }

  @Test("No year of an axis of years is written with a separator", arguments: try fixtures)
  func noGroupedYears(path: String) throws {
    let grouped = try Self.groupedYears(of: path)
    guard !grouped.isEmpty else { return }
    let pattern = try Regex(#"[0-9][0-9.,]*[0-9]"#)
    for text in try Self.readings(of: path) {
      for match in text.matches(of: pattern) {
        let number = String(text[match.range])
        #expect(!grouped.contains(number), "\(path): \(number) in \(text.prefix(300))")
      }
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
