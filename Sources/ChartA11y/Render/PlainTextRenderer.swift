/// Renders a description as plain text: the overview as a paragraph, then one paragraph per section
/// under its heading.
///
/// No colour, no box drawing; stable order.
public enum PlainTextRenderer {
  /// Renders a description.
  ///
  /// - Parameter description: The description.
  /// - Returns: Text ending in one newline, with data labels made terminal-safe.
  public static func render(_ description: ChartDescription) -> String {
    var blocks: [String] = []
    for section in description.sections where !section.sentences.isEmpty {
      let body = section.sentences.map { TextEscaping.terminal($0.text) }.joined(separator: " ")
      if let heading = section.heading {
        blocks.append("\(TextEscaping.terminal(heading)):\n\(body)")
      } else {
        blocks.append(body)
      }
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }
}
