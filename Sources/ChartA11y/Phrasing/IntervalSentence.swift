import ChartModel

/// A sentence about an error-bar or interval chart's facts (``IntervalReading``), by what it
/// says; a ``Phrasebook`` words it (``KindSentence/interval(_:)``).
///
/// Values arrive as parts (``Phrase``), read on the value axis; names (a category, with its
/// colour group when there are several) as ``Phrase/name(_:)``.
enum IntervalSentence: Sendable {
  /// One interval, named, with its centre when it has one.
  struct Item: Sendable {
    var name: Phrase
    var centre: Phrase?
    var low: Phrase
    var high: Phrase
  }

  /// L1: what each interval spans (its extent, of which field, or its bounds' labels), per
  /// which category, and what marks its centre.
  ///
  /// `centre` is the drawn centre's label ("Barley yield") and its marks, or `nil`;
  /// `centredOnMean` says an undrawn centre is the mean (a ±1 standard error or deviation).
  case encoding(
    extent: IntervalExtent, field: String?, bounds: (lower: String, upper: String), band: Bool,
    category: String, centre: (label: String, marks: [MarkKind])?, centredOnMean: Bool)
  /// L2: each category's centre and interval, in order, and how many more are not listed.
  case values(category: String, centre: String?, items: [Item], unlisted: Int)
  /// L3: the highest centre, whose interval, and which other intervals overlap it (the
  /// first listed, the rest counted) out of how many others.
  case highest(
    centre: String, highest: [Phrase], value: Phrase, interval: (low: Phrase, high: Phrase),
    overlapping: [Phrase], unlisted: Int, others: Int)
  /// L2: one group's intervals, as a reader names them: the centre's label with the extent
  /// ("Mean yield with its standard error") or the extent of the field ("Interquartile range
  /// of Horsepower"), and how many positions (`count`, "6 categories"; `category` the key
  /// axis's title when its positions are categories).
  case group(
    centre: String?, extent: IntervalExtent, field: String?,
    bounds: (lower: String, upper: String), count: Phrase, category: String?)
  /// L1: the colour groups of a grouped interval chart, each named once ("1931", never
  /// "1931 (point), 1931 (rule)"), by what groups them.
  case groups(names: [String], grouping: String?, legendHidden: Bool)
  /// One run of steps between consecutive intervals (``IntervalSteps``): what each step
  /// shows, and the positions (with their prepositions, "in 2019") and centres it runs
  /// between.
  struct StepRun: Sendable {
    var change: IntervalSteps.Change
    var from: Point
    var to: Point
  }

  /// A position as said alone ("2019") and with its preposition ("in 2019"), and the centre
  /// there.
  struct Point: Sendable {
    var position: String
    var at: String
    var centre: Phrase
  }

  /// How a group's centres change along an ordered axis, read against its intervals:
  /// "Mean score rises from 312 in 2019 to 356 in 2021, then stays about the same until 2023
  /// (the error bars overlap)." `band` names the intervals an error band; `unlisted` runs
  /// past those listed are counted, to the last position `until`.
  case steps(centre: String, runs: [StepRun], band: Bool, unlisted: Int, until: String)
  /// L3: no interval has a known centre, so none is the highest.
  case noCentre
  /// The short alt text's finding: the highest centre; with `brief`, without its overlaps.
  case inBrief(
    centre: String, highest: [Phrase], value: Phrase, overlapping: Int, others: Int,
    brief: Bool)
}
