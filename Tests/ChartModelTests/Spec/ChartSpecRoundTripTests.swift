import ChartModel
import Foundation
import GoldenTesting
import Testing

@Suite("Chart spec decoding and encoding")
struct ChartSpecRoundTripTests {
  @Test(
    "Every valid fixture round-trips through encode and decode",
    arguments: try Fixtures.validSpecNames)
  func roundTrip(name: String) throws {
    let spec = try ChartSpec.decode(from: try Data(contentsOf: Fixtures.spec(name)))
    try spec.validate()
    let again = try ChartSpec.decode(from: try spec.encodedJSON())
    #expect(again == spec)
  }

  @Test("Encoding sorts keys and is stable")
  func stableEncoding() throws {
    let spec = try ChartSpec.decode(from: try Data(contentsOf: Fixtures.spec("water-intake")))
    let first = try spec.encodedJSON()
    let second = try ChartSpec.decode(from: first).encodedJSON()
    #expect(first == second)
  }

  @Test("A bare string encoding is a field whose label is its name")
  func shorthand() throws {
    let json =
      #"{"version": 1, "marks": [{"type": "point", "x": "a", "y": {"value": 3, "label": "Three"}}]}"#
    let spec = try ChartSpec.decode(from: Data(json.utf8))
    guard case .mark(let mark) = try #require(spec.marks.first) else {
      Issue.record("expected a mark")
      return
    }
    #expect(mark.x == EncodingSpec(field: "a"))
    #expect(mark.x?.label == "a")
    #expect(mark.y?.value == .number(3))
    #expect(mark.y?.label == "Three")
  }

  @Test(
    "Errors name the JSON path",
    arguments: [
      (#"{"version": 1}"#, "$: missing required field 'marks'"),
      (#"{"version": 1, "marks": []}"#, "$.marks: a chart needs at least one mark"),
      (
        #"{"version": 1, "marks": [{"type": "line", "x": "a"}]}"#,
        "$.marks[0]: a line mark needs both 'x' and 'y'"
      ),
      (
        #"{"version": 1, "marks": [{"type": "bar", "x": "a", "yStart": "b"}]}"#,
        "$.marks[0]: missing required field 'yEnd'"
      ),
      (
        #"{"version": 1, "marks": [{"type": "bar", "x": {"field": "a", "value": 1}}]}"#,
        "$.marks[0].x.value: give either 'field' or 'value', not both"
      ),
      (
        #"{"version": 1, "marks": [{"type": "plot", "marks": []}]}"#,
        "$.marks[0].marks: a plot needs at least one mark"
      ),
      (
        #"{"version": 1, "marks": [{"type": "bar", "x": "a", "stacking": "stack"}]}"#,
        "$.marks[0].stacking: unknown value 'stack'; expected one of: standard, unstacked, normalized, center"
      ),
      (
        #"{"version": 1, "axes": {"y": {"hiden": true}}, "marks": [{"type": "bar", "x": "a"}]}"#,
        "$.axes.y.hiden: unknown field 'hiden'; expected one of: domain, format, formatType, hidden, ordered, padding, scale, title, unit"
      ),
      (
        #"{"version": 1, "axes": {"x": {"orderd": true}}, "marks": [{"type": "bar", "x": "a"}]}"#,
        "$.axes.x.orderd: unknown field 'orderd'; expected one of: domain, format, formatType, hidden, ordered, padding, scale, title, unit"
      ),
      (
        #"{"version": 1, "data": {"csv": "a.csv", "values": []}, "marks": [{"type": "bar", "x": "a"}]}"#,
        "$.data.csv: give either 'values' or 'csv', not both"
      ),
      (
        #"{"version": 1, "marks": [{"type": "bar", "x": "a", "position": {"by": "b", "axis": "up"}}]}"#,
        "$.marks[0].position.axis: unknown value 'up'; expected one of: horizontal, vertical"
      ),
      (
        #"{"version": 1, "audit": {"suppressions": [{"rule": "r", "reason": " "}]}, "marks": [{"type": "bar", "x": "a"}]}"#,
        "$.audit.suppressions[0].reason: a suppression needs a reason"
      ),
    ])
  func errors(json: String, expected: String) {
    #expect {
      let spec = try ChartSpec.decode(from: Data(json.utf8))
      try spec.validate()
    } throws: { error in
      (error as? ChartSpecError)?.description == expected
    }
  }
}
