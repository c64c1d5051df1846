import ChartA11y
import ChartModel
import ChartTestSupport
import Foundation
import Testing

@Suite("Narration script")
struct NarrationScriptTests {
  static func script(
    _ name: String, verbosity: Verbosity, order: [NarrationPart] = NarrationPart.standardOrder
  ) throws -> NarrationScript {
    let analysis = try ChartFixture.analysis(spec: name)
    return NarrationScript(
      analysis: analysis, score: ScoreComposer.compose(analysis), verbosity: verbosity,
      order: order)
  }

  /// The sentences spoken, in order.
  static func spoken(_ script: NarrationScript) -> [String] {
    script.segments.flatMap { segment -> [String] in
      if case .speech(let sentences) = segment { return sentences }
      return []
    }
  }

  @Test("Detailed speaks each series' statistics, with their tests, after its tones")
  func detailedSeries() throws {
    let script = try Self.script("us-baby-names-ridgeline", verbosity: .detailed)
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
    #expect(statistics.contains { $0.contains("Mann–Kendall") }, "\(statistics)")
  }

  @Test("Standard names no test, no p-value and no series statistics")
  func standardWithoutTests() throws {
    let spoken = Self.spoken(try Self.script("us-baby-names-ridgeline", verbosity: .standard))
    for word in ["Mann–Kendall", "p <", "p =", "τ", "α", "significant", "Linda (area) has"] {
      #expect(!spoken.contains { $0.contains(word) }, "\(word)")
    }
  }

  @Test("Standard opens with title, axes, takeaway, then the mapping and the first cues")
  func opening() throws {
    let script = try Self.script("us-baby-names-ridgeline", verbosity: .standard)
    #expect(
      script.segments.prefix(3) == [
        .speech([
          "Popularity of US baby names, 1880–2017.", "Proportion of female births by Year.",
          "Highest 0.0724 in 1880 (Mary); 1 series falls clearly, 3 series rise to a peak and "
            + "fall, 6 series turn several times.",
          "Higher notes are higher values.",
          "Each pair of notes is the lowest and highest of 3 years.", "Mary. It sounds pure.",
        ]),
        .pause(seconds: 0.25), .tones(section: 0),
      ])
  }

  @Test("Detailed demonstrates the mapping with the lowest and highest notes")
  func detailedMapping() throws {
    let script = try Self.script("us-baby-names-ridgeline", verbosity: .detailed)
    let pitch = try #require(script.score.pitch)
    // A demonstration note: 0.4 s, centred, the first series' timbre, at a value's pitch.
    func note(_ value: Double) -> NarrationScript.Segment {
      .note(
        ToneEvent(
          kind: .note, startSeconds: 0, durationSeconds: 0.4,
          frequencyHz: pitch.frequency(of: value),
          pan: 0, amplitude: 0.3, timbre: .sine, seriesIndex: nil, x: nil, value: value))
    }
    #expect(
      Array(script.segments.prefix(4)) == [
        .speech([
          "Popularity of US baby names, 1880–2017.",
          "Area chart of Proportion of female births by Year, 10 series.",
          "Highest 0.0724 in 1880 (Mary); 1 series falls clearly, 3 series rise to a peak and "
            + "fall, 6 series turn several times.",
          "Higher pitch is a higher value: the lowest note is 0.00000391,",
        ]),
        note(pitch.values.lowerBound), .speech(["the highest is 0.0724."]),
        note(pitch.values.upperBound),
      ])
    #expect(
      script.segments[4]
        == .speech([
          "Each series plays left to right from 1880 to 2017.",
          "Each pair of notes is the lowest and highest of 3 years.",
        ]))
  }

  @Test("Brief is one sentence and no tones")
  func brief() throws {
    let script = try Self.script("sales-report", verbosity: .brief)
    #expect(
      script.segments == [
        .speech(["Sales Volume by Office Location: highest 4,020 for California."])
      ])
  }

  @Test("The listener's order is followed, and a part left out is not spoken")
  func order() throws {
    let script = try Self.script(
      "sales-report", verbosity: .standard, order: [.takeaway, .tones, .title])
    let spoken = Self.spoken(script)
    #expect(spoken.first == "Highest 4,020 for California.")
    #expect(spoken.last == "Sales Report.")
    #expect(!spoken.contains("Area chart of Sales Volume by Office Location."))
    #expect(!spoken.contains { $0.hasPrefix("The x axis is") })
    #expect(script.segments.contains(.tones(section: 0)))
  }

  @Test("An error-bar chart's arpeggio is explained as error bars, not boxes")
  func errorBarCue() throws {
    let spoken = Self.spoken(try Self.script("reaction-time-intervals", verbosity: .standard))
    #expect(
      spoken.contains {
        $0.contains("Each error bar plays its lower end, then its upper end, fast.")
      })
    #expect(!spoken.contains { $0.contains("Each box") })
  }

  @Test("A late series is announced from its first year and plays from its first sound")
  func lateSeries() throws {
    let script = try Self.script("us-baby-names-ridgeline", verbosity: .standard)
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
    let script = try Self.script("water-intake", verbosity: .standard)
    guard case .speech(let details) = script.segments.last else {
      Issue.record("the script does not end with speech")
      return
    }
    #expect(
      details.contains(
        "The author's summary: Daytime intake is consistently higher than nighttime intake."))
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
      analysis: analysis, score: ScoreComposer.compose(analysis), verbosity: .detailed)
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
