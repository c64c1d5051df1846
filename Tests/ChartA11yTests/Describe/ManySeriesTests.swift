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
      analysis: analysis, score: ScoreComposer.compose(analysis), verbosity: .detailed)
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

  /// The spoken sentences of a narration, joined.
  static func spoken(_ script: NarrationScript) -> String {
    script.segments.compactMap { segment -> String? in
      if case .speech(let sentences) = segment { return sentences.joined(separator: " ") }
      return nil
    }.joined(separator: " ")
  }

  @Test("--max-series for sound and narration: 5 detailed, the band of 25 said in its intro")
  func maximumSeriesInSound() throws {
    let analysis = try Self.analysis()
    var options = SonificationOptions()
    options.maximumDetailedSeries = 5
    let score = ScoreComposer.compose(analysis, options: options)
    #expect(
      score.sections.map(\.title) == ["A00", "A01", "A02", "A03", "A04", "The other 25 series"])
    #expect(score.bandSeriesIndex == 5)
    let script = NarrationScript(
      analysis: analysis, score: score, verbosity: .standard, maximumDetailedSeries: 5)
    let spoken = Self.spoken(script)
    #expect(
      spoken.contains(
        "The other 25 series. One band stands for them: its pitch is their median, and it is "
          + "louder where they spread wider."), "\(spoken)")
    // The spoken description sums up the same 25 series the band plays.
    #expect(spoken.contains("25 more series are not detailed."), "\(spoken)")
    #expect(!spoken.contains("A05"))
    // Played together, the one section says which series the band stands for.
    options.arrangement = .simultaneous
    let together = ScoreComposer.compose(analysis, options: options)
    let togetherSpoken = Self.spoken(
      NarrationScript(
        analysis: analysis, score: together, verbosity: .standard, maximumDetailedSeries: 5))
    #expect(
      togetherSpoken.contains(
        "All series. The other 25 series play as one band: its pitch is their median"),
      "\(togetherSpoken)")
    // Every series detailed: no band, and nothing said about one.
    options = SonificationOptions()
    options.maximumDetailedSeries = 30
    let all = ScoreComposer.compose(analysis, options: options)
    #expect(all.bandSeriesIndex == nil && all.sections.count == 30)
    #expect(
      !Self.spoken(
        NarrationScript(
          analysis: analysis, score: all, verbosity: .standard, maximumDetailedSeries: 30)
      ).contains("band"))
  }

  @Test("Explore's X on 30 series: their spread, then 12 at a time, X again for the next")
  func allSeriesHerePaged() throws {
    var explorer = ChartExplorer(try Self.analysis())
    // A numeric x names its axis ("At year 2000"), as a point does. In 2000 every series'
    // value is its index: A00 0 … A29 29.
    let names = { (range: Range<Int>) in
      range.map { "A\($0 < 10 ? "0" : "")\($0) \($0)" }.joined(separator: "; ")
    }
    let first =
      "At year 2000, 30 series: 30 with a value here, median 14.5, lowest A00 0, highest A29 29. "
      + "Series 1 to 12: \(names(0..<12)). X again: series 13 to 24."
    #expect(explorer.perform(.allSeriesHere).text == first)
    #expect(
      explorer.perform(.allSeriesHere).text
        == "At year 2000, series 13 to 24 of 30: \(names(12..<24)). X again: series 25 to 30.")
    #expect(
      explorer.perform(.allSeriesHere).text
        == "At year 2000, series 25 to 30 of 30: \(names(24..<30)). X again: from series 1.")
    #expect(explorer.perform(.allSeriesHere).text == first)
    _ = explorer.perform(.allSeriesHere)
    // Any other key starts the pages over; at 2001 the values differ.
    _ = explorer.perform(.nextPoint)
    let next = explorer.perform(.allSeriesHere).text
    #expect(next.hasPrefix("At year 2001, 30 series: 30 with a value here, median "), "\(next)")
    #expect(next.contains("Series 1 to 12: A00 1; A01 0; A02 3;"), "\(next)")
  }
}
