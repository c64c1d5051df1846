import ChartModel

extension ConnectedScatterReading {
  /// The chart as a connected scatter plot sounds: each line's points in the order the line
  /// connects them, placed at their steps along the path (1, 2, …), so time and stereo follow
  /// the path from its start to its end and pitch follows y.
  ///
  /// Played over x, a path's tones would jump back and forth in time; played along it, they
  /// are heard as the line is drawn (docs/audio.md). A series without a path keeps its axis
  /// order. The independent axis becomes "Step along the path", from 1 to the longest path's
  /// length; y and every value are unchanged.
  ///
  /// - Parameter analysis: The analysis of a connected scatter plot (any other chart comes
  ///   back unchanged).
  /// - Returns: The analysis of the chart along its paths, without a kind of its own.
  /// - Complexity: O(*n* log *n*) for *n* points (the new analysis).
  public static func alongPath(_ analysis: ChartAnalysis) -> ChartAnalysis {
    guard case .connectedScatter = analysis.kind else { return analysis }
    var chart = analysis.chart
    var longest = 1
    for index in chart.series.indices {
      let series = chart.series[index]
      let order = series.path?.indices ?? Array(series.observations.indices)
      chart.series[index].observations = order.enumerated().map { step, observation in
        var point = series.observations[observation]
        point.x = .number(Double(step + 1))
        return point
      }
      chart.series[index].path = nil
      longest = max(longest, order.count)
    }
    let axis = AxisDescriptor(
      title: "Step along the path", unit: nil, kind: .numeric, calendarUnit: nil,
      isHidden: false, range: 1...Double(longest), categories: [])
    if chart.independentAxis == .x { chart.xAxis = axis } else { chart.yAxis = axis }
    var path = ChartAnalysis(chart, alpha: analysis.alpha)
    path.kind = nil
    return path
  }
}
