import ChartModel

extension EnglishPhrasebook {
  /// A drawn straight line's sentence in English (``FittedLine``).
  ///
  ///     The chart draws a least-squares line: slope -0.158 Miles_per_Gallon per Horsepower,
  ///     intercept 39.9, from Horsepower 46 to 230.
  ///     The chart draws a straight line for USA: slope -0.1 …; it is not the least-squares
  ///     line of its points (slope -0.158).
  ///
  /// Slope and intercept are written to three significant digits (``ValueFormatter/number(_:)``).
  ///
  /// - Complexity: O(1).
  func fittedLineSentence(_ line: FittedLine, x: AxisDescriptor, y: AxisDescriptor) -> String {
    let kind = line.isLeastSquares ? "a least-squares line" : "a straight line"
    let group = line.group.map { " for \($0)" } ?? ""
    let (start, end) = AxisPhrasing.range(line.start, line.end, on: x)
    var text =
      "The chart draws \(kind)\(group): slope \(ValueFormatter.number(line.slope)) \(y.title) "
      + "per \(x.title), intercept \(ValueFormatter.number(line.intercept)), from \(x.title) "
      + "\(start) to \(end)"
    if !line.isLeastSquares, let fit = line.leastSquares {
      let points = line.group == nil ? "the points" : "its points"
      text +=
        "; it is not the least-squares line of \(points) (slope "
        + "\(ValueFormatter.number(fit.slope)))"
    }
    return text + "."
  }

  /// The section of a series that draws a straight line over the points, in English.
  ///
  ///     Miles_per_Gallon (line) is the least-squares line stated above, from Horsepower 46
  ///     to 230; its end points are where the line is drawn, not data.
  ///
  /// - Complexity: O(1).
  func fittedLineSeriesSentence(_ line: FittedLine, series: String, x: AxisDescriptor)
    -> String
  {
    let kind = line.isLeastSquares ? "least-squares" : "straight"
    let (start, end) = AxisPhrasing.range(line.start, line.end, on: x)
    return "\(series) is the \(kind) line stated above, from \(x.title) \(start) to \(end); "
      + "its end points are where the line is drawn, not data."
  }
}
