import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

/// What a chart draws but the description does not read is said in the description itself,
/// never only in a note on standard error; and what it reads is what is drawn.
@Suite("Partial readings and drawn values are said (findings F18, F27, F32, F34)")
struct PartialReadingTests {
  static func vegaLite(_ json: String) throws -> ChartAnalysis {
    try ChartText.analysis(json, kind: .vegaLite)
  }

  /// F18: Vega normalizes a stack by the sum of its values' sizes (vl-convert draws 2003's A,
  /// −2, as 33 % of the bar, B as 67 %) and draws nothing for 2001's two zeros.
  @Test("A normalized stack with a negative value and a zero stack reads as Vega draws it")
  func normalizedNegativeAndZero() throws {
    let analysis = try Self.vegaLite(
      #"""
      {"data": {"values": [{"y": "2001", "s": "A", "v": 0}, {"y": "2001", "s": "B", "v": 0},
        {"y": "2002", "s": "A", "v": 3}, {"y": "2002", "s": "B", "v": 1},
        {"y": "2003", "s": "A", "v": -2}, {"y": "2003", "s": "B", "v": 4}]},
       "mark": "bar", "encoding": {"x": {"field": "y", "type": "ordinal"},
        "y": {"field": "v", "type": "quantitative", "stack": "normalize"},
        "color": {"field": "s", "type": "nominal"}}}
      """#)
    let text = FormatsAndScalesTests.text(analysis)
    #expect(
      text.contains(
        "every stack drawn is 100 %; no stack is drawn for 2001, where every value is 0 or "
          + "missing."))
    // 2001's values are 0, not missing: their stack is not drawn (vl-convert draws paths of
    // height 0); A's −2 is drawn as 100 of 300 pixels, above the baseline, by its size.
    #expect(
      text.contains(
        "Values: 2001 0 (not drawn: its stack's total is 0); 2002 75 %; 2003 33.3 % (of -2, a "
          + "negative value, drawn by its size)."))
    #expect(
      text.contains("Values: 2001 0 (not drawn: its stack's total is 0); 2002 25 %; 2003 66.7 %."))
    #expect(!text.contains("2001 missing"))
    #expect(text.contains("spanning 0 % to 100 %"))
    #expect(!text.contains("-33.3"))
  }

  /// F34: the second panel's data (two rows against three) cannot be joined with the first's:
  /// it is said, in the description, the short alt text and the JSON.
  @Test("A view that is not read is said in the description, the alt text and the JSON")
  func unreadView() throws {
    let analysis = try Self.vegaLite(
      #"""
      {"title": "Two panels", "hconcat": [
        {"data": {"values": [{"m": 1, "Revenue": 10}, {"m": 2, "Revenue": 20}, {"m": 3, "Revenue": 30}]},
         "mark": "line", "encoding": {"x": {"field": "m", "type": "quantitative"},
                                      "y": {"field": "Revenue", "type": "quantitative"}}},
        {"data": {"values": [{"m": 1, "Costs": 300}, {"m": 2, "Costs": 200}]},
         "mark": "bar", "encoding": {"x": {"field": "m", "type": "ordinal"},
                                     "y": {"field": "Costs", "type": "quantitative"}}}]}
      """#)
    #expect(
      FormatsAndScalesTests.text(analysis).contains(
        "1 of the chart's 2 views is not described: bar marks of Costs (its data cannot be "
          + "joined with the first view's)."))
    #expect(AltTextContent(analysis).short.hasSuffix(" 1 of its 2 views is not described."))
    let json = try JSONRenderer.render(analysis, description: ChartDescription(analysis))
    #expect(json.contains(#""unreadViews""#))
  }

  /// F34: a layer left out (two rows against three) shares the y axis, which Vega draws over
  /// its values too (0 to 300 here): the axis's span is not said, only the values read.
  @Test("A layer left out leaves its shared axis's drawn span unsaid")
  func unreadLayer() throws {
    let analysis = try Self.vegaLite(
      #"""
      {"layer": [
        {"data": {"values": [{"m": 1, "v": 10}, {"m": 2, "v": 20}, {"m": 3, "v": 30}]},
         "mark": "line", "encoding": {"x": {"field": "m", "type": "quantitative"},
                                      "y": {"field": "v", "type": "quantitative"}}},
        {"data": {"values": [{"m": 1, "w": 300}, {"m": 2, "w": 200}]},
         "mark": "point", "encoding": {"x": {"field": "m", "type": "quantitative"},
                                       "y": {"field": "w", "type": "quantitative"}}}]}
      """#)
    let text = FormatsAndScalesTests.text(analysis)
    #expect(text.contains("The y axis is v, numeric; the values run from 10 to 30."))
    #expect(text.contains("1 of the chart's 2 views is not described: point marks of w"))
  }

  static let salesRows = #"""
    "data": {"values": [{"office": "New York", "sales": 3000}, {"office": "Denver", "sales": 930},
      {"office": "California", "sales": 4020}]},
    "marks": [{"type": "area", "x": {"field": "office", "label": "Office"},
               "y": {"field": "sales", "label": "Sales Volume"}},
    """#

  /// F32: a date or quoted number on a numeric axis was said as a number and sounded as none.
  @Test(
    "A reference line's constant of another kind than its numeric axis is refused",
    arguments: [#"{"date": "2024-01-01"}"#, #""1200""#])
  func referenceConstantKind(_ value: String) throws {
    let json =
      #"{"version": 1, "# + Self.salesRows
      + #"{"type": "rule", "y": {"value": \#(value), "label": "Target"}}]}"#
    #expect {
      _ = try ChartText.analysis(json)
    } throws: { error in
      guard let error = error as? ChartSpecError else { return false }
      return error.path?.description == "$.marks[1].y.value"
        && "\(error)".contains("a reference line on the numeric y axis needs a number")
    }
  }

  /// F32: the chart draws its axis out to a far-off rule, as the audio graph's pitch range
  /// follows it; the axis sentence says so instead of calling the values' range the axis's.
  @Test("A reference line beyond the values is said with the axis it stretches")
  func farReferenceLine() throws {
    let json =
      #"{"version": 1, "# + Self.salesRows
      + #"{"type": "rule", "y": {"value": 99999999, "label": "Sales"}}]}"#
    let text = FormatsAndScalesTests.text(try ChartText.analysis(json))
    #expect(
      text.contains(
        "The y axis is Sales Volume, numeric, drawn at least up to 100 million, to hold its "
          + "reference line; the values run from 930 to 4,020."))
  }

  /// F27: a matplotlib `bar(yerr=…)` and a seaborn `barplot` with its confidence interval:
  /// the intervals are not read, and the description says so.
  @Test(
    "Error bars on recovered bars that are not read are said in the description",
    arguments: [
      ("bar-yerr.matplotlib.svg", "not described: 2 separate strokes (such as error bars"),
      ("barplot-ci-seaborn.matplotlib.svg", "not described: 2 groups of marks of other kinds"),
    ])
  func unreadErrorBars(_ file: String, expected: String) throws {
    let recovered = try SVGChartRecovery.recover(from: SVGAltTextTests.svg(file))
    let text = FormatsAndScalesTests.text(ChartAnalysis(try AccessibleChart(recovered.document)))
    #expect(text.contains(expected), "\(text)")
  }
}
