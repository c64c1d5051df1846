/// Renders a description as plain text: the overview as a paragraph, then one paragraph per section
/// under its heading.
///
/// No colour, no box drawing; stable order.
public enum PlainTextRenderer {
  /// One section as plain text: its heading, if any, and its sentences as one paragraph.
  public struct Section: Hashable, Sendable {
    /// The section's heading, terminal-safe, without the colon; `nil` for the overview.
    public var heading: String?
    /// The section's sentences joined by a space, terminal-safe.
    public var body: String
  }

  /// The description's sections that have sentences, in order, with data labels made
  /// terminal-safe: the one layout plain text and braille text (`BrailleTextRenderer`) share.
  ///
  /// - Parameter description: The description.
  /// - Returns: One ``Section`` per non-empty section.
  /// - Complexity: O(*n*) in the description's length.
  public static func sections(_ description: ChartDescription) -> [Section] {
    description.sections.filter { !$0.sentences.isEmpty }.map { section in
      Section(
        heading: section.heading.map(TextEscaping.terminal),
        body: section.sentences.map { TextEscaping.terminal($0.text) }.joined(separator: " "))
    }
  }

  /// Renders a description.
  ///
  /// - Parameter description: The description.
  /// - Returns: Text ending in one newline, with data labels made terminal-safe.
  public static func render(_ description: ChartDescription) -> String {
    sections(description).map { section in
      section.heading.map { "\($0):\n\(section.body)" } ?? section.body
    }.joined(separator: "\n\n") + "\n"
  }
}
