import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Issue 14, items 1 and 2: a chart's value formats and scales are read as drawn.
@Suite("Formats and scales, as the chart draws them")
struct FormatsAndScalesTests {
  static func text(_ analysis: ChartAnalysis) -> String {
    PlainTextRenderer.render(
      ChartDescriber.describe(analysis, options: DescriptionOptions(level: .context)))
  }

  @Test(
    "A percent axis reads in the chart's style: values 3.6% to 8% (not its ticks' 4%) on an axis from 0%"
  )
  func percent() throws {
    let analysis = try ChartFixture.analysis("vega-lite/rate-percent-format.vl.json")
    let text = Self.text(analysis)
    // `.0%` writes 0.036 as "4%"; a summary keeps three significant digits (3.6 % rose to 4.4 %,
    // which "4% to 4%" would hide).
    #expect(
      text.contains(
        "Unemployment rate, numeric, spanning 0% to 8%; the values run from 3.6% to 8%."))
    #expect(text.contains("Month, temporal, from Jan 2009 to Dec 2009."))
    #expect(text.contains("Values: Jan 2009 3.6%; Feb 2009 4.1%;"))
    #expect(!text.contains("0.036"))
    var explorer = ChartExplorer(analysis)
    #expect(explorer.perform(.nextPoint).text.contains("4.1%"))
  }

  @Test("Currency keeps its dollar sign and groups; SI prefixes as d3 writes them")
  func currencyAndSI() throws {
    let revenue = Self.text(try ChartFixture.analysis("vega-lite/revenue-currency-format.vl.json"))
    #expect(
      revenue.contains(
        "Revenue, numeric, spanning $0 to $50,000; the values run from $1,235 to $45,211."))
    let population = Self.text(try ChartFixture.analysis("vega-lite/population-si-format.vl.json"))
    #expect(
      population.contains(
        "Population, numeric, spanning 0 to 35M; the values run from 522k to 32.2M."))
    let alt = AltTextContent(try ChartFixture.analysis("vega-lite/population-si-format.vl.json"))
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
    let imported = try ChartFixture.imported("vega-lite/unsupported-format.vl.json")
    let warnings = imported.diagnostics.filter { $0.severity == .warning }
    #expect(
      warnings.map(\.description) == [
        "$.encoding.y.axis.format: the format '.2q' is not applied (the type 'q' is not "
          + "supported); its values are read plainly"
      ])
    let text = Self.text(ChartAnalysis(try AccessibleChart(imported.document)))
    #expect(text.contains("Reading, numeric, spanning 0 to 5; the values run from 3.5 to 5."))
    let spec = try ChartFixture.imported("charts/ranked-reversed-sqrt.chart.json")
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
        try ChartText.analysis(
          """
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
    let log = Self.text(try ChartFixture.analysis("vega-lite/log-scale-counts.vl.json"))
    #expect(log.contains("Cases, numeric, from 1 to 1,000, on a logarithmic scale."))
    let ranked = Self.text(try ChartFixture.analysis("charts/ranked-reversed-sqrt.chart.json"))
    #expect(ranked.contains("Rank, numeric, from 1 to 5, reversed (largest to smallest)."))
    #expect(ranked.contains("Downloads, numeric, from 2.5k to 90k, on a square-root scale."))
  }

  /// Finding F20: zero and negative values on a log scale were described as on it ("from -5
  /// to 1,000, on a logarithmic scale"); Vega cannot place them (vl-convert 1.9.0 draws the
  /// axis "from −10 to NaN" and every point at the top).
  @Test("Values a log scale cannot place are counted and named, not described as drawn")
  func logUnplaceable() throws {
    var warnings: [String] = []
    func text(_ values: [Double], domain: String = "") throws -> String {
      let rows = values.enumerated().map { #"{"w": \#($0.offset + 1), "c": \#($0.element)}"# }
      let json = #"""
        {"data": {"values": [\#(rows.joined(separator: ", "))]}, "mark": "line",
         "encoding": {"x": {"field": "w", "type": "quantitative"},
                      "y": {"field": "c", "type": "quantitative",
                            "scale": {"type": "log"\#(domain)}}}}
        """#
      let imported = try ChartInputReader.read(
        Data(json.utf8), kind: .vegaLite, file: "t.vl.json",
        baseDirectory: URL(fileURLWithPath: "/"))
      warnings = imported.diagnostics.map(\.description)
      return Self.text(ChartAnalysis(try AccessibleChart(imported.document)))
    }
    #expect(
      try text([0, 10, -5, 1_000, 100]).contains(
        "c, numeric, from -5 to 1,000, on a logarithmic scale; 2 values, -5 and 0, cannot be "
          + "placed on a logarithmic scale (only values above 0 can), so the chart cannot show them at "
          + "their values."))
    #expect(
      try text([1, 0, 10]).contains(
        "; the value 0 cannot be placed on a logarithmic scale (only values above 0 can), so "
          + "the chart cannot show it at its value."))
    #expect(
      try text([-1, -2, -3, -4, 0, 0, 5]).contains(
        "; 6 values, from -4 to 0, cannot be placed"))
    #expect(
      warnings == [
        "$.encoding.y.scale: the 'y' scale is logarithmic, but 6 values of 'c' are 0 or "
          + "negative, which it cannot place; with them in its domain Vega draws no axis range "
          + "and every point at one edge"
      ])
    _ = try text([0, 10, 1_000], domain: #", "domain": [1, 1000]"#)
    #expect(
      warnings == [
        "$.encoding.y.scale: the 'y' scale is logarithmic, but 1 value of 'c' is 0 or "
          + "negative, which it cannot place"
      ])
    #expect(!(try text([1, 10, 100])).contains("cannot be placed"))
    #expect(warnings.isEmpty)
  }

  @Test("Values past a declared domain are counted and said")
  func clippedDomain() throws {
    let analysis = try ChartFixture.analysis("vega-lite/domain-clipped.vl.json")
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
    let analysis = try ChartFixture.analysis("vega-lite/log-scale-counts.vl.json")
    let pitch = try #require(ScoreComposer.compose(analysis).pitch)
    let notes = [1.0, 10, 100, 1_000].map {
      PitchMapping.midiNote(ofFrequency: pitch.frequency(of: $0))
    }
    let steps = zip(notes.dropFirst(), notes).map { $0 - $1 }
    for step in steps { #expect(abs(step - steps[0]) < 1e-9, "\(steps)") }
    #expect(steps[0] > 1)
  }

  @Test("On a reversed value axis the largest value is still the highest note")
  func reversedPitch() throws {
    let analysis = try ChartText.analysis(
      """
      {"version": 1, "data": {"values": [{"t": 1, "v": 1}, {"t": 2, "v": 5}]},
       "axes": {"y": {"scale": {"reverse": true}}},
       "marks": [{"type": "point", "x": {"field": "t", "label": "T"},
                  "y": {"field": "v", "label": "V"}}]}
      """)
    let pitch = try #require(ScoreComposer.compose(analysis).pitch)
    #expect(pitch.frequency(of: 5) > pitch.frequency(of: 1))
  }

  /// Finding F37: narrate said "Higher pitch is a higher value: the lowest note is 10" and
  /// then played 10 as the highest note, as the tones followed the drawing.
  @Test("On a reversed axis the narrated key, explore and the tones all follow the values")
  func reversedWordsAndTonesAgree() throws {
    let analysis = try ChartFixture.analysis("vega-lite/rank-reversed-line.vl.json")
    #expect(
      Self.text(analysis).contains(
        "Rank, numeric, spanning 0 to 30, reversed (largest to smallest); the values run from 10 to 30"
      ))
    let score = ScoreComposer.compose(analysis)
    // The line's glide rises with its values: 10, 20, 30 from low to high pitch.
    let glides = score.events.filter { $0.value != nil }
    let starts = glides.map(\.frequencyHz)
    #expect(starts.count >= 2 && zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 })
    // The detailed level demonstrates the mapping with its lowest and highest notes.
    let script = NarrationScript(analysis: analysis, score: score, verbosity: .detailed)
    var notes: [String: Double] = [:]
    var spoken = ""
    for segment in script.segments {
      switch segment {
      case .speech(let sentences): spoken = sentences.last ?? ""
      case .note(let tone): notes[spoken] = tone.frequencyHz
      case .tones, .pause: continue
      }
    }
    let lowest = try #require(notes["Higher pitch is a higher value: the lowest note is 10,"])
    let highest = try #require(notes["the highest is 30."])
    #expect(lowest < highest)
    var explorer = ChartExplorer(analysis)
    let low = explorer.perform(.lowestPoint)
    #expect(low.text.contains("10, the lowest"))
    guard case .point(let lowTone) = low.sound else {
      Issue.record("expected the lowest point's tone")
      return
    }
    let high = explorer.perform(.highestPoint)
    #expect(high.text.contains("30, the highest"))
    guard case .point(let highTone) = high.sound else {
      Issue.record("expected the highest point's tone")
      return
    }
    #expect(lowTone.frequencyHz < highTone.frequencyHz)
  }
}
