/// A sentence about one series, by what it says; a ``Phrasebook`` words it.
///
/// So far the sentences whose wording depends on a count; the rest of `SeriesSentences` is
/// still written in English there (docs/phrasing.md lists what remains).
enum SeriesSentence: Sendable {
  /// L2: this many rows have no value and are left out.
  case rowsWithoutValue(Int)
  /// L3: this many values are not finite numbers and are left out of the trend tests.
  case valuesLeftOutOfTrend(Int)
}
