import ChartModel

/// What the sentences of a kind read by position and group share: the key (category or date)
/// and value axes, whether readings are named by their group, and how a value and a reading's
/// name are worded (box plots, error bars and intervals, candlestick charts).
///
/// A reading is named by its position, then its group when the chart has more than one:
/// "Waseca, 1931" — one order for every kind.
struct KindSentenceContext {
  /// The chart whose readings are named.
  let chart: AccessibleChart
  /// The independent axis: the categories or dates the readings stand at.
  let keyAxis: AxisDescriptor
  /// The dependent axis the values are read on.
  let valueAxis: AxisDescriptor
  /// Whether readings are named by their group as well as their position: more than one
  /// series holds them.
  let named: Bool
  /// Whether values keep their drawn precision (``Phrase/preciseValue(_:on:)``) rather than
  /// three significant digits: prices, whose cents are part of the reading.
  let precise: Bool
  /// The phrasebook that words the names.
  let book: any Phrasebook

  /// A context for readings held by the series at `seriesIndices` of `chart`.
  ///
  /// - Complexity: O(*r*) in the readings' series indices.
  init(
    chart: AccessibleChart, seriesIndices: some Sequence<Int>, precise: Bool = false,
    book: any Phrasebook
  ) {
    self.chart = chart
    keyAxis = chart.independentAxisDescriptor
    valueAxis = chart.dependentAxisDescriptor
    named = Set(seriesIndices).count > 1
    self.precise = precise
    self.book = book
  }

  /// A value on the value axis.
  func value(_ number: Double) -> Phrase {
    precise ? .preciseValue(.number(number), on: valueAxis) : .value(.number(number), on: valueAxis)
  }

  /// A position on the key axis.
  func position(_ x: DataValue) -> Phrase { .value(x, on: keyAxis) }

  /// A reading's name: its position, then its series' group when readings are named by
  /// group ("Waseca, 1931").
  ///
  /// - Complexity: O(*p*) in the series-defining values.
  func name(at x: DataValue, series index: Int) -> Phrase {
    let position = book.phrase(position(x))
    return .name(named ? "\(position), \(chart.series[index].groupName)" : position)
  }
}
