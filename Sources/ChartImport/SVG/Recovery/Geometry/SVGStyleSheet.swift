import ChartModel
import Foundation

/// The rules of a document's `<style>` elements, for the presentation properties an element
/// takes from them (svglite's `.svglite polyline { stroke: #000000 }`, pygal's
/// `#chart-… .color-0 { stroke: … }`).
///
/// Each selector is matched by its last compound only (`polyline`, `.color-0`, `rect.bar`,
/// `#id`, `*`): the ancestors a selector names before it are not checked, which reads every
/// exporter's sheet this project has met, each scoped to its own drawing. Among the rules that
/// match and declare a property, the most specific wins (ids, then classes, then names), the
/// later of equals. At-rules (`@media`, `@font-face`) and comments are skipped.
///
/// Source: CSS Selectors Level 3 §9 (specificity) and CSS Cascading Level 4 §6.
struct SVGStyleSheet: Sendable {
  /// One selector's last compound and its declarations.
  private struct Rule: Sendable {
    var name: Substring?
    var id: Substring?
    var classes: [Substring]
    var declarations: String
    var specificity: Int
  }

  private var rules: [Rule] = []

  /// Whether the sheet has no rule.
  var isEmpty: Bool { rules.isEmpty }

  /// Reads every `<style>` element of a document.
  ///
  /// - Complexity: O(*n*) in the length of the sheets.
  init(_ document: SVGDocument) {
    for element in document.elements where element.localName == "style" {
      read(document.textContent(of: element))
    }
  }

  private mutating func read(_ sheet: String) {
    var text = sheet.replacingOccurrences(of: "<![CDATA[", with: "")
      .replacingOccurrences(of: "]]>", with: "")
    while let open = text.range(of: "/*") {
      let close = text.range(of: "*/", range: open.upperBound..<text.endIndex)
      text.removeSubrange(open.lowerBound..<(close?.upperBound ?? text.endIndex))
    }
    var rest = Substring(text)
    while let brace = rest.firstIndex(of: "{") {
      let selectors = rest[..<brace].trimmingCharacters(in: .whitespacesAndNewlines)
      guard let end = rest[brace...].firstIndex(of: "}") else { return }
      if selectors.hasPrefix("@") {
        // An at-rule's block holds rules: skip to its closing brace.
        rest = skipBlock(rest[brace...])
        continue
      }
      let declarations = String(rest[rest.index(after: brace)..<end])
      for selector in selectors.split(separator: ",") {
        if let rule = Self.rule(selector, declarations) { rules.append(rule) }
      }
      rest = rest[rest.index(after: end)...]
    }
  }

  /// The text after a block that starts at its opening brace, nested blocks included.
  private func skipBlock(_ block: Substring) -> Substring {
    var depth = 0
    for index in block.indices {
      if block[index] == "{" { depth += 1 }
      if block[index] == "}" {
        depth -= 1
        if depth == 0 { return block[block.index(after: index)...] }
      }
    }
    return ""
  }

  private static func rule(_ selector: Substring, _ declarations: String) -> Rule? {
    guard
      let last = selector.split(whereSeparator: { $0 == " " || $0 == ">" || $0 == "\n" }).last,
      !last.contains(":"), !last.contains("["), !last.contains("+"), !last.contains("~")
    else { return nil }
    var parts = last.split(separator: ".", omittingEmptySubsequences: false)
    var head = parts.removeFirst()
    var id: Substring?
    if let hash = head.firstIndex(of: "#") {
      id = head[head.index(after: hash)...]
      head = head[..<hash]
    }
    let name = head.isEmpty || head == "*" ? nil : head
    let classes = parts.filter { !$0.isEmpty }
    let specificity = (id == nil ? 0 : 10_000) + classes.count * 100 + (name == nil ? 0 : 1)
    return Rule(
      name: name, id: id, classes: classes,
      declarations: declarations.replacingOccurrences(of: "\n", with: " ")
        .replacingOccurrences(of: "!important", with: ""),
      specificity: specificity)
  }

  /// The value the sheet gives a property on an element, or `nil`.
  ///
  /// - Parameters:
  ///   - property: The property's name.
  ///   - name: The element's local name.
  ///   - attributes: The element's attributes (its `id` and `class`).
  /// - Returns: The most specific matching rule's value (the later of equals).
  /// - Complexity: O(*r*) in the number of rules.
  func value(of property: String, name: Substring, attributes: [String: String]) -> String? {
    guard !rules.isEmpty else { return nil }
    let classes = Set((attributes["class"] ?? "").split(separator: " "))
    let id: Substring? = attributes["id"].map { Substring($0) }
    var best: (specificity: Int, value: String)?
    for rule in rules {
      guard rule.name.map({ $0 == name }) ?? true, rule.id.map({ $0 == id }) ?? true,
        rule.classes.allSatisfy(classes.contains),
        let value = SVGStyleDeclarations.value(of: property, in: rule.declarations)
      else { continue }
      if best.map({ rule.specificity >= $0.specificity }) ?? true {
        best = (rule.specificity, value)
      }
    }
    return best?.value
  }
}
