import ChartA11y
import Foundation

/// The outputs the kind wording tests read: the long description as plain text, and the
/// narration's spoken sentences.
enum KindWording {
  /// The long description of an analysis as plain text.
  static func text(_ analysis: ChartAnalysis, options: DescriptionOptions = DescriptionOptions())
    -> String
  {
    PlainTextRenderer.render(ChartDescription(analysis, options: options))
  }

  /// The sentences a narration at `verbosity` speaks, joined by spaces.
  static func spoken(_ analysis: ChartAnalysis, verbosity: Verbosity = .detailed) -> String {
    let score = ScoreComposer.compose(analysis)
    return NarrationScript(analysis: analysis, score: score, verbosity: verbosity).segments
      .flatMap { segment -> [String] in
        if case .speech(let sentences) = segment { return sentences }
        return []
      }.joined(separator: " ")
  }

  /// The phrases a description of a chart that is not a series over x never holds.
  static let seriesOverXPhrases = ["starts at", "ends at", "Mann–Kendall", "trend"]
}
