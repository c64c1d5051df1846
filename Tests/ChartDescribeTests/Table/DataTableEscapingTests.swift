import ChartA11y
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Data tables escape text from data")
struct DataTableEscapingTests {
  /// A table whose labels try to break each format.
  static let hostile = DataTableView(
    caption: "Bar chart: <b>Sales</b> & \"costs\".", rowHeaderTitle: "Office, \"city\"",
    columnTitles: ["=HYPERLINK(\"http://x\")", "+1 | two", "@SUM(A1)", "line\r\nbreak"],
    rows: [
      .init(header: "-2+3+cmd", cells: ["-3.5", "-1,234", nil, "\u{1B}[31mred"]),
      .init(header: "Denver", cells: ["3,000 hours", nil, "-3 +cmd|x", "a\"b"]),
    ],
    notes: ["<script>alert(1)</script>"])

  @Test("CSV quotes, doubles quotes, guards formulas, keeps negative numbers, reads back")
  func csv() throws {
    let csv = DataTableCSVRenderer.render(Self.hostile)
    let records = try #require(readRFC4180(csv))
    #expect(
      records == [
        [
          "Office, \"city\"", "'=HYPERLINK(\"http://x\")", "'+1 | two", "'@SUM(A1)",
          "line\r\nbreak",
        ],
        ["'-2+3+cmd", "-3.5", "-1,234", "", "\\u{1b}[31mred"],
        ["Denver", "3,000 hours", "", "'-3 +cmd|x", "a\"b"],
      ])
    #expect(csv.hasSuffix("\"a\"\"b\"\r\n"))
  }

  @Test("HTML escapes markup in the caption, headers, cells and notes, and parses")
  func html() throws {
    let html = DataTableHTMLRenderer.render(Self.hostile)
    let document = try XMLDocument(xmlString: html, options: [])
    #expect(try document.nodes(forXPath: "//b").isEmpty)
    #expect(try document.nodes(forXPath: "//script").isEmpty)
    let caption = try document.nodes(forXPath: "//caption").first?.stringValue
    #expect(caption == "Bar chart: <b>Sales</b> & \"costs\".")
    let notes = try document.nodes(forXPath: "//p").map { $0.stringValue ?? "" }
    #expect(notes == ["<script>alert(1)</script>"])
  }

  @Test("Markdown escapes pipes, so a label cannot add a cell")
  func markdown() {
    let markdown = DataTableMarkdownRenderer.render(Self.hostile)
    let header = markdown.split(separator: "\n")[1]
    #expect(header.contains("+1 \\| two"))
    #expect(!markdown.contains("\u{1B}"))
  }
}
