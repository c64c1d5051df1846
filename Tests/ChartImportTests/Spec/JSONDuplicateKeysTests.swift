import ChartModel
import Foundation
import Testing

@testable import ChartImport

@Suite("A member name written twice is refused at its path")
struct JSONDuplicateKeysTests {
  /// The path and message of the error a chart spec gives, or `nil` when it decodes.
  private func specError(_ json: String) -> (path: String?, message: String)? {
    do {
      _ = try ChartSpec.decode(from: Data(json.utf8))
      return nil
    } catch {
      return (error.path?.description, error.message)
    }
  }

  @Test(
    "Chart specs: in rows, in marks, at the top, and spelled with escapes",
    arguments: [
      (
        #"{"version": 1, "data": {"values": [{"m": 1, "v": 10, "v": 90}]}, "marks": []}"#,
        "$.data.values[0].v"
      ),
      (
        #"{"version": 1, "data": {"values": [{"m": 1}, {"m": 2, "m": 3}]}, "marks": []}"#,
        "$.data.values[1].m"
      ),
      (
        #"{"version": 1, "title": "Sales", "title": "Revenue", "data": {"values": []}, "marks": []}"#,
        "$.title"
      ),
      (
        #"{"version": 1, "data": {"values": [{"v": 1, "\u0076": 2}]}, "marks": []}"#,
        "$.data.values[0].v"
      ),
      (
        #"{"version": 1, "data": {"values": [{"x": 1, "y": 2}]}, "marks": [{"type": "line", "x": {"field": "x"}, "y": {"field": "y"}, "y": {"field": "x"}}]}"#,
        "$.marks[0].y"
      ),
    ])
  func chartSpecs(json: String, path: String) throws {
    let error = try #require(specError(json))
    #expect(error.path == path)
    #expect(error.message.hasPrefix("duplicate key '\(path.split(separator: ".").last ?? "")'"))
  }

  @Test("Names equal only under Unicode normalisation, or in different objects, are not repeats")
  func distinctNames() {
    // "é" precomposed (U+00E9) and decomposed (e + U+0301) are different JSON names.
    let json =
      #"{"version": 1, "data": {"values": [{"\u00e9": 1, "e\u0301": 2, "v": 1}, {"v": 2}]}, "marks": []}"#
    #expect(specError(json) == nil)
  }

  @Test("A Vega-Lite spec with a repeated name is refused where the name is repeated")
  func vegaLite() {
    let json = #"""
      {"data": {"values": [{"m": 1, "v": 10, "v": 90}]}, "mark": "line",
       "encoding": {"x": {"field": "m", "type": "quantitative"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """#
    #expect(throws: ChartSpecError.self) { try importVegaLite(json) }
    do {
      _ = try importVegaLite(json)
    } catch let error as ChartSpecError {
      #expect(error.path?.description == "$.data.values[0].v")
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }
}
