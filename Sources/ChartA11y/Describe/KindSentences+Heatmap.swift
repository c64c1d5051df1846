import ChartModel

extension KindSentences {
  /// A heatmap's sentences, all in the overview.
  ///
  /// Its rows, columns and colour (L1); its highest and lowest cells and the cells without a
  /// value (L2); the rows' and columns' means where they differ, and each column's mean (L3),
  /// none when every cell has the same value. There is no "starts at", "ends at" or trend test.
  ///
  /// - Complexity: O(*c*) in the cells.
  static func heatmap(
    _ reading: HeatmapReading, chart: AccessibleChart, options: DescriptionOptions,
    book: any Phrasebook
  ) -> KindSentences {
    let axes = HeatmapSentence.Axes(
      rows: chart.rowAxis ?? chart.yAxis, columns: chart.xAxis, values: chart.yAxis)
    func say(_ level: DescriptionLevel, _ sentence: HeatmapSentence) -> DescriptionSentence {
      DescriptionSentence(level: level, text: book.sentence(.heatmap(sentence)))
    }
    var overview = [say(.construction, .encoding(reading, axes))]
    if reading.cells.isEmpty {
      overview.append(say(.statistics, .noValues))
    } else {
      overview.append(say(.statistics, .extremes(reading, axes)))
      // Every cell the same: no mean can differ.
      let varies = reading.highest.first?.value != reading.lowest.first?.value
      if reading.missingCellCount > 0 {
        overview.append(say(.statistics, .missingCells(reading)))
      }
      if varies, reading.rowMeans.count > 1 {
        overview.append(say(.trends, .rowMeans(reading, axes)))
      }
      if varies, reading.columnMeans.count > 1 {
        overview.append(say(.trends, .columnMeans(reading, axes)))
        if reading.columnMeans.count <= options.maximumListedValues {
          overview.append(say(.trends, .columnMeanList(reading, axes)))
        }
      }
    }
    let brief = [false, true].map { book.sentence(.heatmap(.inBrief(reading, axes, brief: $0))) }
    return KindSentences(
      overview: overview, facts: [], summary: overview.dropFirst().map(\.text),
      briefFindings: brief, level: options.level)
  }
}
