import ChartA11y
import ChartModel
import Foundation
import Testing

@Suite("A chart with more series than are detailed")
struct ManySeriesTests {
  /// 30 series of 10 years: A00, A03, … rise by 1 a year, A01, A04, … fall by 1, A02, A05, …
  /// alternate between their index and one more.
  static func analysis() throws -> ChartAnalysis {
    var rows: [String] = []
    for index in 0..<30 {
      for step in 0..<10 {
        let value = [index + step, index - step, index + step % 2][index % 3]
        rows.append(
          #"{"year": \#(2000 + step), "name": "A\#(index < 10 ? "0" : "")\#(index)", "v": \#(value)}"#
        )
      }
    }
    let spec = """
      {"version": 1, "title": "Many", "data": {"values": [\(rows.joined(separator: ","))]},
       "marks": [{"type": "line", "x": {"field": "year"}, "y": {"field": "v"},
                  "foregroundStyle": {"by": {"field": "name"}}}]}
      """
    let document = try ChartDocument(
      json: Data(spec.utf8), baseDirectory: URL(fileURLWithPath: "/nonexistent"))
    return ChartAnalysis(try AccessibleChart(document))
  }

  @Test("L1 names the first 12 and counts all; the rest are summed up, not listed")
  func description() throws {
    let analysis = try Self.analysis()
    let description = ChartDescriber.describe(analysis)
    let texts = description.sentences.map(\.text)
    let first12 = (0..<12).map { "A\($0 < 10 ? "0" : "")\($0)" }.joined(separator: ", ")
    #expect(
      texts.contains(
        "It shows 30 series by name, in chart order; the first 12: \(first12)."), "\(texts)")
    let other = try #require(description.sections.first { $0.role == .otherSeries })
    #expect(
      other.sentences.map(\.text) == [
        "18 more series are not detailed.",
        "Across all 30 series, the last values range from -8 (A01) to 36 (A27), with a median "
          + "of 15; the middle half lies between 7.5 and 23.2.",
        "Of all 30 series, 10 rise, 10 fall and 10 have no significant trend.",
        "The highest peaks: A27, 36 at 2009; A24, 33 at 2009; A21, 30 at 2009.",
      ])
    // No sentence lists every series (the comparisons' peak order and means are left out).
    #expect(!texts.contains { $0.contains("A29") })
    let detailed = description.sections.filter {
      if case .series = $0.role { return true } else { return false }
    }
    #expect(detailed.count == 12)
  }

  @Test("Sound: the detailed series, then one band at the median, louder where they spread")
  func band() throws {
    let analysis = try Self.analysis()
    let score = ScoreComposer.compose(analysis)
    #expect(score.sections.count == 13)
    let band = try #require(score.sections.last)
    #expect(band.title == "The other 18 series")
    #expect(band.announcement.contains("its pitch is their median"))
    let tones = score.events(in: band).filter { $0.kind == .glide || $0.kind == .note }
    // A12…A29 in 2000 are 12…29 (median 20.5, IQR 8.5); in 2009 their median is 21 (IQR
    // 11.75, the widest).
    #expect(tones.first?.value == 20.5)
    #expect(tones.last?.value == 21)
    let loudest = tones.map(\.amplitude).max() ?? 0
    let first = try #require(tones.first)
    #expect(abs(first.amplitude / loudest - (0.35 + 0.65 * 8.5 / 11.75)) < 1e-12)
    #expect(score.seriesNames.count == 13)
  }

  @Test("Narration speaks the band, not every name; explore reaches every series")
  func narrationAndExplore() throws {
    let analysis = try Self.analysis()
    let script = NarrationScript(
      analysis: analysis, score: ScoreComposer.compose(analysis), level: .trends)
    let spoken = script.segments.compactMap { segment -> String? in
      if case .speech(let sentences) = segment { return sentences.joined(separator: " ") }
      return nil
    }.joined(separator: " ")
    #expect(spoken.contains("The other 18 series"))
    #expect(!spoken.contains("A29"))
    var explorer = ChartExplorer(analysis)
    var heard = ""
    for _ in 0..<29 { heard = explorer.perform(.nextSeries).text }
    #expect(heard.contains("A29"))
    #expect(explorer.perform(.playSeries).text == "Playing A29.")
  }
}
