import ChartModel

/// A pie chart's reading: the total, each slice's share in whole percent (summing to 100, but
/// equal slices always equal), and the largest and smallest slices.
public struct PieReading: Hashable, Sendable {
  /// One slice.
  public struct Slice: Hashable, Sendable {
    /// The slice's name: its category, with the series' name when there are several series.
    public var label: String
    /// Its value.
    public var value: Double
    /// Its exact share of the total, in percent.
    public var share: Double
    /// Its share in whole percent, by largest-remainder rounding
    /// (``LargestRemainderRounding/percentages(_:)``): the slices sum to 100, except that
    /// equal slices always get equal shares (seven equal slices are 14 % each).
    public var percent: Int
    /// The index of its series in the chart's series.
    public var seriesIndex: Int
    /// The index of its observation in the series' observations.
    public var observationIndex: Int
  }

  /// The label of the values the angles show ("Amount").
  public var valueLabel: String
  /// The label of the field the slices are by ("Category"), if any.
  public var categoryLabel: String?
  /// The slices, in chart order; empty when shares cannot be computed (see ``problem``).
  public var slices: [Slice]
  /// The sum of the slices' values.
  public var total: Double
  /// How many slices have a value (the finite values), shares or not.
  public var valueCount = 0
  /// How many of them are 0: drawn with no angle.
  public var zeroCount = 0
  /// The slices with a negative value (``Problem/negativeValue``), in chart order.
  public var negativeLabels: [String] = []
  /// Why no shares are given, or `nil` when they are.
  public var problem: Problem?
  /// Whether the slices have a hole (``AccessibleChart/isDonut``): a donut, read as a pie.
  public var isDonut = false
  /// Whether the values are themselves the shares, in percent.
  ///
  /// True for values on an axis whose unit is `%` that sum to 100, as a pie read from a
  /// drawing's angles gives them; their shares are then said as the values are, never again
  /// rounded to whole percent.
  public var valuesAreShares = false

  /// Why a pie's shares cannot be computed.
  public enum Problem: Hashable, Sendable {
    /// No slice has a finite value.
    case noValues
    /// A value is negative: an angle cannot show it.
    case negativeValue
    /// Every value is 0.
    case zeroTotal
  }

  /// The most slices read in chart order; more are read largest first.
  public static let maximumSlicesInChartOrder = 5

  /// The slices in reading order: chart order for up to ``maximumSlicesInChartOrder``,
  /// else largest first (ties in chart order).
  ///
  /// - Complexity: O(*n* log *n*).
  public var slicesInReadingOrder: [Slice] {
    slices.count <= Self.maximumSlicesInChartOrder
      ? slices
      : slices.enumerated().sorted {
        $0.element.value != $1.element.value
          ? $0.element.value > $1.element.value : $0.offset < $1.offset
      }.map(\.element)
  }

  /// The slices holding the largest value, in chart order.
  public var largest: [Slice] {
    guard let top = slices.map(\.value).max() else { return [] }
    return slices.filter { $0.value == top }
  }

  /// The slices holding the smallest value, in chart order.
  public var smallest: [Slice] {
    guard let bottom = slices.map(\.value).min() else { return [] }
    return slices.filter { $0.value == bottom }
  }

  /// The reading of a chart drawn by sector marks alone, else `nil`.
  ///
  /// - Complexity: O(*n* log *n*) for *n* slices.
  static func recognise(_ analysis: ChartAnalysis) -> PieReading? {
    let chart = analysis.chart
    guard !chart.series.isEmpty, chart.series.allSatisfy({ $0.markKinds == [.sector] })
    else { return nil }
    var parts: [(label: String, value: Double, series: Int, observation: Int)] = []
    for (seriesIndex, series) in chart.series.enumerated() {
      for (index, observation) in series.observations.enumerated()
      where observation.value.isFinite {
        let category = ValueFormatter.text(of: observation.x)
        let label =
          chart.series.count > 1 ? "\(series.name), \(category)" : category
        parts.append((label, observation.value, seriesIndex, index))
      }
    }
    let values = parts.map(\.value)
    let total = values.reduce(0, +)
    var reading = PieReading(
      valueLabel: chart.series[0].valueLabel, categoryLabel: chart.series[0].groupingLabel,
      slices: [], total: total, problem: nil, isDonut: chart.isDonut)
    reading.valueCount = parts.count
    reading.zeroCount = values.count { $0 == 0 }
    reading.negativeLabels = parts.filter { $0.value < 0 }.map(\.label)
    if parts.isEmpty {
      reading.problem = .noValues
    } else if values.contains(where: { $0 < 0 }) {
      reading.problem = .negativeValue
    } else if total == 0 {
      reading.problem = .zeroTotal
    } else {
      let percents = LargestRemainderRounding.percentages(values)
      reading.valuesAreShares =
        chart.dependentAxisDescriptor.unit == "%" && abs(total - 100) <= 1e-9 * 100
      reading.slices = parts.indices.map {
        Slice(
          label: parts[$0].label, value: parts[$0].value, share: parts[$0].value / total * 100,
          percent: percents[$0], seriesIndex: parts[$0].series,
          observationIndex: parts[$0].observation)
      }
    }
    return reading
  }
}
