import ChartA11y
import ChartImport
import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@Suite("Streamed JSON is the encoder's JSON, byte for byte")
struct JSONRendererStreamingTests {
  /// Every fixture chart that reads without CSV options: specs, Vega-Lite specs, and the SVG
  /// exports whose data can be recovered.
  static var fixturePaths: [String] {
    get throws {
      try Fixtures.validSpecNames.map { "charts/\($0).chart.json" }
        + Fixtures.names(in: "vega-lite", ending: ".vl.json").map { "vega-lite/\($0).vl.json" }
        + Fixtures.names(in: "svg", ending: ".svg").map { "svg/\($0).svg" }
        .filter { (try? ChartFixture.analysis($0)) != nil }
    }
  }

  /// The streamed text, in pieces of `pieceBytes`, joined; and how many pieces there were.
  static func streamed(_ analysis: ChartAnalysis, pieceBytes: Int) throws -> (String, Int) {
    let description = ChartDescriber.describe(analysis)
    var text = ""
    var pieces = 0
    try JSONRenderer.write(analysis, description: description, pieceBytes: pieceBytes) {
      text += $0
      pieces += 1
    }
    return (text, pieces)
  }

  @Test("Every fixture chart, in large and in tiny pieces", arguments: try fixturePaths)
  func fixture(path: String) throws {
    let analysis = try ChartFixture.analysis(path)
    let description = ChartDescriber.describe(analysis)
    let expected = try JSONRenderer.encodedWholeDocument(analysis, description: description)
    #expect(try JSONRenderer.render(analysis, description: description) == expected, "\(path)")
    let (tiny, pieces) = try Self.streamed(analysis, pieceBytes: 1)
    #expect(tiny == expected, "\(path)")
    #expect(pieces > 1)
  }

  /// Numbers of every magnitude and form `JSONEncoder` writes differently (`1e-07`, `1e+16`,
  /// `-0`, subnormals, the largest double), text with every C0 control, quotes, backslashes,
  /// slashes and non-ASCII, dates, missing values and a series of categories.
  @Test("Numbers, text and dates the encoder writes in unusual forms")
  func unusualValues() throws {
    var generator = SystemRandomNumberGenerator()
    var numbers: [Double] = [
      0, -0.0, 1, -1, 0.1, 1e-7, 1.5e-5, 1e15, 1e16, 1.2345e17, 1e21, 1e22, .leastNonzeroMagnitude,
      2.2250738585072014e-308, .greatestFiniteMagnitude, 9_007_199_254_740_994, 123.456, 1e-300,
    ]
    for _ in 0..<2_000 {
      let magnitude = Double.random(in: -318...307, using: &generator)
      numbers.append(
        (Bool.random(using: &generator) ? 1 : -1) * pow(10, magnitude)
          * Double.random(in: 1..<10, using: &generator))
      numbers.append(Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 100)
    }
    let controls = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
    let text = controls + #"\"/ \\ é 😀 \u{2028} \u{7F}"#
    var rows = numbers.enumerated().map { #"{"i": \#($0.offset), "v": \#($0.element)}"# }
    rows.append(#"{"i": \#(numbers.count), "v": null}"#)
    let categories = (0..<40).map { index in
      let name = try! String(
        decoding: JSONSerialization.data(
          withJSONObject: "\(text) \(index)", options: [.fragmentsAllowed]), as: UTF8.self)
      return #"{"c": \#(name), "n": \#(Double(index) * 0.37)}"#
    }
    let dates = (0..<400).map { index in
      let year = [1583, 1700, 1899, 1970, 2000, 2024, 9999][index % 7]
      let month = index % 12 + 1
      let day = index % 28 + 1
      return
        #"{"d": {"date": "\#(year)-\#(month < 10 ? "0" : "")\#(month)-\#(day < 10 ? "0" : "")\#(day)T0\#(index % 10):1\#(index % 10):5\#(index % 10)Z"}, "w": \#(index)}"#
    }
    for (marks, rows) in [
      (#"[{"type": "line", "x": {"field": "i"}, "y": {"field": "v"}}]"#, rows),
      (#"[{"type": "bar", "x": {"field": "c"}, "y": {"field": "n"}}]"#, categories),
      (#"[{"type": "point", "x": {"field": "d"}, "y": {"field": "w"}}]"#, dates),
    ] {
      let spec =
        #"{"version": 1, "title": "\#(#"\u0001 \" / é"#)", "data": {"values": [\#(rows.joined(separator: ","))]}, "marks": \#(marks)}"#
      let analysis = try ChartText.analysis(spec)
      let description = ChartDescriber.describe(analysis)
      let expected = try JSONRenderer.encodedWholeDocument(analysis, description: description)
      #expect(try JSONRenderer.render(analysis, description: description) == expected)
      #expect(try Self.streamed(analysis, pieceBytes: 100).0 == expected)
    }
  }
}
