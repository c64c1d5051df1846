import ChartModel

/// A sentence about a heatmap's facts (``HeatmapReading``), by what it says; a ``Phrasebook``
/// words it (``KindSentence/heatmap(_:)``).
///
/// Each case carries the reading and the chart's three descriptors: its rows
/// (``AccessibleChart/rowAxis``), its columns (the x axis) and its colour's values (the
/// value axis, titled by the legend).
enum HeatmapSentence: Sendable {
  /// The axes of a heatmap: the rows, the columns, and what the colour shows.
  struct Axes: Sendable {
    var rows: AxisDescriptor
    var columns: AxisDescriptor
    var values: AxisDescriptor
  }

  /// L1: how many rows and columns, by what, and what each cell's colour shows with its range.
  case encoding(HeatmapReading, Axes)
  /// L2: the highest and lowest cells, with their row and column.
  case extremes(HeatmapReading, Axes)
  /// L2: the row and column pairs without a value.
  case missingCells(HeatmapReading)
  /// L2: no cell has a value.
  case noValues
  /// L3: the rows' means: the highest and lowest, or that every row's mean is the same.
  case rowMeans(HeatmapReading, Axes)
  /// L3: the columns' means: the highest and lowest, or that every column's is the same.
  case columnMeans(HeatmapReading, Axes)
  /// L3: each column's mean, in column order.
  case columnMeanList(HeatmapReading, Axes)
  /// The short alt text's finding: the highest and lowest cells (the ``extremes(_:_:)``
  /// sentence); with `brief`, the highest only.
  case inBrief(HeatmapReading, Axes, brief: Bool)
}
