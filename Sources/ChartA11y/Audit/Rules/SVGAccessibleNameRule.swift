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
  /// `title` element. The finding is at the line of the `svg` start tag.
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
    if let ids = root.attributes["aria-labelledby"] {
      let names = ids.split(whereSeparator: \.isWhitespace).map(String.init)
      let named = names.map { document.element(withID: $0) }
      let missing = zip(names, named).filter { $0.1 == nil }.map(\.0)
      if !missing.isEmpty {
        return [
          AuditFinding(self, AuditFinding.Message.missingReference(missing), line: root.line)
        ]
      }
      if named.compactMap({ $0 }).contains(where: { !words($0).isEmpty }) { return [] }
    }
    if let label = root.attributes["aria-label"],
      !label.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    {
      return []
    }
    if let title = document.elements.first(where: { $0.parent == 0 && $0.localName == "title" }),
      !words(title).isEmpty
    {
      return []
    }
    return [AuditFinding(self, AuditFinding.Message.unnamedSVG, line: root.line)]
  }
}

extension AuditFinding.Message {
  fileprivate static let unnamedSVG =
    "the svg element has no accessible name: add role=\"img\" with a <title>, aria-label or "
    + "aria-labelledby"

  fileprivate static func missingReference(_ ids: [String]) -> String {
    "aria-labelledby names \(ids.map { "'\($0)'" }.joined(separator: ", ")), which no element has"
  }
}
