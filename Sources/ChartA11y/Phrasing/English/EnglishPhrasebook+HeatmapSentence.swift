import ChartModel

extension EnglishPhrasebook {
  /// The most cells named one by one where several share the highest or lowest value.
  static let maximumListedCells = 5

  /// A heatmap's sentence in English.
  ///
  ///     It has 3 rows, one per Month (January 2003 to March 2003), and 4 columns, one per
  ///     Hour (0 to 18); each cell's colour shows Temperature (°C), from 7 to 17.
  ///     The highest Temperature (°C) is 17, at Month March 2003, Hour 18; the lowest is 7,
  ///     at Month January 2003, Hour 0.
  ///
  /// - Complexity: O(*n*) in the cells and means named.
  func heatmapSentence(_ sentence: HeatmapSentence) -> String {
    switch sentence {
    case .encoding(let reading, let axes):
      let values = axes.values
      let range =
        values.range.map {
          $0.lowerBound == $0.upperBound
            ? ", every cell \(AxisPhrasing.number($0.lowerBound, on: values))"
            : ", from \(AxisPhrasing.number($0.lowerBound, on: values)) to "
              + AxisPhrasing.number($0.upperBound, on: values)
        } ?? ""
      let rows = count(reading.rows.count, "row")
      let columns = count(reading.columns.count, "column")
      return "It has \(rows), one per \(axes.rows.title)\(span(rowNames(reading)))"
        + ", and \(columns), one per \(axes.columns.title)\(span(columnNames(reading, axes)))"
        + "; each cell's colour shows \(values.title)\(range)."
    case .extremes(let reading, let axes):
      let top = reading.highest
      let bottom = reading.lowest
      guard let high = top.first, let low = bottom.first else { return heatmapSentence(.noValues) }
      let values = axes.values
      if high.value == low.value {
        return "Every cell has the same \(values.title), "
          + "\(AxisPhrasing.number(high.value, on: values))."
      }
      return "The highest \(values.title) is \(AxisPhrasing.number(high.value, on: values)), "
        + "\(places(top, reading, axes)); the lowest is "
        + "\(AxisPhrasing.number(low.value, on: values)), \(places(bottom, reading, axes))."
    case .missingCells(let reading):
      let total = reading.rows.count * reading.columns.count
      let missing = reading.missingCellCount
      return "\(phrase(.number(Double(missing)))) of \(count(total, "cell")) "
        + "\(missing == 1 ? "has" : "have") no value."
    case .noValues:
      return "No cell has a value."
    case .rowMeans(let reading, let axes):
      return means(
        reading.rowMeans, names: rowNames(reading), by: axes.rows.title, values: axes.values)
    case .columnMeans(let reading, let axes):
      return means(
        reading.columnMeans, names: columnNames(reading, axes), by: axes.columns.title,
        values: axes.values)
    case .columnMeanList(let reading, let axes):
      let names = columnNames(reading, axes)
      let listed = reading.columnMeans.map {
        "\(names[$0.index]) \(AxisPhrasing.number($0.mean, on: axes.values))"
      }
      return "\(axes.values.title) averaged by \(axes.columns.title): "
        + listed.joined(separator: "; ") + "."
    case .inBrief(let reading, let axes, let brief):
      // The extremes sentence, or its first half: each claim is the long description's own.
      if brief, let high = reading.highest.first, high.value != reading.lowest.first?.value {
        return "The highest \(axes.values.title) is "
          + "\(AxisPhrasing.number(high.value, on: axes.values)), "
          + "\(places(reading.highest, reading, axes))."
      }
      return heatmapSentence(.extremes(reading, axes))
    }
  }

  /// "3 rows", "1 column".
  private func count(_ count: Int, _ noun: String) -> String {
    "\(phrase(.number(Double(count)))) \(noun)\(count == 1 ? "" : "s")"
  }

  /// " (January 2003 to March 2003)", " (0)" or "" for none.
  private func span(_ names: [String]) -> String {
    guard let first = names.first, let last = names.last else { return "" }
    return first == last ? " (\(first))" : " (\(first) to \(last))"
  }

  private func rowNames(_ reading: HeatmapReading) -> [String] { reading.rows }

  private func columnNames(_ reading: HeatmapReading, _ axes: HeatmapSentence.Axes) -> [String] {
    reading.columns.map { AxisPhrasing.value($0, on: axes.columns) }
  }

  /// "at Month March 2003, Hour 18", or for several "in 2 cells (Month March 2003, Hour 18;
  /// Month April 2003, Hour 6)", the cells past ``maximumListedCells`` counted.
  private func places(
    _ cells: [HeatmapReading.Cell], _ reading: HeatmapReading, _ axes: HeatmapSentence.Axes
  ) -> String {
    let columns = columnNames(reading, axes)
    let listed = cells.prefix(Self.maximumListedCells).map {
      "\(axes.rows.title) \(reading.rows[$0.row]), \(axes.columns.title) \(columns[$0.column])"
    }
    guard cells.count > 1 else { return "at " + listed.joined() }
    let more = cells.count - listed.count
    return "in \(count(cells.count, "cell")) (" + listed.joined(separator: "; ")
      + (more > 0 ? "; and \(phrase(.number(Double(more)))) more" : "") + ")"
  }

  /// The rows' or columns' means: the highest and lowest, or that they are all the same.
  ///
  ///     Averaged by Month, Temperature (°C) is highest for March 2003 (14) and lowest for
  ///     January 2003 (10).
  ///     Averaged by Month, Temperature (°C) is the same for every Month, 12.
  private func means(
    _ means: [HeatmapReading.Mean], names: [String], by title: String, values: AxisDescriptor
  ) -> String {
    let top = means.map(\.mean).max() ?? 0
    let bottom = means.map(\.mean).min() ?? 0
    if top == bottom {
      return "Averaged by \(title), \(values.title) is the same for every \(title), "
        + "\(AxisPhrasing.number(top, on: values))."
    }
    // A bare number is ambiguous next to the mean ("6 (22)"), so it says its axis.
    let named = { (value: Double) in
      self.phrase(
        .list(
          means.filter { $0.mean == value }.map { mean in
            let name = names[mean.index]
            return .name(Double(name) == nil ? name : "\(title) \(name)")
          }))
    }
    return "Averaged by \(title), \(values.title) is highest for \(named(top)) "
      + "(\(AxisPhrasing.number(top, on: values))) and lowest for \(named(bottom)) "
      + "(\(AxisPhrasing.number(bottom, on: values)))."
  }
}
