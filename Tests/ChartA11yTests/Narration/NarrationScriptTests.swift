import ChartA11y
import ChartModel
import ChartTestSupport
import Foundation
import Testing

@Suite("Narration script")
struct NarrationScriptTests {
  static func script(_ name: String, level: DescriptionLevel) throws -> NarrationScript {
    let analysis = try ChartFixture.analysis(spec: name)
    return NarrationScript(analysis: analysis, score: ScoreComposer.compose(analysis), level: level)
  }

  @Test("Level 2 speaks each series' statistics after its tones")
  func levelTwo() throws {
    let script = try Self.script("us-baby-names-ridgeline", level: .statistics)
    let index = try #require(
      script.segments.firstIndex { segment in
        if case .speech(let sentences) = segment { return sentences == ["Linda. It sounds soft."] }
        return false
      })
    guard case .tones(let section) = script.segments[index + 2],
      case .speech(let statistics) = script.segments[index + 4]
    else {
      Issue.record("expected Linda's tones, then her sentences")
      return
    }
    #expect(script.score.sections[section].title == "Linda")
    #expect(statistics.first?.hasPrefix("Linda (area) has 138 years") == true)
  }

  @Test("The opening: short overview, the mapping demonstrated, the time line and grouping")
  func opening() throws {
    let script = try Self.script("us-baby-names-ridgeline", level: .construction)
    let pitch = try #require(script.score.pitch)
    let opening = Array(script.segments.prefix(6))
    // A demonstration note: 0.4 s, centred, the first series' timbre, at a value's pitch.
    func note(_ value: Double) -> NarrationScript.Segment {
      .note(
        ToneEvent(
          kind: .note, startSeconds: 0, durationSeconds: 0.4,
          frequencyHz: pitch.frequency(of: value),
          pan: 0, amplitude: 0.3, timbre: .sine, seriesIndex: nil, x: nil, value: value))
    }
    #expect(
      opening.prefix(5) == [
        .speech(["Area chart, 10 series."]),
        .speech(["Higher pitch is a higher value: the lowest note is 0.00000391,"]),
        note(pitch.values.lowerBound), .speech(["the highest is 0.0724."]),
        note(pitch.values.upperBound),
      ])
    #expect(
      opening.last
        == .speech([
          "Popularity of US baby names, 1880–2017.",
          "Each series plays left to right from 1880 to 2017.",
          "Each pair of notes is the lowest and highest of 3 years.",
        ]))
  }

  @Test("A late series is announced from its first year and plays from its first sound")
  func lateSeries() throws {
    let script = try Self.script("us-baby-names-ridgeline", level: .construction)
    #expect(script.segments.contains(.speech(["Ashley, from 1917. It sounds bright."])))
    let index = try #require(script.score.sections.firstIndex { $0.title == "Ashley" })
    let section = script.score.sections[index]
    let first = try #require(script.score.events(in: section).first)
    #expect(script.tonesStartSeconds(section: index) == first.startSeconds)
    #expect(first.startSeconds - section.startSeconds > 1)
    let mary = try #require(script.score.sections.firstIndex { $0.title == "Mary" })
    #expect(script.tonesStartSeconds(section: mary) == script.score.sections[mary].startSeconds)
  }

  @Test("The author's summary is introduced as the author's")
  func authorSummary() throws {
    let script = try Self.script("water-intake", level: .construction)
    guard case .speech(let details) = script.segments.last else {
      Issue.record("the script does not end with speech")
      return
    }
    #expect(
      details.last
        == "The author's summary: Daytime intake is consistently higher than nighttime intake.")
  }
}

@Suite("Narration script limits")
struct NarrationScriptLimitTests {
  @Test("A 1 MB title is cut short for speech at a word, with '…', and counted")
  func longTitle() throws {
    let title = String(repeating: "word ", count: 200_000)
    let json = """
      {"version": 1, "title": "\(title)",
       "data": {"values": [{"x": 1, "y": 2}, {"x": 2, "y": 3}, {"x": 3, "y": 1}]},
       "marks": [{"type": "line", "x": {"field": "x"}, "y": {"field": "y"}}]}
      """
    let document = try ChartDocument(
      json: Data(json.utf8), baseDirectory: FileManager.default.temporaryDirectory)
    let analysis = ChartAnalysis(try AccessibleChart(document))
    let script = NarrationScript(
      analysis: analysis, score: ScoreComposer.compose(analysis), level: .trends)
    let spoken = script.segments.flatMap { segment -> [String] in
      if case .speech(let sentences) = segment { return sentences }
      return []
    }
    #expect(script.shortenedSentenceCount >= 1)
    #expect(spoken.allSatisfy { $0.count <= NarrationScript.maximumSpokenCharacters + 1 })
    #expect(spoken.contains { $0.hasSuffix("word…") })
  }

  @Test("Sentences within the limit are spoken as they are")
  func shortSentence() {
    #expect(NarrationScript.spoken("Line chart.") == ("Line chart.", false))
  }
}
