import ChartModel
import Foundation

/// A file format that holds no chart chart-describe can read — a picture, a PDF, a workbook
/// or an archive — recognised by its magic bytes, so that it is refused with what to do
/// instead of being read as text ("byte 0x89 is not UTF-8").
///
///     NotAChartFile(data)                  // .png for a PNG's bytes, nil for CSV text
///     NotAChartFile(data)?.advice          // "this is a PNG image, a picture of a chart …"
///
/// - Note: Sources of the signatures: PNG (ISO/IEC 15948 §5.2), JPEG (ITU-T T.81, SOI
///   `FF D8` then a marker `FF`), GIF (GIF89a specification, `GIF87a`/`GIF89a`), WebP (RIFF
///   container, `RIFF` size `WEBP`), PDF (ISO 32000-1 §7.5.2, `%PDF-`), ZIP (PKWARE APPNOTE
///   4.3.7, local file header `PK\3\4`, empty archive `PK\5\6`), Office Open XML (ECMA-376
///   part 2: an `xl/` part is a spreadsheet, `word/` a document, `ppt/` a presentation),
///   OpenDocument (OASIS ODF 1.2 part 3 §3.3: a first entry `mimetype` holding the media type),
///   the OLE2 compound file of Excel 97–2003 (MS-CFB §2.2, `D0 CF 11 E0 A1 B1 1A E1`), gzip
///   (RFC 1952, `1F 8B`).
public enum NotAChartFile: String, CaseIterable, Sendable {
  /// A PNG image.
  case png
  /// A JPEG image.
  case jpeg
  /// A GIF image.
  case gif
  /// A WebP image.
  case webp
  /// A PDF document.
  case pdf
  /// An Excel workbook (`.xlsx`, Office Open XML).
  case excelWorkbook
  /// An Excel 97–2003 workbook (`.xls`) or another OLE2 Office file.
  case legacyOfficeFile
  /// An OpenDocument spreadsheet (`.ods`, LibreOffice Calc).
  case openDocumentSpreadsheet
  /// Another OpenDocument or Office Open XML file (a text document or presentation).
  case officeDocument
  /// A ZIP archive.
  case zip
  /// A gzip-compressed file.
  case gzip

  /// How many bytes at the start of a ZIP archive are searched for a workbook's part names.
  ///
  /// 64 KiB: ECMA-376 packages written by Excel and LibreOffice name `[Content_Types].xml`
  /// and the `xl/` parts in their first local headers, well inside this.
  public static let zipSearchBytes = 64 * 1024

  /// The format of bytes that are not a chart, or `nil` for anything else (text included).
  ///
  /// - Parameter data: The file's bytes.
  /// - Complexity: O(1), apart from a ZIP archive, whose first ``zipSearchBytes`` are searched.
  public init?(_ data: Data) {
    let head = [UInt8](data.prefix(16))
    func starts(_ bytes: [UInt8]) -> Bool { head.starts(with: bytes) }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if starts([0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
      self = .gif
    } else if starts(Array("RIFF".utf8)), head.count >= 12, head[8..<12].elementsEqual("WEBP".utf8)
    {
      self = .webp
    } else if starts(Array("%PDF-".utf8)) {
      self = .pdf
    } else if starts([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) {
      self = .legacyOfficeFile
    } else if starts([0x1F, 0x8B]) {
      self = .gzip
    } else if starts([0x50, 0x4B, 0x03, 0x04]) || starts([0x50, 0x4B, 0x05, 0x06]) {
      self = Self.zipContent(data.prefix(Self.zipSearchBytes))
    } else {
      return nil
    }
  }

  /// What a ZIP archive holds, from the part names in its first bytes.
  private static func zipContent(_ head: Data) -> NotAChartFile {
    func has(_ text: String) -> Bool { head.range(of: Data(text.utf8)) != nil }
    if has("application/vnd.oasis.opendocument.spreadsheet") { return .openDocumentSpreadsheet }
    if has("application/vnd.oasis.opendocument.") { return .officeDocument }
    if has("xl/") { return .excelWorkbook }
    if has("word/") || has("ppt/") { return .officeDocument }
    return .zip
  }

  /// What the file is and what to do, one clause each, lowercase without a final period.
  public var advice: String {
    switch self {
    case .png, .jpeg, .gif, .webp:
      return "this is a \(name), a picture of a chart rather than its data: export the chart "
        + "as SVG, or give its data as CSV"
    case .pdf:
      return "this is a PDF document, whose charts are drawings without their data: export "
        + "the chart as SVG, or give its data as CSV"
    case .excelWorkbook, .legacyOfficeFile, .openDocumentSpreadsheet:
      return "this is \(name), not a chart: save the sheet as CSV (File > Save As > CSV) and "
        + "describe that file"
    case .officeDocument:
      return "this is \(name), not a chart: export the chart as SVG, or its data as CSV"
    case .zip, .gzip:
      return "this is \(name): extract it and give the chart spec, CSV or SVG inside"
    }
  }

  /// The format's name, with its article where it needs one.
  public var name: String {
    switch self {
    case .png: return "PNG image"
    case .jpeg: return "JPEG image"
    case .gif: return "GIF image"
    case .webp: return "WebP image"
    case .pdf: return "PDF document"
    case .excelWorkbook: return "an Excel workbook"
    case .legacyOfficeFile: return "an Excel 97-2003 workbook (or another Office file)"
    case .openDocumentSpreadsheet: return "an OpenDocument spreadsheet"
    case .officeDocument: return "an Office document"
    case .zip: return "a ZIP archive"
    case .gzip: return "a gzip-compressed file"
    }
  }

  /// Refuses bytes of a format that holds no chart.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: The file as the user named it, for the message.
  /// - Throws: ``ChartSpecError`` `.invalidValue` naming the file and saying what to do
  ///   (``advice``); the CLI exits 65.
  /// - Complexity: That of ``init(_:)``.
  public static func refuse(_ data: Data, file: String?) throws(ChartSpecError) {
    guard let format = NotAChartFile(data) else { return }
    throw ChartSpecError(.invalidValue(format.advice), file: file)
  }
}
