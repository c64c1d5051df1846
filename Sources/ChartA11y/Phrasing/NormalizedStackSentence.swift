import ChartModel

/// A sentence about a normalized stack's facts (``NormalizedStackReading``), by what it says; a
/// ``Phrasebook`` words it (``KindSentence/normalizedStack(_:)``).
///
/// Each case carries the reading and the chart's axes and series names; the values are shares
/// in percent.
enum NormalizedStackSentence: Sendable {
  /// What a normalized stack's values and axes are: the series names, the axis the stacks
  /// stand on (`key`) and the value axis in percent (`value`).
  struct Context: Sendable {
    var seriesNames: [String]
    var key: AxisDescriptor
    var value: AxisDescriptor
  }

  /// L1: each value is read as its share of its position's total; every stack is 100 %,
  /// and where no stack is drawn (`undrawn`, every value 0 or missing).
  case encoding(Context, undrawn: [DataValue])
  /// L2: the largest and smallest shares over every stack, with their series and position.
  case extremes(NormalizedStackReading, Context)
  /// L3: which series holds the largest share: at the first and the last position of an
  /// ordered axis, and whether one holds it throughout; in each stack (the first `listed`,
  /// the rest counted) over nominal categories.
  case leaders(NormalizedStackReading, Context, listed: Int)
}
