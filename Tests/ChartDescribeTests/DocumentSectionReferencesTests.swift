import Foundation
import Testing

/// Every reference in README and `docs/` to a section of another document — `` `docs/x.md`,
/// "Heading" `` or `README, "Heading"` — names a heading that document has, so a reader
/// following it finds it (docs/audit-rules.md once sent readers to a README section that was
/// a sentence, not a heading).
@Suite("Documents refer to sections that exist")
struct DocumentSectionReferencesTests {
  /// The Markdown files that may refer to sections: README and every file in `docs/`.
  static func documents() throws -> [URL] {
    let docs = repositoryRoot.appendingPathComponent("docs")
    let names = try FileManager.default.contentsOfDirectory(atPath: docs.path)
      .filter { $0.hasSuffix(".md") }.sorted()
    return [repositoryRoot.appendingPathComponent("README.md")]
      + names.map { docs.appendingPathComponent($0) }
  }

  /// The text with every run of white space as one space (references break across lines).
  static func flattened(_ url: URL) throws -> String {
    String(decoding: try Data(contentsOf: url), as: UTF8.self)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The headings of a Markdown file (`#` to `######` at the start of a line), without marks.
  static func headings(_ url: URL) throws -> Set<String> {
    let lines = String(decoding: try Data(contentsOf: url), as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: true)
    return Set(
      lines.compactMap { line -> String? in
        let marks = line.prefix { $0 == "#" }
        guard (1...6).contains(marks.count), line.dropFirst(marks.count).first == " " else {
          return nil
        }
        return line.dropFirst(marks.count + 1).trimmingCharacters(in: .whitespaces)
      })
  }

  /// Each (document referred to, heading) in `text`.
  static func references(in text: String) throws -> [(document: String, heading: String)] {
    let pattern = try NSRegularExpression(
      pattern: #"`?(docs/[A-Za-z0-9-]+\.md|README(?:\.md)?)`?, "([^"]+)""#)
    let range = NSRange(text.startIndex..., in: text)
    return pattern.matches(in: text, range: range).compactMap { match in
      guard let document = Range(match.range(at: 1), in: text),
        let heading = Range(match.range(at: 2), in: text)
      else { return nil }
      return (String(text[document]), String(text[heading]))
    }
  }

  @Test("The reference pattern finds references broken across lines")
  func pattern() throws {
    let found = try Self.references(
      in: "see (`docs/chart-spec.md`, \"The data-folder rule\") and (README, \"Limits\")")
    #expect(found.map(\.document) == ["docs/chart-spec.md", "README"])
    #expect(found.map(\.heading) == ["The data-folder rule", "Limits"])
  }

  @Test("Every section reference names a heading of the document it names")
  func referencesResolve() throws {
    var checked = 0
    for url in try Self.documents() {
      for reference in try Self.references(in: try Self.flattened(url)) {
        let file = reference.document.hasPrefix("README") ? "README.md" : reference.document
        let target = repositoryRoot.appendingPathComponent(file)
        let headings = try Self.headings(target)
        #expect(
          headings.contains { $0 == reference.heading || $0.hasPrefix(reference.heading + ":") },
          "\(url.lastPathComponent) refers to \(file), \"\(reference.heading)\": no such heading")
        checked += 1
      }
    }
    #expect(checked >= 1)
  }
}
