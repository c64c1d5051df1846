import ChartA11y
import ChartBraille
import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@Suite("BRF of every fixture: pages in bounds, liblouis reads the text back")
struct BRFRoundTripTests {
  static func description(_ name: String) throws -> ChartDescription {
    ChartDescriber.describe(try ChartFixture.analysis(spec: name))
  }

  @Test("Back-translated BRF equals the plain text", arguments: try Fixtures.validSpecNames)
  func roundTrip(name: String) throws {
    let description = try Self.description(name)
    let brf = try BrailleTextRenderer.brf(description)
    let text = PlainTextRenderer.render(description)
    let back = try BrailleRoundTrip.backTranslated(
      brf, width: BrailleLayout.defaultWidth, table: LouisTranslator.defaultTable)
    // A minus sign is written as UEB's minus and read back as U+2212.
    #expect(back == BrailleRoundTrip.normalized(BrailleTextTranslation.minusSigns(in: text)))
  }
}

@Suite("Braille layout: lines, divided words, pages")
struct BrailleLayoutTests {
  @Test("A paragraph wraps between words, indented two cells, runovers at the margin")
  func wrapping() {
    let layout = BrailleLayout(width: 10, linesPerPage: 2)
    let lines = layout.lines(of: .init(isParagraph: true, braille: "AB CD EFGH IJ K"))
    #expect(lines == ["  AB CD", "EFGH IJ K"])
  }

  @Test("A word longer than a line is divided with a hyphen after width − 1 cells")
  func division() {
    let layout = BrailleLayout(width: 5, linesPerPage: 9)
    let lines = layout.lines(of: .init(isParagraph: false, braille: "X ABCDEFGHIJ Y"))
    #expect(lines == ["X", "ABCD-", "EFGH-", "IJ Y"])
  }

  @Test("Pages hold the page length, a form feed between them, lines ending in CR LF")
  func pages() {
    let layout = BrailleLayout(width: 10, linesPerPage: 2)
    let blocks: [BrailleLayout.Block] = [
      .init(isParagraph: false, braille: "A"), .init(isParagraph: false, braille: "B"),
      .init(isParagraph: false, braille: "C"),
    ]
    #expect(layout.document(blocks) == "A\r\nB\r\n\u{0C}C\r\n")
  }

  @Test(
    "At 12 cells by 4 lines, every fixture's BRF stays in bounds and reads back",
    arguments: try Fixtures.validSpecNames)
  func narrow(name: String) throws {
    let description = try BRFRoundTripTests.description(name)
    let layout = BrailleLayout(width: 12, linesPerPage: 4)
    let brf = try BrailleTextRenderer.brf(description, layout: layout)
    for page in brf.split(separator: "\u{0C}") {
      let lines = page.components(separatedBy: "\r\n").dropLast()
      #expect(lines.count <= 4)
      #expect(lines.allSatisfy { $0.count <= 12 })
    }
    let back = try BrailleRoundTrip.backTranslated(
      brf, width: 12, table: LouisTranslator.defaultTable)
    #expect(
      back
        == BrailleRoundTrip.normalized(
          BrailleTextTranslation.minusSigns(in: PlainTextRenderer.render(description))))
  }

  @Test("A table liblouis cannot load is a tableUnavailable error naming it")
  func missingTable() {
    #expect(throws: BrailleError(kind: .tableUnavailable, table: "no-such-table.ctb")) {
      try LouisTranslator.translate("a", table: "no-such-table.ctb", encoding: .unicode)
    }
  }

  @Test("Unicode output is braille patterns: 'chart' in UEB grade 2 is ⠡⠜⠞")
  func unicode() throws {
    let braille = try LouisTranslator.translate("chart", table: "en-ueb-g2.ctb", encoding: .unicode)
    #expect(braille == "⠡⠜⠞")
  }
}
