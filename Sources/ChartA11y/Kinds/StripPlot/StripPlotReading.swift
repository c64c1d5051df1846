import ChartModel

/// A strip plot: points (Vega-Lite `point`, `circle`, `square` or `tick`) over the categories
/// of a discrete axis, several in one category, so that each category shows a distribution of
/// values rather than one value (Altair's `mark_tick` over `Cylinders:O`, seaborn's
/// `stripplot` without jitter).
///
/// Each category is read by its five-number summary — count, lowest, lower quartile, median,
/// upper quartile, highest (Hyndman and Fan's definition 7, ``Quantiles``, as pandas'
/// `describe`) — in the axis' order: in words by ``CategorySpreadSentence``, in sound as one
/// fast rising arpeggio of those five values per category (``asSpreads(_:)``), as a box plot
/// sounds. The rows' order within a category is no order of the chart, so no trend, start or
/// end is read over them.
public struct StripPlotReading: Hashable, Sendable {
  /// One category's values in one series: their count and five-number summary.
  public struct Spread: Hashable, Sendable {
    /// The category, as the data gives it.
    public var category: DataValue
    /// How many finite values the category holds.
    public var count: Int
    /// The lowest value, lower quartile, median, upper quartile and highest value, in that
    /// (ascending) order (definition 7); empty when the category has no finite value.
    public var fiveNumbers: [Double]

    /// The spread of a category's values.
    ///
    /// - Complexity: O(*n* log *n*) in the values.
    init(category: DataValue, values: [Double]) {
      let quantiles = Quantiles(values)
      self.category = category
      count = quantiles.sorted.count
      fiveNumbers = [0, 0.25, 0.5, 0.75, 1].compactMap(quantiles.value(at:))
    }
  }

  /// Each series' categories in axis order, in chart order of the series (empty for a series
  /// with no finite value).
  public var spreads: [[Spread]]

  /// Each category's values in a series over a categorical axis, in the axis' order
  /// (categories the axis does not list last, in data order), or `nil` when the axis is not
  /// categorical.
  ///
  /// - Parameters:
  ///   - observations: The series' observations; those without a finite value are left out.
  ///   - keyAxis: The axis they are over.
  /// - Returns: One spread per category holding a finite value, or `nil` off a categorical
  ///   axis.
  /// - Complexity: O(*n* log *n*) in the observations.
  static func spreads(of observations: [Observation], over keyAxis: AxisDescriptor)
    -> [Spread]?
  {
    guard keyAxis.kind == .categorical else { return nil }
    var order: [DataValue] = []
    var values: [DataValue: [Double]] = [:]
    for observation in observations where observation.value.isFinite {
      if values[observation.x] == nil { order.append(observation.x) }
      values[observation.x, default: []].append(observation.value)
    }
    let rank = Dictionary(
      keyAxis.categories.enumerated().map { ($0.element, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    order = stableSorted(order) { Double(rank[ValueFormatter.text(of: $0)] ?? .max) }
    return order.map { Spread(category: $0, values: values[$0] ?? []) }
  }

  /// The reading of a chart whose series are all points over a categorical axis, one of them
  /// with two values in a category; `nil` otherwise.
  ///
  /// - Complexity: O(*n* log *n*) in the observations.
  static func recognise(_ analysis: ChartAnalysis) -> StripPlotReading? {
    let chart = analysis.chart
    let keyAxis = chart.independentAxisDescriptor
    guard keyAxis.kind == .categorical, !chart.series.isEmpty,
      chart.series.allSatisfy({ series in
        series.markKinds == [.point] && !series.isPlot
          && series.observations.allSatisfy { $0.components.isEmpty }
      })
    else { return nil }
    let found = chart.series.map { Self.spreads(of: $0.observations, over: keyAxis) ?? [] }
    guard found.joined().contains(where: { $0.count > 1 }) else { return nil }
    return StripPlotReading(spreads: found)
  }
}
