import ChartA11y
import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Synchronization
import Testing

@testable import chart_describe

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("describe --format table")
struct DescribeTableTests {
  /// Every valid chart spec and every Vega-Lite fixture, as a path from the repository root
  /// and the golden file's stem.
  static var inputs: [(path: String, golden: String)] {
    get throws {
      try Fixtures.validSpecNames.map { ("fixtures/charts/\($0).chart.json", "table/\($0)") }
        + Fixtures.names(in: "vega-lite", ending: ".vl.json").map {
          ("fixtures/vega-lite/\($0).vl.json", "table/vega-lite/\($0)")
        }
    }
  }

  static var paths: [String] { get throws { try inputs.map(\.path) } }

  /// The runs of `describe --format table` made so far, by path and options: the goldens, the
  /// HTML test and the CSV test read the same tables of every fixture, so each is made once a
  /// test run (making each twice took 8 s of CPU in a debug build).
  private static let made = Mutex<[[String]: (status: Int32, output: String, error: String)]>(
    [:])

  /// Runs `describe --format table` (once per path and options a test run) and returns
  /// standard output and standard error; a run that does not exit 0 fails the calling test.
  static func table(_ path: String, _ extra: [String] = []) -> (output: String, error: String) {
    let key = [path] + extra
    let result =
      made.withLock { $0[key] }
      ?? {
        let terminal = MemoryTerminal()
        let status = terminal.run(
          ["describe", path, "--format", "table"] + extra, in: repositoryRoot)
        let result = (status: status, output: terminal.output, error: terminal.error)
        made.withLock { $0[key] = result }
        return result
      }()
    #expect(result.status == 0, "\(path): \(result.error)")
    return (result.output, result.error)
  }

  /// The table the library builds for a chart spec fixture.
  static func view(_ path: String) throws -> DataTableView {
    DataTableView(try ChartFixture.analysis(repositoryRoot.appendingPathComponent(path).path))
  }

  @Test("Every fixture's table matches its goldens in Markdown, CSV and HTML")
  func goldens() throws {
    for (path, golden) in try Self.inputs {
      expectGolden(Self.table(path).output, at: "golden/\(golden).table.md")
      let csv = Self.table(path, ["--table-format", "csv"])
      expectGolden(
        csv.output + "--- standard error ---\n" + csv.error, at: "golden/\(golden).table.csv")
      expectGolden(
        Self.table(path, ["--table-format", "html"]).output, at: "golden/\(golden).table.html")
    }
  }

  /// The rows of an HTML table, checked for structure: a caption, one `<th scope="col">` per
  /// column, and a `<th scope="row">` opening each body row.
  static func parsedHTML(_ html: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> (caption: String, header: [String], rows: [[String]])
  {
    let document = try XMLDocument(xmlString: html, options: [])
    let table = try #require(
      try document.nodes(forXPath: "//table").first as? XMLElement, sourceLocation: sourceLocation)
    let caption = try #require(
      table.elements(forName: "caption").first?.stringValue, sourceLocation: sourceLocation)
    let headerCells = try table.nodes(forXPath: "thead/tr/th").compactMap { $0 as? XMLElement }
    #expect(!headerCells.isEmpty, sourceLocation: sourceLocation)
    #expect(
      headerCells.allSatisfy { $0.attribute(forName: "scope")?.stringValue == "col" },
      sourceLocation: sourceLocation)
    var rows: [[String]] = []
    for row in try table.nodes(forXPath: "tbody/tr").compactMap({ $0 as? XMLElement }) {
      let cells = (row.children ?? []).compactMap { $0 as? XMLElement }
      #expect(cells.first?.name == "th", sourceLocation: sourceLocation)
      #expect(
        cells.first?.attribute(forName: "scope")?.stringValue == "row",
        sourceLocation: sourceLocation)
      #expect(cells.dropFirst().allSatisfy { $0.name == "td" }, sourceLocation: sourceLocation)
      #expect(cells.count == headerCells.count, sourceLocation: sourceLocation)
      rows.append(cells.map { $0.stringValue ?? "" })
    }
    return (caption, headerCells.map { $0.stringValue ?? "" }, rows)
  }

  @Test("HTML parses, with the caption, column and row headers of the table", arguments: try paths)
  func html(path: String) throws {
    let parsed = try Self.parsedHTML(Self.table(path, ["--table-format", "html"]).output)
    #expect(!parsed.rows.isEmpty)
    // return-allowed: the checks above ran; the table view to compare with needs a chart spec.
    guard path.hasSuffix(".chart.json") else { return }
    let view = try Self.view(path)
    #expect(parsed.caption == view.caption)
    #expect(parsed.header == [view.rowHeaderTitle] + view.columnTitles)
    #expect(parsed.rows == view.rows.map { [$0.header] + $0.cells.map { $0 ?? "" } })
  }

  @Test("CSV reads back (RFC 4180) as the HTML table's cells", arguments: try paths)
  func csv(path: String) throws {
    let csv = Self.table(path, ["--table-format", "csv"]).output
    let records = try #require(readRFC4180(csv), "\(path) is not RFC 4180")
    let html = try Self.parsedHTML(Self.table(path, ["--table-format", "html"]).output)
    // A cell that could start a formula ("-2 to 0", a histogram bin's range) is guarded in
    // CSV by a leading apostrophe (TextEscaping.csvField); the HTML cell is the text itself.
    let guarded = { (cell: String) in
      cell.first.map { "=+-@\t\r".contains($0) } == true
        && Double(cell.replacingOccurrences(of: ",", with: "")) == nil ? "'" + cell : cell
    }
    #expect(records == ([html.header] + html.rows).map { $0.map(guarded) })
    // return-allowed: the checks above ran; the table view to compare with needs a chart spec.
    guard path.hasSuffix(".chart.json") else { return }
    let view = try Self.view(path)
    #expect(records.first == [view.rowHeaderTitle] + view.columnTitles)
    #expect(records.dropFirst().count == view.rows.count)
  }

  @Test("--max-rows shows that many rows and states how many are left out, in every format")
  func maximumRows() throws {
    let markdown = Self.table(
      "fixtures/charts/us-baby-names-ridgeline.chart.json",
      [
        "--max-rows", "5",
      ]
    ).output
    let bodyRows = markdown.split(separator: "\n").filter { $0.hasPrefix("| 18") }
    #expect(bodyRows.count == 5)
    #expect(markdown.hasSuffix("\n\n… 133 more rows not shown.\n"))
    let html = Self.table(
      "fixtures/charts/us-baby-names-ridgeline.chart.json",
      ["--max-rows", "5", "--table-format", "html"]
    ).output
    #expect(try Self.parsedHTML(html).rows.count == 5)
    #expect(html.contains("<p>… 133 more rows not shown.</p>"))
    let csv = Self.table(
      "fixtures/charts/us-baby-names-ridgeline.chart.json",
      ["--max-rows", "5", "--table-format", "csv"])
    #expect(readRFC4180(csv.output)?.count == 6)
    #expect(csv.error.contains("note: … 133 more rows not shown.\n"))
    let all = Self.table(
      "fixtures/charts/us-baby-names-ridgeline.chart.json", ["--max-rows", "138"])
    #expect(!all.output.contains("not shown"))
    let terminal = MemoryTerminal()
    #expect(
      terminal.run(["describe", "--format", "table", "--max-rows", "-1"], in: repositoryRoot) == 64)
  }
}
