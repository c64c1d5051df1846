import ChartImport
import ChartModel
import Foundation
import Testing

@Suite("Files that are not charts")
struct NotAChartFileTests {
  /// A ZIP local file header naming `name` as its first entry.
  private static func archive(naming name: String, content: String = "") -> Data {
    var data = Data([0x50, 0x4B, 0x03, 0x04])
    data.append(Data(repeating: 0, count: 26))
    data.append(Data(name.utf8))
    data.append(Data(content.utf8))
    return data
  }

  @Test(
    "Pictures, documents, workbooks and archives are recognised by their first bytes",
    arguments: zip(
      [
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]),
        Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]), Data("GIF89a\u{1}\u{0}".utf8),
        Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), Data("%PDF-1.7\n".utf8),
        archive(naming: "[Content_Types].xml", content: "xl/workbook.xml"),
        archive(naming: "mimetype", content: "application/vnd.oasis.opendocument.spreadsheet"),
        archive(naming: "word/document.xml"), archive(naming: "data.csv"),
        Data([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]), Data([0x1F, 0x8B, 0x08, 0]),
      ],
      [
        NotAChartFile.png, .jpeg, .gif, .webp, .pdf, .excelWorkbook, .openDocumentSpreadsheet,
        .officeDocument, .zip, .legacyOfficeFile, .gzip,
      ]))
  func recognised(data: Data, format: NotAChartFile) {
    #expect(NotAChartFile(data) == format)
  }

  @Test("Text is not refused", arguments: ["a,b\n1,2\n", "{}", "<svg/>", "", "P", "RIFF"])
  func text(content: String) {
    #expect(NotAChartFile(Data(content.utf8)) == nil)
  }

  @Test("A PNG named .csv is refused with what to do, by the CSV reader")
  func refusedByTheReader() {
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(
      throws: ChartSpecError(
        .invalidValue(
          "this is a PNG image, a picture of a chart rather than its data: export the chart as "
            + "SVG, or give its data as CSV"), file: "chart.csv")
    ) {
      try CSVReader.read(png, file: "chart.csv")
    }
    #expect(
      NotAChartFile.excelWorkbook.advice
        == "this is an Excel workbook, not a chart: save the sheet as CSV (File > Save As > CSV) "
        + "and describe that file")
  }

  @Test("A PNG named .svg is refused as a PNG by the SVG reader, which the audit also uses")
  func refusedAsSVG() {
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF, 0xFE])
    #expect(
      throws: ChartImportError(
        .invalidSVG(
          line: nil,
          reason: "this is a PNG image, a picture of a chart rather than its data: export the "
            + "chart as SVG, or give its data as CSV"))
    ) {
      try SVGDocument(bytes: png)
    }
  }
}
