import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

/// The text of each block of Markdown, rendered by markdown-it-py (`scripts/markdown_blocks.py`,
/// installed by `scripts/setup --tests`).
enum MarkdownBlocks {
  static let script = Fixtures.root.deletingLastPathComponent()
    .appendingPathComponent("scripts/markdown_blocks.py")

  /// Whether python3 can import markdown-it-py here; `scripts/setup` installs it, so CI runs.
  static var isAvailable: Bool {
    (try? run(["-c", "import markdown_it"], input: "").status) == 0
  }

  /// The text of each block, or `SYNTAX …` for a block in which syntax acted.
  ///
  /// - Parameters:
  ///   - markdown: The Markdown.
  ///   - bold: Whether bold is ours here and read as its text (a table's caption).
  /// - Returns: One line per block.
  /// - Throws: When python3 cannot be run.
  static func blocks(of markdown: String, bold: Bool = false) throws -> [String] {
    let result = try run([script.path] + (bold ? ["--bold"] : []), input: markdown)
    return result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map(String.init)
  }

  private static func run(_ arguments: [String], input: String) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let text = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}

@Suite("Markdown escapes only what CommonMark would read, and reads as the plain text")
struct MarkdownEscapingTests {
  static let hostileNames = [
    "*bold*", "_under_", "[x](y)", "<script>alert(1)</script>", "`code`", "# Heading",
    "1. first", "a|b", "~~gone~~", "&amp;", "back\\*slash", "> quote", "- item", "C #",
    "Miles_per_Gallon",
  ]

  /// A line chart with one series per hostile name, titled with more of them.
  static func description(names: [String], title: String) throws -> ChartDescription {
    func json(_ text: String) throws -> String {
      String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
    }
    var rows: [String] = []
    for (index, name) in names.enumerated() {
      for day in 1...4 {
        rows.append(#"{"d": \#(day), "v": \#(day * (index + 2)), "s": \#(try json(name))}"#)
      }
    }
    let spec = """
      {"version": 1, "title": \(try json(title)), "data": {"values": [\(rows.joined(separator: ","))]},
       "marks": [{"type": "line", "x": {"field": "d", "label": "Day"},
                  "y": {"field": "v", "label": "Value [v]"},
                  "series": {"field": "s", "label": "Name"}}]}
      """
    let document = try ChartDocument(
      json: Data(spec.utf8), baseDirectory: URL(fileURLWithPath: "/nonexistent"))
    let options = DescriptionOptions(level: .trends, maximumDetailedSeries: 20)
    return ChartDescription(ChartAnalysis(try AccessibleChart(document)), options: options)
  }

  /// The blocks a reader should see: the overview's sentences as one paragraph, then each
  /// section's heading and each of its sentences, as the plain text writes them.
  static func expectedBlocks(_ description: ChartDescription) -> [String] {
    var blocks: [String] = []
    for section in description.sections where !section.sentences.isEmpty {
      let sentences = section.sentences.map { TextEscaping.terminal($0.text) }
      if let heading = section.heading {
        blocks.append(TextEscaping.terminal(heading))
        blocks += sentences
      } else {
        blocks.append(sentences.joined(separator: " "))
      }
    }
    return blocks
  }

  @Test(
    "Hostile names render as the plain text, with no syntax acting",
    .enabled(if: MarkdownBlocks.isAvailable))
  func hostileNames() throws {
    let description = try Self.description(
      names: Self.hostileNames, title: "# Sales *2024* [x](y) <b>bold</b> `t` | &copy;")
    let markdown = MarkdownRenderer.render(description)
    let rendered = try MarkdownBlocks.blocks(of: markdown)
    let expected = Self.expectedBlocks(description)
    #expect(rendered == expected, "\(markdown)")
    #expect(!rendered.contains { $0.hasPrefix("SYNTAX") })
  }

  @Test(
    "A data table's caption, cells and notes render as their text",
    .enabled(if: MarkdownBlocks.isAvailable))
  func table() throws {
    let document = try ChartDocument(
      json: Data(
        #"""
        {"version": 1, "title": "*T* | [x](y)", "data": {"values": [
          {"c": "1. a|b", "v": 1}, {"c": "<b>x</b>", "v": 2}, {"c": "# h", "v": 3}]},
         "marks": [{"type": "bar", "x": {"field": "c", "label": "C_1 *"},
                    "y": {"field": "v", "label": "V"}}]}
        """#.utf8), baseDirectory: URL(fileURLWithPath: "/nonexistent"))
    let table = DataTableView(ChartAnalysis(try AccessibleChart(document)))
    let rendered = try MarkdownBlocks.blocks(
      of: DataTableMarkdownRenderer.render(table), bold: true)
    #expect(!rendered.contains { $0.hasPrefix("SYNTAX") }, "\(rendered)")
    for text in ["1. a|b", "<b>x</b>", "# h", "C_1 *"] {
      #expect(rendered.contains(text), "\(text) in \(rendered)")
    }
    #expect(rendered.contains { $0.contains("*T* | [x](y)") }, "\(rendered)")
  }

  @Test(
    "Our own words are written plain: parentheses, dashes and comparisons are not escaped",
    arguments: [
      "Lisa has no data: 1887–1895 (9 years), 1906.",
      "It falls (Mann–Kendall: fall p < 0.001, rise p = 0.027).",
      "The mean ± 1 standard deviation; 3.6% to 8%; Sen's slope -0.000563 per year.",
    ])
  func ownWords(sentence: String) {
    #expect(TextEscaping.markdown(sentence, in: .blockStart) == sentence)
    #expect(TextEscaping.markdown(sentence, in: .inline) == sentence)
  }

  @Test(
    "Each context escapes what it would read",
    arguments: zip(
      [
        ("*Sales* [x](y) <b>", TextEscaping.MarkdownContext.inline),
        ("Miles_per_Gallon _x_", .inline), ("AT&T &amp; 3 < 4", .inline),
        ("1. Q1", .blockStart), ("1. Q1", .inline), ("# Top", .blockStart),
        ("#1 seed", .blockStart),
        ("- item", .blockStart), ("-5 degrees", .blockStart), ("> quote", .blockStart),
        ("C #", .heading), ("a|b", .tableCell), ("a|b", .inline),
        (" lead", .blockStart), ("\\u{1b}", .inline), ("\\*", .inline),
      ],
      [
        "\\*Sales\\* \\[x](y) \\<b>", "Miles_per_Gallon \\_x\\_", "AT&T \\&amp; 3 < 4",
        "1\\. Q1", "1. Q1", "\\# Top", "#1 seed", "\\- item", "-5 degrees", "\\> quote",
        "C \\#", "a\\|b", "a|b", "&#32;lead", "\\u{1b}", "\\\\\\*",
      ]))
  func contexts(input: (String, TextEscaping.MarkdownContext), expected: String) {
    #expect(TextEscaping.markdown(input.0, in: input.1) == expected)
  }
}
