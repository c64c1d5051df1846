import ChartImport
import Foundation

/// `svg-accessible-name`: an SVG chart has no accessible name.
public struct SVGAccessibleNameRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "svg-accessible-name", defaultSeverity: .error,
    summary: "An SVG chart has an accessible name.",
    source:
      "WCAG 2.2 SC 1.1.1 Non-text Content; axe-core rule svg-img-alt; SVG Accessibility API Mappings (name computation)",
    rationale:
      "Without a name, a screen reader announces \"image\" or reads the SVG's scattered tick labels one by one; the reader never learns what the chart is.",
    fix:
      "Add role=\"img\" and a first-child <title> (or aria-label, or aria-labelledby pointing at the caption) to the root <svg>."
  )

  /// Reports a root `svg` element without an accessible name.
  ///
  /// Unless the root is `aria-hidden="true"`, it needs a non-empty name from, in order of
  /// precedence, `aria-labelledby` (every id must exist), `aria-label`, or a child
  /// `title` element. A name (or a root `desc`, when no `aria-describedby` overrides it)
  /// that is generator boilerplate (``SVGAltText/isGeneratorBoilerplate(_:)``: "Created
  /// with Highcharts 11.4.0", "Chart", "Plotly") is reported too. Findings are at the line of
  /// the `svg` start tag (of the `desc` for a description).
  ///
  /// - Complexity: O(*n*) in the number of elements and the length of the text.
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    guard let document = subject.svg, document.root.attributes["aria-hidden"] != "true"
    else { return [] }
    let root = document.root
    func words(_ element: SVGDocument.Element) -> String {
      document.textContent(of: element).split(whereSeparator: \.isWhitespace)
        .joined(separator: " ")
    }
    var name: String?
    if let ids = root.attributes["aria-labelledby"] {
      let names = ids.split(whereSeparator: \.isWhitespace).map(String.init)
      let named = names.map { document.element(withID: $0) }
      let missing = zip(names, named).filter { $0.1 == nil }.map(\.0)
      if !missing.isEmpty {
        return [
          AuditFinding(self, AuditFinding.Message.missingReference(missing), line: root.line)
        ]
      }
      let text = named.compactMap { $0 }.map(words).filter { !$0.isEmpty }
        .joined(separator: " ")
      if !text.isEmpty { name = text }
    }
    if name == nil, let label = root.attributes["aria-label"] {
      let text = label.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      if !text.isEmpty { name = text }
    }
    if name == nil,
      let title = document.elements.first(where: { $0.parent == 0 && $0.localName == "title" }),
      !words(title).isEmpty
    {
      name = words(title)
    }
    guard let name else {
      return [AuditFinding(self, AuditFinding.Message.unnamedSVG, line: root.line)]
    }
    var findings: [AuditFinding] = []
    if SVGAltText.isGeneratorBoilerplate(name) {
      findings.append(
        AuditFinding(self, AuditFinding.Message.boilerplate(name, as: "name"), line: root.line))
    }
    if root.attributes["aria-describedby"] == nil,
      let desc = document.elements.first(where: { $0.parent == 0 && $0.localName == "desc" }),
      !words(desc).isEmpty, SVGAltText.isGeneratorBoilerplate(words(desc))
    {
      findings.append(
        AuditFinding(
          self, AuditFinding.Message.boilerplate(words(desc), as: "description"),
          line: desc.line))
    }
    return findings
  }
}

extension AuditFinding.Message {
  fileprivate static let unnamedSVG =
    "the svg element has no accessible name: add role=\"img\" with a <title>, aria-label or "
    + "aria-labelledby"

  fileprivate static func boilerplate(_ text: String, as role: String) -> String {
    let shown = text.count > 60 ? String(text.prefix(59)) + "…" : text
    return "the svg element's accessible \(role) '\(shown)' is generator boilerplate, not a "
      + "description of the chart: replace it with what the chart shows"
  }

  fileprivate static func missingReference(_ ids: [String]) -> String {
    "aria-labelledby names \(ids.map { "'\($0)'" }.joined(separator: ", ")), which no element has"
  }
}
