import ChartA11y
import ChartImport
import ChartModel
import Foundation
import GoldenTesting

/// Reads a fixture chart the way the `chart-describe` command does.
///
/// Its bytes, its input kind (detected from its name and content), the input reader, the
/// accessible chart and the analysis. Every test target reads fixtures through here.
///
///     let analysis = try ChartFixture.analysis("vega-lite/cars-scatter.vl.json")
///     guard case .scatter(let reading) = analysis.kind else { … }
///
/// Paths are relative to `fixtures` (`charts/sales-report.chart.json`), or absolute (a corpus
/// chart, ``GoldenTesting/Fixtures/url(_:)``). Data files a spec names are read relative to
/// the fixture's folder.
public enum ChartFixture {
  /// A fixture read by ``ChartImport/ChartInputReader``: its document and the import's notes.
  ///
  /// - Parameters:
  ///   - path: The fixture's path under `fixtures`, or an absolute path.
  ///   - kind: The input kind; `nil` (the default) detects it as the command does.
  ///   - csvOptions: How to plot a CSV or TSV fixture.
  /// - Returns: The imported chart.
  /// - Throws: The reader's errors (``ChartModel/ChartSpecError``,
  ///   ``ChartImport/ChartImportError``), or the file system's when the file cannot be read.
  /// - Complexity: O(*n*) in the size of the fixture and its data.
  public static func imported(
    _ path: String, kind: ChartInputKind? = nil, csvOptions: CSVChartOptions = CSVChartOptions()
  ) throws -> ImportedChart {
    let url = Fixtures.url(path)
    let data = try Data(contentsOf: url)
    return try ChartInputReader.read(
      data, kind: kind ?? ChartInputKind.detect(name: url.lastPathComponent, data: data),
      file: url.lastPathComponent, baseDirectory: url.deletingLastPathComponent(),
      csvOptions: csvOptions)
  }

  /// A fixture's chart document (``imported(_:kind:csvOptions:)`` without its notes).
  ///
  /// - Throws: As ``imported(_:kind:csvOptions:)``.
  public static func document(_ path: String, kind: ChartInputKind? = nil) throws
    -> ChartDocument
  {
    try imported(path, kind: kind).document
  }

  /// A fixture's accessible chart.
  ///
  /// - Throws: As ``imported(_:kind:csvOptions:)``, and ``ChartModel/ChartSpecError`` when the
  ///   document has no accessible reading.
  public static func chart(_ path: String, kind: ChartInputKind? = nil) throws
    -> AccessibleChart
  {
    try AccessibleChart(document(path, kind: kind))
  }

  /// A fixture's analysis, which every output reads.
  ///
  /// - Throws: As ``chart(_:kind:)``.
  public static func analysis(_ path: String, kind: ChartInputKind? = nil) throws
    -> ChartAnalysis
  {
    ChartAnalysis(try chart(path, kind: kind))
  }

  /// The path under `fixtures` of a chart spec in `fixtures/charts` by its name
  /// (``GoldenTesting/Fixtures/spec(_:)``): `"sales-report"` is
  /// `charts/sales-report.chart.json`.
  public static func specPath(_ name: String) -> String { "charts/\(name).chart.json" }

  /// The document of a chart spec in `fixtures/charts` by its name (``specPath(_:)``).
  ///
  /// - Throws: As ``imported(_:kind:csvOptions:)``.
  public static func document(spec name: String) throws -> ChartDocument {
    try document(specPath(name), kind: .chartSpec)
  }

  /// The accessible chart of a chart spec in `fixtures/charts` by its name (``specPath(_:)``).
  ///
  /// - Throws: As ``chart(_:kind:)``.
  public static func chart(spec name: String) throws -> AccessibleChart {
    try chart(specPath(name), kind: .chartSpec)
  }

  /// The analysis of a chart spec in `fixtures/charts` by its name (``specPath(_:)``).
  ///
  /// - Throws: As ``chart(_:kind:)``.
  public static func analysis(spec name: String) throws -> ChartAnalysis {
    try analysis(specPath(name), kind: .chartSpec)
  }
}
