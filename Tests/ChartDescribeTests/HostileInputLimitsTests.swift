import ChartA11y
import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

/// Inputs that crashed a command or ran without bound (issue 19): each now ends with one
/// clear error line and its exit status.
@Suite("Hostile inputs: crashes and resource limits")
struct HostileInputLimitsTests {
  private static let vegaLiteDates = """
    {"$schema": "https://vega.github.io/schema/vega-lite/v5.json",
     "data": {"values": [{"t": 1e300, "v": 1}, {"t": 1e12, "v": 3}, {"t": 5e12, "v": 4}]},
     "mark": "line",
     "encoding": {"x": {"field": "t", "type": "temporal"}, "y": {"field": "v", "type": "quantitative"}}}
    """

  private static let specDates = """
    {"version": 1, "data": {"values": [{"t": 1e300, "v": 1}, {"t": 1e12, "v": 3}, {"t": 5e12, "v": 4}]},
     "marks": [{"type": "line", "x": {"field": "t", "type": "temporal"}, "y": {"field": "v"}}]}
    """

  @Test(
    "A temporal 1e300 is an error naming the place, in every command",
    arguments: ["describe", "sonify", "explore", "narrate"])
  func hugeDate(command: String) throws {
    try withTemporaryFolder { folder in
      try "t,v\n1e300,1\n1e12,3\n5e12,4\n".write(
        to: folder.appendingPathComponent("d.csv"), atomically: true, encoding: .utf8)
      try Self.vegaLiteDates.write(
        to: folder.appendingPathComponent("d.vl.json"), atomically: true, encoding: .utf8)
      try Self.specDates.write(
        to: folder.appendingPathComponent("d.chart.json"), atomically: true, encoding: .utf8)
      for input in [["d.csv", "--x-type", "temporal"], ["d.vl.json"], ["d.chart.json"]] {
        let terminal = MemoryTerminal()
        var arguments = [command] + input
        if command == "sonify" || command == "narrate" { arguments += ["-o", "out.wav"] }
        let status = terminal.run(arguments, in: folder)
        #expect(status == 65, "\(arguments)")
        #expect(terminal.error.contains("is not a date in the years -9999 to 9999"), "\(arguments)")
        #expect(terminal.error.split(separator: "\n").count == 1, "\(terminal.error)")
      }
    }
  }

  @Test("Dates at the ends of the supported years still read")
  func datesAtTheLimits() throws {
    try withTemporaryFolder { folder in
      try "t,v\n9999-12-31,1\n0001-01-01,3\n2000-06-01,4\n".write(
        to: folder.appendingPathComponent("d.csv"), atomically: true, encoding: .utf8)
      let terminal = MemoryTerminal()
      #expect(terminal.run(["describe", "d.csv"], in: folder) == 0)
      #expect(terminal.output.contains("9999"))
    }
  }

  @Test(
    "A spec's note or series duration over an hour is an error at its place",
    arguments: ["noteDurationSeconds", "seriesDurationSeconds"])
  func longDuration(key: String) throws {
    try withTemporaryFolder { folder in
      let spec = """
        {"version": 1, "data": {"values": [{"x": 1, "y": 2}, {"x": 2, "y": 3}]},
         "marks": [{"type": "line", "x": {"field": "x"}, "y": {"field": "y"}}],
         "sonification": {"\(key)": 1e7}}
        """
      try spec.write(
        to: folder.appendingPathComponent("c.chart.json"), atomically: true, encoding: .utf8)
      let terminal = MemoryTerminal()
      let status = terminal.run(["sonify", "c.chart.json", "-o", "out.wav"], in: folder)
      #expect(status == 65)
      #expect(
        terminal.error
          == "c.chart.json: $.sonification.\(key): error: \(key) is 10000000.0 seconds; "
          + "the limit is 3600 seconds\n")
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.wav").path))
    }
  }

  @Test(
    "Audio over an hour in all, series by series, is an error before any file",
    arguments: ["sonify", "narrate"])
  func totalAudioLength(command: String) throws {
    try withTemporaryFolder { folder in
      // Five series of two hour-long notes, each series capped at an hour: 18,000 s in all,
      // past the 3,600 s total.
      let values = (0..<5).flatMap { index in
        [#"{"x": 1, "y": \#(index), "s": "s\#(index)"}"#, #"{"x": 2, "y": 1, "s": "s\#(index)"}"#]
      }
      let spec = """
        {"version": 1, "data": {"values": [\(values.joined(separator: ", "))]},
         "marks": [{"type": "line", "x": {"field": "x"}, "y": {"field": "y"}, "series": {"field": "s"}}],
         "sonification": {"noteDurationSeconds": 3600, "seriesDurationSeconds": 3600}}
        """
      try spec.write(
        to: folder.appendingPathComponent("m.chart.json"), atomically: true, encoding: .utf8)
      let terminal = MemoryTerminal()
      let status = terminal.run([command, "m.chart.json", "-o", "out.wav"], in: folder)
      #expect(status == 65)
      #expect(
        terminal.error.hasPrefix("m.chart.json: error: the audio would last ")
          && terminal.error.contains("seconds (5 series); the limit is 3600 seconds in all"),
        "\(terminal.error)")
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.wav").path))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["m.chart.json"])
    }
  }

  @Test("A spreadsheet of 100,000 number columns plots the first 100, with a warning")
  func hundredThousandColumns() throws {
    try withTemporaryFolder { folder in
      let count = 100_000
      let header = (0..<count).map { "c\($0)" }.joined(separator: ";")
      let rows = (1...2).map { row in (0..<count).map { "\($0 + row),5" }.joined(separator: ";") }
      try ([header] + rows).joined(separator: "\n").write(
        to: folder.appendingPathComponent("wide.csv"), atomically: true, encoding: .utf8)
      let terminal = MemoryTerminal()
      let clock = ContinuousClock()
      let elapsed = clock.measure {
        #expect(terminal.run(["describe", "wide.csv", "--level", "1"], in: folder) == 0)
      }
      #expect(
        terminal.error.contains(
          "warning: plotting the first 100 of 99999 number columns as series; choose others "
            + "with --y"), "\(terminal.error)")
      #expect(elapsed < .seconds(60), "\(elapsed)")
    }
  }

  @Test("A 20 MB line of mixed separators is sniffed from a sample and refused in one line")
  func longLineOfSeparators() throws {
    try withTemporaryFolder { folder in
      let line = "a,b;c|d\t" + String(repeating: "x,;|\t", count: 4_000_000) + "\n"
      try line.write(
        to: folder.appendingPathComponent("long.csv"), atomically: true, encoding: .utf8)
      let terminal = MemoryTerminal()
      #expect(terminal.run(["describe", "long.csv"], in: folder) == 65)
      #expect(terminal.error.split(separator: "\n").count == 1, "\(terminal.error.prefix(200))")
    }
  }

  @Test("Standard input past the limit stops with an error", arguments: ["describe", "audit"])
  func longStandardInput(command: String) {
    let terminal = MemoryTerminal()
    terminal.input = Data(repeating: 0, count: 65)
    var io = terminal.io()
    io.standardInputLimit = 64
    let status = ChartDescribe.run([command, "-"], io: &io).rawValue
    #expect(status == (command == "audit" ? 1 : 65))
    let message = command == "audit" ? terminal.output : terminal.error
    #expect(message.contains("the input is longer than the limit of 64 bytes"))
  }

  @Test("A stream is read within the limit, in blocks, and stops past it")
  func boundedStreamRead() throws {
    try withTemporaryFolder { folder in
      let file = folder.appendingPathComponent("stream")
      try Data(repeating: 0x30, count: 3 << 20).write(to: file)
      let handle = try FileHandle(forReadingFrom: file)
      defer { try? handle.close() }
      #expect(throws: FileReadError(file: "<stdin>", kind: .tooLong(limit: 1 << 20))) {
        try CheckedFileRead.contents(of: handle, name: "<stdin>", maximumBytes: 1 << 20)
      }
      let small = try FileHandle(forReadingFrom: file)
      defer { try? small.close() }
      #expect(
        try CheckedFileRead.contents(of: small, name: "s", maximumBytes: 3 << 20).count == 3 << 20)
    }
  }

  @Test("A Vega-Lite expression too deep for the stack is an audit finding, not a crash")
  func auditDeepExpression() throws {
    try withTemporaryFolder { folder in
      let expression =
        String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
      let spec = """
        {"$schema": "https://vega.github.io/schema/vega-lite/v5.json",
         "data": {"values": [{"a": 1, "b": 2}, {"a": 2, "b": 3}]},
         "transform": [{"calculate": "\(expression)", "as": "z"}],
         "mark": "line",
         "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}}
        """
      try spec.write(
        to: folder.appendingPathComponent("deep.vl.json"), atomically: true, encoding: .utf8)
      let terminal = MemoryTerminal()
      let status = terminal.run(["audit", "deep.vl.json"], in: folder)
      #expect(status == 1)
      #expect(terminal.output.contains("nests more than 100 levels deep"))
    }
  }
}
