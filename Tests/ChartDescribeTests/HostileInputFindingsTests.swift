import ChartAudio
import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

/// The hostile-input review's findings F8, F12, F14, F16, F17 and F33: each input gets
/// its one clear line (or is read as drawn), never a wrong reason or a replaced link.
@Suite("Hostile input: pipes, links, encodings, whole numbers, extreme values")
struct HostileInputFindingsTests {
  static let chart = """
    {"version": 1, "title": "T", "data": {"values": [{"a": "x", "n": 1}, {"a": "y", "n": 2}]},
     "marks": [{"type": "bar", "x": {"field": "a", "type": "categorical"},
                "y": {"field": "n", "type": "quantitative"}}]}
    """

  /// Runs the built executable through `sh -c`, `$1` being its path.
  static func shell(_ command: String, in folder: URL) throws -> (
    status: Int32, output: String, error: String
  ) {
    let executable = try #require(AudioCommandSupport.executable, "chart-describe is not built")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command, "sh", executable.path]
    process.currentDirectoryURL = folder
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: out, as: UTF8.self),
      String(decoding: err, as: UTF8.self)
    )
  }

  @Test("A pipe given as a path (/dev/stdin from a pipe, a named FIFO) is read as '-' is")
  func pipes() throws {
    try withTemporaryFolder { folder in
      try Data(Self.chart.utf8).write(to: folder.appendingPathComponent("t.chart.json"))
      #expect(mkfifo(folder.appendingPathComponent("fifo").path, 0o600) == 0)
      for command in [
        #"cat t.chart.json | "$1" describe /dev/stdin"#,
        #"cat t.chart.json > fifo & "$1" describe fifo; wait"#,
      ] {
        let result = try Self.shell(command, in: folder)
        #expect(result.status == 0, "\(command): \(result.error)")
        #expect(result.output.hasPrefix("Bar chart: T."), "\(command): \(result.output)")
      }
    }
  }

  @Test("-o through a dangling link creates the file it names; a loop fails with exit 74")
  func danglingLinks() throws {
    try withTemporaryFolder { folder in
      try Data(Self.chart.utf8).write(to: folder.appendingPathComponent("t.chart.json"))
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
      let links = [
        ("dangling", "sub/new.txt"), ("nowhere", "missing/x.txt"), ("loop1", "loop2"),
        ("loop2", "loop1"),
      ]
      for (link, destination) in links {
        try FileManager.default.createSymbolicLink(
          atPath: folder.appendingPathComponent(link).path, withDestinationPath: destination)
      }
      let written = try Self.shell(#""$1" describe t.chart.json -o dangling"#, in: folder)
      #expect(written.status == 0, "\(written.error)")
      let text = try String(
        contentsOf: folder.appendingPathComponent("sub/new.txt"), encoding: .utf8)
      #expect(text.hasPrefix("Bar chart: T."))
      for (link, destination) in links {
        #expect(
          (try? FileManager.default.destinationOfSymbolicLink(
            atPath: folder.appendingPathComponent(link).path)) == destination, "\(link)")
      }
      let missing = try Self.shell(#""$1" describe t.chart.json -o nowhere"#, in: folder)
      #expect(missing.status == 74, "\(missing.error)")
      #expect(missing.error.contains("No such file or directory"), "\(missing.error)")
      let loop = try Self.shell(#""$1" describe t.chart.json -o loop1"#, in: folder)
      #expect(loop.status == 74, "\(loop.error)")
      #expect(loop.error.contains("Too many levels of symbolic links"), "\(loop.error)")
    }
  }

  @Test("Encodings and empty input: one message, the same from a file and from a pipe")
  func encodings() throws {
    try withTemporaryFolder { folder in
      var utf16 = Data([0xFF, 0xFE])
      utf16.append(Data(Self.chart.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
      try utf16.write(to: folder.appendingPathComponent("u16.chart.json"))
      // 0x81 is neither UTF-8 nor Windows-1252 (which reads 0xFF as ÿ).
      var bad = Data("a,b\nx,1\n".utf8)
      bad.append(contentsOf: [0x81, 0x2C, 0x32, 0x0A])
      try bad.write(to: folder.appendingPathComponent("bad.csv"))
      // A NUL byte inside a cell, after a two-byte character: named by line and column.
      try Data("x,y\n1,2\n2,é5\u{0}\n".utf8).write(to: folder.appendingPathComponent("nul.csv"))
      try Data("x\ty\n1\t2\u{0}\n".utf8).write(to: folder.appendingPathComponent("nul.tsv"))
      try Data("null".utf8).write(to: folder.appendingPathComponent("null.json"))
      let vega = #"{"$schema": "https://vega.github.io/schema/vega/v5.json", "marks": []}"#
      try Data(vega.utf8).write(to: folder.appendingPathComponent("vega.json"))
      let utf16Message = "error: the file is UTF-16 (little-endian); save it as UTF-8"
      for (command, status, message) in [
        (#""$1" describe u16.chart.json"#, Int32(65), "u16.chart.json: " + utf16Message),
        (#""$1" describe - < u16.chart.json"#, 65, "<stdin>: " + utf16Message),
        (#""$1" describe - < /dev/null"#, 65, "<stdin>: error: the input is empty"),
        (#""$1" describe bad.csv"#, 65, "bad.csv: line 3: error: byte 0x81 is not UTF-8"),
        (
          #""$1" describe nul.csv"#, 65,
          "nul.csv: line 3, column 5: error: the file holds a NUL byte (0x00), which is not text"
        ),
        (
          #""$1" describe nul.tsv"#, 65,
          "nul.tsv: line 2, column 4: error: the file holds a NUL byte (0x00), which is not text"
        ),
        (#""$1" describe null.json"#, 65, "null.json: $: error: expected an object, found null"),
        (
          #""$1" describe vega.json"#, 65,
          "vega.json: $.$schema: error: this is a Vega spec ('https://vega.github.io/schema/vega/v5.json'), not Vega-Lite"
        ),
      ] {
        let result = try Self.shell(command, in: folder)
        #expect(result.status == status, "\(command): \(result.error)")
        #expect(result.error.hasPrefix(message), "\(command): \(result.error)")
        #expect(result.error.split(separator: "\n").count == 1, "\(command): \(result.error)")
      }
    }
  }

  @Test("A number where a whole number is expected is named at its place")
  func wholeNumbers() throws {
    try withTemporaryFolder { folder in
      let spec = Self.chart.replacingOccurrences(of: #""version": 1"#, with: #""version": 1.5"#)
      try Data(spec.utf8).write(to: folder.appendingPathComponent("v.chart.json"))
      try Data(Self.chart.utf8).write(to: folder.appendingPathComponent("t.chart.json"))
      try Data(#"{"thresholds": {"maximumSeries": 1e308}}"#.utf8).write(
        to: folder.appendingPathComponent("config.json"))
      let version = try Self.shell(#""$1" describe v.chart.json"#, in: folder)
      #expect(version.status == 65)
      #expect(
        version.error.hasPrefix(
          "v.chart.json: $.version: error: expected a whole number, found 1.5"),
        "\(version.error)")
      let config = try Self.shell(#""$1" audit t.chart.json --config config.json"#, in: folder)
      #expect(config.status == 64)
      #expect(
        config.error.contains("$.thresholds.maximumSeries: expected a whole number, found 1e+308"),
        "\(config.error)")
    }
  }

  @Test("Bins over a range wider than a number holds are refused, maxbins 1e300 too")
  func bins() throws {
    try withTemporaryFolder { folder in
      let bins = """
        {"data": {"values": [{"a": 0}, {"a": 1e308}, {"a": -1e308}]}, "mark": "bar",
         "encoding": {"x": {"field": "a", "bin": {"maxbins": 1e300}},
                      "y": {"aggregate": "count"}}}
        """
      try Data(bins.utf8).write(to: folder.appendingPathComponent("bins.vl.json"))
      let binned = try Self.shell(#""$1" describe bins.vl.json"#, in: folder)
      #expect(binned.status == 65, "\(binned.error)")
      #expect(binned.error.contains("a range too wide to bin"), "\(binned.error)")
    }
  }
}
