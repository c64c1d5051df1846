import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Issue 14: a Vega-Lite spec's `config` formats are read as Vega-Lite draws them.
///
/// Each expectation on what is drawn was checked by rendering the same spec with vl-convert
/// (Vega-Lite 6).
@Suite("Vega-Lite config formats, as the chart draws them")
struct VegaConfigFormatsTests {
  /// A small monthly chart of rates with `config` and the `y` channel given.
  static func read(config: String, y: String = #"{"field": "v", "type": "quantitative"}"#)
    throws -> (warnings: [String], analysis: ChartAnalysis)
  {
    let spec = """
      {"data": {"values": [{"d": "2020-01-01", "v": 0.1}, {"d": "2020-02-01", "v": 0.25},
                           {"d": "2020-03-01", "v": 0.3}]},
       "config": \(config),
       "mark": "line",
       "encoding": {"x": {"field": "d", "type": "temporal", "title": "Month"}, "y": \(y)}}
      """
    let imported = try ChartInputReader.read(
      Data(spec.utf8), kind: .vegaLite, file: "t.vl.json",
      baseDirectory: URL(fileURLWithPath: "/"))
    return (
      imported.diagnostics.filter { $0.severity == .warning }.map(\.description),
      ChartAnalysis(try AccessibleChart(imported.document))
    )
  }

  static func valueAxis(config: String, y: String = #"{"field": "v", "type": "quantitative"}"#)
    throws -> String
  {
    let text = FormatsAndScalesTests.text(try read(config: config, y: y).analysis)
    guard
      let range = text.range(
        of: #"v, numeric, from [^ ]* to [^ ]*\. "#, options: .regularExpression)
    else { return text }
    return String(text[range])
  }

  @Test("config.numberFormat formats a quantitative axis in every output")
  func numberFormatEverywhere() throws {
    let (warnings, analysis) = try Self.read(config: #"{"numberFormat": ".1%"}"#)
    #expect(warnings.isEmpty)
    let text = FormatsAndScalesTests.text(analysis)
    #expect(
      text.contains("v, numeric, spanning 0.0% to 30.0%; the values run from 10.0% to 30.0%."))
    #expect(!text.contains("0.25"))
    #expect(AltTextContent(analysis).long.contains("30.0%"))
    var explorer = ChartExplorer(analysis)
    // Values are written to their own digits in the format's style.
    #expect(explorer.perform(.nextPoint).text == "February 2020: 25%. 2 of 3.")
    let table = DataTableMarkdownRenderer.render(DataTableView(analysis))
    #expect(table.contains("| February 2020 | 25% |"))
    let score = ScoreComposer.compose(analysis)
    let spoken = NarrationScript(analysis: analysis, score: score, verbosity: .detailed).segments
      .flatMap { segment -> [String] in
        if case .speech(let sentences) = segment { return sentences }
        return []
      }.joined(separator: " ")
    #expect(spoken.contains("30.0%"))
    #expect(BrailleGraphRenderer.render(analysis).contains("10.0%"))
  }

  @Test(
    "Axis formats take the channel's, then axisYQuantitative, axisY, axisLeft, axis, then numberFormat"
  )
  func axisPrecedence() throws {
    // Each pair checked with vl-convert: the first config member named wins.
    #expect(
      try Self.valueAxis(
        config: #"{"axisY": {"format": "$.1f"}}"#,
        y: #"{"field": "v", "type": "quantitative", "axis": {"format": ".0%"}}"#
      ).contains("from 10% to 30%"))
    #expect(
      try Self.valueAxis(
        config: #"{"axisYQuantitative": {"format": ".0%"}, "axisY": {"format": "$.1f"}}"#
      )
      .contains("from 10% to 30%"))
    #expect(
      try Self.valueAxis(
        config: #"{"axisQuantitative": {"format": ".0%"}, "axisY": {"format": "$.1f"}}"#
      )
      .contains("from 10% to 30%"))
    #expect(
      try Self.valueAxis(config: #"{"axisLeft": {"format": ".0%"}, "axisY": {"format": "$.1f"}}"#)
        .contains("from $0.1 to $0.3"))
    #expect(
      try Self.valueAxis(config: #"{"axisLeft": {"format": ".0%"}, "axis": {"format": "$.1f"}}"#)
        .contains("from 10% to 30%"))
    #expect(
      try Self.valueAxis(config: #"{"axis": {"format": "$.2f"}, "numberFormat": ".0%"}"#)
        .contains("from $0.10 to $0.30"))
    // An axis on the right takes axisRight, not axisLeft.
    #expect(
      try Self.valueAxis(
        config: #"{"axisLeft": {"format": ".0%"}, "axisRight": {"format": "$.2f"}}"#,
        y: #"{"field": "v", "type": "quantitative", "axis": {"orient": "right"}}"#
      ).contains("from $0.10 to $0.30"))
  }

  @Test("config.timeFormat is for text marks; axes write their dates by their own rules")
  func timeFormatNotOnAxes() throws {
    let (warnings, analysis) = try Self.read(config: #"{"timeFormat": "%d %B %Y"}"#)
    #expect(warnings.isEmpty)
    let text = FormatsAndScalesTests.text(analysis)
    #expect(text.contains("Month, temporal, from January 2020 to March 2020."))
    // axisX's time format is the axis's.
    let axisX = FormatsAndScalesTests.text(
      try Self.read(config: #"{"axisX": {"format": "%d %B %Y"}}"#).analysis)
    #expect(axisX.contains("Month, temporal, from 01 January 2020 to 01 March 2020."))
  }

  @Test("Config that changes what is drawn but is not applied is named in a warning")
  func notAppliedWarnings() throws {
    let custom = try Self.read(
      config: #"{"customFormatTypes": true, "numberFormatType": "money", "numberFormat": "x"}"#)
    #expect(
      custom.warnings == [
        "$.config.numberFormatType: the custom format type 'money' is not supported; "
          + "config.numberFormat 'x' is not applied and its values are read plainly"
      ])
    #expect(
      FormatsAndScalesTests.text(custom.analysis).contains(
        "v, numeric, spanning 0 to 0.3; the values run from 0.1 to 0.3."))
    // Without customFormatTypes, Vega-Lite ignores numberFormatType and applies numberFormat.
    let ignored = try Self.read(config: #"{"numberFormatType": "money", "numberFormat": ".0%"}"#)
    #expect(ignored.warnings.isEmpty)
    #expect(FormatsAndScalesTests.text(ignored.analysis).contains("from 10% to 30%"))
    let others = try Self.read(
      config: #"""
        {"locale": {"number": {"decimal": ","}}, "normalizedNumberFormat": ".1f",
         "axisX": {"title": "Months", "labelExpr": "datum.label"}}
        """#)
    #expect(
      others.warnings == [
        "$.config.normalizedNumberFormat: config.normalizedNumberFormat is not applied; "
          + "normalized stacks are read as percentages of their total",
        "$.config.locale: config.locale is not applied; numbers and dates are written with "
          + "English separators and names",
        "$.config.axisX.title: Vega draws no axis title from config; its axes are read by "
          + "their fields' titles",
        "$.config.axisX.labelExpr: 'labelExpr' is not applied; axis values are read as the "
          + "data holds them",
      ])
    let formatType = try Self.read(config: #"{"axisY": {"format": ".1f", "formatType": "money"}}"#)
    #expect(
      formatType.warnings == [
        "$.config.axisY.formatType: the formatType 'money' is not supported; '.1f' is not "
          + "applied and its values are read plainly"
      ])
  }

  @Test("A config number format on a heatmap's colour legend formats the cells' values")
  func legendNumberFormat() throws {
    let spec = """
      {"data": {"values": [{"a": "x", "b": "p", "c": 1234.5}, {"a": "y", "b": "p", "c": 2345.25},
                           {"a": "x", "b": "q", "c": 3000}, {"a": "y", "b": "q", "c": 1500}]},
       "config": {"numberFormat": "$,.1f"},
       "mark": "rect",
       "encoding": {"x": {"field": "a", "type": "nominal"}, "y": {"field": "b", "type": "nominal"},
                    "color": {"field": "c", "type": "quantitative"}}}
      """
    let imported = try ChartInputReader.read(
      Data(spec.utf8), kind: .vegaLite, file: "t.vl.json",
      baseDirectory: URL(fileURLWithPath: "/"))
    let text = FormatsAndScalesTests.text(ChartAnalysis(try AccessibleChart(imported.document)))
    #expect(text.contains("$1,234.5"))
    #expect(text.contains("$3,000.0"))
  }

  @Test("The config fixture reads its months and dollars as drawn")
  func fixture() throws {
    let analysis = try ChartFixture.analysis("vega-lite/config-formats.vl.json")
    let text = FormatsAndScalesTests.text(analysis)
    #expect(text.contains("12 categories: Jan 2023, Feb 2023, Mar 2023"))
    #expect(
      text.contains(
        "Revenue, numeric, spanning $0 to $24,000; the values run from $12,346 to $23,481."))
  }
}
