import ChartModel
import Foundation

/// The text of a delimited file as UTF-8: as it is when it is UTF-8, else read as
/// Windows-1252 (``Windows1252``), the encoding Excel saves "CSV" in on Western European
/// Windows.
enum CSVTextDecoding {
  /// The file's text as UTF-8.
  ///
  /// - Throws: ``ChartSpecError`` from ``CSVReader/rejectInvalidUTF8(_:file:)`` when the text
  ///   is neither UTF-8 nor Windows-1252 (a byte Windows-1252 leaves undefined).
  /// - Complexity: O(*n*).
  static func utf8(_ data: Data, file: String) throws(ChartSpecError) -> Data {
    do {
      try CSVReader.rejectInvalidUTF8(data, file: file)
      return data
    } catch {
      guard let converted = Windows1252.utf8(data) else { throw error }
      return converted
    }
  }
}
