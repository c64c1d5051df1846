import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

/// Issue 14, items 1 and 2: a chart's value formats and scales are read as drawn.
@Suite("Formats and scales, as the chart draws them")
struct FormatsAndScalesTests {
  static func imported(_ path: String) throws -> ImportedChart {
    let url = Fixtures.root.appendingPathComponent(path)
    let data = try Data(contentsOf: url)
    return try ChartInputReader.read(
      data, kind: ChartInputKind.detect(name: url.lastPathComponent, data: data),
      file: url.lastPathComponent, baseDirectory: url.deletingLastPathComponent())
  }

  static func analysis(_ path: String) throws -> ChartAnalysis {
    ChartAnalysis(try AccessibleChart(try imported(path).document))
  }

  static func analysis(json: String) throws -> ChartAnalysis {
    let data = Data(json.utf8)
    let imported = try ChartInputReader.read(
      data, kind: .chartSpec, file: "inline.chart.json",
      baseDirectory: URL(fileURLWithPath: "/"))
    return ChartAnalysis(try AccessibleChart(imported.document))
  }

  static func text(_ analysis: ChartAnalysis) -> String {
    PlainTextRenderer.render(
      ChartDescriber.describe(analysis, options: DescriptionOptions(level: .context)))
  }

  @Test("A percent axis reads as the chart's ticks: 4% to 8%, values to their digits")
  func percent() throws {
    let analysis = try Self.analysis("vega-lite/rate-percent-format.vl.json")
    let text = Self.text(analysis)
    #expect(text.contains("Unemployment rate, numeric, from 4% to 8%."))
    #expect(text.contains("Month, temporal, from Jan 2009 to Dec 2009."))
    #expect(text.contains("Values: Jan 2009 3.6%; Feb 2009 4.1%;"))
    #expect(!text.contains("0.036"))
    var explorer = ChartExplorer(analysis)
    #expect(explorer.perform(.nextPoint).text.contains("4.1%"))
  }

  @Test("Currency keeps its dollar sign and groups; SI prefixes as d3 writes them")
  func currencyAndSI() throws {
    let revenue = Self.text(try Self.analysis("vega-lite/revenue-currency-format.vl.json"))
    #expect(revenue.contains("Revenue, numeric, from $1,235 to $45,211."))
    let population = Self.text(try Self.analysis("vega-lite/population-si-format.vl.json"))
    #expect(population.contains("Population, numeric, from 522k to 32.2M."))
    let alt = AltTextContent(try Self.analysis("vega-lite/population-si-format.vl.json"))
    #expect(alt.short.contains("32.2M"))
  }

  @Test("Formatted numbers are spoken as words")
  func spoken() {
    #expect(SpokenEnglish.plain("from 4% to 8%") == "from 4 percent to 8 percent")
    #expect(
      SpokenEnglish.plain("ranges from $1,235 to $45,211.")
        == "ranges from 1,235 dollars to 45,211 dollars.")
    #expect(SpokenEnglish.plain("from 522k to 32.2M") == "from 522 thousand to 32.2 million")
    #expect(SpokenEnglish.plain("falls to -$5 and $1") == "falls to minus 5 dollars and 1 dollar")
    #expect(SpokenEnglish.plain("$3.2M") == "3.2 million dollars")
    #expect(SpokenEnglish.plain("is $1,235, then") == "is 1,235 dollars, then")
    // Not formats: units and words stay as they are.
    #expect(SpokenEnglish.plain("5m of rope, 4 km, MP3") == "5m of rope, 4 km, MP3")
  }

  @Test("An unsupported format is named in one warning and the values are read plainly")
  func unsupported() throws {
    let imported = try Self.imported("vega-lite/unsupported-format.vl.json")
    let warnings = imported.diagnostics.filter { $0.severity == .warning }
    #expect(
      warnings.map(\.description) == [
        "$.encoding.y.axis.format: the format '.2q' is not applied (the type 'q' is not "
          + "supported); its values are read plainly"
      ])
    let text = Self.text(ChartAnalysis(try AccessibleChart(imported.document)))
    #expect(text.contains("Reading, numeric, from 3.5 to 5."))
    let spec = try Self.imported("charts/ranked-reversed-sqrt.chart.json")
    #expect(spec.diagnostics.isEmpty)
    let bad = """
      {"version": 1, "data": {"values": [{"t": 1, "v": 2}]},
       "axes": {"y": {"format": "%Q%"}},
       "marks": [{"type": "point", "x": {"field": "t", "label": "T"},
                  "y": {"field": "v", "label": "V"}}]}
      """
    let read = try ChartInputReader.read(
      Data(bad.utf8), kind: .chartSpec, file: "bad.chart.json",
      baseDirectory: URL(fileURLWithPath: "/"))
    #expect(
      read.diagnostics.map(\.description) == [
        "$.axes.y.format: the format '%Q%' is not applied (it is not a d3 number format); "
          + "its values are read plainly"
      ])
  }

  @Test("A time format on discrete date categories names them as the chart's axis does")
  func timeFormatOnDiscreteAxis() throws {
    func read(_ x: String, mark: String = "bar") throws -> (warnings: [String], text: String) {
      let spec = """
        {"data": {"values": [{"d": "2020-01-15", "v": 1}, {"d": "2020-02-15", "v": 3},
                             {"d": "2021-01-15", "v": 2}]},
         "mark": "\(mark)", "encoding": {"x": \(x), "y": {"field": "v", "type": "quantitative"}}}
        """
      let imported = try ChartInputReader.read(
        Data(spec.utf8), kind: .vegaLite, file: "t.vl.json",
        baseDirectory: URL(fileURLWithPath: "/"))
      return (
        imported.diagnostics.filter { $0.severity == .warning }.map(\.description),
        Self.text(ChartAnalysis(try AccessibleChart(imported.document)))
      )
    }
    // An ordinal time unit with a time format: the categories are written by the format, as
    // Vega-Lite draws them (checked with vl-convert: "Jan 2020", "Feb 2020", "Jan 2021").
    let ordinal = try read(
      #"{"field": "d", "timeUnit": "yearmonth", "type": "ordinal", "axis": {"format": "%b %Y"}}"#)
    #expect(ordinal.warnings.isEmpty)
    #expect(ordinal.text.contains("3 categories: Jan 2020, Feb 2020, Jan 2021."))
    // Dates without a time unit, said to be a time format; on a heatmap-free line too.
    let typed = try read(
      #"{"field": "d", "type": "ordinal", "axis": {"format": "%d %B %Y", "formatType": "time"}}"#,
      mark: "line")
    #expect(typed.warnings.isEmpty)
    #expect(typed.text.contains("15 January 2020, 15 February 2020, 15 January 2021"))
    // A format that cannot tell the categories apart ("Jan" twice) is not used: their unit is.
    let unclear = try read(
      #"{"field": "d", "timeUnit": "yearmonth", "type": "ordinal", "axis": {"format": "%b"}}"#)
    #expect(unclear.text.contains("January 2020, February 2020, January 2021"))
    // On a temporal axis the same format is applied as before.
    let temporal = try read(
      #"{"field": "d", "timeUnit": "yearmonth", "type": "temporal", "axis": {"format": "%b %Y"}}"#)
    #expect(temporal.warnings.isEmpty)
    #expect(temporal.text.contains("from Jan 2020 to Jan 2021"))
  }

  @Test("A time format that writes months as numbers, or cannot tell dates apart, is not used")
  func unclearTimeFormats() throws {
    func chart(_ format: String) throws -> String {
      let rows = (0..<24).map { month in
        "{\"m\": {\"date\": \"\(2020 + month / 12)-\(String(format: "%02d", month % 12 + 1))-01\"}, \"v\": \(month)}"
      }.joined(separator: ",")
      return Self.text(
        try Self.analysis(
          json: """
            {"version": 1, "data": {"values": [\(rows)]},
             "axes": {"x": {"format": "\(format)"}},
             "marks": [{"type": "line", "x": {"field": "m", "label": "Month", "unit": "month"},
                        "y": {"field": "v", "label": "V"}}]}
            """))
    }
    #expect(try chart("%B %Y").contains("from January 2020 to December 2021"))
    // "%b" writes "Jan" twice in two years; "%m/%Y" writes the month as a number.
    #expect(try chart("%b").contains("from January 2020 to December 2021"))
    #expect(try chart("%m/%Y").contains("from January 2020 to December 2021"))
    #expect(try chart("%Y").contains("from January 2020 to December 2021"))
  }

  @Test("Log, square-root and reversed scales are said in the overview")
  func scalesSaid() throws {
    let log = Self.text(try Self.analysis("vega-lite/log-scale-counts.vl.json"))
    #expect(log.contains("Cases, numeric, from 1 to 1,000, on a logarithmic scale."))
    let ranked = Self.text(try Self.analysis("charts/ranked-reversed-sqrt.chart.json"))
    #expect(ranked.contains("Rank, numeric, from 1 to 5, reversed (largest to smallest)."))
    #expect(ranked.contains("Downloads, numeric, from 2.5k to 90k, on a square-root scale."))
  }

  @Test("Values past a declared domain are counted and said")
  func clippedDomain() throws {
    let analysis = try Self.analysis("vega-lite/domain-clipped.vl.json")
    #expect(
      Self.text(analysis).contains(
        "Score, numeric, spanning 0 to 100; the values run from 40 to 130; 3 values above the "
          + "axis maximum of 100 are drawn at its edge."))
    let score = ScoreComposer.compose(analysis)
    let notes = score.events.filter { $0.value != nil }
    let top = try #require(score.pitch).frequency(of: 100)
    for event in notes where (event.value ?? 0) >= 100 {
      #expect(abs(event.frequencyHz - top) < 1e-9, "\(event.value ?? 0) sounds at the edge")
    }
  }

  @Test("On a log axis, 1, 10, 100 and 1,000 are evenly spaced notes")
  func logPitch() throws {
    let analysis = try Self.analysis("vega-lite/log-scale-counts.vl.json")
    let pitch = try #require(ScoreComposer.compose(analysis).pitch)
    let notes = [1.0, 10, 100, 1_000].map {
      PitchMapping.midiNote(ofFrequency: pitch.frequency(of: $0))
    }
    let steps = zip(notes.dropFirst(), notes).map { $0 - $1 }
    for step in steps { #expect(abs(step - steps[0]) < 1e-9, "\(steps)") }
    #expect(steps[0] > 1)
  }

  @Test("On a reversed value axis the largest value is the lowest note")
  func reversedPitch() throws {
    let analysis = try Self.analysis(
      json: """
        {"version": 1, "data": {"values": [{"t": 1, "v": 1}, {"t": 2, "v": 5}]},
         "axes": {"y": {"scale": {"reverse": true}}},
         "marks": [{"type": "point", "x": {"field": "t", "label": "T"},
                    "y": {"field": "v", "label": "V"}}]}
        """)
    let pitch = try #require(ScoreComposer.compose(analysis).pitch)
    #expect(pitch.frequency(of: 5) < pitch.frequency(of: 1))
  }
}
