import ChartA11y
import ChartAudio
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

/// Issue 16's audible gap, measured on the charts of ``Fixtures/speechChartPaths`` (every
/// fixture, and the Vega-Lite corpus when `CHART_DESCRIBE_CORPUS` names it, in the full tier),
/// not only on the made-up charts of ``SoundDesignTests``:
/// each note that ends before the next one starts is followed by at least 20 ms at least
/// 30 dB down, with every tick and click of the score sounding.
@Suite("Gaps between separate notes, measured on every chart")
struct FixtureNoteGapTests {
  /// The pairs of consecutive notes of a score where the first ends before the next starts.
  static func separateNotes(_ score: SonificationScore) -> [(ToneEvent, ToneEvent)] {
    // Notes sharing an onset are one chord (issue 40).
    let notes = SoundDesignTests.chords(score.events.filter { $0.kind == .note })
    return zip(notes, notes.dropFirst()).filter { note, next in
      note.startSeconds + note.durationSeconds <= next.startSeconds
    }
  }

  /// The charts of ``Fixtures/speechChartPaths`` whose scores have separate notes.
  ///
  /// They are the cases of ``gaps(path:)``. Throws when there is none, so the test fails, rather than passing on no
  /// case, if the composer stops leaving gaps.
  static var pathsWithSeparateNotes: [String] {
    get throws {
      try Fixtures.nonEmpty(
        Fixtures.speechChartPaths.filter { path in
          !separateNotes(ScoreComposer.compose(try ChartFixture.analysis(path))).isEmpty
        }, "narrated charts with separate notes")
    }
  }

  @Test(
    "Separate notes of every chart are heard apart (20 ms, 30 dB down)",
    arguments: try pathsWithSeparateNotes)
  func gaps(path: String) throws {
    let score = ScoreComposer.compose(try ChartFixture.analysis(path))
    let separate = Self.separateNotes(score)
    try #require(!separate.isEmpty)
    let samples = try SoundDesignTests.render(score.events, seconds: score.durationSeconds)
    var shortest = Int.max
    for (note, next) in separate {
      let quiet = try #require(SoundDesignTests.quietMilliseconds(samples, from: note, to: next))
      shortest = min(shortest, quiet)
      #expect(
        quiet >= 20,
        "\(path): \(quiet) ms 30 dB down between the notes at \(note.startSeconds) s and \(next.startSeconds) s"
      )
    }
    print("\(path): \(separate.count) gaps, shortest \(shortest) ms")
  }
}
