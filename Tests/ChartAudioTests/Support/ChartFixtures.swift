import ChartA11y
import ChartImport
import ChartModel
import Foundation
import GoldenTesting

/// The fixture charts the audio tests render: analysed, composed into scores, and the year of
/// an event's position.
enum ChartFixtures {
  /// The analysis of `fixtures/specs/<name>.json`.
  static func analysis(_ name: String) throws -> ChartAnalysis {
    let url = Fixtures.spec(name)
    let document = try ChartDocument(
      json: try Data(contentsOf: url), baseDirectory: url.deletingLastPathComponent())
    return ChartAnalysis(try AccessibleChart(document))
  }

  /// The analysis of a chart spec or Vega-Lite spec by its path under `fixtures` (or an
  /// absolute path, ``Fixtures/url(_:)``).
  static func analysis(path: String) throws -> ChartAnalysis {
    let url = Fixtures.url(path)
    let imported = try ChartInputReader.read(
      try Data(contentsOf: url), kind: path.hasSuffix(".vl.json") ? .vegaLite : .chartSpec,
      file: url.lastPathComponent, baseDirectory: url.deletingLastPathComponent())
    return ChartAnalysis(try AccessibleChart(imported.document))
  }

  /// The analysis of a chart spec given as JSON text, with data paths relative to the
  /// fixtures folder.
  static func analysis(json: String) throws -> ChartAnalysis {
    ChartAnalysis(
      try AccessibleChart(ChartDocument(json: Data(json.utf8), baseDirectory: Fixtures.root)))
  }

  /// The score of a fixture chart, and its analysis.
  static func score(_ name: String, options: SonificationOptions = SonificationOptions()) throws
    -> (SonificationScore, ChartAnalysis)
  {
    let analysis = try analysis(name)
    return (ScoreComposer.compose(analysis, options: options), analysis)
  }

  /// The year of an event's date position, or `nil` for other positions.
  static func year(_ event: ToneEvent) -> Int? {
    guard case .date(let date) = event.x else { return nil }
    return GregorianDateTime(date).year
  }
}
