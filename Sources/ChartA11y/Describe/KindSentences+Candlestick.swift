import ChartModel

extension KindSentences {
  /// A candlestick chart's sentences, all in the overview.
  ///
  /// How a candle reads (L1); the highest high and lowest low with their dates, the up and
  /// down periods and the largest move (L2); the trend of the close (L3). There is no
  /// "starts at" or "ends at", and the wick and body series are not read one by one.
  ///
  /// - Complexity: O(*c*) in the candles, with the positions named.
  static func candlestick(
    _ reading: CandlestickReading, analysis: ChartAnalysis, options: DescriptionOptions,
    book: any Phrasebook
  ) -> KindSentences {
    let chart = analysis.chart
    let alpha = analysis.alpha
    // Prices keep their drawn precision: $100.97 is not $101.
    let context = KindSentenceContext(
      chart: chart, seriesIndices: [reading.bodySeries], precise: true, book: book)
    let keyAxis = context.keyAxis
    let valueAxis = context.valueAxis
    let price = context.value
    func at(_ index: Int) -> Phrase { context.position(reading.candles[index].x) }
    // Tied dates are named up to the listed values, the rest counted.
    func dates(_ indices: [Int]) -> [Phrase] {
      let listed = indices.prefix(options.maximumListedValues).map(at)
      let more = indices.count - listed.count
      return listed + (more > 0 ? [.name("\(more) more")] : [])
    }
    func say(_ level: DescriptionLevel, _ sentence: CandlestickSentence) -> DescriptionSentence {
      DescriptionSentence(level: level, text: book.sentence(.candlestick(sentence)))
    }
    let noun = keyAxis.calendarUnit.map(Noun.period) ?? .value
    var overview = [
      say(
        .construction,
        .encoding(
          periods: .count(reading.candles.count, noun), position: keyAxis.title,
          weekdaysOnly: analysis.series[reading.bodySeries].isWeekdaysOnly))
    ]
    guard let high = reading.highest.first, let low = reading.lowest.first,
      let move = reading.largestMove.first
    else {
      return KindSentences(
        overview: overview, facts: [], summary: [], briefFindings: [], level: options.level)
    }
    let candle = reading.candles[move]
    overview += [
      say(
        .statistics,
        .extremes(
          high: price(reading.candles[high].high), highAt: dates(reading.highest),
          low: price(reading.candles[low].low), lowAt: dates(reading.lowest))),
      say(
        .statistics,
        .days(
          up: .count(reading.upCount, noun), upCount: reading.upCount,
          down: reading.downCount, unchanged: reading.unchangedCount)),
      say(
        .trends,
        .closeTrend(
          reading.closeTrend.map {
            TrendSentence(
              $0, keyAxis: keyAxis, valueAxis: valueAxis, alpha: alpha, precise: context.precise,
              statesTests: options.statesTests
            ).text
          })),
    ]
    // Every close at its open: no move to name (the days sentence says so).
    if candle.move != 0 {
      let listed = reading.largestMove.prefix(options.maximumListedValues).map {
        CandlestickSentence.Move(
          at: at($0), rises: reading.candles[$0].move > 0, open: price(reading.candles[$0].open),
          close: price(reading.candles[$0].close))
      }
      overview.insert(
        say(
          .statistics,
          .largestMove(
            move: price(abs(candle.move)), moves: listed,
            periods: .count(reading.largestMove.count, noun),
            unlisted: reading.largestMove.count - listed.count)), at: overview.count - 1)
    }
    let brief = [false, true].map { brief in
      book.sentence(
        .candlestick(
          .inBrief(
            high: price(reading.candles[high].high), highAt: at(high),
            low: price(reading.candles[low].low), lowAt: at(low), up: reading.upCount,
            down: reading.downCount, brief: brief)))
    }
    return KindSentences(
      overview: overview, facts: [], summary: overview.dropFirst().map(\.text),
      briefFindings: brief, level: options.level)
  }
}
