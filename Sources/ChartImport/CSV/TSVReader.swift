import ChartModel
import Foundation

/// Reads tab-separated values (IANA `text/tab-separated-values`) with a header row.
///
/// Cells are split at tabs and never quoted. Each line is rewritten as a CSV row of quoted
/// cells and read by ``CSVReader``, so header checks, blank lines, line ends, line numbers and
/// column typing are exactly CSV's.
public enum TSVReader {
  /// Parses TSV bytes.
  ///
  /// - Parameters:
  ///   - data: TSV text with a header row, UTF-8 or Windows-1252 (``Windows1252``).
  ///   - file: The file's name as the user gave it, used in messages.
  ///   - dialect: The decimal mark and date format; the delimiter is a tab.
  /// - Returns: The table, with each row's line recorded.
  /// - Throws: ``ChartSpecError`` naming the file and line of an empty file, an empty or
  ///   repeated header name, or a row with the wrong number of fields; the line and column
  ///   of a NUL byte (``CSVReader/rejectNUL(_:file:)``).
  /// - Complexity: O(*n*) in the size of the text.
  public static func read(
    _ data: Data, file: String, dialect: CSVDialectOptions = CSVDialectOptions()
  ) throws(ChartSpecError) -> DataTable {
    try NotAChartFile.refuse(data, file: file)
    try CSVReader.rejectUTF16(data, file: file)
    let data = try CSVTextDecoding.utf8(data, file: file)
    // Before the tabs become quoted commas, so that the column is the file's.
    try CSVReader.rejectNUL(data, file: file)
    var csv = ""
    csv.reserveCapacity(data.count + data.count / 4)
    var text = String(decoding: data, as: UTF8.self)
    if text.first == "\u{FEFF}" { text.removeFirst() }
    // "\r\n" is one `Character` (one grapheme cluster), so a CRLF file (Excel's and Python's
    // `excel-tab` export) is split on it as well as on "\n".
    let lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    for line in lines {
      let content = line.hasSuffix("\r") ? line.dropLast() : line
      if !content.allSatisfy({ $0 == " " }) {
        csv += content.split(separator: "\t", omittingEmptySubsequences: false)
          .map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
          .joined(separator: ",")
      }
      csv += "\n"
    }
    var csvDialect = dialect
    csvDialect.delimiter = .comma
    return try CSVReader.read(Data(csv.utf8), file: file, dialect: csvDialect)
  }
}
