import ChartA11y
import ChartAudio
import ChartTestSupport
import GoldenTesting
import Testing

/// The fast tier's speech-engine tests run on ``Fixtures/speechSubsetPaths`` only (docs/testing.md):
/// this suite keeps that subset covering every chart kind, cue (tone event kind), timbre and
/// narration step the narrated charts have, so a new kind of chart or cue is heard by the
/// fast tier too.
@Suite("The speech tests' subset of charts covers every kind and cue")
struct SpeechSubsetTests {
  /// The name of a chart's kind, or `series` for a chart read as series over x.
  static func kindName(_ kind: KindAnalysis?) -> String {
    switch kind {
    case nil: return "series"
    case .scatter: return "scatter"
    case .connectedScatter: return "connectedScatter"
    case .pie: return "pie"
    case .boxPlot: return "boxPlot"
    case .heatmap: return "heatmap"
    case .histogram: return "histogram"
    case .orderedCategories: return "orderedCategories"
    case .normalizedStack: return "normalizedStack"
    case .interval: return "interval"
    case .candlestick: return "candlestick"
    case .twoValueAxes: return "twoValueAxes"
    case .stripPlot: return "stripPlot"
    }
  }

  /// What a chart's narration exercises: its kind, its score's cues and timbres, and the
  /// kinds of steps of its narration at level 1.
  static func features(of path: String) throws -> Set<String> {
    let analysis = try ChartFixture.analysis(path)
    let score = ScoreComposer.compose(analysis)
    var features: Set<String> = ["kind \(kindName(analysis.kind))"]
    for event in score.events {
      features.insert("cue \(event.kind.rawValue)")
      features.insert("timbre \(event.timbre.rawValue)")
    }
    let script = NarrationScript(analysis: analysis, score: score, verbosity: .standard)
    for segment in script.segments {
      switch segment {
      case .speech: features.insert("step speech")
      case .tones: features.insert("step tones")
      case .note: features.insert("step note")
      case .pause: features.insert("step pause")
      }
    }
    return features
  }

  @Test("Every kind, cue, timbre and narration step of the narrated charts is in the subset")
  func subsetCoversEveryFeature() throws {
    var byPath: [String: Set<String>] = [:]
    for path in try Fixtures.narratedChartPaths {
      byPath[path] = try Self.features(of: path)
    }
    let everything = byPath.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    try #require(everything.contains("kind heatmap") && everything.contains("cue glide"))
    var covered = Set<String>()
    for path in Fixtures.speechSubsetPaths {
      let features = try #require(byPath[path], "\(path) is not a narrated chart")
      covered.formUnion(features)
    }
    let missing = everything.subtracting(covered)
    // A greedy cover of what is missing, to suggest the charts to add.
    var suggestion: [String] = []
    var left = missing
    while !left.isEmpty,
      let best = byPath.max(by: { lhs, rhs in
        (lhs.value.intersection(left).count, rhs.key) < (
          rhs.value.intersection(left).count, lhs.key
        )
      }), !best.value.isDisjoint(with: left)
    {
      suggestion.append(best.key)
      left.subtract(best.value)
    }
    #expect(
      missing.isEmpty,
      "Fixtures.speechSubsetPaths misses \(missing.sorted()); add \(suggestion)")
    print("speech subset covers \(covered.sorted())")
  }
}
