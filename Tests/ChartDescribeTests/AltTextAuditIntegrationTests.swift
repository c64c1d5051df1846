import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

@Suite("alt-text and audit together")
struct AltTextAuditIntegrationTests {
  @Test(
    "A Vega-Lite export fails the audit until alt-text writes its name, then passes",
    arguments: ["cars.vl.svg", "barley.vl.svg"])
  func exportGetsAName(file: String) throws {
    try withTemporaryFolder { folder in
      let copy = folder.appendingPathComponent(file)
      try FileManager.default.copyItem(
        at: Fixtures.root.appendingPathComponent("svg").appendingPathComponent(file), to: copy)

      let before = MemoryTerminal()
      #expect(before.run(["audit", file], in: folder) == 1)
      #expect(before.output.contains("[svg-accessible-name]"))

      let write = MemoryTerminal()
      #expect(write.run(["alt-text", "--write", file], in: folder) == 0, "\(write.error)")

      let after = MemoryTerminal()
      #expect(after.run(["audit", file], in: folder) == 0, "\(after.output)")
      #expect(!after.output.contains("[svg-accessible-name]"))
      let check = MemoryTerminal()
      #expect(check.run(["alt-text", "--check", file], in: folder) == 0, "\(check.output)")
    }
  }
}
