import ChartModel

extension BrailleGraph {
  /// One series' line: the cells first (so that they fill the first pan of a display),
  /// then the series' name, span and count, and what the graph's bottom and top are: the
  /// lowest and highest value, or, when cells are means of groups, the lowest and highest
  /// mean and then the true lowest and highest value, which the means can hide.
  ///
  ///     ⣶⣿⣶⣤⣀⣀ Research, January 2024 to June 2024, 6 points: lowest 21 hours, highest 34 hours
  ///     ⣀⣀⣤⣿⣿⣶⣤⣀ Linda, 1880 to 2017, 138 points: each cell the mean of 4, lowest mean
  ///     0.000221, highest mean 0.0482; lowest value 0.000215, highest 0.0552
  ///
  /// (Here shortened; the real Linda line has 35 cells and is one line.) A point of several
  /// values is drawn at its main value, and the ends name it by the series' value label
  /// ("lowest median 1.9 litres"); one without a main value at the middle of its components,
  /// "lowest middle".
  ///
  /// - Parameters:
  ///   - analysis: The chart.
  ///   - seriesIndex: The series.
  ///   - marked: The cell to mark as the current point, or `nil`.
  /// - Returns: One line without a newline, terminal-safe.
  public func line(of analysis: ChartAnalysis, seriesIndex: Int, marking marked: Int?)
    -> String
  {
    let chart = analysis.chart
    let series = chart.series[seriesIndex]
    let keyAxis = chart.independentAxisDescriptor
    // The series' own axis on a chart with two y axes, named in the heading.
    let valueAxis = chart.valueAxis(of: series)
    var heading = TextEscaping.terminal(series.name)
    if chart.hasTwoValueAxes {
      heading += ", \(EnglishPhrasebook().phrase(.axisSide(series.axisPosition))) y axis"
    }
    if let first = series.observations.first, let last = series.observations.last,
      series.observations.count > 1
    {
      heading +=
        ", " + TextEscaping.terminal(AxisPhrasing.value(first.x, on: keyAxis)) + " to "
        + TextEscaping.terminal(AxisPhrasing.value(last.x, on: keyAxis))
    }
    let count = series.observations.count
    heading += ", \(ValueFormatter.preciseNumber(Double(count))) point\(count == 1 ? "" : "s")"
    guard let range, let pointRange else { return heading + ": no values" }
    let number = { (value: Double) in AxisPhrasing.number(value, on: valueAxis) }
    // A point of several values (a box plot's five) is drawn at its main value, named by
    // the series' value label ("median"); one without a main value at its middle.
    let hasComponents = series.observations.contains { !$0.components.isEmpty }
    let noun =
      drawsMiddles
      ? " middle" : hasComponents ? " " + ChartExplorer.midSentence(series.valueLabel) : ""
    var ends =
      "lowest\(noun) \(number(pointRange.lowerBound)), highest \(number(pointRange.upperBound))"
    if groupSize > 1 {
      ends =
        "each cell the mean of \(ValueFormatter.preciseNumber(Double(groupSize))), lowest mean "
        + "\(number(range.lowerBound)), highest mean \(number(range.upperBound)); "
        + "lowest\(noun.isEmpty ? " value" : noun) \(number(pointRange.lowerBound)), highest "
        + number(pointRange.upperBound)
    }
    return cells(marking: marked) + " " + heading + ": " + ends
  }
}
