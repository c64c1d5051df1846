import ChartModel

/// A sentence about the facts of a recognised kind of chart (``KindAnalysis``), by what it
/// says; a ``Phrasebook`` words it.
///
/// Values arrive as parts (``Phrase``), read on their axis.
enum KindSentence: Sendable {
  /// L1: how far a box plot's whiskers reach (``BoxPlotReading/WhiskerRule``).
  case whiskerRule(BoxPlotReading.WhiskerRule)
  /// L2: one box: its group, median, quartiles, whiskers and outliers (ascending).
  case box(
    group: Phrase, median: Phrase, quartiles: (Phrase, Phrase), whiskers: (Phrase, Phrase),
    outliers: [Phrase])
  /// L2: the outliers over all boxes: how many, beyond the whiskers of how many boxes.
  case outlierTotal(count: Int, boxes: Int)
  /// L3: the boxes with the highest and lowest median; `brief` for the short alt text.
  case medianExtremes(
    highest: [Phrase], high: Phrase, lowest: [Phrase], low: Phrase, brief: Bool)
  /// L3, briefest: the boxes with the highest median, by name only (the short alt text).
  case highestMedian([Phrase])
  /// L3: every box has the same median.
  case sameMedian(Phrase)
  /// L2: more boxes than are listed one by one.
  case unlistedBoxes(Int)
}
