import ChartA11y
import Foundation
import GoldenTesting
import Testing

@Suite("The rule registry, its metadata and docs/audit-rules.md")
struct AuditRegistryTests {
  static let repository = Fixtures.root.deletingLastPathComponent()
  static let rulesFolder = repository.appendingPathComponent("Sources/ChartA11y/Audit/Rules")

  /// The names of the registered rule types, such as `MissingChartTitleRule`.
  static let registered = AuditRegistry.ruleTypes.map { String(describing: $0) }

  @Test("Every file in Audit/Rules is a registered rule type of the same name")
  func rulesFolderIsRegistered() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.rulesFolder.path)
      .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
    #expect(files.count >= 16, "\(Self.rulesFolder.path) lists \(files)")
    #expect(files == Self.registered.sorted())
    #expect(Set(Self.registered).count == Self.registered.count, "a rule is listed twice")
  }

  @Test("Every type conforming to AuditRule in ChartA11y is registered")
  func conformancesAreRegistered() throws {
    let module = Self.repository.appendingPathComponent("Sources/ChartA11y")
    let conformance = try Regex(#"(?:struct|enum|class|extension)\s+(\w+)\s*:[^{]*\bAuditRule\b"#)
    var declared: [String] = []
    let files = try #require(FileManager.default.enumerator(atPath: module.path))
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: module.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: conformance) {
        declared += match.output[1].substring.map { [String($0)] } ?? []
      }
    }
    #expect(declared.count >= 16)
    #expect(declared.sorted() == Self.registered.sorted())
  }

  @Test("A rule's id is its type's name in kebab case, without 'Rule'")
  func idsFollowTypeNames() {
    for type in AuditRegistry.ruleTypes {
      let name = String(describing: type)
      #expect(name.hasSuffix("Rule"))
      #expect(type.metadata.id == Self.kebabCase(String(name.dropLast("Rule".count))), "\(name)")
    }
  }

  @Test("Ids are kebab-case and unique; diagnostics are not rules")
  func catalogue() {
    let ids = AuditRegistry.ids
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
    let diagnostics = AuditDiagnostic.allCases.map(\.metadata.id)
    #expect(diagnostics == ["unreadable-input", "invalid-input", "unused-suppression"])
    #expect(Set(diagnostics).isDisjoint(with: AuditRegistry.ruleTypes.map { $0.metadata.id }))
    #expect(ids.count == AuditRegistry.ruleTypes.count + diagnostics.count)
    #expect(ids.first == "unreadable-input" && ids.last == "unused-suppression")
  }

  @Test("docs/audit-rules.md has a section per rule and diagnostic with its metadata")
  func documentation() throws {
    let sections = try Self.documentedSections()
    #expect(sections.map(\.id) == AuditRegistry.ids, "sections out of order, missing or extra")
    for check in AuditRegistry.catalogue {
      guard let section = sections.first(where: { $0.id == check.id }) else { continue }
      #expect(
        section.fields["Severity"] == check.defaultSeverity.rawValue,
        "\(check.id): documented severity")
      #expect(
        section.fields["Summary"] == Self.plain(check.summary), "\(check.id): documented summary")
      #expect(
        section.fields["Source"] == Self.plain(check.source), "\(check.id): documented source")
    }
  }

  @Test("The page's contents link every section by its anchor, in order")
  func contents() throws {
    let text = try Self.documentation()
    let start = try #require(text.range(of: "- The rules:"))
    let end = try #require(text.range(of: "\n- [", range: start.upperBound..<text.endIndex))
    let links = try Regex(#"\[`([a-z-]+)`\]\(#([a-z-]+)\)"#)
    let listed = text[start.upperBound..<end.lowerBound].matches(of: links).map {
      ($0.output[1].substring.map(String.init) ?? "", $0.output[2].substring.map(String.init))
    }
    #expect(listed.map(\.0) == AuditRegistry.ids)
    #expect(listed.map(\.1) == AuditRegistry.catalogue.map(\.documentationAnchor))
  }

  @Test("SARIF's tool.driver.rules is the catalogue's metadata")
  func sarifDriver() throws {
    let sarif = try SARIFAuditReporter.render(
      AuditReport(files: []), toolVersion: "1", rulesDocumentation: "https://example.org/rules.md")
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let tool = try #require(runs.first?["tool"] as? [String: Any])
    let driver = try #require(tool["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.count == AuditRegistry.catalogue.count)
    for (rule, check) in zip(rules, AuditRegistry.catalogue) {
      #expect(rule["id"] as? String == check.id)
      #expect((rule["shortDescription"] as? [String: String])?["text"] == check.summary)
      #expect((rule["fullDescription"] as? [String: String])?["text"] == check.rationale)
      #expect(rule["helpUri"] as? String == "https://example.org/rules.md#\(check.id)")
      let configuration = rule["defaultConfiguration"] as? [String: String]
      #expect(configuration?["level"] == check.defaultSeverity.rawValue)
    }
  }

  // MARK: - Reading the page

  struct Section {
    var id: String
    /// `- **Key:** value` bullets, the value made plain (see ``plain(_:)``).
    var fields: [String: String]
  }

  static func documentation() throws -> String {
    try String(
      contentsOf: repository.appendingPathComponent("docs/audit-rules.md"), encoding: .utf8)
  }

  /// The sections headed ``## `id` ``, in page order, with their bullet fields.
  static func documentedSections() throws -> [Section] {
    var sections: [Section] = []
    var field: (key: String, lines: [String])?
    func endField() {
      if let field, !sections.isEmpty {
        sections[sections.count - 1].fields[field.key] = plain(field.lines.joined(separator: " "))
      }
      field = nil
    }
    for line in try documentation().split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") || line == "---" {
        endField()
        if line.hasPrefix("## `"), line.hasSuffix("`") {
          sections.append(Section(id: String(line.dropFirst(4).dropLast()), fields: [:]))
        } else if !sections.isEmpty, line.hasPrefix("## ") {
          break
        }
      } else if line.hasPrefix("- **"), let close = line.range(of: ":** ") {
        endField()
        field = (
          String(line[line.index(line.startIndex, offsetBy: 4)..<close.lowerBound]),
          [
            String(line[close.upperBound...])
          ]
        )
      } else if line.hasPrefix("  "), field != nil {
        field?.lines.append(String(line))
      } else {
        endField()
      }
    }
    endField()
    return sections
  }

  /// Text as a reader sees it: Markdown links as their text, no backticks, whitespace collapsed,
  /// no final period.
  static func plain(_ text: String) -> String {
    var result = text.replacing(#/\[([^\]]*)\]\([^)]*\)/#) { String($0.output.1) }
    result = result.replacingOccurrences(of: "`", with: "")
    result = result.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return result.hasSuffix(".") ? String(result.dropLast()) : result
  }

  /// `SVGAltTextStale` → `svg-alt-text-stale`.
  static func kebabCase(_ name: String) -> String {
    let characters = Array(name)
    var result = ""
    for (index, character) in characters.enumerated() {
      if index > 0, character.isUppercase {
        let afterLower = characters[index - 1].isLowercase
        let endsAcronym = index + 1 < characters.count && characters[index + 1].isLowercase
        if afterLower || endsAcronym { result.append("-") }
      }
      result.append(character.lowercased())
    }
    return result
  }
}
