import Foundation
import Testing

/// Keeps docs/limits.md's map of hostile inputs to their regression tests ("Hostile inputs and their
/// regression tests", under Limits) true: every row names at least one test, and every
/// `Suite.test` it names is a `func test(` inside `struct Suite` in a file under `Tests/`
/// (every script it names exists).
@Suite("docs/limits.md's hostile-input map names only tests that exist")
struct DocumentedRegressionTestsTests {
  /// The heading of the map's section.
  static let heading = "## Hostile inputs and their regression tests"

  /// The map's rows: each row's first cell and the code spans of its last.
  static func rows() throws -> [(caseText: String, tests: [String])] {
    let readme = String(
      decoding: try Data(contentsOf: repositoryRoot.appendingPathComponent("docs/limits.md")),
      as: UTF8.self)
    let section = try #require(readme.range(of: heading + "\n"), "docs/limits.md has no map")
    let lines = readme[section.upperBound...].split(
      separator: "\n", omittingEmptySubsequences: false)
    // The table: from its header to the first line that is not a row.
    let table = lines.drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
    return table.map { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      let last = cells.count >= 2 ? cells[cells.count - 2] : ""
      let spans = last.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
      return (caseText: cells.count > 1 ? cells[1] : "", tests: spans)
    }
  }

  /// Every Swift file under `Tests/`, by path, with its text.
  static func testSources() throws -> [String: String] {
    let root = repositoryRoot.appendingPathComponent("Tests")
    let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
    var sources: [String: String] = [:]
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      let url = root.appendingPathComponent(path)
      sources[path] = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }
    return sources
  }

  /// The text of `struct name` in `source`, from its declaration to the next top-level
  /// declaration (a line that starts with `struct`, `@Suite`, `extension`, `enum`, `final`
  /// or `//`), or `nil` when the file does not declare it.
  static func body(ofSuite name: String, in source: String) -> Substring? {
    guard
      let start = source.range(of: "\nstruct \(name) {") ?? source.range(of: "\nstruct \(name): ")
    else { return nil }
    let rest = source[start.upperBound...]
    let topLevel = ["\nstruct ", "\n@Suite", "\nextension ", "\nenum ", "\nfinal ", "\n///"]
    let end = topLevel.compactMap { rest.range(of: $0)?.lowerBound }.min() ?? rest.endIndex
    return rest[..<end]
  }

  /// The body of every top-level suite under `Tests/`, by suite name (``body(ofSuite:in:)``
  /// for each `struct` a source declares): one pass over the sources, where searching every
  /// source for every test the map names took 4 s of CPU in a debug build.
  static func suiteBodies(in sources: [String: String]) -> [String: [Substring]] {
    var bodies: [String: [Substring]] = [:]
    for source in sources.values {
      var rest = source[...]
      while let found = rest.range(of: "\nstruct ") {
        let name = String(
          rest[found.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if let body = body(ofSuite: name, in: source) { bodies[name, default: []].append(body) }
        rest = rest[found.upperBound...]
      }
    }
    return bodies
  }

  @Test("every row names a test, and every test it names exists")
  func testsExist() throws {
    let rows = try Self.rows()
    #expect(rows.count >= 30, "only \(rows.count) rows")
    let bodies = Self.suiteBodies(in: try Self.testSources())
    for row in rows {
      #expect(!row.tests.isEmpty, "no test for '\(row.caseText)'")
      for name in row.tests {
        if name.hasPrefix("scripts/") {
          #expect(
            FileManager.default.fileExists(
              atPath: repositoryRoot.appendingPathComponent(name).path), "\(name) is missing")
          continue
        }
        let parts = name.split(separator: ".")
        guard parts.count == 2 else {
          Issue.record("'\(name)' is not Suite.test")
          continue
        }
        let suites = bodies[String(parts[0])] ?? []
        #expect(!suites.isEmpty, "no struct \(parts[0]) under Tests/ (for '\(row.caseText)')")
        #expect(
          suites.contains { $0.contains("func \(parts[1])(") },
          "\(parts[0]) has no test \(parts[1]) (for '\(row.caseText)')")
      }
    }
  }
}
