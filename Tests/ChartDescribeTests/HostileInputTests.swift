import ChartA11y
import ChartAudio
import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

/// Issue 19's hostile inputs: data files outside the chart's folder, escape sequences and
/// forged annotations from field names and option values, and `-o` at devices, FIFOs,
/// sockets and links.
@Suite("Hostile input: the data folder, terminal escapes, output targets")
struct HostileInputTests {
  /// Runs `body` in a temporary folder (``withTemporaryFolder(_:)``) with `chart/` (the specs)
  /// and `other/secret.csv` outside it.
  static func withLayout(_ body: (URL) throws -> Void) throws {
    try withTemporaryFolder { root in
      for name in ["chart", "other"] {
        try FileManager.default.createDirectory(
          at: root.appendingPathComponent(name), withIntermediateDirectories: true)
      }
      try Data("TOPSECRET-4242\n1\n".utf8).write(
        to: root.appendingPathComponent("other/secret.csv"))
      try body(root)
    }
  }

  static func spec(csv: String, field: String = "office") -> String {
    """
    {"version": 1, "data": {"csv": "\(csv)"}, "marks": [{"type": "bar",
     "x": {"field": "\(field)", "type": "categorical"},
     "y": {"field": "n", "type": "quantitative"}}]}
    """
  }

  static func run(_ arguments: [String], in folder: URL, stdin: String? = nil)
    -> (status: Int32, output: String, error: String)
  {
    let terminal = MemoryTerminal()
    if let stdin { terminal.input = Data(stdin.utf8) }
    let status = terminal.run(arguments, in: folder)
    return (status, terminal.output, terminal.error)
  }

  @Test(
    "A data file outside the spec's folder is refused with exit 65, naming the rule",
    arguments: ["../other/secret.csv", "OTHER_ABSOLUTE", "link.csv"])
  func outsideDataFile(path: String) throws {
    try Self.withLayout { root in
      let written =
        path == "OTHER_ABSOLUTE" ? root.appendingPathComponent("other/secret.csv").path : path
      try FileManager.default.createSymbolicLink(
        atPath: root.appendingPathComponent("chart/link.csv").path,
        withDestinationPath: "../other/secret.csv")
      try Data(Self.spec(csv: written).utf8).write(
        to: root.appendingPathComponent("chart/a.chart.json"))
      for command in [
        ["describe"], ["sonify", "--format", "text"], ["alt-text", "x.svg", "--spec"],
      ] {
        let result = Self.run(command + ["chart/a.chart.json"], in: root)
        #expect(result.status == 65, "\(command): \(result.error)")
        #expect(
          result.error.contains(
            "chart/a.chart.json: $.data.csv: error: data file '\(written)' is outside the spec's folder; "
              + "data files must be inside the chart's folder"), "\(result.error)")
        #expect(!result.error.contains("TOPSECRET"))
      }
      let audit = Self.run(["audit", "--format", "github", "chart"], in: root)
      #expect(audit.status == 1)
      #expect(audit.output.contains("is outside the spec's folder"), "\(audit.output)")
      #expect(!audit.output.contains("TOPSECRET"))
    }
  }

  @Test("--data-root allows another folder; the error then lists its field names")
  func dataRoot() throws {
    try Self.withLayout { root in
      try Data(Self.spec(csv: "../other/secret.csv").utf8).write(
        to: root.appendingPathComponent("chart/a.chart.json"))
      let result = Self.run(["describe", "--data-root", "other", "chart/a.chart.json"], in: root)
      #expect(result.status == 65)
      #expect(
        result.error
          == "chart/a.chart.json: $.marks[0].x.field: error: unknown field 'office'; fields: TOPSECRET-4242\n"
      )
      let audit = Self.run(["audit", "--data-root", "other", "chart"], in: root)
      #expect(audit.output.contains("unknown field 'office'"), "\(audit.output)")
      // The same folder from the configuration file, relative to the file's own folder.
      try Data(#"{"dataRoot": "../other"}"#.utf8).write(
        to: root.appendingPathComponent("chart/audit.json"))
      let configured = Self.run(["audit", "--config", "chart/audit.json", "chart"], in: root)
      #expect(configured.output.contains("unknown field 'office'"), "\(configured.output)")
      #expect(!configured.output.contains("outside the spec's folder"))
      let without = Self.run(["audit", "chart"], in: root)
      #expect(without.output.contains("outside the spec's folder"), "\(without.output)")
    }
  }

  @Test("A Vega-Lite data.url outside the spec's folder is refused too")
  func vegaLiteURL() throws {
    try Self.withLayout { root in
      let spec = """
        {"$schema": "https://vega.github.io/schema/vega-lite/v5.json",
         "data": {"url": "../other/secret.csv"}, "mark": "bar",
         "encoding": {"x": {"field": "a", "type": "nominal"},
                      "y": {"field": "b", "type": "quantitative"}}}
        """
      try Data(spec.utf8).write(to: root.appendingPathComponent("chart/a.vl.json"))
      let result = Self.run(["describe", "chart/a.vl.json"], in: root)
      #expect(result.status == 65)
      #expect(
        result.error.contains("$.data.url: error: data file '../other/secret.csv' is outside"))
    }
  }

  @Test("A spec on standard input reads data relative to the working directory only")
  func standardInputData() throws {
    try Self.withLayout { root in
      let result = Self.run(
        ["describe", "-"], in: root.appendingPathComponent("chart"),
        stdin: Self.spec(csv: "../other/secret.csv"))
      #expect(result.status == 65)
      #expect(result.error.hasPrefix("<stdin>: $.data.csv: error: data file '../other/secret.csv'"))
    }
  }

  /// Hostile texts: an OSC 52 clipboard write, a screen clear, and a forged annotation.
  static let hostile = [
    "a\u{1B}]52;c;aGk=\u{07}b", "a\u{1B}[2Jb", "a\n::error file=x.json::forged",
  ]

  /// No control character reaches the terminal, and no line is a forged workflow command.
  static func expectInert(_ text: String, _ context: String) {
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(context)")
    #expect(
      !text.split(separator: "\n").contains { $0.hasPrefix("::error file=x.json") },
      "\(context): \(text)")
  }

  @Test("Field names in a spec, a CSV header and a Vega-Lite spec print inert", arguments: hostile)
  func hostileFieldNames(name: String) throws {
    try withTemporaryFolder { root in
      let json = String(decoding: try JSONEncoder().encode(name), as: UTF8.self)
      let spec = """
        {"version": 1, "data": {"values": [{"a": "x", "n": 1}]}, "marks": [{"type": "bar",
         "x": {"field": \(json), "type": "categorical"}, "y": {"field": "n", "type": "quantitative"}}]}
        """
      try Data(spec.utf8).write(to: root.appendingPathComponent("s.chart.json"))
      let vegaLite = """
        {"data": {"values": [{"a": "x", "n": 1}]}, "mark": "bar",
         "encoding": {"x": {"field": \(json), "type": "nominal"},
                      "y": {"field": "n", "type": "quantitative"}}}
        """
      try Data(vegaLite.utf8).write(to: root.appendingPathComponent("v.vl.json"))
      let header = String(decoding: try JSONEncoder().encode(name), as: UTF8.self)
      try Data("\(header),n\nx,1\n".utf8).write(to: root.appendingPathComponent("h.csv"))
      for arguments in [
        ["describe", "s.chart.json"], ["describe", "v.vl.json"],
        ["sonify", "-o", "x.wav", "v.vl.json"],
        ["describe", "h.csv", "--y", "missing"], ["describe", "h.csv", "--x", name],
        ["describe", "--format", name], ["describe", "s.chart.json", "--x", name],
        ["audit", "s.chart.json"], ["audit", "--format", "github", "s.chart.json"],
        ["audit", "--format", "github", "v.vl.json"], ["describe", "h.csv"],
        ["describe", "h.csv", "--format", "markdown"], ["sonify", "--format", "text", "h.csv"],
      ] {
        let result = Self.run(arguments, in: root)
        if arguments == ["describe", "s.chart.json"] {
          #expect(
            result.error.contains("unknown field '\(TextEscaping.terminal(name))'"),
            "\(result.error)"
          )
        }
        Self.expectInert(result.error, "stderr of \(arguments)")
        Self.expectInert(result.output, "stdout of \(arguments)")
      }
    }
  }

  @Test("A usage error is one line and one hint line")
  func usageErrorLines() throws {
    let result = Self.run(["describe", "--fromat", "json"], in: repositoryRoot)
    #expect(result.status == 64)
    #expect(
      result.error
        == "Error: unknown option '--fromat'\n  See 'chart-describe describe --help' for usage.\n")
  }

  @Test("--pitch-range says why a range is invalid")
  func pitchRangeReason() throws {
    for (range, reason) in [
      ("500-100", "the pitch range 500.0–100.0 Hz must rise within 20 Hz to 4,186 Hz"),
      ("low-high", "expected two frequencies in Hz as low-high, such as 130.81-1046.5"),
    ] {
      let result = Self.run(["sonify", "--pitch-range", range, "x.json"], in: repositoryRoot)
      #expect(result.status == 64)
      #expect(
        result.error.hasPrefix("Error: invalid value '\(range)' for '--pitch-range': \(reason)\n"),
        "\(result.error)")
    }
  }

  @Test("-o writes to a character device node directly; the node stays")
  func outputToDevice() throws {
    try withTemporaryFolder { folder throws in
      let node = folder.appendingPathComponent("null")
      // Device 1:3, /dev/null (glibc's gnu_dev_makedev: major << 8 | minor for small numbers).
      guard mknod(node.path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 else {
        Issue.record("mknod needs root: \(String(cString: strerror(errno)))")
        return
      }
      let result = Self.run(["describe", "-o", "null"], in: folder)
      #expect(result.status == 0, "\(result.error)")
      var status = stat()
      #expect(lstat(node.path, &status) == 0)
      #expect(status.st_mode & S_IFMT == S_IFCHR, "the device node was replaced")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["null"])
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).allSatisfy {
          !$0.hasPrefix(".chart-describe-output.\(getpid()).")
        }, "the temporary file was left")
    }
  }

  @Test("An output path naming an input, by any name, is refused and the input kept")
  func outputOverInput() throws {
    try withTemporaryFolder { folder in
      try Self.writeSmallChart(in: folder)
      let chart = folder.appendingPathComponent("t.chart.json")
      let original = try Data(contentsOf: chart)
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: "t.chart.json"
      )
      for command in [
        ["describe", "t.chart.json", "-o", "t.chart.json"],
        ["describe", "t.chart.json", "--format", "json", "-o", "link.json"],
        ["audit", "t.chart.json", "-o", "./t.chart.json"],
        ["sonify", "t.chart.json", "--format", "text", "-o", "t.chart.json"],
      ] {
        let result = Self.run(command, in: folder)
        #expect(result.status == 74, "\(command): \(result.error)")
        #expect(result.error.contains("is a file this command reads"), "\(command)")
        #expect(try Data(contentsOf: chart) == original, "\(command) replaced its input")
      }
    }
  }

  @Test("A closed standard stream: diagnostics are dropped, output still fails as output")
  func closedStandardStreams() throws {
    let executable = try #require(AudioCommandSupport.executable, "chart-describe is not built")
    try withTemporaryFolder { folder in
      try Data("year,sales\n2001,10\n2002,\n2003,12\n".utf8).write(
        to: folder.appendingPathComponent("a.csv"))
      try Data("{".utf8).write(to: folder.appendingPathComponent("bad.chart.json"))
      func status(_ command: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command, "sh", executable.path]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
      }
      // Notes on a closed standard error used to trap in Foundation (SIGILL, exit 132).
      #expect(try status(#""$1" describe a.csv -o out.txt 2>&-"#) == 0)
      let written = try String(
        contentsOf: folder.appendingPathComponent("out.txt"), encoding: .utf8)
      #expect(written.hasPrefix("Line chart"))
      #expect(try status(#""$1" describe bad.chart.json 2>&-"#) == 65)
      // The input is not opened on the closed descriptor: the output still fails as output.
      #expect(try status(#""$1" describe a.csv >&- 2>/dev/null"#) == 74)
    }
  }

  /// Writes `t.chart.json`, a chart small enough for a FIFO: the tests read the FIFO only after
  /// the command returns, and a FIFO holds 64 KiB (pipe(7)); more would block the write.
  static func writeSmallChart(in folder: URL) throws {
    let spec = """
      {"version": 1, "title": "T", "data": {"values": [{"a": "x", "n": 1}, {"a": "y", "n": 2}]},
       "marks": [{"type": "bar", "x": {"field": "a", "type": "categorical"},
                  "y": {"field": "n", "type": "quantitative"}}]}
      """
    try Data(spec.utf8).write(to: folder.appendingPathComponent("t.chart.json"))
  }

  @Test("-o writes to a FIFO directly")
  func outputToFIFO() throws {
    try withTemporaryFolder { folder in
      let fifo = folder.appendingPathComponent("pipe")
      #expect(mkfifo(fifo.path, 0o600) == 0)
      let reader = open(fifo.path, O_RDWR | O_NONBLOCK)
      #expect(reader >= 0)
      defer { close(reader) }
      try Self.writeSmallChart(in: folder)
      let result = Self.run(
        ["describe", "--format", "json", "-o", "pipe", "t.chart.json"], in: folder)
      #expect(result.status == 0, "\(result.error)")
      var status = stat()
      #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      let count = read(reader, &buffer, buffer.count)
      #expect(count > 0)
      let text = String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
      #expect(text.hasPrefix("{"), "\(text.prefix(40))")
    }
  }

  @Test("-o follows a symbolic link: the regular file it leads to is replaced, the link stays")
  func outputThroughSymlink() throws {
    try withTemporaryFolder { folder in
      try Data("old".utf8).write(to: folder.appendingPathComponent("real.txt"))
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent("link.txt").path, withDestinationPath: "real.txt")
      let result = Self.run(["describe", "-o", "link.txt"], in: folder)
      #expect(result.status == 0, "\(result.error)")
      let destination = try FileManager.default.destinationOfSymbolicLink(
        atPath: folder.appendingPathComponent("link.txt").path)
      #expect(destination == "real.txt")
      let text = try String(contentsOf: folder.appendingPathComponent("real.txt"), encoding: .utf8)
      #expect(text.contains("Ashley"))
    }
  }

  @Test("-o through a link to a stream (a FIFO, /proc/self/fd/N of a pipe) writes to the stream")
  func outputThroughSymlinkToStream() throws {
    try withTemporaryFolder { folder in
      var ends: [Int32] = [-1, -1]
      #expect(pipe(&ends) == 0)
      defer { ends.forEach { close($0) } }
      // Reads return at once: nothing written is a failed expectation, not a hang.
      #expect(fcntl(ends[0], F_SETFL, O_NONBLOCK) == 0)
      #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o600) == 0)
      let fifoReader = open(folder.appendingPathComponent("pipe").path, O_RDWR | O_NONBLOCK)
      defer { close(fifoReader) }
      // A link to /proc/self/fd/N is what `-o /dev/stdout` is: /dev/stdout → /proc/self/fd/1,
      // whose target for a pipe is "pipe:[inode]", no path at all.
      for (link, destination, reader) in [
        ("fifo-link", "pipe", fifoReader), ("fd-link", "/proc/self/fd/\(ends[1])", ends[0]),
      ] {
        try FileManager.default.createSymbolicLink(
          atPath: folder.appendingPathComponent(link).path, withDestinationPath: destination)
        try Self.writeSmallChart(in: folder)
        let result = Self.run(
          ["describe", "--format", "json", "-o", link, "t.chart.json"], in: folder)
        #expect(result.status == 0, "\(link): \(result.error)")
        #expect(
          try FileManager.default.destinationOfSymbolicLink(
            atPath: folder.appendingPathComponent(link).path) == destination, "\(link) was replaced"
        )
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(reader, &buffer, buffer.count)
        let text = String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
        #expect(text.hasPrefix("{"), "\(link): \(text.prefix(40))")
      }
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(left == ["fd-link", "fifo-link", "pipe", "t.chart.json"])
    }
  }

  @Test("An SVG not valid in its declared encoding: our one line on stderr, none of libxml2's")
  func declaredEncodingMessage() throws {
    try withTemporaryFolder { folder in
      var bytes = Data(
        "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\">\n<title>a"
          .utf8)
      bytes.append(0x80)
      bytes.append(contentsOf: "b</title></svg>\n".utf8)
      try bytes.write(to: folder.appendingPathComponent("u7.svg"))
      // The built program, not MemoryTerminal: libxml2 wrote to file descriptor 2 itself.
      for arguments in [["alt-text", "u7.svg"], ["describe", "u7.svg"], ["audit", "u7.svg"]] {
        let result = try AudioCommandSupport.runExecutable(arguments, asoundrc: "", home: folder)
        if arguments[0] == "audit" {
          #expect(result.status == 1)
          #expect(result.error == "", "\(arguments): \(result.error)")
        } else {
          #expect(result.status == 65)
          #expect(
            result.error
              == "u7.svg: line 3: error: invalid SVG: the file is not valid UTF-7, the encoding its "
              + "declaration names\n", "\(arguments)")
        }
      }
    }
  }

  @Test("-o at a socket is refused with exit 74")
  func outputToSocket() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("s.sock").path
      let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(socketDescriptor) }
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { bytes in
        for (index, byte) in path.utf8.enumerated() where index < bytes.count - 1 {
          bytes[index] = byte
        }
      }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      #expect(bound == 0)
      let result = Self.run(["describe", "-o", "s.sock"], in: folder)
      #expect(result.status == 74)
      #expect(result.error == "s.sock: error: is a socket; give a file, a device or a FIFO\n")
    }
  }

  @Test("alt-text --check of a file written with --spec says which source it needs")
  func checkNeedsSpec() throws {
    try withTemporaryFolder { folder in
      let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>"#
      try Data(svg.utf8).write(to: folder.appendingPathComponent("c.svg"))
      let spec = repositoryRoot.appendingPathComponent("fixtures/charts/sales-report.chart.json")
      let write = Self.run(["alt-text", "--write", "--spec", spec.path, "c.svg"], in: folder)
      #expect(write.status == 0, "\(write.error)")
      let check = Self.run(["alt-text", "--check", "c.svg"], in: folder)
      #expect(check.status == 65)
      #expect(
        check.error
          == "c.svg: error: no data to describe: the alt text's digest was made from a chart given "
          + "with --spec, and the SVG alone does not carry its data; check it with "
          + "'chart-describe alt-text --check --spec <chart> c.svg'\n")
      let withSpec = Self.run(["alt-text", "--check", "--spec", spec.path, "c.svg"], in: folder)
      #expect(withSpec.status == 0)
      #expect(withSpec.output == "c.svg: current\n")
    }
  }

  @Test("Wrong input gets a message that says what is wrong")
  func clearMessages() throws {
    try withTemporaryFolder { folder in
      let nested = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
      try Data(nested.utf8).write(to: folder.appendingPathComponent("deep.chart.json"))
      try Data("1e309".utf8).write(to: folder.appendingPathComponent("big.chart.json"))
      var utf16 = Data([0xFF, 0xFE])
      utf16.append("a,b\nx,1\n".data(using: .utf16LittleEndian)!)
      try utf16.write(to: folder.appendingPathComponent("u16.csv"))
      let lookup = """
        {"data": {"values": [{"a": "x", "n": 1}]},
         "transform": [{"lookup": "a", "from": {"data": {"values": []}, "key": "a"}}],
         "mark": "bar", "encoding": {"x": {"field": "a", "type": "nominal"},
                                    "y": {"field": "n", "type": "quantitative"}}}
        """
      try Data(lookup.utf8).write(to: folder.appendingPathComponent("lookup.vl.json"))
      let nan = """
        {"version": 1, "data": {"values": [{"a": "x", "n": 1}, {"a": "y", "n": "NaN"}]},
         "marks": [{"type": "bar", "x": {"field": "a", "type": "categorical"},
                    "y": {"field": "n", "type": "quantitative"}}]}
        """
      try Data(nan.utf8).write(to: folder.appendingPathComponent("nan.chart.json"))
      for (file, status, message) in [
        (
          "deep.chart.json", 65,
          "deep.chart.json: line 1, column 514: error: malformed JSON: arrays and objects nested "
            + "more than 512 levels deep"
        ),
        (
          "big.chart.json", 65,
          "big.chart.json: line 1, column 6: error: malformed JSON: the number 1e309 is too large (the largest is "
            + "about 1.8e308)"
        ),
        ("u16.csv", 65, "u16.csv: error: the file is UTF-16 (little-endian); save it as UTF-8"),
        (
          "lookup.vl.json", 65,
          "lookup.vl.json: $.transform[0]: error: nothing in this Vega-Lite spec can be described: "
            + "the 'lookup' transform is not supported"
        ),
        (
          "nan.chart.json", 65,
          "nan.chart.json: $.data.values[1].n: error: field 'n': 'NaN' is not a number"
        ),
        (
          "/dev/zero", 66,
          "/dev/zero: error: is a device or socket, not a file; save the chart to a file"
        ),
      ] {
        let result = Self.run(["describe", file], in: folder)
        #expect(result.status == Int32(status), "\(file): \(result.error)")
        #expect(result.error.hasPrefix(message), "\(file): \(result.error)")
      }
    }
  }

  @Test(
    "A full disk: exit 74 saying so, and no temporary file left (sonify, narrate, describe)",
    .enabled(if: getuid() == 0, "mounting a small tmpfs needs root"))
  func fullDisk() throws {
    try withTemporaryFolder { mountPoint in
      guard mount("tmpfs", mountPoint.path, "tmpfs", 0, "size=64k") == 0 else {
        Issue.record("cannot mount a tmpfs: \(String(cString: strerror(errno)))")
        return
      }
      defer { umount(mountPoint.path) }
      let pad = mountPoint.appendingPathComponent("pad")
      let chart = repositoryRoot.appendingPathComponent(
        "fixtures/charts/monthly-activity.chart.json")
      // narrate writes speech and tones through the same writer; it needs a voice.
      let narrated = SpeechSynthesizer.isAvailable ? [(65_000, "n.wav"), (40_000, "n.ogg")] : []
      for (fill, output) in [
        (40_000, "x.flac"), (65_000, "x.ogg"), (65_000, "x.flac"),
        (65_000, "x.wav"), (65_000, "d.txt"),
      ] + narrated {
        try Data(count: fill).write(to: pad)
        let command =
          output.hasSuffix(".txt") ? "describe" : output.hasPrefix("n.") ? "narrate" : "sonify"
        let arguments = [command, "-o", output, chart.path]
        let result = Self.run(arguments, in: mountPoint)
        #expect(result.status == 74, "\(output) with \(fill) bytes used: \(result.error)")
        #expect(
          result.error.lowercased().contains("no space left on device"),
          "\(output): \(result.error)")
        #expect(
          try FileManager.default.contentsOfDirectory(atPath: mountPoint.path) == ["pad"],
          "\(output) left a file")
      }
    }
  }
}
