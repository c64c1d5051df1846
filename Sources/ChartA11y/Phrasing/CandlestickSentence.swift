import ChartModel

/// A sentence about a candlestick chart's facts (``CandlestickReading``), by what it says; a
/// ``Phrasebook`` words it (``KindSentence/candlestick(_:)``).
///
/// Positions (dates) and prices arrive as parts (``Phrase``), read on their axes.
enum CandlestickSentence: Sendable {
  /// L1: how a candle reads, and how many periods there are, by the independent axis' title.
  /// `weekdaysOnly` says the dates skip every weekend (``WeekdayCalendar``), which are then
  /// not missing.
  case encoding(periods: Phrase, position: String, weekdaysOnly: Bool)
  /// L2: the highest high and the lowest low, with the positions reaching them.
  case extremes(high: Phrase, highAt: [Phrase], low: Phrase, lowAt: [Phrase])
  /// L2: how many periods close above, below and at their open.
  case days(up: Phrase, upCount: Int, down: Int, unchanged: Int)
  /// L2: the largest move in size, and every period that makes it (a tie names each, with
  /// its own direction, open and close; `unlisted` more are counted, and `periods` counts
  /// them all: "3 days").
  case largestMove(move: Phrase, moves: [Move], periods: Phrase, unlisted: Int)
  /// L3: the trend of the close, as a series' trend sentence words it, or that it cannot be
  /// tested.
  case closeTrend(String?)
  /// The short alt text's finding: the extremes and, unless `brief`, the up and down counts.
  case inBrief(
    high: Phrase, highAt: Phrase, low: Phrase, lowAt: Phrase, up: Int, down: Int,
    brief: Bool)

  /// One period's move: where, whether it rises, its open and close.
  struct Move: Sendable {
    /// The period's position.
    var at: Phrase
    /// Whether the period closes above its open.
    var rises: Bool
    /// The period's open.
    var open: Phrase
    /// The period's close.
    var close: Phrase
  }
}
