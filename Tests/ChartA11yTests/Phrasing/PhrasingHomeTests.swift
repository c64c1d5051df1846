import Foundation
import Testing

/// Lints over `Sources`: phrasing and escaping have one home, and no output calls another.
@Suite("Phrasing has one home")
struct PhrasingHomeTests {
  /// The package's root, from this file's place in `Tests/ChartA11yTests/Phrasing`.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every Swift file under `Sources`, by its path from the package root, with its text.
  static func sources() throws -> [(path: String, text: String)] {
    let sources = root.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    return try files.map { file in
      (
        "Sources/\(file)",
        try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      )
    }
  }

  @Test("no file outside Phrasing writes XML entities: there is one XML escaper")
  func oneXMLEscaper() throws {
    let sources = try Self.sources()
    #expect(sources.count > 100)
    let entities = ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"]
    // The fuzz generators write entities as hostile input tokens, never into an output; the
    // SVG reader undoes the escaping matplotlib applies to the text in its comments (reading).
    let escapers = sources.filter { file in
      !file.path.hasPrefix("Sources/ChartA11y/Phrasing/")
        && !file.path.hasPrefix("Sources/ChartFuzzing/")
        && !file.path.hasSuffix("SVG/Recovery/Matplotlib/MatplotlibCommentText.swift")
        && entities.contains { file.text.contains($0) }
    }
    #expect(escapers.map(\.path) == [])
    let home = try #require(sources.first { $0.path.hasSuffix("Escaping/TextEscaping+XML.swift") })
    #expect(entities.allSatisfy { home.text.contains($0) })
  }

  @Test("only the describe path calls the describer; other outputs read ChartDescription")
  func describerCalledOnlyByDescribe() throws {
    let describePath = [
      "Sources/ChartA11y/Describe/", "Sources/chart-describe/Commands/DescribeCommand.swift",
      "Sources/Benchmarks/",
    ]
    let describerTypes = [
      "ChartDescriber", "SeriesSentences(", "ComparisonSentences", "TrendSentence(",
    ]
    let callers = try Self.sources().filter { file in
      !describePath.contains { file.path.hasPrefix($0) }
        && describerTypes.contains { type in
          file.text.split(separator: "\n").contains { line in
            line.contains(type) && !line.trimmingCharacters(in: .whitespaces).hasPrefix("///")
          }
        }
    }
    #expect(callers.map(\.path) == [])
  }
}
