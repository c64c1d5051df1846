import ChartModel

extension JSONRenderer.KindObject {
  /// A heatmap's evidence: what its rows, columns and colour are, every cell, the highest and
  /// lowest cells, and each row's and column's mean (docs/chart-kinds.md).
  ///
  ///     "heatmap": {"rowLabel": "Month", "columnLabel": "Hour", "valueLabel": "Temperature",
  ///       "rows": ["January 2003", …], "columns": ["0", …], "cells": [{"row": 0, "column": 0,
  ///       "value": 7}, …], "highest": [{"row": 2, "column": 3, "value": 17}], …}
  struct Heatmap: Encodable {
    /// One cell, by the indices of its row and column.
    struct Cell: Encodable {
      var row: Int
      var column: Int
      var value: Double
    }

    /// One row's or column's mean, by its index.
    struct Mean: Encodable {
      var index: Int
      var mean: Double
      var count: Int
    }

    var rowLabel: String
    var columnLabel: String
    var valueLabel: String
    var rows: [String]
    var columns: [String]
    var cells: [Cell]
    var missingCells: Int
    var highest: [Cell]
    var lowest: [Cell]
    var rowMeans: [Mean]
    var columnMeans: [Mean]
    var method: String

    /// - Complexity: O(*c*) in the cells.
    init(_ reading: HeatmapReading, chart: AccessibleChart) {
      let cell = { (cell: HeatmapReading.Cell) in
        Cell(row: cell.row, column: cell.column, value: cell.value)
      }
      let mean = { (mean: HeatmapReading.Mean) in
        Mean(index: mean.index, mean: mean.mean, count: mean.count)
      }
      rowLabel = (chart.rowAxis ?? chart.yAxis).title
      columnLabel = chart.xAxis.title
      valueLabel = chart.yAxis.title
      rows = reading.rows
      columns = reading.columns.map { AxisPhrasing.value($0, on: chart.xAxis) }
      cells = reading.cells.map(cell)
      missingCells = reading.missingCellCount
      highest = reading.highest.map(cell)
      lowest = reading.lowest.map(cell)
      rowMeans = reading.rowMeans.map(mean)
      columnMeans = reading.columnMeans.map(mean)
      method = "each cell's colour value; means are arithmetic over a row's or column's cells"
    }
  }
}
