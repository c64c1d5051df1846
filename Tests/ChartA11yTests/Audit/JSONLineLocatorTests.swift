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

  private func decodePath(_ text: String) throws -> SpecPath {
    try JSONDecoder().decode(SpecPath.self, from: JSONEncoder().encode(text))
  }
}
