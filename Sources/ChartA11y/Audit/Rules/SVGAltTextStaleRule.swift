import ChartImport

/// `svg-alt-text-stale`: an SVG's alt text was written for other data than the chart shows.
public struct SVGAltTextStaleRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "svg-alt-text-stale", defaultSeverity: .error,
    summary: "An SVG chart's alt text describes its current data.",
    source:
      "WCAG 2.2 SC 1.1.1 Non-text Content (the text alternative serves the equivalent purpose); Chartability (Compromising): information is not equally available",
    rationale:
      "Alt text written for earlier data tells screen reader users numbers and trends that the chart no longer shows, while sighted readers see the new ones.",
    fix:
      "Run 'chart-describe alt-text --write' on the file (with --spec when its marks carry no data labels)."
  )

  /// Reports an SVG whose `data-chart-describe-digest` matches the digest of none of the data
  /// sources that could be read (`alt-text --check`'s `stale`), or whose title or
  /// description carrying this tool's id was edited to say other than it writes for the data
  /// that matches (`edited`).
  ///
  /// A file without the digest, without an accessible name (``SVGAccessibleNameRule``), or
  /// whose data could not be read from any source, gives no finding. The finding is at the
  /// line of the `svg` start tag.
  ///
  /// - Complexity: O(*s*) in the number of sources, after the digests are computed.
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    guard let svg = subject.svgFile, !svg.dataDigests.isEmpty else { return [] }
    guard let verdict = AltTextCurrency.status(of: svg.document, sources: svg.dataDigests)
    else { return [] }
    switch verdict.status {
    case .current, .missing: return []
    case .edited:
      // The data matches a source, but the words written for it were changed.
      return [
        AuditFinding(
          self, AuditFinding.Message.editedAltText(verdict.source?.source ?? ""),
          line: svg.document.root.line)
      ]
    case .stale:
      return [
        AuditFinding(
          self, AuditFinding.Message.staleAltText(svg.dataDigests.map(\.source)),
          line: svg.document.root.line)
      ]
    }
  }
}

extension AuditFinding.Message {
  fileprivate static func editedAltText(_ source: String) -> String {
    "the alt text chart-describe wrote was edited: its title or description is not what it "
      + "writes for \(source); run 'chart-describe alt-text --write' to describe the data again"
  }

  fileprivate static func staleAltText(_ sources: [String]) -> String {
    let compared =
      sources.count == 1
      ? "does not match \(sources[0])" : "matches neither " + sources.joined(separator: " nor ")
    return
      "the alt text was written for other data: its digest \(compared); run 'chart-describe alt-text --write' to describe the current data"
  }
}
