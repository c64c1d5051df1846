/// Writes a ``DataTableView`` as a CommonMark table with GitHub's table extension: the caption
/// in bold, the table, then the notes, each a paragraph.
public enum DataTableMarkdownRenderer {
  /// Renders a table.
  ///
  /// - Parameter table: The table.
  /// - Returns: Markdown ending in one newline; data text is escaped
  ///   where Markdown would read it (``TextEscaping/markdown(_:in:)``; `|` in cells), and an
  ///   empty cell is a gap.
  /// - Complexity: O(*r* · *c*) for *r* rows of *c* columns.
  public static func render(_ table: DataTableView) -> String {
    let header = [table.rowHeaderTitle] + table.columnTitles
    var lines = [
      "**\(TextEscaping.markdown(table.caption, in: .inline))**", "",
      line(header), line(header.map { _ in "---" }),
    ]
    for row in table.rows {
      lines.append(line([row.header] + row.cells.map { $0 ?? "" }))
    }
    for note in table.notes + [table.omissionNote].compactMap({ $0 }) {
      lines += ["", TextEscaping.markdown(note, in: .blockStart)]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func line(_ cells: [String]) -> String {
    "| " + cells.map { TextEscaping.markdown($0, in: .tableCell) }.joined(separator: " | ")
      + " |"
  }
}
