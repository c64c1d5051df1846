import ChartModel
import Foundation

/// Reads any chart input by its kind: a chart spec, a Vega-Lite spec, a CSV or TSV file, or an
/// SVG export.
///
/// The one place that turns input bytes into a chart, for every command and for the audit.
///
///     let kind = ChartInputKind.detect(name: "cars.vl.json", data: data)
///     let chart = try ChartInputReader.read(data, kind: kind, file: "cars.vl.json",
///                                           baseDirectory: folder)
public enum ChartInputReader {
  /// Reads a chart from bytes of a known kind.
  ///
  /// - Parameters:
  ///   - data: The input's bytes.
  ///   - kind: The input's kind, usually from ``ChartInputKind/detect(name:data:)``.
  ///   - file: The input's name in messages about CSV and TSV cells.
  ///   - baseDirectory: The folder relative data paths (`data.csv`, Vega-Lite `data.url`) are
  ///     read from.
  ///   - dataRoot: Another folder a spec's data files may be in (`--data-root`); by
  ///     ``ChartModel/DataFolderRule`` they must otherwise be inside `baseDirectory`.
  ///   - csvOptions: How to plot a CSV or TSV file; its dialect also reads a chart spec's CSV
  ///     file; ignored for the other kinds.
  ///   - svgLimits: The limits an SVG export is read within; ignored for the other kinds.
  /// - Returns: The validated chart with its data, and the import's notes and warnings (for a
  ///   chart spec, its value formats that are not supported, ``ChartModel/ValueFormatCheck``;
  ///   for an SVG export, ``SVGChartRecovery``'s notes).
  /// - Throws: ``ChartModel/ChartSpecError`` when the input or its data is invalid or
  ///   unreadable, or is not a chart at all (a PNG, a PDF, a workbook: ``NotAChartFile``); for
  ///   an SVG export, ``ChartImportError`` `.invalidSVG` or `.noChartData` when
  ///   it is not safe, well-formed SVG or its marks carry no recoverable data.
  /// - Complexity: O(*n*) in the size of the input and its data.
  public static func read(
    _ data: Data, kind: ChartInputKind, file: String, baseDirectory: URL, dataRoot: URL? = nil,
    csvOptions: CSVChartOptions = CSVChartOptions(), svgLimits: SVGLimits = SVGLimits()
  ) throws -> ImportedChart {
    // A picture, PDF, workbook or archive is named with what to do, whatever its name says.
    try NotAChartFile.refuse(data, file: file)
    switch kind {
    case .chartSpec, .vegaLite:
      // UTF-16 is refused as a CSV file's is, whatever the kind and wherever it comes from.
      try CSVReader.rejectUTF16(data, file: file)
      try refuseEmptyOrVega(data)
    case .csv, .tsv, .svgExport, .svgInPage: break
    }
    switch kind {
    case .chartSpec:
      let document = try ChartDocument(
        json: data, baseDirectory: baseDirectory, dataRoot: dataRoot, dialect: csvOptions.dialect)
      return ImportedChart(
        document: document, diagnostics: ValueFormatCheck.warnings(in: document))
    case .vegaLite:
      return try VegaLiteImporter.read(data, baseDirectory: baseDirectory, dataRoot: dataRoot)
    case .csv, .tsv:
      return try CSVChart.read(data, file: file, isTabSeparated: kind == .tsv, options: csvOptions)
    case .svgExport, .svgInPage:
      let svg = kind == .svgInPage ? try SVGInPage.drawing(in: data) : data
      let recovered = try SVGChartRecovery.recover(from: svg, limits: svgLimits)
      return ImportedChart(
        document: recovered.document,
        diagnostics: recovered.notes.map { ImportDiagnostic(.note, $0) })
    }
  }

  /// Refuses JSON input that is empty (or only white space and a byte-order mark), and a Vega
  /// spec (its `$schema` under `vega.github.io/schema/vega/`), which would otherwise be read as
  /// a chart spec and fail on its first missing member.
  ///
  /// - Throws: ``ChartModel/ChartSpecError`` `.invalidValue`: "the input is empty", or at
  ///   `$.$schema`, that only Vega-Lite specs are read.
  /// - Complexity: O(*n*) for empty input, O(1) otherwise, besides parsing a Vega spec.
  private static func refuseEmptyOrVega(_ data: Data) throws(ChartSpecError) {
    let isBlank = { (byte: UInt8) in
      [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains(byte)
    }
    guard data.contains(where: { !isBlank($0) }) else {
      throw ChartSpecError(
        .invalidValue(
          "the input is empty; give a chart spec, a Vega-Lite spec, a CSV file or an SVG export"))
    }
    guard contains(Array("vega.github.io/schema/vega/".utf8), in: data),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let schema = object["$schema"] as? String, schema.contains("/schema/vega/")
    else { return }
    throw ChartSpecError(
      .invalidValue(
        "this is a Vega spec ('\(schema)'), not Vega-Lite; only Vega-Lite specs are read: give "
          + "the Vega-Lite spec, or the chart exported as SVG"),
      path: SpecPath.root.appending("$schema"))
  }

  /// Whether `data` holds the bytes of `needle` somewhere: C's `memchr` to each place of its
  /// first byte and `memcmp` there, where Foundation's `Data.range(of:)` cost as much as
  /// decoding a spec.
  ///
  /// - Complexity: O(*n* *m*) in the worst case for *n* bytes and an *m*-byte needle; about
  ///   O(*n*) for a needle whose first byte is rare.
  private static func contains(_ needle: [UInt8], in data: Data) -> Bool {
    guard let first = needle.first, data.count >= needle.count else { return false }
    return data.withUnsafeBytes { bytes in
      needle.withUnsafeBytes { wanted in
        guard let base = bytes.baseAddress, let wantedBase = wanted.baseAddress else {
          return false
        }
        var start = 0
        let last = bytes.count - needle.count
        while start <= last,
          let found = memchr(base + start, Int32(first), last - start + 1)
        {
          let offset = base.distance(to: UnsafeRawPointer(found))
          if memcmp(found, wantedBase, needle.count) == 0 { return true }
          start = offset + 1
        }
        return false
      }
    }
  }
}
