import ChartModel

/// A histogram's reading: its bins as ranges with their counts (or sums), the modal bin, the
/// total and what is left out, and the shape — skew and spread — of the binned data.
public struct HistogramReading: Hashable, Sendable {
  /// One bin: the range it covers on the binned axis and the value its bar shows.
  public struct Bin: Hashable, Sendable {
    /// The bin's start, in the binned axis' unit.
    public var start: Double
    /// The bin's end (the next bin's start when they touch), in the binned axis' unit.
    public var end: Double
    /// The bar's value: the count (or sum) of the bin, in the value axis' unit.
    public var value: Double
    /// The index of its observation in the series' observations.
    public var observationIndex: Int

    /// The bin's middle, (start + end) / 2: where its values are taken to lie for the shape.
    public var midpoint: Double { (start + end) / 2 }
  }

  /// The bins, in ascending order of start (the series' order); never empty.
  public var bins: [Bin]
  /// The sum of the bins' values: the count of values binned, for a count.
  public var total: Double
  /// The indices in ``bins`` of the bins holding the largest value, in order.
  public var modal: [Int]
  /// The sum of the values of rows left out for having no bin (a null in the binned field:
  /// ``DataSeries/unplacedValueTotal``); 0 when none is.
  public var leftOut: Double
  /// The binned data's weighted mean (bin midpoints weighted by their values), in the binned
  /// axis' unit; `nil` when the values do not sum to a positive total.
  public var mean: Double?
  /// The binned data's standard deviation (population form), in the binned axis' unit; `nil`
  /// as ``mean``.
  public var standardDeviation: Double?
  /// The Fisher–Pearson moment skewness g₁ of the binned data; `nil` when every value is in
  /// one bin or there is no positive total.
  public var skewness: Double?

  /// The size of ``skewness`` in words, or `nil` when it is.
  public var skewSize: SkewSize? { skewness.map(SkewSize.init) }

  /// The reading of a chart that is a histogram, else `nil`.
  ///
  /// A histogram: one series drawn by bars alone, not `Plot` groups, each bar spanning a bin
  /// from a start to a greater end on a numeric independent axis (``Observation/xEnd``:
  /// Vega-Lite's `bin`, Swift Charts' `BarMark(xStart:xEnd:y:)`), bins that do not overlap,
  /// and values that are not negative (counts or sums of non-negative amounts).
  ///
  /// - Complexity: O(*n*) for *n* bins.
  static func recognise(_ analysis: ChartAnalysis) -> HistogramReading? {
    let chart = analysis.chart
    guard chart.series.count == 1, let series = chart.series.first,
      series.markKinds == [.bar], !series.isPlot, !series.observations.isEmpty,
      chart.independentAxisDescriptor.kind == .numeric
    else { return nil }
    var bins: [Bin] = []
    for (index, observation) in series.observations.enumerated() {
      guard observation.components.isEmpty, let start = observation.x.numericValue,
        let end = observation.xEnd?.numericValue, start.isFinite, end.isFinite, end > start,
        observation.value.isFinite, observation.value >= 0
      else { return nil }
      if let previous = bins.last, start < previous.end { return nil }
      bins.append(Bin(start: start, end: end, value: observation.value, observationIndex: index))
    }
    let largest = bins.map(\.value).max() ?? 0
    let moments = WeightedMoments(values: bins.map(\.midpoint), weights: bins.map(\.value))
    return HistogramReading(
      bins: bins, total: bins.reduce(0) { $0 + $1.value },
      modal: bins.indices.filter { bins[$0].value == largest },
      leftOut: series.unplacedValueTotal, mean: moments?.mean,
      standardDeviation: moments?.standardDeviation, skewness: moments?.skewness)
  }
}
