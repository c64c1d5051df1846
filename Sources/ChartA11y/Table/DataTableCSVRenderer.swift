/// Writes a ``DataTableView`` as CSV (RFC 4180): a header row, then one record per row.
///
/// Lines end in CRLF, as RFC 4180 §2.1 asks and spreadsheets expect; fields are escaped by
/// ``TextEscaping/csvField(_:)`` (quoting, and a leading apostrophe against formula
/// injection on text that begins with `=`, `+`, `-` or `@`). An empty field is a gap. CSV has
/// no place for the caption and the notes: the caller shows ``DataTableView/notes`` and
/// ``DataTableView/omissionNote`` elsewhere (`describe` writes them to standard error).
public enum DataTableCSVRenderer {
  /// Renders a table.
  ///
  /// - Parameter table: The table.
  /// - Returns: The CSV text, every record (the last included) ending in CRLF.
  /// - Complexity: O(*r* · *c*) for *r* rows of *c* columns.
  public static func render(_ table: DataTableView) -> String {
    var lines = [record([table.rowHeaderTitle] + table.columnTitles)]
    for row in table.rows {
      lines.append(record([row.header] + row.cells.map { $0 ?? "" }))
    }
    return lines.map { $0 + "\r\n" }.joined()
  }

  private static func record(_ fields: [String]) -> String {
    fields.map(TextEscaping.csvField).joined(separator: ",")
  }
}
