import Foundation
import Testing

@testable import ChartModel

@Suite("Inline rows scanner")
struct InlineRowsScannerTests {
  private static func document(values: String, data extra: String = "") -> String {
    #"{"version": 1, "data": {"values": \#(values)\#(extra)}, "marks": [{"type": "point", "x": "a"}]}"#
  }

  static let readable = [
    #"[{"a": 1, "b": "x"}, {"a": -0.5e3, "b": null}]"#,
    #"[ { "a" : 1900 , "b" : "é\u00e9\ud83d\ude00\n\"\\\/" } ]"#,
    #"[{"a": {"date": "2024-01-05"}}, {}]"#,
    #"[]"#,
    #"[{"a": 0, "b": 12345678901234567890, "c": 1E-7, "d": ""}]"#,
  ]

  @Test("Rows it reads equal what JSONDecoder decodes", arguments: readable)
  func sameRows(values: String) throws {
    let data = Data(Self.document(values: values).utf8)
    let scanned = try #require(InlineRowsScanner.rows(in: data))
    let decoded = try JSONDecoder().decode(ChartSpec.self, from: data)
    #expect(decoded.data == .values(scanned))
    #expect(try ChartSpec.decode(from: data) == decoded)
  }

  static let unreadable = [
    #"[{"a": true}]"#,
    #"[{"a": 1, "a": 2}]"#,
    #"[{"a": 01}]"#,
    #"[{"a": 1e400}]"#,
    #"[{"a": {"date": "x", "b": 1}}]"#,
    #"[{"a": "\ud800"}]"#,
    #"[1]"#,
    #"[{"a": 1},]"#,
    #"null"#,
  ]

  @Test("It leaves to JSONDecoder what it cannot read with certainty", arguments: unreadable)
  func fallsBack(values: String) {
    #expect(InlineRowsScanner.rows(in: Data(Self.document(values: values).utf8)) == nil)
  }

  @Test("Errors keep their JSON paths")
  func errorPaths() {
    let data = Data(Self.document(values: #"[{"a": 1}, {"a": true}]"#).utf8)
    #expect(throws: ChartSpecError.self) { try ChartSpec.decode(from: data) }
    do {
      _ = try ChartSpec.decode(from: data)
    } catch {
      #expect(error.path?.description == "$.data.values[1].a")
    }
  }

  @Test("Unknown members of data are still rejected")
  func unknownMember() {
    let data = Data(Self.document(values: #"[{"a": 1}]"#, data: #", "valus": 2"#).utf8)
    #expect(InlineRowsScanner.rows(in: data) != nil)
    #expect(throws: ChartSpecError.self) { try ChartSpec.decode(from: data) }
  }

  @Test("A syntax error after the rows is reported as JSONDecoder alone reports it")
  func syntaxErrorPosition() throws {
    let text = """
      {"version": 1, "data": {"values": [
        {"a": 1},
        {"a": 2}
      ]},
       "marks": [tru]}
      """
    let data = Data(text.utf8)
    #expect(InlineRowsScanner.rows(in: data) != nil)
    var expected: ChartSpecError?
    do {
      _ = try JSONDecoder().decode(ChartSpec.self, from: data)
    } catch let error as DecodingError {
      expected = ChartSpecError(decoding: error, in: data)
    }
    let reference = try #require(expected)
    #expect(reference.line == 5)
    #expect(throws: reference) { try ChartSpec.decode(from: data) }
  }

  @Test("A repeated or escaped member name on the way to the rows is left to JSONDecoder")
  func ambiguousPath() {
    let repeated = #"{"data": {"values": []}, "data": {"values": [{"a": 1}]}}"#
    let escaped = #"{"d\u0061ta": {"values": [{"a": 1}]}}"#
    #expect(InlineRowsScanner.rows(in: Data(repeated.utf8)) == nil)
    #expect(InlineRowsScanner.rows(in: Data(escaped.utf8)) == nil)
  }
}
