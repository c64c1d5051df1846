import ChartModel
import Foundation
import Testing

@testable import ChartA11y

/// A strip plot sounds each category's spread: before, every value of a category sounded at
/// the same instant (60 notes at 3 instants here, 400 at 5 for the whole `cars` data, in 1.25
/// s of audio).
@Suite("A strip plot sounds each category's five numbers as a rising arpeggio")
struct StripPlotSoundTests {
  @Test("One arpeggio per category, in axis order: lowest, quartiles, median, highest")
  func arpeggios() throws {
    let analysis = try CategorySpreadSentenceTests.analysis(mark: "tick", cylinders: "ordinal")
    let score = ScoreComposer.compose(analysis)
    let notes = score.events.filter { $0.seriesIndex != nil }
    #expect(notes.allSatisfy { $0.kind == .arpeggio })
    // pandas' groupby("Cylinders").Horsepower.describe() (see CategorySpreadSentenceTests).
    let expected: [(String, [Double])] = [
      ("4", [46, 73, 88, 93.75, 115]), ("6", [85, 89.5, 98.5, 100, 110]),
      ("8", [130, 153, 172.5, 196.75, 225]),
    ]
    #expect(notes.count == 15)
    for (index, (category, values)) in expected.enumerated() {
      let arpeggio = notes[(index * 5)..<(index * 5 + 5)]
      #expect(arpeggio.allSatisfy { $0.x == .category(category) })
      #expect(arpeggio.map { $0.value ?? .nan } == values)
      // Rising, one note at a time.
      let onsets = arpeggio.map(\.startSeconds)
      #expect(zip(onsets, onsets.dropFirst()).allSatisfy { $0 < $1 })
      let pitches = arpeggio.map(\.frequencyHz)
      #expect(zip(pitches, pitches.dropFirst()).allSatisfy { $0 <= $1 })
    }
    // Never two notes at once.
    for (note, next) in zip(notes, notes.dropFirst()) {
      #expect(note.endSeconds <= next.startSeconds + 1e-9)
    }
    let section = try #require(score.sections.first)
    #expect(
      section.announcement
        == "Horsepower: 60 points. Its 3 categories each play their lowest value, lower "
        + "quartile, median, upper quartile and highest value, rising.")
  }
}
