import ChartModel

/// Renders a chart's series as Unicode braille graphs (``BrailleGraph``), one line a series,
/// under a line that says how to read them.
///
///     Braille graphs of Monthly hours by activity, first half of 2024: each line is a
///     series' graph, one cell a point (or the mean of a group of points), then its name and
///     what the graph's bottom and top are; ⣀ ⣤ ⣶ ⣿ are the four quarters from bottom to
///     top, a blank cell is a gap.
///     ⣶⣿⣶⣤⣀⣀ Research, January 2024 to June 2024, 6 points: lowest 21 hours, highest 34 hours
///
/// Series names and positions come from the data, so they are made terminal-safe.
public enum BrailleGraphRenderer {
  /// Renders every series' graph.
  ///
  /// - Parameters:
  ///   - analysis: The chart and its statistics.
  ///   - maximumCells: The most cells of one graph (at least 1).
  /// - Returns: Text ending in one newline: the key line, then one line per series.
  /// - Complexity: O(*n*) for *n* observations and missing positions.
  public static func render(
    _ analysis: ChartAnalysis, maximumCells: Int = BrailleGraph.defaultMaximumCells
  ) -> String {
    let chart = analysis.chart
    let title = chart.title.flatMap { $0.isEmpty ? nil : TextEscaping.terminal($0) }
    var lines = [
      "Braille graphs\(title.map { " of \($0)" } ?? ""): each line is a series' graph, one "
        + "cell a point (or the mean of a group of points), then its name and what the graph's "
        + "bottom and top are; ⣀ ⣤ ⣶ ⣿ are the four quarters from bottom to top, a blank cell "
        + "is a gap."
    ]
    if chart.series.isEmpty { lines.append("No series: every mark is hidden.") }
    for index in chart.series.indices {
      let graph = BrailleGraph(analysis, seriesIndex: index, maximumCells: maximumCells)
      lines.append(graph.line(of: analysis, seriesIndex: index, marking: nil))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
