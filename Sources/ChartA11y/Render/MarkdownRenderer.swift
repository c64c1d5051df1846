/// Renders a description as CommonMark: the overview as a paragraph, then a level-2 heading and
/// a bullet list per section.
public enum MarkdownRenderer {
  /// Renders a description.
  ///
  /// - Parameter description: The description.
  /// - Returns: Markdown ending in one newline; data labels are escaped.
  public static func render(_ description: ChartDescription) -> String {
    var blocks: [String] = []
    for section in description.sections where !section.sentences.isEmpty {
      let sentences = section.sentences.map { TextEscaping.markdown($0.text) }
      if let heading = section.heading {
        blocks.append(
          "## \(TextEscaping.markdown(heading))\n\n"
            + sentences.map { "- \($0)" }.joined(separator: "\n"))
      } else {
        blocks.append(sentences.joined(separator: " "))
      }
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }
}
