import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

@Suite("audit: alt text stale against its data")
struct AltTextStaleAuditTests {
  /// Runs `body` in a temporary folder holding copies of fixtures (``withTemporaryFolder(_:)``).
  static func withFolder(
    copying files: [(fixture: String, name: String)], _ body: (URL) throws -> Void
  ) throws {
    try withTemporaryFolder { folder in
      for file in files {
        try FileManager.default.copyItem(
          at: Fixtures.root.appendingPathComponent(file.fixture),
          to: folder.appendingPathComponent(file.name))
      }
      try body(folder)
    }
  }

  static func replace(_ old: String, with new: String, in file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.components(separatedBy: old).count == 2, "'\(old)' occurs once")
    try text.replacingOccurrences(of: old, with: new).write(
      to: file, atomically: true, encoding: .utf8)
  }

  @Test("Alt text written from the marks passes; one changed data label makes it stale")
  func staleAgainstMarks() throws {
    try Self.withFolder(copying: [("svg/cars.vl.svg", "cars.vl.svg")]) { folder in
      let write = MemoryTerminal()
      #expect(write.run(["alt-text", "--write", "cars.vl.svg"], in: folder) == 0, "\(write.error)")
      let current = MemoryTerminal()
      #expect(current.run(["audit", "cars.vl.svg"], in: folder) == 0, "\(current.output)")
      #expect(current.output == "0 errors, 0 warnings and 0 notes in 1 file\n")

      try Self.replace(
        "Horsepower: 130; Miles_per_Gallon: 18; Origin: USA",
        with: "Horsepower: 130; Miles_per_Gallon: 28; Origin: USA",
        in: folder.appendingPathComponent("cars.vl.svg"))
      let stale = MemoryTerminal()
      #expect(stale.run(["audit", "cars.vl.svg"], in: folder) == 1)
      #expect(
        stale.output == """
          cars.vl.svg: line 1: error: [svg-alt-text-stale] the alt text was written for other \
          data: its digest does not match the data its marks carry; run 'chart-describe alt-text \
          --write' to describe the current data
          1 error, 0 warnings and 0 notes in 1 file

          """)
      let check = MemoryTerminal()
      #expect(check.run(["alt-text", "--check", "cars.vl.svg"], in: folder) == 1)
      #expect(check.output.hasPrefix("cars.vl.svg: stale:"))
    }
  }

  @Test("Alt text written with --spec is checked against the chart spec beside the SVG")
  func staleAgainstSibling() throws {
    try Self.withFolder(copying: [
      ("svg/sales-report.vl.svg", "sales.svg"),
      ("charts/sales-report.chart.json", "sales.chart.json"),
    ]) { folder in
      let write = MemoryTerminal()
      #expect(
        write.run(["alt-text", "--write", "--spec", "sales.chart.json", "sales.svg"], in: folder)
          == 0, "\(write.error)")
      let current = MemoryTerminal()
      #expect(current.run(["audit", "sales.svg"], in: folder) == 0, "\(current.output)")

      try Self.replace(
        "\"salesVolume\": 930", with: "\"salesVolume\": 1930",
        in: folder.appendingPathComponent("sales.chart.json"))
      let stale = MemoryTerminal()
      #expect(stale.run(["audit", "sales.svg"], in: folder) == 1)
      #expect(
        stale.output.contains(
          "sales.svg: line 1: error: [svg-alt-text-stale] the alt text was written for other data: "
            + "its digest matches neither the data its marks carry nor 'sales.chart.json'; run"))
    }
  }

  @Test("An SVG without the digest, or whose data cannot be read, is not checked")
  func notChecked() throws {
    try Self.withFolder(copying: [("svg/sales-report.vl.svg", "sales.svg")]) { folder in
      let write = MemoryTerminal()
      #expect(
        write.run(
          [
            "alt-text", "--write", "--spec",
            Fixtures.root.appendingPathComponent("charts/sales-report.chart.json").path,
            "sales.svg",
          ], in: folder) == 0, "\(write.error)")
      // The area's marks label only their first point, its drawing gives approximate values,
      // and no chart file is beside it.
      let audit = MemoryTerminal()
      #expect(audit.run(["audit", "sales.svg"], in: folder) == 0, "\(audit.output)")
    }
  }
}
