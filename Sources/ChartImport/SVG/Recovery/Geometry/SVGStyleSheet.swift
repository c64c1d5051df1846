import ChartModel
import Foundation

/// The rules of a document's `<style>` elements, for the presentation properties an element
/// takes from them (svglite's `.svglite polyline { stroke: #000000 }`, pygal's
/// `#chart-… .color-0 { stroke: … }`).
///
/// A selector is a list of compounds (`polyline`, `.color-0`, `rect.bar`, `#id`, `*`) joined
/// by descendant combinators: the last must match the element, each one before it an
/// ancestor, nearest first (a child combinator `>` is read as a descendant one; selectors
/// with attributes, pseudo-classes or sibling combinators are skipped). Among the rules that
/// match and declare a property, the most specific wins (ids, then classes, then names), the
/// later of equals. At-rules (`@media`, `@font-face`) and comments are skipped.
///
/// Source: CSS Selectors Level 3 §9 (specificity) and CSS Cascading Level 4 §6.
struct SVGStyleSheet: Sendable {
  /// One compound selector: an element name (or any), an id and classes.
  private struct Compound: Sendable {
    var name: Substring?
    var id: Substring?
    var classes: [Substring]

    func matches(_ element: SVGDocument.Element) -> Bool {
      guard name.map({ $0 == element.localName }) ?? true else { return false }
      let attributes = element.attributes
      if let id, attributes["id"].map({ Substring($0) }) != id { return false }
      guard !classes.isEmpty else { return true }
      let own = Set((attributes["class"] ?? "").split(separator: " "))
      return classes.allSatisfy(own.contains)
    }
  }

  /// One selector's compounds, outermost first, and its declarations.
  private struct Rule: Sendable {
    var compounds: [Compound]
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
    guard !selector.contains(where: { ":[+~".contains($0) }) else { return nil }
    let compounds = selector.split(whereSeparator: { " >\n\t".contains($0) }).map(compound)
    guard !compounds.isEmpty else { return nil }
    let specificity = compounds.reduce(0) { sum, compound in
      sum + (compound.id == nil ? 0 : 10_000) + compound.classes.count * 100
        + (compound.name == nil ? 0 : 1)
    }
    return Rule(
      compounds: compounds,
      declarations: declarations.replacingOccurrences(of: "\n", with: " ")
        .replacingOccurrences(of: "!important", with: ""),
      specificity: specificity)
  }

  private static func compound(_ text: Substring) -> Compound {
    var parts = text.split(separator: ".", omittingEmptySubsequences: false)
    var head = parts.removeFirst()
    var id: Substring?
    if let hash = head.firstIndex(of: "#") {
      id = head[head.index(after: hash)...]
      head = head[..<hash]
    }
    return Compound(
      name: head.isEmpty || head == "*" ? nil : head, id: id,
      classes: parts.filter { !$0.isEmpty })
  }

  /// The value the sheet gives a property on an element, or `nil`.
  ///
  /// - Parameters:
  ///   - property: The property's name.
  ///   - index: The element.
  ///   - document: Its document.
  /// - Returns: The most specific matching rule's value (the later of equals).
  /// - Complexity: O(*r* · *d*) for *r* rules and an element *d* deep.
  func value(of property: String, at index: Int, in document: SVGDocument) -> String? {
    guard !rules.isEmpty else { return nil }
    let elements = document.elements
    var best: (specificity: Int, value: String)?
    for rule in rules {
      guard let last = rule.compounds.last, last.matches(elements[index]),
        let value = SVGStyleDeclarations.value(of: property, in: rule.declarations)
      else { continue }
      // Each compound before the last matches an ancestor, nearest first.
      var pending = rule.compounds.dropLast()
      var ancestor = elements[index].parent
      while let compound = pending.last, let at = ancestor {
        if compound.matches(elements[at]) { pending.removeLast() }
        ancestor = elements[at].parent
      }
      guard pending.isEmpty else { continue }
      if best.map({ rule.specificity >= $0.specificity }) ?? true {
        best = (rule.specificity, value)
      }
    }
    return best?.value
  }
}
