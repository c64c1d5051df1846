import ChartModel
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

/// The axis sentence says what the axis spans (a declared domain, as Vega draws it) and,
/// separately, what the values run over; the values' range is never called the axis's.
///
/// Every expected span is the one vl-convert 1.x draws, read from the SVG's axis
/// `aria-label` ("Y-axis titled 'v' for a linear scale with values from 0 to 10") for the
/// same Altair chart.
@Suite("A declared axis domain is said as drawn, apart from the values' range")
struct DeclaredDomainSentenceTests {
  /// Ten readings, 20 to 35, or 0 to 15 when `high`.
  static func spec(scale: String, mark: String = #""line""#, high: Bool = false) -> String {
    let values =
      high ? [1, 3, 6, 12, 15, 9, 4, 2, 1, 0] : [21, 23, 26, 32, 35, 29, 24, 22, 21, 20]
    let rows = values.enumerated().map { #"{"t": \#($0.offset), "v": \#($0.element)}"# }
    return #"""
      {"data": {"values": [\#(rows.joined(separator: ", "))]}, "mark": \#(mark),
       "encoding": {"x": {"field": "t", "type": "quantitative"},
                    "y": {"field": "v", "type": "quantitative", "scale": \#(scale)}}}
      """#
  }

  static func yAxis(_ json: String) throws -> String {
    let imported = try ChartInputReader.read(
      Data(json.utf8), kind: .vegaLite, file: "t.vl.json",
      baseDirectory: URL(fileURLWithPath: "/"))
    let text = FormatsAndScalesTests.text(ChartAnalysis(try AccessibleChart(imported.document)))
    let start = try #require(text.range(of: "The y axis is "))
    return String(text[start.upperBound...].prefix { $0 != "." })
  }

  @Test(
    "Wider, narrower (clipped or not), logarithmic and zero-stretched domains",
    arguments: zip(
      [
        (#"{"domain": [0, 100]}"#, #""line""#, false),
        (#"{"domain": [0, 10]}"#, #"{"type": "line", "clip": true}"#, true),
        (#"{"domain": [0, 10]}"#, #""line""#, true),
        (#"{"type": "log", "domain": [1, 10000]}"#, #""line""#, false),
        (#"{"domain": [15, 40], "zero": false}"#, #""line""#, false),
        (#"{"domain": [15, 40], "zero": true}"#, #""line""#, false),
        (#"{"domainMin": 10, "domainMax": 37}"#, #""line""#, false),
      ],
      [
        "v, numeric, spanning 0 to 100; the values run from 20 to 35",
        "v, numeric, spanning 0 to 10; the values run from 0 to 15; 2 values above the axis "
          + "maximum of 10 are cut off at its edge, not drawn",
        "v, numeric, spanning 0 to 10; the values run from 0 to 15; 2 values above the axis "
          + "maximum of 10 are drawn past its edge",
        "v, numeric, spanning 1 to 10,000, on a logarithmic scale; the values run from 20 to 35",
        "v, numeric, spanning 15 to 40; the values run from 20 to 35",
        // Vega stretches a declared domain to 0 when `zero: true` is written beside it.
        "v, numeric, spanning 0 to 40; the values run from 20 to 35",
        "v, numeric, spanning 10 to 37; the values run from 20 to 35",
      ]))
  func declared(_ chart: (scale: String, mark: String, high: Bool), expected: String) throws {
    let said = try Self.yAxis(Self.spec(scale: chart.scale, mark: chart.mark, high: chart.high))
    #expect(said == expected)
  }

  @Test("Without zero and nice, or with a domain the values fill, the axis reads its values")
  func undeclared() throws {
    #expect(
      try Self.yAxis(Self.spec(scale: #"{"zero": false, "nice": false}"#))
        == "v, numeric, from 20 to 35")
    #expect(
      try Self.yAxis(Self.spec(scale: #"{"domain": [20, 35]}"#)) == "v, numeric, from 20 to 35")
  }

  /// Without a declared domain Vega-Lite draws the axis from 0 and to round ends; each span
  /// below is the one vl-convert 1.9.0 draws for the same chart (the axis `aria-label`).
  @Test(
    "Without a declared domain, the axis is said as Vega draws it from 0 and to round ends",
    arguments: zip(
      [
        (#"{}"#, #""line""#),
        (#"{"zero": false}"#, #""line""#),
        (#"{"nice": false}"#, #""line""#),
        (#"{}"#, #""point""#),
        (#"{"type": "log"}"#, #""point""#),
        (#"{"nice": 5}"#, #""line""#),
      ],
      [
        "v, numeric, spanning 0 to 35; the values run from 20 to 35",
        "v, numeric, spanning 20 to 36; the values run from 20 to 35",
        "v, numeric, spanning 0 to 35; the values run from 20 to 35",
        "v, numeric, spanning 0 to 35; the values run from 20 to 35",
        "v, numeric, spanning 10 to 100, on a logarithmic scale; the values run from 20 to 35",
        // A tick count of its own: only the start at 0 is sure.
        "v, numeric, starting at 0; the values run from 20 to 35",
      ]))
  func drawnByDefault(_ chart: (scale: String, mark: String), expected: String) throws {
    #expect(try Self.yAxis(Self.spec(scale: chart.scale, mark: chart.mark)) == expected)
  }

  @Test("Negative values: the axis ends at 0; a bar on a numeric x says only its values there")
  func negativeAndPadded() throws {
    let negative = Self.spec(scale: "{}").replacingOccurrences(of: #""v": "#, with: #""v": -"#)
    #expect(
      try Self.yAxis(negative) == "v, numeric, spanning -35 to 0; the values run from -35 to -20")
    // vl-convert draws this x axis from -1 to 10: a bar's padding in pixels, not said.
    let imported = try ChartInputReader.read(
      Data(Self.spec(scale: "{}", mark: #""bar""#).utf8), kind: .vegaLite, file: "t.vl.json",
      baseDirectory: URL(fileURLWithPath: "/"))
    let text = FormatsAndScalesTests.text(ChartAnalysis(try AccessibleChart(imported.document)))
    #expect(text.contains("The x axis is t, numeric; the values run from 0 to 9."))
  }
}
