/// Renders a description as plain text: the overview as a paragraph, then one paragraph per section
/// under its heading.
///
/// No colour, no box drawing; stable order.
public enum PlainTextRenderer {
  /// One section as plain text: its heading, if any, and its sentences as one paragraph.
  public struct Section: Hashable, Sendable {
    /// The section's heading, escaped for the medium, without the colon; `nil` for the overview.
    public var heading: String?
    /// The section's sentences joined by a space, escaped for the medium.
    public var body: String
  }

  /// Where plain text goes, which decides how text from data is escaped.
  public enum Medium: Sendable {
    /// A terminal or a file: controls shown as `\u{…}` (``TextEscaping/terminal(_:)``).
    case terminal
    /// Read by a screen reader or in braille (SVG alt text, braille text): controls dropped
    /// (``TextEscaping/spoken(_:)``).
    case reading

    fileprivate func escape(_ text: String) -> String {
      switch self {
      case .terminal: TextEscaping.terminal(text)
      case .reading: TextEscaping.spoken(text)
      }
    }
  }

  /// The description's sections that have sentences, in order, with data labels escaped for
  /// the medium: the one layout plain text and braille text (`BrailleTextRenderer`) share.
  ///
  /// - Parameters:
  ///   - description: The description.
  ///   - medium: Where the text goes. Default value: ``Medium/terminal``.
  /// - Returns: One ``Section`` per non-empty section.
  /// - Complexity: O(*n*) in the description's length.
  public static func sections(_ description: ChartDescription, for medium: Medium = .terminal)
    -> [Section]
  {
    description.sections.filter { !$0.sentences.isEmpty }.map { section in
      Section(
        heading: section.heading.map(medium.escape),
        body: section.sentences.map { medium.escape($0.text) }.joined(separator: " "))
    }
  }

  /// Renders a description.
  ///
  /// - Parameters:
  ///   - description: The description.
  ///   - medium: Where the text goes. Default value: ``Medium/terminal``.
  /// - Returns: Text ending in one newline, with data labels escaped for the medium.
  public static func render(_ description: ChartDescription, for medium: Medium = .terminal)
    -> String
  {
    sections(description, for: medium).map { section in
      section.heading.map { "\($0):\n\(section.body)" } ?? section.body
    }.joined(separator: "\n\n") + "\n"
  }
}
