/// Renders a description as CommonMark: the overview as a paragraph, then a level-2 heading and
/// a bullet list per section.
public enum MarkdownRenderer {
  /// Renders a description.
  ///
  /// - Parameter description: The description.
  /// - Returns: Markdown ending in one newline whose rendered text is the plain text's: only
  ///   what CommonMark would read as syntax is escaped, where it would
  ///   (``TextEscaping/markdown(_:in:)``), so the sentences read as written.
  public static func render(_ description: ChartDescription) -> String {
    var blocks: [String] = []
    for section in description.sections where !section.sentences.isEmpty {
      let sentences = section.sentences.map(\.text)
      if let heading = section.heading {
        blocks.append(
          "## \(TextEscaping.markdown(heading, in: .heading))\n\n"
            + sentences.map { "- \(TextEscaping.markdown($0, in: .blockStart))" }
            .joined(separator: "\n"))
      } else {
        blocks.append(TextEscaping.markdown(sentences.joined(separator: " "), in: .blockStart))
      }
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }
}
