/// `image-alt`: a page shows a local chart image with no alt text.
public struct ImageAltRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "image-alt", defaultSeverity: .error,
    summary: "Every local chart image a page shows has alt text.",
    source:
      "WCAG 2.2 SC 1.1.1 Non-text Content; HTML Living Standard, 4.8.4.4 Requirements for providing text to act as an alternative for images; axe-core rule image-alt",
    rationale:
      "An <img> is named by its alt only: the SVG's own <title> and <desc> are not exposed through it, so a chart without alt is announced as its file name or as \"image\", and a blind reader learns nothing of it.",
    fix:
      "Run 'chart-describe alt-text <page> --write', which writes the alt text of each chart image it can read, or write alt=\"…\" (Markdown: ![…](chart.svg)) saying what the chart shows."
  )

  /// Reports each local image inside the data folders that has no alt text.
  ///
  /// The images are ``PageAuditSubject/imagesWithoutAlt``: an `<img>` without `alt`, a
  /// Markdown image with empty brackets. An `<img alt="">`, the author's mark of a decorative image, is not
  /// reported. Findings are at the image's line and column.
  ///
  /// - Complexity: O(*i*) in the page's images.
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    guard case .page(let page) = subject else { return [] }
    return page.imagesWithoutAlt.map { image in
      var finding = AuditFinding(self, AuditFinding.Message.noAlt(image.source), line: image.line)
      finding.column = image.column
      return finding
    }
  }
}

extension AuditFinding.Message {
  fileprivate static func noAlt(_ source: String) -> String {
    let shown = source.count > 120 ? String(source.prefix(119)) + "…" : source
    return "the image '\(shown)' has no alt text; screen readers announce it as an image or by "
      + "its file name, never what the chart shows"
  }
}
