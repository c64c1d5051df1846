import ChartImport
import ChartModel

extension EnglishPhrasebook {
  /// A candlestick chart's sentence in English.
  ///
  ///     Each candle is one Date: its rule spans the low to the high, its bar the open to the
  ///     close; 15 days.
  ///     The highest high is 101 on 4 March 2024; the lowest low is 92.4 on 14 March 2024.
  ///     7 days close above the open (up) and 8 below (down).
  ///     The largest move is a rise of 3.3 on 20 March 2024 (open 93.7, close 97).
  ///     (tied:) The largest move, 1.5, is made on 2 days: a rise on 4 March 2024 (open 100,
  ///     close 101.5) and a fall on 6 March 2024 (open 101.5, close 100).
  ///     The close: it falls from … (Mann–Kendall: …).
  ///
  /// - Complexity: O(*n*) in the positions named.
  func candlestickSentence(_ sentence: CandlestickSentence) -> String {
    switch sentence {
    case .encoding(let periods, let position, let weekdaysOnly):
      let calendar = weekdaysOnly ? ", weekdays only (weekends are not missing)" : ""
      return "Each candle is one \(position): its rule spans the low to the high, its bar the "
        + "open to the close; \(phrase(periods))\(calendar)."
    case .extremes(let high, let highAt, let low, let lowAt):
      return "The highest high is \(phrase(high)) on \(phrase(.list(highAt))); the lowest low "
        + "is \(phrase(low)) on \(phrase(.list(lowAt)))."
    case .days(let up, let upCount, let down, let unchanged):
      var text =
        "\(phrase(up)) \(upCount == 1 ? "closes" : "close") above the open (up) and "
        + "\(phrase(.number(Double(down)))) below (down)"
      if unchanged > 0 { text += "; \(phrase(.number(Double(unchanged)))) close at it" }
      return text + "."
    case .largestMove(let move, let moves, let periods, let unlisted):
      func day(_ move: CandlestickSentence.Move) -> String {
        "\(phrase(move.at)) (open \(phrase(move.open)), close \(phrase(move.close)))"
      }
      if moves.count == 1, unlisted == 0, let only = moves.first {
        return "The largest move is a \(only.rises ? "rise" : "fall") of \(phrase(move)) on "
          + "\(day(only))."
      }
      // A tie names every period, each with its own direction: equal sizes may differ in sign.
      let days = moves.map { "a \($0.rises ? "rise" : "fall") on \(day($0))" }
      let more = unlisted > 0 ? ["\(phrase(.number(Double(unlisted)))) more"] : []
      return "The largest move, \(phrase(move)), is made on \(phrase(periods)): "
        + "\(ListPhrasing.joined(days + more))."
    case .closeTrend(let trend):
      guard let trend else { return "The close has too few values for a trend test." }
      return "The close: \(trend.prefix(1).lowercased())\(trend.dropFirst())"
    case .inBrief(let high, let highAt, let low, let lowAt, let up, let down, let brief):
      let extremes =
        "High \(phrase(high)) on \(phrase(highAt)), low \(phrase(low)) on \(phrase(lowAt))"
      if brief { return extremes + "." }
      return "\(extremes); \(phrase(.number(Double(up)))) up, "
        + "\(phrase(.number(Double(down)))) down."
    }
  }

  /// A candle's part as a series or value is named: "Low to high", "Open to close", "Low",
  /// "High", "Open", "Close" (``CandlestickSeries``).
  func candlestickPart(_ part: CandlestickPart) -> String {
    switch part {
    case .wick: return "Low to high"
    case .body: return "Open to close"
    case .low: return "Low"
    case .high: return "High"
    case .open: return "Open"
    case .close: return "Close"
    }
  }
}
