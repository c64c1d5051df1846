import ChartA11y

/// Renders a chart's description as braille through liblouis: as a Braille Ready Format file
/// for an embosser, or as lines of Unicode braille for a refreshable display.
///
/// Every word, number, unit and label is translated by liblouis with the chosen table (a
/// stretch in another script with its language's table, ``BrailleTextTranslation``); none
/// goes through a table of our own. Each section's heading is a heading line and its
/// sentences one paragraph, from `PlainTextRenderer`'s sections (one layout for both); data
/// labels are escaped for reading (control characters dropped) before translation.
public enum BrailleTextRenderer {
  /// The description's blocks as print text: each heading, then its section's paragraph.
  ///
  /// - Returns: Blocks whose `braille` is still print text.
  public static func printBlocks(_ description: ChartDescription) -> [BrailleLayout.Block] {
    PlainTextRenderer.sections(description, for: .reading).flatMap { section in
      (section.heading.map { [BrailleLayout.Block(isParagraph: false, braille: $0 + ":")] } ?? [])
        + [BrailleLayout.Block(isParagraph: true, braille: section.body)]
    }
  }

  /// The description as a Braille Ready Format file.
  ///
  /// - Parameters:
  ///   - description: The description.
  ///   - table: A liblouis table list (``LouisTranslator/defaultTable`` is UEB grade 2).
  ///   - layout: The page's width and length.
  /// - Returns: Braille ASCII in lines and pages (``BrailleLayout/document(_:)``).
  /// - Throws: ``BrailleError`` when liblouis cannot load the table or translate.
  /// - Complexity: O(*n*) for *n* characters.
  public static func brf(
    _ description: ChartDescription, table: String = LouisTranslator.defaultTable,
    layout: BrailleLayout = BrailleLayout()
  ) throws(BrailleError) -> String {
    var blocks: [BrailleLayout.Block] = []
    for block in printBlocks(description) {
      let braille = try BrailleTextTranslation.translate(
        block.braille, table: table, encoding: .asciiBraille)
      blocks.append(.init(isParagraph: block.isParagraph, braille: braille))
    }
    return layout.document(blocks)
  }

  /// The description as Unicode braille, one line per heading or paragraph (a refreshable
  /// display pans along a line, so lines are not wrapped).
  ///
  /// - Parameters:
  ///   - description: The description.
  ///   - table: A liblouis table list.
  /// - Returns: Lines of U+2800–U+28FF cells and spaces (U+2800 between words), ending in a
  ///   newline.
  /// - Throws: ``BrailleError`` when liblouis cannot load the table or translate.
  public static func unicode(
    _ description: ChartDescription, table: String = LouisTranslator.defaultTable
  ) throws(BrailleError) -> String {
    var lines: [String] = []
    for block in printBlocks(description) {
      lines.append(
        try BrailleTextTranslation.translate(block.braille, table: table, encoding: .unicode))
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
