import ChartA11y
import ChartAudio
import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

/// Issue 40's sound that tells the truth, measured on rendered samples: a candle's fall is
/// heard falling, a pie's slices last in proportion to their shares, a scatter plot's time
/// follows x, and no separate note is shorter than 60 ms.
@Suite("Sound that tells the truth, measured")
struct TruthfulSoundTests {
  static let rate = SoundDesignTests.rate

  /// The onsets heard in rendered samples, in seconds from `start`: the first 1 ms window at
  /// least 40 dB above the quietest after at least 5 ms below that (the score's gaps are
  /// 25 ms), and where each sounding stretch ends.
  static func soundingStretches(_ samples: [Float], from start: Double, to end: Double) -> [(
    onset: Double, end: Double
  )] {
    let levels = SignalMeasurement.levels(
      samples, from: start, to: end, windowSeconds: 0.001, sampleRate: rate)
    let loudest = levels.max() ?? 0
    var stretches: [(onset: Double, end: Double)] = []
    var quiet = 5
    for (index, level) in levels.enumerated() {
      let sounding = level > loudest - 40
      if sounding {
        if quiet >= 5 { stretches.append((Double(index) * 0.001, Double(index + 1) * 0.001)) }
        stretches[stretches.count - 1].end = Double(index + 1) * 0.001
        quiet = 0
      } else {
        quiet += 1
      }
    }
    return stretches
  }

  /// A candlestick chart's reading, or `nil`.
  static func candlestick(_ analysis: ChartAnalysis) -> CandlestickReading? {
    if case .candlestick(let reading) = analysis.kind { return reading }
    return nil
  }

  /// A pie's reading, or `nil`.
  static func pie(_ analysis: ChartAnalysis) -> PieReading? {
    if case .pie(let reading) = analysis.kind { return reading }
    return nil
  }

  /// Pearson's correlation coefficient of two equally long samples.
  static func correlation(_ a: [Double], _ b: [Double]) -> Double {
    let meanA = a.reduce(0, +) / Double(a.count)
    let meanB = b.reduce(0, +) / Double(b.count)
    var covariance = 0.0
    var varianceA = 0.0
    var varianceB = 0.0
    for (x, y) in zip(a, b) {
      covariance += (x - meanA) * (y - meanB)
      varianceA += (x - meanA) * (x - meanA)
      varianceB += (y - meanB) * (y - meanB)
    }
    return covariance / (varianceA * varianceB).squareRoot()
  }

  @Test(
    "A candle plays its open, then its close: a falling day is heard falling",
    arguments: [
      "charts/share-price-candlestick.chart.json",
      "charts/share-price-candlestick-by-direction.chart.json",
      "vega-lite/share-price-candlestick-layer.vl.json",
    ])
  func candleDirection(path: String) throws {
    let analysis = try ChartFixture.analysis(path)
    let reading = try #require(Self.candlestick(analysis), "\(path) is read as a candlestick")
    let score = ScoreComposer.compose(analysis)
    let samples = try SoundDesignTests.render(score.events, seconds: score.durationSeconds)
    let body = score.events.filter { $0.kind == .arpeggio && $0.seriesIndex == reading.bodySeries }
    #expect(body.count == 2 * reading.candles.count)
    var heardFalls = 0
    var heardRises = 0
    for (candle, pair) in zip(reading.candles, stride(from: 0, to: body.count - 1, by: 2)) {
      let (open, close) = (body[pair], body[pair + 1])
      #expect(open.value == candle.open && close.value == candle.close)
      func heard(_ note: ToneEvent) -> Double {
        SignalMeasurement.dominantFrequency(
          SignalMeasurement.mono(
            samples, from: note.startSeconds + 0.012, to: note.endSeconds - 0.012,
            sampleRate: Self.rate), sampleRate: Self.rate)
      }
      let (first, second) = (heard(open), heard(close))
      // Within a quarter tone of the score's pitch: the notes heard are the open and close.
      #expect(abs(12 * log2(first / open.frequencyHz)) < 0.25, "\(path) open at \(first) Hz")
      #expect(abs(12 * log2(second / close.frequencyHz)) < 0.25, "\(path) close at \(second) Hz")
      // A move of less than a quarter tone is too small to hear a direction in.
      if abs(12 * log2(close.frequencyHz / open.frequencyHz)) < 0.25 { continue }
      if second < first { heardFalls += 1 } else { heardRises += 1 }
      #expect((second < first) == (candle.close < candle.open), "\(path) \(candle.x)")
    }
    print(
      "\(path): \(heardFalls) falls and \(heardRises) rises heard, \(reading.downCount) down and \(reading.upCount) up periods"
    )
    #expect(heardFalls >= 1 && heardRises >= 1)
    #expect(heardFalls <= reading.downCount && heardRises <= reading.upCount)
  }

  @Test(
    "A pie's slices last in proportion to their shares (±5 %), panned left to right, from the start"
  )
  func pieShares() throws {
    let analysis = try ChartFixture.analysis("vega-lite/household-budget-pie.vl.json")
    let reading = try #require(Self.pie(analysis), "the household budget is read as a pie")
    let score = ScoreComposer.compose(analysis)
    let section = try #require(score.sections.first)
    let samples = try SoundDesignTests.render(score.events, seconds: score.durationSeconds)
    let stretches = Self.soundingStretches(
      samples, from: section.startSeconds, to: section.startSeconds + section.durationSeconds)
    try #require(stretches.count == reading.slices.count)
    #expect(stretches[0].onset <= 0.002, "first sound at \(stretches[0].onset) s")
    let span = SonificationOptions().seriesDurationSeconds
    for (index, slice) in reading.slices.enumerated() {
      // A slot is from its onset to the next one (the last: to its end and the gap).
      let slot =
        index + 1 < stretches.count
        ? stretches[index + 1].onset - stretches[index].onset
        : stretches[index].end + 0.025 - stretches[index].onset
      let expected = slice.share / 100 * span
      print("\(slice.label): share \(slice.share) %, slot \(slot) s, expected \(expected) s")
      #expect(
        abs(slot - expected) <= 0.05 * expected, "\(slice.label): \(slot) s for \(expected) s")
    }
    let pans = score.events.filter { $0.kind == .note }.map { note in
      let left = SignalMeasurement.rms(
        SignalMeasurement.channel(
          samples, 0, from: note.startSeconds + 0.012, to: note.endSeconds - 0.012,
          sampleRate: Self.rate))
      let right = SignalMeasurement.rms(
        SignalMeasurement.channel(
          samples, 1, from: note.startSeconds + 0.012, to: note.endSeconds - 0.012,
          sampleRate: Self.rate))
      return atan2(right, left) * 4 / Double.pi - 1
    }
    print("pie pans measured: \(pans)")
    #expect(zip(pans, pans.dropFirst()).allSatisfy { $0 < $1 })
    #expect((pans.first ?? 0) < -0.5 && (pans.last ?? 0) > 0.5)
  }

  @Test("A pie's slices too short to hear alone play as one note, named")
  func pieSmallSlices() throws {
    let values = [400.0, 300, 200, 90, 5, 3, 2]
    let rows = values.enumerated().map { "{\"c\": \"S\($0)\", \"v\": \($1)}" }
    let json = """
      {"data": {"values": [\(rows.joined(separator: ", "))]}, "mark": "arc",
       "encoding": {"theta": {"field": "v", "type": "quantitative"},
                    "color": {"field": "c", "type": "nominal"}}}
      """
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "small-slices-\(UUID().uuidString).vl.json")
    try Data(json.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let score = ScoreComposer.compose(try ChartFixture.analysis(file.path))
    let section = try #require(score.sections.first)
    print(section.announcement)
    #expect(section.announcement.contains("3 slices under 1 % play as one note at the end"))
    let notes = score.events.filter { $0.kind == .note }
    #expect(notes.count == 5)
    #expect(notes.allSatisfy { $0.durationSeconds >= 0.06 })
    let samples = try SoundDesignTests.render(score.events, seconds: score.durationSeconds)
    let stretches = Self.soundingStretches(samples, from: 0, to: score.durationSeconds)
    #expect(stretches.count == 5)
    #expect(stretches.allSatisfy { $0.end - $0.onset >= 0.055 }, "\(stretches)")
  }

  @Test(
    "A scatter plot's time follows x (r ≥ 0.999), crowded points sounding as chords",
    arguments: [
      "charts/study-hours-scatter.chart.json", "vega-lite/cars-scatter.vl.json", "crowded",
    ])
  func scatterTime(path: String) throws {
    let analysis: ChartAnalysis
    if path == "crowded" {
      // 300 points, three in four of them crowded into a tenth of the axis.
      let rows = (0..<300).map { index -> String in
        let x = index % 4 == 0 ? Double(index) / 3 : 50 + Double(index % 37) / 3.7
        return "{\"x\": \(x), \"v\": \(sin(Double(index)) * 10 + 20)}"
      }
      analysis = try ChartText.analysis(
        """
        {"version": 1, "data": {"values": [\(rows.joined(separator: ", "))]},
         "marks": [{"type": "point", "x": {"field": "x", "label": "X", "type": "quantitative"},
                    "y": {"field": "v", "label": "V"}}]}
        """)
    } else {
      analysis = try ChartFixture.analysis(path)
    }
    let score = ScoreComposer.compose(analysis)
    let samples = try SoundDesignTests.render(score.events, seconds: score.durationSeconds)
    var xs: [Double] = []
    var heard: [Double] = []
    var chords = 0
    for section in score.sections {
      let notes = score.events(in: section).filter { $0.kind == .note }
      let onsets = Self.soundingStretches(
        samples, from: section.startSeconds, to: section.startSeconds + section.durationSeconds
      ).map { $0.onset + section.startSeconds }
      chords += Set(notes.map(\.startSeconds)).count < notes.count ? 1 : 0
      for note in notes {
        let x = try #require(note.x?.numericValue)
        // The onset heard nearest the note's; within 3 ms it is the note's own.
        let nearest = try #require(
          onsets.min { abs($0 - note.startSeconds) < abs($1 - note.startSeconds) })
        #expect(abs(nearest - note.startSeconds) <= 0.003)
        xs.append(x)
        // Each series plays over the same time line from its section's start.
        heard.append(nearest - section.startSeconds)
      }
    }
    try #require(xs.count >= 10)
    let r = Self.correlation(xs, heard)
    print("\(path): \(xs.count) notes, r = \(r), sections with chords: \(chords)")
    #expect(r >= 0.999)
    if path == "crowded" { #expect(chords >= 1) }
  }

  @Test("No note or arpeggio note of any chart is shorter than 60 ms")
  func shortestNote() throws {
    let paths = try Fixtures.nonEmpty(Fixtures.speechChartPaths, "narrated charts")
    var shortest = Double.infinity
    for path in paths {
      let score = ScoreComposer.compose(try ChartFixture.analysis(path))
      for event in score.events where event.kind == .note || event.kind == .arpeggio {
        shortest = min(shortest, event.durationSeconds)
        #expect(event.durationSeconds >= 0.06 - 1e-9, "\(path): \(event)")
      }
    }
    print("shortest note over \(paths.count) charts: \(shortest) s")
  }

  @Test("Crowded notes, measured: every sound of 400 bars and 300 points lasts 55 ms or more")
  func shortestSounding() throws {
    for json in [
      SoundDesignTests.chart(count: 400),
      SoundDesignTests.chart(count: 300, mark: "point", numericX: true),
    ] {
      let score = ScoreComposer.compose(
        try ChartText.analysis(
          json))
      let samples = try SoundDesignTests.render(score.events, seconds: score.durationSeconds)
      let stretches = Self.soundingStretches(samples, from: 0, to: score.durationSeconds)
      try #require(stretches.count >= 20)
      let shortest = stretches.map { $0.end - $0.onset }.min() ?? 0
      print("\(stretches.count) sounds, shortest \(shortest) s")
      #expect(shortest >= 0.055)
    }
  }
}
