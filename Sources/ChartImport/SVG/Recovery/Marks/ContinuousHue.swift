import ChartModel

/// Points whose colour shows a number rather than naming series: seaborn's
/// `scatterplot(hue=…)` on a numeric column, drawn in a continuous palette (one shade per
/// value) with a legend of a few round numbers of that column ("20", "40", "60", "80").
///
/// Such points are painted in more colours than the legend has entries, and every entry is a
/// number; read by colour they would be dozens of one-point series named by drawing order. They
/// are one series instead, and the colour is a dimension the description says it does not
/// read (the shades between legend entries cannot be turned back into numbers exactly). A
/// legend that names every colour (a numeric column with a few values, each its own entry)
/// still names series.
///
/// Source: seaborn 0.13 `_relational.py` (`hue_norm`, a continuous `cmap` for numeric `hue`,
/// and `legend="auto"`'s "brief" legend of `MaxNLocator` ticks).
enum ContinuousHue {
  /// The points of several colours merged into one series, or `nil` when the colours name
  /// series.
  ///
  /// - Parameters:
  ///   - marks: The point series, one per colour.
  ///   - legend: The drawing's legend entries.
  /// - Returns: One series of every point, in the first series' colour, with the legend's
  ///   numbers from least to greatest; `nil` unless every entry is a number and some colour
  ///   has no entry.
  /// - Complexity: O(*n*) in the number of points.
  static func merged(_ marks: [DrawnMarks], legend: [LegendEntry])
    -> (marks: DrawnMarks, legendNumbers: [Double])?
  {
    guard marks.count > 1, !legend.isEmpty else { return nil }
    let numbers = legend.compactMap { PrintedValue.number($0.name) }
    guard numbers.count == legend.count else { return nil }
    let legendColours = Set(legend.map(\.colour))
    guard marks.contains(where: { !legendColours.contains($0.colour ?? "") }),
      let merged = merged(marks)
    else { return nil }
    return (merged, numbers.sorted())
  }

  /// Points of several colours merged into one series, in the first series' colour: for
  /// points beside a colour bar (matplotlib's `scatter(c=…)` with `fig.colorbar`), whose
  /// colours all show its number; `nil` unless every series is points.
  ///
  /// - Complexity: O(*n*) in the number of points.
  static func merged(_ marks: [DrawnMarks]) -> DrawnMarks? {
    guard marks.count > 1 else { return nil }
    var points: [SVGPoint] = []
    for series in marks {
      guard case .points(let drawn) = series.shape else { return nil }
      points += drawn
    }
    return DrawnMarks(
      shape: .points(points), colour: marks.first?.colour,
      clippedCount: marks.reduce(0) { $0 + $1.clippedCount })
  }
}
