import ChartA11y
import ChartImport
import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@Suite("Sonification score")
struct ScoreComposerTests {
  static func score(_ name: String, options: SonificationOptions = SonificationOptions()) throws
    -> (SonificationScore, ChartAnalysis)
  {
    let analysis = try ChartFixture.analysis(spec: name)
    return (ScoreComposer.compose(analysis, options: options), analysis)
  }

  static func year(_ event: ToneEvent) -> Int? {
    guard case .date(let date) = event.x else { return nil }
    return GregorianDateTime(date).year
  }

  @Test("The score as text matches the golden file", arguments: try Fixtures.validSpecNames)
  func golden(name: String) throws {
    let (score, analysis) = try Self.score(name)
    expectGolden(
      ScoreTextRenderer.render(score, xAxis: analysis.chart.independentAxisDescriptor),
      at: "golden/\(name).sonify.txt")
  }

  @Test("Events are sorted, inside their sections, and within the pitch range")
  func wellFormed() throws {
    for name in try Fixtures.validSpecNames {
      let (score, _) = try Self.score(name)
      #expect(
        zip(score.events, score.events.dropFirst()).allSatisfy {
          $0.startSeconds <= $1.startSeconds
        })
      for section in score.sections {
        for event in score.events(in: section) {
          #expect(event.startSeconds >= section.startSeconds - 1e-9)
          #expect(event.endSeconds <= section.startSeconds + section.durationSeconds + 1e-9)
          #expect(event.durationSeconds > 0)
          if event.kind != .gap && event.kind != .zero {
            #expect((130.8...1_046.6).contains(event.frequencyHz), "\(name): \(event)")
          }
          #expect((-1...1).contains(event.pan))
        }
      }
    }
  }

  @Test("Hidden marks add no events: the ridgeline sounds the same without them")
  func hiddenMarksAreSilent() throws {
    let url = Fixtures.spec("us-baby-names-ridgeline")
    let data = try Data(contentsOf: url)
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let marks = try #require(object["marks"] as? [[String: Any]])
    object["marks"] = marks.filter { ($0["accessibilityHidden"] as? Bool) != true }
    #expect((object["marks"] as? [Any])?.count == 1)
    let visibleOnly = try JSONSerialization.data(withJSONObject: object)
    let stripped = ChartAnalysis(
      try AccessibleChart(
        ChartDocument(json: visibleOnly, baseDirectory: url.deletingLastPathComponent())))
    let (score, _) = try Self.score("us-baby-names-ridgeline")
    #expect(ScoreComposer.compose(stripped).events == score.events)
    #expect(!score.events.contains { $0.kind == .reference })
  }

  @Test("Long series are grouped by min and max, bounded to the series duration, and say so")
  func grouping() throws {
    let (score, _) = try Self.score("us-baby-names-ridgeline")
    #expect(score.sections.count == 10)
    let linda = try #require(score.sections.first { $0.title == "Linda" })
    #expect(linda.announcement == "Linda: 138 points, grouped by 3.")
    #expect(linda.groupSize == 3)
    let ashley = try #require(score.sections.first { $0.title == "Ashley" })
    #expect(ashley.announcement == "Ashley: 79 points, 22 missing, grouped by 3.")
    for section in score.sections {
      #expect(section.durationSeconds <= 5.1)
      let played = score.events(in: section).filter { $0.kind == .glide }.count
      #expect(played <= 100)
    }
  }

  @Test("Linda's highest tone is 1948, the year of her peak")
  func lindaPeak() throws {
    let (score, _) = try Self.score("us-baby-names-ridgeline")
    let linda = try #require(score.sections.first { $0.title == "Linda" })
    let highest = try #require(
      score.events(in: linda).filter { $0.kind == .glide }.max { $0.frequencyHz < $1.frequencyHz })
    #expect(Self.year(highest) == 1948)
  }

  @Test("Ashley's missing years 1918–1937 make no tone, only one soft click")
  func ashleyGap() throws {
    let (score, _) = try Self.score("us-baby-names-ridgeline")
    let ashley = try #require(score.sections.first { $0.title == "Ashley" })
    let events = Array(score.events(in: ashley))
    let years = events.compactMap(Self.year)
    #expect(years.first == 1917)
    #expect(!years.contains { (1918...1937).contains($0) })
    let first = try #require(events.first { Self.year($0) == 1917 })
    let next = try #require(events.first { Self.year($0) == 1938 })
    let between = events.filter {
      $0.startSeconds > first.startSeconds && $0.startSeconds < next.startSeconds
    }
    #expect(between.map(\.kind) == [.gap])
    #expect(first.isTiedToNext == false)
  }

  @Test("Negative values have their own timbre and crossing zero ticks")
  func negativeValues() throws {
    let analysis = try ChartText.analysis(
      """
      {"version": 1, "data": {"values": [
        {"t": 1, "v": -2}, {"t": 2, "v": -1}, {"t": 3, "v": 1}, {"t": 4, "v": 2}]},
       "marks": [{"type": "line", "x": {"field": "t", "label": "T"},
                  "y": {"field": "v", "label": "V"}}]}
      """)
    let score = ScoreComposer.compose(analysis)
    let glides = score.events.filter { $0.kind == .glide }
    #expect(glides.map(\.timbre) == [.negative, .negative, .sine, .sine])
    let ticks = score.events.filter { $0.kind == .zero }
    #expect(ticks.count == 1)
    let tick = try #require(ticks.first)
    // Halfway between t = 2 (−1) and t = 3 (+1).
    #expect(abs(tick.startSeconds - (glides[1].startSeconds + glides[2].startSeconds) / 2) < 1e-9)
    #expect(zip(glides, glides.dropFirst()).allSatisfy { $0.frequencyHz < $1.frequencyHz })
  }

  @Test(
    "Between bars of opposite sign the zero tick sounds with the note across zero, leaving the gap silent"
  )
  func zeroTickBetweenNotes() throws {
    let analysis = try ChartText.analysis(
      """
      {"version": 1, "data": {"values": [{"c": "a", "v": -3}, {"c": "b", "v": 5}]},
       "marks": [{"type": "bar", "x": {"field": "c", "label": "C"},
                  "y": {"field": "v", "label": "V"}}]}
      """)
    let events = ScoreComposer.compose(analysis).events
    #expect(events.map(\.kind) == [.note, .zero, .note])
    #expect(events.map(\.timbre) == [.negative, .click, .sine])
    #expect(events[0].endSeconds + 0.025 <= events[1].startSeconds)
    #expect(events[1].startSeconds == events[2].startSeconds)
  }

  @Test("A box plot is one unit: a fast rising arpeggio of its five values")
  func boxPlot() throws {
    let (score, _) = try Self.score("water-intake")
    #expect(score.events.allSatisfy { $0.kind == .arpeggio })
    let groups = Dictionary(grouping: score.events) {
      "\($0.seriesIndex ?? -1) \(String(describing: $0.x))"
    }
    #expect(groups.count == 8)
    for (_, notes) in groups {
      #expect(notes.count == 5)
      let sorted = notes.sorted { $0.startSeconds < $1.startSeconds }
      #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.frequencyHz < $1.frequencyHz })
      #expect((sorted.last?.endSeconds ?? 0) - (sorted.first?.startSeconds ?? 0) <= 0.5)
    }
  }

  @Test("A reference line is a steady tone at its level before the series")
  func referenceLine() throws {
    let (score, _) = try Self.score("sales-report")
    let reference = try #require(score.events.first)
    #expect(reference.kind == .reference)
    #expect(reference.startSeconds == 0)
    #expect(reference.frequencyHz == reference.endFrequencyHz)
    let pitch = try #require(score.pitch)
    #expect(abs(reference.frequencyHz - pitch.frequency(of: 1_200)) < 1e-9)
    let series = score.events.filter { $0.kind != .reference }
    #expect(series.allSatisfy { $0.startSeconds >= reference.endSeconds })
    #expect(score.sections[0].announcement.hasSuffix("First, a reference tone for Sales at 1,200."))
  }

  @Test("A reference line on the x axis ticks at its time in every series")
  func marker() throws {
    let analysis = try ChartText.analysis(
      """
      {"version": 1, "data": {"values": [
        {"c": "a", "s": "P", "v": 1}, {"c": "b", "s": "P", "v": 2}, {"c": "c", "s": "P", "v": 3},
        {"c": "a", "s": "Q", "v": 3}, {"c": "b", "s": "Q", "v": 2}, {"c": "c", "s": "Q", "v": 1}]},
       "marks": [{"type": "point", "x": {"field": "c", "label": "C"},
                  "y": {"field": "v", "label": "V"},
                  "foregroundStyle": {"by": {"field": "s", "label": "S"}}},
                 {"type": "rule", "x": {"value": "b", "label": "Launch"}}]}
      """)
    let score = ScoreComposer.compose(analysis)
    #expect(score.sections.count == 2)
    for section in score.sections {
      let events = Array(score.events(in: section))
      let markers = events.filter { $0.kind == .marker }
      #expect(markers.count == 1)
      let note = try #require(events.first { $0.x == .category("b") && $0.kind == .note })
      #expect(markers.first?.startSeconds == note.startSeconds)
      #expect(markers.first?.pan == 0)
      #expect(section.announcement.hasSuffix("A tick marks Launch at b."))
    }
    #expect(
      zip(score.events, score.events.dropFirst()).allSatisfy {
        $0.startSeconds <= $1.startSeconds
      })
  }

  @Test("Bars are separate notes with gaps between them")
  func discreteNotes() throws {
    let (score, _) = try Self.score("activity-hours")
    for section in score.sections {
      let notes = score.events(in: section).filter { $0.kind == .note }
      #expect(notes.count == 4)
      #expect(zip(notes, notes.dropFirst()).allSatisfy { $0.endSeconds < $1.startSeconds })
      #expect(notes.allSatisfy { !$0.isTiedToNext })
    }
  }

  @Test("Together, every series plays in one section over the same time")
  func simultaneous() throws {
    let (score, _) = try Self.score(
      "us-baby-names-ridgeline", options: SonificationOptions(arrangement: .simultaneous))
    #expect(score.sections.map(\.title) == ["All series"])
    #expect(Set(score.events.compactMap(\.seriesIndex)).count == 10)
    #expect(score.durationSeconds < 5.1)
    #expect(score.events.allSatisfy { $0.amplitude <= 0.08 + 1e-9 || $0.kind == .gap })
  }

  @Test("The author's sonification settings are the defaults; unusable ones are ignored")
  func authorSettings() {
    let options = SonificationOptions(
      spec: SonificationSpec(
        minimumFrequencyHz: 200, maximumFrequencyHz: 800, noteDurationSeconds: 0.3,
        seriesDurationSeconds: 8, pitchScale: .linear))
    #expect(options.minimumFrequencyHz == 200)
    #expect(options.maximumFrequencyHz == 800)
    #expect(options.noteDurationSeconds == 0.3)
    #expect(options.seriesDurationSeconds == 8)
    #expect(options.pitchScale == .linear)
    let unusable = SonificationOptions(
      spec: SonificationSpec(
        minimumFrequencyHz: 900, maximumFrequencyHz: 300, noteDurationSeconds: -1))
    #expect(unusable == SonificationOptions())
  }
}
