/// Writes a ``DataTableView`` as an HTML table that is also well-formed XML (XHTML-compatible):
/// `<table>` with a `<caption>`, column headers `<th scope="col">`, row headers
/// `<th scope="row">`, then the notes as paragraphs, all inside one
/// `<div class="chart-data-table">`.
///
/// Screen readers announce the caption on entering the table and the row and column header
/// with each cell (WAI tables tutorial, "Tables with two headers").
public enum DataTableHTMLRenderer {
  /// Renders a table.
  ///
  /// - Parameters:
  ///   - table: The table.
  ///   - indent: Text put before every line, to nest the fragment in a page.
  /// - Returns: The fragment, ending in one newline; data text is read by a screen reader, so
  ///   its control characters are dropped (``TextEscaping/spoken(_:)``) before
  ///   ``TextEscaping/xml(_:for:)`` escapes it; an empty `<td>` is a gap.
  /// - Complexity: O(*r* · *c*) for *r* rows of *c* columns.
  public static func render(_ table: DataTableView, indent: String = "") -> String {
    let text = { (value: String) in TextEscaping.xml(TextEscaping.spoken(value), for: .text) }
    var lines = [
      "<div class=\"chart-data-table\">",
      "<table>",
      "<caption>\(text(table.caption))</caption>",
      "<thead>",
      "<tr>"
        + ([table.rowHeaderTitle] + table.columnTitles).map {
          "<th scope=\"col\">\(text($0))</th>"
        }.joined() + "</tr>",
      "</thead>",
      "<tbody>",
    ]
    for row in table.rows {
      lines.append(
        "<tr><th scope=\"row\">\(text(row.header))</th>"
          + row.cells.map { "<td>\(text($0 ?? ""))</td>" }.joined() + "</tr>")
    }
    lines += ["</tbody>", "</table>"]
    for note in table.notes + [table.omissionNote].compactMap({ $0 }) {
      lines.append("<p>\(text(note))</p>")
    }
    lines.append("</div>")
    return lines.map { indent + $0 }.joined(separator: "\n") + "\n"
  }
}
