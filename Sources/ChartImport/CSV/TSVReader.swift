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
  ///   - data: UTF-8 TSV text with a header row.
  ///   - file: The file's name as the user gave it, used in messages.
  /// - Returns: The table, with each row's line recorded.
  /// - Throws: ``ChartSpecError`` naming the file and line of an empty file, an empty or
  ///   repeated header name, or a row with the wrong number of fields; the line and column
  ///   of a NUL byte (``CSVReader/rejectNUL(_:file:)``).
  /// - Complexity: O(*n*) in the size of the text.
  public static func read(_ data: Data, file: String) throws(ChartSpecError) -> DataTable {
    try CSVReader.rejectUTF16(data, file: file)
    // Before the tabs become quoted commas, so that the column is the file's.
    try CSVReader.rejectNUL(data, file: file)
    var csv = ""
    csv.reserveCapacity(data.count + data.count / 4)
    var text = String(decoding: data, as: UTF8.self)
    if text.first == "\u{FEFF}" { text.removeFirst() }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let content = line.hasSuffix("\r") ? line.dropLast() : line
      if !content.allSatisfy({ $0 == " " }) {
        csv += content.split(separator: "\t", omittingEmptySubsequences: false)
          .map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
          .joined(separator: ",")
      }
      csv += "\n"
    }
    return try CSVReader.read(Data(csv.utf8), file: file)
  }
}
