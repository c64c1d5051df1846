import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

@Suite("alt-text, describe and explore read a matplotlib line SVG with no --spec")
struct SVGGeometryCommandTests {
  static let line = "fixtures/svg/line.matplotlib.svg"
  static let note =
    "fixtures/svg/line.matplotlib.svg: note: values read from the drawing, to within about "
    + "0.03 anomaly (mm)\n"

  @Test("describe says the values were read from the drawing, once, with their precision")
  func describe() {
    let (status, terminal) = SVGExportInputTests.run(["describe", Self.line])
    #expect(status == 0, "\(terminal.error)")
    #expect(
      terminal.output.hasPrefix(
        "Line chart: Rainfall anomaly. The x axis is year, numeric, from 2019 to 2022. The y "
          + "axis is anomaly (mm), numeric, from -1.25 to 7. It shows 2 series by line colour, in "
          + "chart order: north, south. Values read from the drawing, to within about 0.03 "
          + "anomaly (mm)."))
    #expect(terminal.output.contains("Values: 2019 2.5; 2020 -1.25; 2021 3; 2022 7."))
    #expect(terminal.output.components(separatedBy: "read from the drawing").count == 2)
    #expect(terminal.error == Self.note)
  }

  @Test("explore moves through the points read from the drawing")
  func explore() {
    let (status, terminal) = SVGExportInputTests.run(
      ["explore", Self.line], stdin: Data("nq".utf8))
    #expect(status == 0, "\(terminal.error)")
    #expect(terminal.output.hasPrefix("Exploring Rainfall anomaly. A line chart with 2 series."))
    #expect(terminal.output.contains("north, line, 4 points. year 2019: 2.5. 1 of 4."))
    #expect(terminal.output.contains("year 2020: -1.25, the lowest. 2 of 4."))
  }

  @Test("alt-text writes alt text from the drawing, and --check finds it current")
  func altText() throws {
    try withTemporaryFolder { folder in
      try FileManager.default.copyItem(
        at: Fixtures.root.appendingPathComponent("svg/line.matplotlib.svg"),
        to: folder.appendingPathComponent("line.svg"))
      let terminal = MemoryTerminal()
      #expect(
        terminal.run(["alt-text", "--write", "line.svg"], in: folder) == 0, "\(terminal.error)")
      #expect(
        terminal.output
          == "line.svg: wrote \"Line chart: Rainfall anomaly. 2 series by line colour; the highest is "
          + "north, 7 at 2022.\"\n")
      let written = String(
        decoding: try Data(contentsOf: folder.appendingPathComponent("line.svg")), as: UTF8.self)
      #expect(written.contains("Values read from the drawing, to within about 0.03 anomaly (mm)."))
      let check = MemoryTerminal()
      #expect(check.run(["alt-text", "--check", "line.svg"], in: folder) == 0, "\(check.error)")
      #expect(check.output == "line.svg: current\n")
    }
  }
}
