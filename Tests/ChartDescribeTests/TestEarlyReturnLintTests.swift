import Foundation
import Testing

/// Keeps tests from passing having checked nothing (issue 37).
///
/// No source under `Tests/` leaves a function by a block that holds a bare `return` alone
/// (after `guard … else` or `if …`, on one line or several) without first recording a
/// failure. A test that cannot go on records why
/// (`Issue.record`, or `try #require`, which throws); a helper whose early return is its job
/// says why on the line of the return or the line before, with a `// return-allowed: <why>`
/// comment.
@Suite("No test returns early without recording a failure")
struct TestEarlyReturnLintTests {
  /// The comment that allows an early return, followed by the reason.
  static let allowance = "// return-allowed:"

  /// A block that holds only a bare `return`, over one line or several.
  static var bareReturn: Regex<Substring> { #/\{\s*return\s*\}/# }

  /// The lines (1-based) of a Swift source's bare-return blocks that no allowance comment
  /// with a reason explains, on the block's first line or the line before.
  static func unexplainedReturns(in source: String) -> [Int] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    func explains(_ line: Int) -> Bool {
      guard lines.indices.contains(line),
        let range = lines[line].range(of: allowance)
      else { return false }
      return !lines[line][range.upperBound...].trimmingCharacters(in: .whitespaces).isEmpty
    }
    return source.matches(of: bareReturn).compactMap { match in
      let line = source[..<match.range.lowerBound].count { $0 == "\n" }
      return explains(line) || explains(line - 1) ? nil : line + 1
    }
  }

  /// The Swift sources under `Tests/`, as paths relative to the repository.
  static func testSources() throws -> [String] {
    let tests = repositoryRoot.appendingPathComponent("Tests")
    let enumerator = try #require(FileManager.default.enumerator(atPath: tests.path))
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
      .map { "Tests/\($0)" }
  }

  @Test("The scan finds a bare return however it is written, and honours an allowance")
  func scanFindsBareReturns() {
    // Written with RET for `return`, so that this file does not hold what it looks for.
    let source = """
      func a() {
        guard let x else { RET }
        if x.isEmpty { RET }
        guard x.count > 1 else {
          RET
        }
        guard let y else { RET nil }
        guard let z else {
          Issue.record("no z")
          RET
        }
        // RET-allowed: a helper that filters.
        guard let w else { RET }
        guard let v else { RET }  // RET-allowed: the same, on the line.
        // RET-allowed:
        guard let u else { RET }
      }
      """.replacingOccurrences(of: "RET", with: "return")
    #expect(Self.unexplainedReturns(in: source) == [2, 3, 4, 16])
  }

  @Test("No source under Tests/ returns early without recording a failure or saying why")
  func noUnexplainedReturns() throws {
    let sources = try Self.testSources()
    #expect(sources.count >= 200, "only \(sources.count) test sources found")
    // Every folder of Tests/ is scanned: the test targets and the support targets
    // (GoldenTesting, ChartTestSupport) alike.
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("Tests").path)
    #expect(folders.contains("ChartTestSupport") && folders.contains("GoldenTesting"))
    for folder in folders where !folder.hasPrefix(".") {
      #expect(
        sources.contains { $0.hasPrefix("Tests/\(folder)/") }, "Tests/\(folder) is not scanned")
    }
    for path in sources {
      let source = try String(
        contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
      for line in Self.unexplainedReturns(in: source) {
        Issue.record(
          """
          \(path):\(line): a bare `return` lets the test pass having checked nothing; record \
          why (Issue.record, try #require) or, in a helper, say why with \(Self.allowance)
          """)
      }
    }
  }
}
