import ChartA11y
import ChartImport
import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting

/// The fixture charts the audio tests render: analysed, composed into scores, and the year of
/// an event's position.
enum ChartFixtures {
  /// The score of a fixture chart, and its analysis.
  static func score(_ name: String, options: SonificationOptions = SonificationOptions()) throws
    -> (SonificationScore, ChartAnalysis)
  {
    let analysis = try ChartFixture.analysis(spec: name)
    return (ScoreComposer.compose(analysis, options: options), analysis)
  }

  /// The year of an event's date position, or `nil` for other positions.
  static func year(_ event: ToneEvent) -> Int? {
    guard case .date(let date) = event.x else { return nil }
    return GregorianDateTime(date).year
  }
}
