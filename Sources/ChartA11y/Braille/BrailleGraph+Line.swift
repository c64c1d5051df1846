import ChartModel

extension BrailleGraph {
  /// One series' line: its name, span, count and grouping, then the lowest value, the cells
  /// and the highest value.
  ///
  ///     Linda, 1880 to 2017, 138 points, means of 4: 0.000221 ⣀⣀⣀⣤⣿⣿⣶⣤⣤⣀⣀⣀ 0.0482
  ///
  /// (Here shortened; the real line has 35 cells.)
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
    if groupSize > 1 { heading += ", means of \(groupSize)" }
    guard let range = range else { return heading + ": no values" }
    return heading + ": " + AxisPhrasing.number(range.lowerBound, on: valueAxis) + " "
      + cells(marking: marked) + " " + AxisPhrasing.number(range.upperBound, on: valueAxis)
  }
}
