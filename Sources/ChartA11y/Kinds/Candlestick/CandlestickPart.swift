/// The parts of a candle, as a series or a value is named (``CandlestickSeries``).
enum CandlestickPart: CaseIterable, Sendable {
  /// The wick series: a rule from the low to the high.
  case wick
  /// The body series: a bar from the open to the close.
  case body
  /// The lowest price of the period.
  case low
  /// The highest price of the period.
  case high
  /// The price at the start of the period.
  case open
  /// The price at the end of the period.
  case close
}
