import Foundation

/// Reads tab-separated values (IANA `text/tab-separated-values`) with a header row.
///
/// Cells are split at tabs and never quoted; line ends may be LF or CRLF; a UTF-8 byte order
/// mark is skipped and blank lines are ignored. Columns are typed as ``CSVReader`` types them.
public enum TSVReader {
  /// Parses TSV bytes.
  ///
  /// - Parameters:
  ///   - data: UTF-8 TSV text with a header row.
  ///   - file: The file's name as the user gave it, used in messages.
  /// - Returns: The table, with each row's line recorded.
  /// - Throws: ``ChartSpecError`` naming the file and line of an empty file, an empty or
  ///   repeated header name, or a row with the wrong number of fields.
  /// - Complexity: O(*n*) in the size of the text.
  public static func read(_ data: Data, file: String) throws(ChartSpecError) -> DataTable {
    var text = String(decoding: data, as: UTF8.self)
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    var header: [String]?
    var builders: [ColumnBuilder] = []
    var rowLines: [Int32] = []
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      if line.allSatisfy({ $0 == " " }) { continue }
      let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard let names = header else {
        var seen = Set<String>()
        for (position, cell) in cells.enumerated() {
          let name = cell.trimmingCharacters(in: .whitespaces)
          if name.isEmpty {
            throw ChartSpecError(
              .invalidValue("header field \(position + 1) is empty"), file: file,
              line: lineNumber)
          }
          if !seen.insert(name).inserted {
            throw ChartSpecError(
              .invalidValue("header field '\(name)' appears twice"), file: file, line: lineNumber)
          }
        }
        header = cells.map { $0.trimmingCharacters(in: .whitespaces) }
        builders = cells.map { _ in ColumnBuilder() }
        continue
      }
      guard cells.count == names.count else {
        throw ChartSpecError(
          .invalidValue("expected \(names.count) fields, found \(cells.count)"), file: file,
          line: lineNumber)
      }
      for (position, cell) in cells.enumerated() { builders[position].append(cell) }
      rowLines.append(Int32(clamping: lineNumber))
    }
    guard let header else {
      throw ChartSpecError(.invalidValue("the file is empty; a header row is required"), file: file)
    }
    return DataTable(
      fields: header, columns: builders.map { $0.column() }, rowCount: rowLines.count,
      origin: .csv(file: file, rowLines: rowLines))
  }
}
