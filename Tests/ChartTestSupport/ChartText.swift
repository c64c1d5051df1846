import ChartA11y
import ChartImport
import ChartModel
import Foundation
import GoldenTesting

/// Reads a chart a test writes out (a chart spec, Vega-Lite, CSV or TSV as text) the way
/// ``ChartFixture`` reads a fixture: input reader, accessible chart, analysis.
///
///     let analysis = try ChartText.analysis(
///       #"{"mark": "bar", "data": {"values": [...]}, "encoding": {...}}"#, kind: .vegaLite)
public enum ChartText {
  /// The folder an inline chart's relative data paths are read from by default: the root, so
  /// that a chart written out reads no file unless a test says where.
  public static let noFolder = URL(fileURLWithPath: "/")

  /// A chart given as text, read by ``ChartImport/ChartInputReader``.
  ///
  /// - Parameters:
  ///   - text: The chart's text (JSON, CSV or TSV).
  ///   - kind: Its input kind. The default is a chart spec.
  ///   - file: Its name in the reader's messages.
  ///   - baseDirectory: The folder its relative data paths are read from; ``noFolder`` by
  ///     default, ``GoldenTesting/Fixtures/root`` to read fixtures' data files.
  ///   - csvOptions: How to plot CSV or TSV text.
  /// - Returns: The imported chart, with the import's notes.
  /// - Throws: The reader's errors (``ChartModel/ChartSpecError``,
  ///   ``ChartImport/ChartImportError``).
  public static func imported(
    _ text: String, kind: ChartInputKind = .chartSpec, file: String = "t",
    baseDirectory: URL = noFolder, csvOptions: CSVChartOptions = CSVChartOptions()
  ) throws -> ImportedChart {
    try ChartInputReader.read(
      Data(text.utf8), kind: kind, file: file, baseDirectory: baseDirectory,
      csvOptions: csvOptions)
  }

  /// The accessible chart of a chart given as text.
  ///
  /// - Throws: As ``imported(_:kind:file:baseDirectory:csvOptions:)``, and
  ///   ``ChartModel/ChartSpecError`` when the document has no accessible reading.
  public static func chart(
    _ text: String, kind: ChartInputKind = .chartSpec, file: String = "t",
    baseDirectory: URL = noFolder, csvOptions: CSVChartOptions = CSVChartOptions()
  ) throws -> AccessibleChart {
    try AccessibleChart(
      imported(
        text, kind: kind, file: file, baseDirectory: baseDirectory, csvOptions: csvOptions
      ).document)
  }

  /// The analysis of a chart given as text.
  ///
  /// - Throws: As ``chart(_:kind:file:baseDirectory:csvOptions:)``.
  public static func analysis(
    _ text: String, kind: ChartInputKind = .chartSpec, file: String = "t",
    baseDirectory: URL = noFolder, csvOptions: CSVChartOptions = CSVChartOptions()
  ) throws -> ChartAnalysis {
    ChartAnalysis(
      try chart(
        text, kind: kind, file: file, baseDirectory: baseDirectory, csvOptions: csvOptions))
  }
}
