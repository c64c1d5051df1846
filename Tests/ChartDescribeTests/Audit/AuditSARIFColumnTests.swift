import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

/// Issue 43, item 7: SARIF's columns are in the unit its `columnKind` declares.
@Suite("SARIF columns are Unicode code points, as the log declares")
struct AuditSARIFColumnTests {
  @Test("A finding after non-ASCII text on its line: code points in SARIF, UTF-16 in text")
  func codePoints() throws {
    // "é" is one code point and one UTF-16 unit; "𝄞" is one code point and two units.
    let spec = """
      {"version": 1, "title": "é𝄞𝄞", "data": {"values": [{"a": "x", "n": 1}]}, "marks": [{"type": "bar", "x": {"field": "a"}, "y": {"field": "n", "label": ""}}]}
      """
    try withTemporaryFolder { folder in
      try spec.write(
        to: folder.appendingPathComponent("c.chart.json"), atomically: true, encoding: .utf8)
      let sarif = MemoryTerminal()
      _ = sarif.run(["audit", "--format", "sarif", "c.chart.json"], in: folder)
      let log = try #require(
        try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
      let run = try #require((log["runs"] as? [[String: Any]])?.first)
      #expect(run["columnKind"] as? String == "unicodeCodePoints")
      let results = try #require(run["results"] as? [[String: Any]])
      let regions = results.compactMap { result in
        ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]
          as? [String: Any])?["region"] as? [String: Any]
      }
      let prefix =
        "{\"version\": 1, \"title\": \"é𝄞𝄞\", \"data\": {\"values\": [{\"a\": \"x\", \"n\": 1}]}, "
        + "\"marks\": [{\"type\": \"bar\", \"x\": {\"field\": \"a\"}, \"y\": {\"field\": \"n\", "
      let columns = regions.compactMap { $0["startColumn"] as? Int }
      try #require(!columns.isEmpty, "no region with a column: \(sarif.output.prefix(600))")
      #expect(columns.contains(prefix.unicodeScalars.count + 1), "\(columns)")
      let text = MemoryTerminal()
      _ = text.run(["audit", "c.chart.json"], in: folder)
      #expect(text.output.contains("column \(prefix.utf16.count + 1):"), "\(text.output)")
    }
  }
}
