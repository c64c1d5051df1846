import ChartModel

/// A heatmap's reading: its rows and columns, its highest and lowest cells, and the mean of
/// each row and column (docs/chart-kinds.md).
///
/// The chart's rows are its series (``AccessibleChart/rowAxis``), its columns the positions
/// on x, and each cell's colour its value.
public struct HeatmapReading: Hashable, Sendable {
  /// One cell with a value.
  public struct Cell: Hashable, Sendable {
    /// The index of its row in ``HeatmapReading/rows`` (its series' index).
    public var row: Int
    /// The index of its column in ``HeatmapReading/columns``.
    public var column: Int
    /// The value its colour shows.
    public var value: Double
  }

  /// The mean of the cells of one row or column.
  public struct Mean: Hashable, Sendable {
    /// The index of the row or column.
    public var index: Int
    /// The arithmetic mean of its cells' values.
    public var mean: Double
    /// How many cells with a value it has.
    public var count: Int
  }

  /// The rows' names, in chart order (the series' names).
  public var rows: [String]
  /// The columns' positions on x, in axis order.
  public var columns: [DataValue]
  /// The cells with a finite value, row by row, each row in column order.
  public var cells: [Cell]
  /// The mean of each row with a value, in row order.
  public var rowMeans: [Mean]
  /// The mean of each column with a value, in column order.
  public var columnMeans: [Mean]

  /// The number of row and column pairs without a cell value (cells not drawn, or drawn
  /// without a value).
  public var missingCellCount: Int { rows.count * columns.count - cells.count }

  /// The cells holding the highest value, in reading order (ties all named).
  public var highest: [Cell] {
    guard let top = cells.map(\.value).max() else { return [] }
    return cells.filter { $0.value == top }
  }

  /// The cells holding the lowest value, in reading order.
  public var lowest: [Cell] {
    guard let bottom = cells.map(\.value).min() else { return [] }
    return cells.filter { $0.value == bottom }
  }

  /// The reading of a chart drawn by heatmap cells alone (``AccessibleChart/rowAxis`` set and
  /// every series drawn by rectangles), else `nil`.
  ///
  /// - Complexity: O(*n* log *n*) for *n* cells.
  static func recognise(_ analysis: ChartAnalysis) -> HeatmapReading? {
    let chart = analysis.chart
    guard chart.rowAxis != nil, !chart.series.isEmpty,
      chart.series.allSatisfy({ $0.markKinds == [.rectangle] })
    else { return nil }
    var columns: [DataValue] = []
    var columnIndex: [DataValue: Int] = [:]
    if chart.xAxis.kind == .categorical {
      for category in chart.xAxis.categories {
        columnIndex[.category(category)] = columns.count
        columns.append(.category(category))
      }
    }
    var positions = Set<DataValue>()
    for series in chart.series {
      for observation in series.observations where columnIndex[observation.x] == nil {
        positions.insert(observation.x)
      }
    }
    for position in positions.sorted(by: Self.axisOrder) {
      columnIndex[position] = columns.count
      columns.append(position)
    }
    var cells: [Cell] = []
    for (row, series) in chart.series.enumerated() {
      var seen = Set<Int>()
      for observation in series.observations where observation.value.isFinite {
        guard let column = columnIndex[observation.x], seen.insert(column).inserted else {
          continue
        }
        cells.append(Cell(row: row, column: column, value: observation.value))
      }
    }
    cells.sort { ($0.row, $0.column) < ($1.row, $1.column) }
    return HeatmapReading(
      rows: chart.series.map(\.name), columns: columns, cells: cells,
      rowMeans: Self.means(cells, count: chart.series.count, by: \.row),
      columnMeans: Self.means(cells, count: columns.count, by: \.column))
  }

  /// The mean of each row or column that has cells, by the cell's index along it.
  private static func means(_ cells: [Cell], count: Int, by index: KeyPath<Cell, Int>) -> [Mean] {
    var sums = [Double](repeating: 0, count: count)
    var counts = [Int](repeating: 0, count: count)
    for cell in cells {
      sums[cell[keyPath: index]] += cell.value
      counts[cell[keyPath: index]] += 1
    }
    return (0..<count).compactMap {
      counts[$0] > 0 ? Mean(index: $0, mean: sums[$0] / Double(counts[$0]), count: counts[$0]) : nil
    }
  }

  /// Positions in axis order: numbers and dates ascending, categories by their text.
  private static func axisOrder(_ a: DataValue, _ b: DataValue) -> Bool {
    switch (a.numericValue, b.numericValue) {
    case (let x?, let y?): return x < y
    case (.some, nil): return true
    case (nil, .some): return false
    case (nil, nil): return ValueFormatter.text(of: a) < ValueFormatter.text(of: b)
    }
  }
}
