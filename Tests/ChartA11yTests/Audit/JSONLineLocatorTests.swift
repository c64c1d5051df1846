import ChartModel
import Foundation
import Testing

@testable import ChartA11y

@Suite("Finding the line of a JSON path")
struct JSONLineLocatorTests {
  let text = """
    {
      "version": 1,
      "title": "a \\"quoted\\" [title], {with} brackets",
      "marks": [
        { "type": "bar", "x": "a",
          "y": {"field": "b"} },
        {
          "type": "rule",
          "y": { "value": 0, "label": "" }
        }
      ]
    }
    """

  @Test(
    "Members and elements are found on their lines",
    arguments: [
      ("$", 1), ("$.version", 2), ("$.title", 3), ("$.marks", 4), ("$.marks[0]", 5),
      ("$.marks[0].y", 6), ("$.marks[0].y.field", 6), ("$.marks[1]", 7), ("$.marks[1].y.label", 9),
    ])
  func found(path: String, line: Int) throws {
    #expect(JSONLineLocator(Array(text.utf8)).line(of: try decodePath(path)) == line)
  }

  @Test("A missing member gives the line of its deepest existing ancestor")
  func ancestor() throws {
    #expect(JSONLineLocator(Array(text.utf8)).line(of: try decodePath("$.marks[1].y.unit")) == 9)
    #expect(JSONLineLocator(Array(text.utf8)).line(of: try decodePath("$.axes.y.title")) == 1)
    #expect(JSONLineLocator(Array(text.utf8)).line(of: try decodePath("$.marks[7]")) == 4)
  }

  @Test("Many paths at once get the lines they get one at a time")
  func many() throws {
    let paths = try [
      "$", "$.version", "$.title", "$.marks", "$.marks[0].y.field", "$.marks[1].y.label",
      "$.marks[1].y.unit", "$.axes.y.title", "$.marks[7]",
    ].map(decodePath)
    let locator = JSONLineLocator(Array(text.utf8))
    #expect(locator.lines(of: paths) == paths.map { locator.line(of: $0) })
    let split = JSONLineLocator(Array("{\"a\":\n\n  {\"b\": 1}, \"a\": 2}".utf8))
    let nested = try [decodePath("$.a.b"), decodePath("$.a")]
    #expect(split.lines(of: nested) == [3, 1])
    #expect(JSONLineLocator(Array("[1]".utf8)).lines(of: [try decodePath("$[0]")]) == [1])
  }

  @Test(
    "Columns count UTF-16 code units from the line's start to the key or element",
    arguments: [
      ("$", 1, 1), ("$.version", 2, 3), ("$.title", 3, 3), ("$.marks[0]", 5, 5),
      ("$.marks[0].x", 5, 22), ("$.marks[0].y", 6, 7), ("$.marks[0].y.field", 6, 13),
      ("$.marks[1].y.label", 9, 26),
    ])
  func columns(path: String, line: Int, column: Int) throws {
    #expect(
      JSONLineLocator(Array(text.utf8)).location(of: try decodePath(path))
        == JSONLineLocator.Location(line: line, column: column))
  }

  @Test("A key after non-ASCII text is placed in UTF-16 code units and in code points")
  func utf16Columns() throws {
    // "é" is 2 UTF-8 bytes but 1 UTF-16 unit; "𝄞" is 4 bytes and 2 units.
    let text = #"{"t": "é𝄞", "marks": [{"y": 1}]}"#
    let locator = JSONLineLocator(Array(text.utf8))
    #expect(
      locator.location(of: try decodePath("$.marks"))
        == JSONLineLocator.Location(line: 1, column: 14, codePointColumn: 13))
    #expect(
      locator.location(of: try decodePath("$.marks[0].y"))
        == JSONLineLocator.Location(line: 1, column: 25, codePointColumn: 24))
  }

  @Test("Exactly: a path not all in the text has no place (an imported chart's own members)")
  func exactly() throws {
    let locator = JSONLineLocator(Array(text.utf8))
    let paths = try ["$.marks[0].y", "$.marks[0].y.unit", "$.axes.y.title"].map(decodePath)
    #expect(
      locator.locations(of: paths, exactly: true) == [
        JSONLineLocator.Location(line: 6, column: 7), nil, nil,
      ])
    #expect(locator.location(of: paths[1], exactly: true) == nil)
  }

  private func decodePath(_ text: String) throws -> SpecPath {
    try JSONDecoder().decode(SpecPath.self, from: JSONEncoder().encode(text))
  }
}
