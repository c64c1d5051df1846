import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("alt-text --html")
struct AltTextPageTests {
  @Test("The page parses and holds the SVG with its alt text, the description and the table")
  func page() throws {
    try AltTextCommandTests.withWorkspace(["sales-report.vl.svg"]) { folder in
      let terminal = MemoryTerminal()
      let status = terminal.run(
        ["alt-text", "sales-report.vl.svg", "--spec", "sales.chart.json", "--html", "page.html"],
        in: folder)
      #expect(status == 0, "\(terminal.error)")
      #expect(terminal.output.contains("sales-report.vl.svg: wrote the page page.html\n"))
      let page = try Data(contentsOf: folder.appendingPathComponent("page.html"))
      let document = try XMLDocument(data: page, options: [])
      let root = try #require(document.rootElement())
      #expect(root.localName == "html")
      func texts(_ path: String) throws -> [String] {
        try root.nodes(forXPath: path).map { $0.stringValue ?? "" }
      }
      let short = try #require(try texts("//*[local-name()='head']/*[local-name()='title']").first)
      #expect(short.hasPrefix("Area chart: Sales Report."))
      // The SVG inline, labelled by its own title, its <desc> the prose description.
      #expect(try texts("//*[local-name()='svg']/@role") == ["img"])
      let svgTitle = try texts("//*[local-name()='svg']/*[local-name()='title']")
      #expect(svgTitle == [short])
      let desc = try #require(try texts("//*[local-name()='svg']/*[local-name()='desc']").first)
      #expect(desc.hasPrefix("Area chart: Sales Report. The x axis is Office Location"))
      #expect(!desc.contains("<"))
      // The description, then the table with its caption and header scopes.
      let paragraphs = try texts("//*[local-name()='section'][1]/*[local-name()='p']")
      #expect(paragraphs.first.map { desc.hasPrefix($0) } == true)
      let caption = try texts("//*[local-name()='caption']")
      #expect(caption == ["Area chart: Sales Report."])
      let scopes = try texts("//*[local-name()='th']/@scope")
      #expect(scopes == ["col", "col", "row", "row", "row", "row", "row"])
      let cells = try texts("//*[local-name()='td']")
      #expect(cells == ["3,000", "2,750", "4,020", "930", "2,100"])
      // The SVG file itself is not written without --write.
      #expect(
        try AltTextCommandTests.bytes(folder, "sales-report.vl.svg")
          == Data(contentsOf: Fixtures.root.appendingPathComponent("svg/sales-report.vl.svg")))
    }
  }

  @Test("--html takes one SVG file and not --check")
  func usage() throws {
    try AltTextCommandTests.withWorkspace(["cars.vl.svg", "barley.vl.svg"]) { folder in
      for arguments in [
        ["alt-text", "cars.vl.svg", "barley.vl.svg", "--html", "page.html"],
        ["alt-text", "cars.vl.svg", "--check", "--html", "page.html"],
      ] {
        let terminal = MemoryTerminal()
        #expect(terminal.run(arguments, in: folder) == 64)
        #expect(
          !FileManager.default.fileExists(atPath: folder.appendingPathComponent("page.html").path))
      }
    }
  }
}
