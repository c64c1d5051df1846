import Foundation
import Testing

/// Keeps `docs/architecture.md` true: every file or folder it names exists, each of its four
/// recipes names files to touch, and every target of `Package.swift` is in its module graph.
@Suite("docs/architecture.md names only files that exist")
struct ArchitectureDocTests {
  static let document = repositoryRoot.appendingPathComponent("docs/architecture.md")

  /// The recipes the document must hold, by their heading.
  static let recipes = [
    "Add a mark kind", "Add an input format", "Add an output format", "Add an audit rule",
  ]

  /// The top-level names a path in the document may start with.
  static let roots = ["Sources/", "Tests/", "docs/", "fixtures/", "scripts/", ".ci/"]

  static func text() throws -> String {
    String(decoding: try Data(contentsOf: document), as: UTF8.self)
  }

  /// The code spans of a Markdown text (single backticks), in order.
  static func codeSpans(_ text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// The code spans that name a path in the repository (`Sources/…`, `docs/…`, `Package.swift`).
  static func paths(_ text: String) -> [String] {
    codeSpans(text).filter { span in
      !span.contains(" ") && (roots.contains { span.hasPrefix($0) } || span == "Package.swift")
    }
  }

  @Test("every path it names exists")
  func pathsExist() throws {
    let paths = Self.paths(try Self.text())
    #expect(paths.count >= 30, "only \(paths.count) paths named")
    for path in paths {
      let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
      let exists = FileManager.default.fileExists(
        atPath: repositoryRoot.appendingPathComponent(trimmed).path)
      #expect(exists, "docs/architecture.md names \(path), which does not exist")
    }
  }

  @Test("each recipe names the files to touch")
  func recipesNameFiles() throws {
    let text = try Self.text()
    for recipe in Self.recipes {
      let parts = text.components(separatedBy: "### \(recipe)")
      #expect(parts.count == 2, "no single '### \(recipe)' section")
      guard parts.count == 2 else { continue }
      let section = parts[1].components(separatedBy: "\n## ")[0]
        .components(separatedBy: "\n### ")[0]
      #expect(Self.paths(section).count >= 2, "'\(recipe)' names fewer than two files")
    }
  }

  @Test("the module graph names every target of Package.swift")
  func modulesNamed() throws {
    let text = try Self.text()
    let manifest = String(
      decoding: try Data(contentsOf: repositoryRoot.appendingPathComponent("Package.swift")),
      as: UTF8.self)
    let targets = manifest.components(separatedBy: "name: \"").dropFirst()
      .compactMap { $0.split(separator: "\"").first.map(String.init) }
    #expect(targets.count >= 8)
    for target in Set(targets) {
      #expect(text.contains("`\(target)`"), "docs/architecture.md does not name `\(target)`")
    }
  }
}
