import ChartModel
import Foundation
import GoldenTesting

@testable import ChartA11y
@testable import ChartImport

/// Test suites that read a fixture chart of a known input kind into its analysis.
protocol FixtureAnalysing {}

extension FixtureAnalysing {
  /// The analysis of a fixture under `fixtures`, read as `kind` with the fixture's folder as
  /// the base for its data files.
  func analysis(_ path: String, kind: ChartInputKind) throws -> ChartAnalysis {
    let url = Fixtures.url(path)
    let document = try ChartInputReader.read(
      Data(contentsOf: url), kind: kind, file: url.lastPathComponent,
      baseDirectory: url.deletingLastPathComponent()
    ).document
    return ChartAnalysis(try AccessibleChart(document))
  }
}
