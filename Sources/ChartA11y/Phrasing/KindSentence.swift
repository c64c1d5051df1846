import ChartModel

/// A sentence about the facts of a recognised kind of chart (``KindAnalysis``), by what it
/// says; a ``Phrasebook`` words it.
///
/// A box plot's values arrive as parts (``Phrase``), read on their axis; a scatter plot's and a
/// pie's as their readings.
enum KindSentence: Sendable {
  /// Which points a scatter plot's sentence is about.
  enum Scope: Sendable {
    /// Every point of the chart.
    case allPoints
    /// One colour group's points.
    case group(String)
  }

  /// L3: how y goes with x over a scope's points, with the evidence (when `statesTests`), at
  /// the trend tests' significance level.
  case relationship(
    ScatterRelationship, x: AxisDescriptor, y: AxisDescriptor, scope: Scope, alpha: Double,
    statesTests: Bool)
  /// The short alt text's finding: the relationship's words without evidence or scope,
  /// "Strong negative relationship: Miles_per_Gallon falls as Horsepower rises.", or with
  /// `words` false only "Strong negative relationship.".
  case relationshipInBrief(
    ScatterRelationship, x: AxisDescriptor, y: AxisDescriptor, alpha: Double, words: Bool)
  /// L1: what a pie's slices and angles show.
  case pieEncoding(PieReading)
  /// L2: a pie's total and each slice's value and share, in reading order.
  case pieShares(PieReading, valueAxis: AxisDescriptor)
  /// L2: a pie's largest and smallest slices.
  case pieExtremes(PieReading)
  /// L2: why a pie's shares cannot be given.
  case pieProblem(PieReading)
  /// The short alt text's finding about a pie: its largest slice and share; with `brief`,
  /// shorter.
  case pieInBrief(PieReading, brief: Bool)
  /// L3: the points far from the least-squares line (none said as none), for a relationship
  /// with a line (at least 3 points, x not constant).
  case outliers(ScatterRelationship, x: AxisDescriptor, y: AxisDescriptor)

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
  /// A heatmap's sentence (``HeatmapSentence``).
  case heatmap(HeatmapSentence)
  /// An error-bar or interval chart's sentence (``IntervalSentence``).
  case interval(IntervalSentence)
  /// A candlestick chart's sentence (``CandlestickSentence``).
  case candlestick(CandlestickSentence)
  /// L3: a straight line a scatter plot draws over its points (a regression layer), with its
  /// slope and intercept as drawn, and whether it is their least-squares line.
  case fittedLine(FittedLine, x: AxisDescriptor, y: AxisDescriptor)
  /// L3: a scatter plot's clearly separated clusters (``ScatterClusters/isClear``), with
  /// their sizes and centres and the mean silhouette.
  case clusters(ScatterClusters, x: AxisDescriptor, y: AxisDescriptor)
  /// The short alt text's wording of ``clusters(_:x:y:)``, without a final period: "3 clearly
  /// separated clusters".
  case clustersInBrief(ScatterClusters)
  /// L2: the section of the series that draws such a line: what it is, named `series`, where
  /// its slope is stated and what it spans; its two end points are not data.
  case fittedLineSeries(FittedLine, series: String, x: AxisDescriptor)
  /// A connected scatter plot's sentence (``ConnectedScatterSentence``).
  case connectedScatter(ConnectedScatterSentence)

  /// L2: a histogram's bins as ranges with their values (`start`, `end`, `value`), in
  /// order, and how many more are not listed; by the value label and the binned axis' title.
  case histogramBins(
    value: String, binned: String, bins: [(start: Phrase, end: Phrase, value: Phrase)],
    unlisted: Int)
  /// L2: a histogram's total over its bins, and the total of the rows left out for having no
  /// value on the binned axis (`nil` when none is).
  case histogramTotal(bins: Int, total: Phrase, leftOut: Phrase?, binned: String)
  /// L2: the tallest bin or bins, with their value; the longest when `across` (bins on y,
  /// their bars drawn across, as a sighted reader sees them).
  case histogramMode(bins: [(start: Phrase, end: Phrase)], value: Phrase, across: Bool)
  /// L3: the skew of the binned data (sign and size, with g₁), or that it cannot be measured.
  case histogramSkew(skewness: Double?, size: SkewSize?)
  /// L1: the order an axis' categories follow, along which the values are read, with its
  /// first and last category (named for a declared order).
  case categoryOrder(CategoryOrder, axis: String, first: String, last: String)
  /// L3: the spread of the binned data: the bins' span, mean and standard deviation.
  case histogramSpread(low: Phrase, high: Phrase, mean: Phrase?, standardDeviation: Phrase?)
  /// A normalized stack's sentence (``NormalizedStackSentence``).
  case normalizedStack(NormalizedStackSentence)
}
