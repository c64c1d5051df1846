import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

@Suite("The alt-text command")
struct AltTextCommandTests {
  /// Runs `body` in a temporary folder (``withTemporaryFolder(_:)``) holding copies of SVG
  /// fixtures and the sales-report spec.
  static func withWorkspace(_ files: [String] = [], _ body: (URL) throws -> Void) throws {
    try withTemporaryFolder { folder in
      for file in files {
        try FileManager.default.copyItem(
          at: Fixtures.root.appendingPathComponent("svg/\(file)"),
          to: folder.appendingPathComponent(file))
      }
      try FileManager.default.copyItem(
        at: Fixtures.spec("sales-report"), to: folder.appendingPathComponent("sales.chart.json"))
      try body(folder)
    }
  }

  static func bytes(_ folder: URL, _ file: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(file))
  }

  @Test("Several files give one result line each")
  func severalFiles() throws {
    try Self.withWorkspace([
      "cars.vl.svg", "us-employment.vl.svg", "seattle-weather.vl.svg",
    ]) { folder throws in
      let terminal = MemoryTerminal()
      let status = terminal.run(
        ["alt-text", "cars.vl.svg", "us-employment.vl.svg", "seattle-weather.vl.svg"], in: folder)
      #expect(status == 65)
      let lines = terminal.output.split(separator: "\n")
      #expect(lines.count == 2)
      #expect(lines[0].hasPrefix("cars.vl.svg: would write \"Scatter plot: Horsepower"))
      #expect(lines[1].hasPrefix("us-employment.vl.svg: would write \"Bar chart:"))
      #expect(
        terminal.error.contains(
          "seattle-weather.vl.svg: error: no data to describe: the x axis's field 'date (month)' "
            + "is printed 'undefined' on every mark"))
      #expect(
        try Self.bytes(folder, "cars.vl.svg")
          == Data(contentsOf: Fixtures.root.appendingPathComponent("svg/cars.vl.svg")))
    }
  }

  @Test("--write, then --check is current; a changed data point makes it stale")
  func checkCatchesChangedData() throws {
    try Self.withWorkspace(["sales-report.vl.svg", "sales-report.matplotlib.svg"]) { folder in
      let files = ["sales-report.vl.svg", "sales-report.matplotlib.svg"]
      func run(_ mode: String) -> (status: Int32, output: String) {
        let terminal = MemoryTerminal()
        let status = terminal.run(
          ["alt-text", "--spec", "sales.chart.json", mode] + files, in: folder)
        return (status, terminal.output)
      }
      let written = run("--write")
      #expect(written.status == 0)
      #expect(
        written.output.split(separator: "\n").allSatisfy {
          $0.contains(": wrote \"Area chart: Sales Report.")
        })
      let again = run("--write")
      #expect(again.status == 0)
      #expect(
        again.output.split(separator: "\n").allSatisfy {
          $0.hasSuffix("unchanged: alt text is current")
        })
      #expect(
        run("--check") == (
          0, "sales-report.vl.svg: current\nsales-report.matplotlib.svg: current\n"
        ))

      let spec = folder.appendingPathComponent("sales.chart.json")
      let text = try String(contentsOf: spec, encoding: .utf8)
      try Data(
        text.replacingOccurrences(of: "\"salesVolume\": 930", with: "\"salesVolume\": 931").utf8
      )
      .write(to: spec)
      let before = try Self.bytes(folder, files[0])
      let stale = run("--check")
      #expect(stale.status == 1)
      #expect(stale.output.hasPrefix("sales-report.vl.svg: stale: the data changed"))
      #expect(try Self.bytes(folder, files[0]) == before)
    }
  }

  @Test("--check of a file never given alt text says missing, exit 1")
  func checkMissing() throws {
    try Self.withWorkspace(["cars.vl.svg"]) { folder in
      let terminal = MemoryTerminal()
      #expect(terminal.run(["alt-text", "--check", "cars.vl.svg"], in: folder) == 1)
      #expect(terminal.output.hasPrefix("cars.vl.svg: missing:"))
    }
  }

  @Test("-o writes another file and leaves the input alone; -o - writes the SVG to stdout")
  func output() throws {
    try Self.withWorkspace(["cars.vl.svg"]) { folder in
      let original = try Self.bytes(folder, "cars.vl.svg")
      let terminal = MemoryTerminal()
      #expect(terminal.run(["alt-text", "cars.vl.svg", "-o", "out.svg"], in: folder) == 0)
      #expect(try Self.bytes(folder, "cars.vl.svg") == original)
      #expect(try Self.bytes(folder, "out.svg").count > original.count)
      let stdout = MemoryTerminal()
      #expect(stdout.run(["alt-text", "cars.vl.svg", "-o", "-"], in: folder) == 0)
      #expect(Data(stdout.output.utf8) == (try Self.bytes(folder, "out.svg")))
    }
  }

  @Test("Permissions are kept when a file is rewritten")
  func permissions() throws {
    try Self.withWorkspace(["cars.vl.svg"]) { folder in
      let path = folder.appendingPathComponent("cars.vl.svg").path
      try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
      #expect(MemoryTerminal().run(["alt-text", "--write", "cars.vl.svg"], in: folder) == 0)
      let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(mode == 0o640)
    }
  }

  /// A command line and the error line and status it gives.
  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var message: String
    var status: Int32
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      arguments: ["alt-text", "absent.svg"], message: "absent.svg: error: no such file\n",
      status: 66),
    ErrorCase(
      arguments: ["alt-text", "bad.svg"],
      message: "bad.svg: line 3: error: invalid SVG: a start tag and its end tag do not match\n",
      status: 65),
    ErrorCase(
      arguments: ["alt-text", "xxe.svg", "--spec", "sales.chart.json"],
      message: "xxe.svg: line 2: error: invalid SVG: external entity 'xxe' is not allowed: files "
        + "and URLs named in an SVG are never read\n",
      status: 65),
    ErrorCase(
      arguments: ["alt-text", "cars.vl.svg", "-o", "no/such/folder/out.svg"],
      message: "no/such/folder/out.svg: error: cannot write here: No such file or directory\n",
      status: 74),
    ErrorCase(
      arguments: ["alt-text", "matplotlib.svg"],
      message: "matplotlib.svg: error: no data to describe: the matplotlib drawing has no axes "
        + "(no axes_N group holding matplotlib.axis_1 and matplotlib.axis_2); pass --spec with "
        + "the chart's data\n",
      status: 65),
  ]

  @Test("Errors are one line naming the file, with their exit status", arguments: errorCases)
  func errors(_ errorCase: ErrorCase) throws {
    try Self.withWorkspace(["cars.vl.svg"]) { folder in
      try Data("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g>\n</svg>\n".utf8)
        .write(to: folder.appendingPathComponent("bad.svg"))
      try Data(
        """
        <?xml version="1.0"?>
        <!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
        <svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>
        """.utf8
      ).write(to: folder.appendingPathComponent("xxe.svg"))
      try FileManager.default.copyItem(
        at: Fixtures.root.appendingPathComponent("svg/no-axes.matplotlib.svg"),
        to: folder.appendingPathComponent("matplotlib.svg"))
      let terminal = MemoryTerminal()
      let status = terminal.run(errorCase.arguments, in: folder)
      #expect(terminal.error == errorCase.message)
      #expect(status == errorCase.status)
      #expect(!terminal.output.contains("root:") && !terminal.error.contains("root:"))
    }
  }

  @Test("Help fits 80 columns and matches the golden file")
  func help() {
    for arguments in [["alt-text", "--help"], ["help", "alt-text"]] {
      let terminal = MemoryTerminal()
      #expect(terminal.run(arguments, in: repositoryRoot) == 0)
      expectGolden(terminal.output, at: "golden/alt-text.help.txt")
      #expect(terminal.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }
  }

  @Test(
    "Conflicting options are usage errors",
    arguments: [
      ["alt-text", "a.svg", "--write", "--check"], ["alt-text", "a.svg", "b.svg", "-o", "c.svg"],
      ["alt-text"], ["alt-text", "-"],
    ])
  func usage(arguments: [String]) throws {
    let terminal = MemoryTerminal()
    #expect(terminal.run(arguments, in: FileManager.default.temporaryDirectory) == 64)
    #expect(terminal.error.hasPrefix("Error: "))
  }

  @Test("Field names from an SVG's labels are escaped in notes")
  func escapedNotes() throws {
    try Self.withWorkspace { folder in
      let marks = (1...3).map { index in
        "<path role=\"graphics-symbol\" aria-roledescription=\"bar\" "
          + "aria-label=\"x: c\(index); y: \(index); evil\u{202E}txt.exe: \(index * 7)\"/>"
      }
      try Data(
        ("<svg xmlns=\"http://www.w3.org/2000/svg\">" + marks.joined() + "</svg>").utf8
      ).write(to: folder.appendingPathComponent("labels.svg"))
      let terminal = MemoryTerminal()
      #expect(terminal.run(["alt-text", "labels.svg"], in: folder) == 0)
      #expect(!terminal.error.contains("\u{202E}"))
      #expect(terminal.error.contains("evil\\u{202e}txt.exe"))
      #expect(terminal.output.hasPrefix("labels.svg: would write \"Bar chart: y by x."))
    }
  }

  @Test("A terminal-unsafe file name is escaped in the result line")
  func escapedName() throws {
    try Self.withWorkspace(["cars.vl.svg"]) { folder in
      let name = "evil\u{1B}[31m.svg"
      try FileManager.default.copyItem(
        at: folder.appendingPathComponent("cars.vl.svg"), to: folder.appendingPathComponent(name))
      let terminal = MemoryTerminal()
      #expect(terminal.run(["alt-text", name], in: folder) == 0)
      #expect(!terminal.output.contains("\u{1B}"))
      #expect(terminal.output.hasPrefix("evil\\u{1b}[31m.svg: would write"))
    }
  }

  /// The built `chart-describe` beside the test bundle.
  static var executable: URL? {
    let candidates = [
      Bundle.main.bundleURL.appendingPathComponent("chart-describe"),
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("chart-describe"),
      repositoryRoot.appendingPathComponent(".build/debug/chart-describe"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The file-size limit the writes below run under, in `ulimit -f` blocks: 2048, 1 MiB with
  /// dash's 512-byte blocks (2 MiB where `/bin/sh` counts 1024-byte blocks).
  ///
  /// Not smaller: under the thread sanitizer (`swift test --sanitize=thread`) the sanitizer's
  /// own runtime faults (SIGBUS inside `__tsan::MemoryAccessRangeT`, exit 66) at a write(2) to
  /// a regular file when RLIMIT_FSIZE is below about 128 KiB, in any program — measured with a
  /// six-line program writing 50,000 bytes: a 96 KiB limit faults, 128 KiB works. The earlier
  /// 64-block (32 KiB) limit so failed both tests there: the sanitized chart-describe exited 66
  /// instead of being killed by SIGXFSZ or exiting 74. At this limit it is killed (status 153
  /// from the shell) or exits 74, as the plain build does.
  static let sizeLimitBlocks = 2048

  /// `cars.vl.svg` with a 3 MiB comment after its root element, so a rewrite of it is past
  /// ``sizeLimitBlocks`` under either block size.
  static func largeSVG(in folder: URL) throws -> Data {
    var bytes = try bytes(folder, "cars.vl.svg")
    bytes.append(contentsOf: Array("\n<!-- ".utf8))
    bytes.append(contentsOf: [UInt8](repeating: UInt8(ascii: "x"), count: 3 << 20))
    bytes.append(contentsOf: Array(" -->\n".utf8))
    try bytes.write(to: folder.appendingPathComponent("cars.vl.svg"))
    return bytes
  }

  /// Runs `chart-describe alt-text --write <file>` in a folder under the file-size limit
  /// ``sizeLimitBlocks``, with SIGXFSZ at its default action (killing) or ignored (the write
  /// fails with EFBIG).
  ///
  /// - Returns: The raw `waitpid` status.
  static func writeUnderSizeLimit(_ file: String, in folder: URL, killing: Bool) throws -> Int32 {
    let binary = try #require(executable, "build chart-describe first")
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The test runner may block or ignore SIGXFSZ; the child gets it unblocked and at its
    // default action (killing), or blocked (so write fails with EFBIG instead).
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGXFSZ)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &signals)
    if killing {
      posix_spawnattr_setsigmask(&attributes, &none)
    } else {
      posix_spawnattr_setsigmask(&attributes, &signals)
    }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    let trap = killing ? "" : "trap '' XFSZ; "
    let script =
      "cd \"$1\" && \(trap)ulimit -f \(sizeLimitBlocks) && exec \"$0\" alt-text --write \"$2\" 2>/dev/null >/dev/null"
    let arguments = ["/bin/sh", "-c", script, binary.path, folder.path, file]
    var pointers = arguments.map { strdup($0) }
    defer { pointers.forEach { free($0) } }
    pointers.append(nil)
    var pid = pid_t()
    let spawned = posix_spawn(&pid, "/bin/sh", nil, &attributes, pointers, environ)
    try #require(spawned == 0)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return status
  }

  @Test("A write killed half-way (SIGXFSZ at 1 MiB) leaves the original file intact")
  func killedWrite() throws {
    try Self.withWorkspace(["cars.vl.svg"]) { folder in
      let original = try Self.largeSVG(in: folder)
      #expect(original.count > Self.sizeLimitBlocks * 1024, "past the limit in either block size")
      let status = try Self.writeUnderSizeLimit("cars.vl.svg", in: folder, killing: true)
      #expect(status & 0x7F == SIGXFSZ, "the writer was killed by the signal")
      #expect(try Self.bytes(folder, "cars.vl.svg") == original)
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".tmp") }
      #expect(leftovers.count == 1, "only the killed writer's temporary file is left")

      #expect(MemoryTerminal().run(["alt-text", "--write", "cars.vl.svg"], in: folder) == 0)
      #expect(try Self.bytes(folder, "cars.vl.svg") != original)
      let after = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".tmp") }
      #expect(after.isEmpty, "the next write removes the dead writer's temporary file")
    }
  }

  @Test("A write that fails half-way (EFBIG) exits 74, keeps the original, leaves no file")
  func failedWrite() throws {
    try Self.withWorkspace(["cars.vl.svg"]) { folder in
      let original = try Self.largeSVG(in: folder)
      let status = try Self.writeUnderSizeLimit("cars.vl.svg", in: folder, killing: false)
      #expect(status & 0x7F == 0, "the writer exited")
      #expect((status >> 8) & 0xFF == 74)
      #expect(try Self.bytes(folder, "cars.vl.svg") == original)
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(files == ["cars.vl.svg", "sales.chart.json"])
    }
  }
}
