/// A line of an SVG drawing whose drawing tool may have left out vertices that lie on it.
///
/// matplotlib simplifies a line's path when it writes SVG (`path.simplify`, on by default,
/// for a path of 128 vertices or more): a vertex that lies within `path.simplify_threshold`
/// (1/9 pixel by default; the SVG backend's pixel is 1/72 inch, one user unit) of the segment
/// being drawn is left out, and the segment is drawn straight through it. The vertices the
/// file keeps are data points; a gap between two of them inside one stroke may be points left
/// out, not missing data. Missing values (NaN) break the path instead: the stroke ends at the
/// last point before them and a new one starts (a moveto) at the first after them, so those
/// gaps are missing data. A simplified path ends with its last vertex written twice, which
/// an unsimplified one never does (ChartA11y's `MatplotlibMarks` reads it so).
///
/// Source: matplotlib 3.x `path.py` `Path.should_simplify`, `src/path_converters.h`
/// `PathSimplifier` and `PathNanRemover`, `backend_svg.py` `draw_path`.
public struct SimplifiedLine: Hashable, Sendable {
  /// The line's series value (its legend name), or `nil` when the chart has one series.
  public var series: String?
  /// The x values at which a stroke of the line starts after a break (each stroke's first
  /// kept vertex after the first stroke), as the rows hold them.
  public var strokeStarts: Set<DataValue>
  /// Which tool may have left the vertices out.
  public var simplifier: Simplifier

  /// The tool whose simplifier may have left vertices out of a line.
  public enum Simplifier: Hashable, Sendable {
    /// matplotlib's `path.simplify`, within 1/9 pt of the segment (``threshold``).
    case matplotlib
    /// A tool the drawing does not name, within a distance it does not say (plotly's
    /// `line.simplify` leaves out vertices that lie on the segment drawn through them).
    case unnamed
  }

  /// How far a left-out vertex may lie from the segment drawn through it, in SVG user units
  /// (matplotlib's default `path.simplify_threshold`, 1/9 pixel at 72 pixels per inch).
  public static let threshold = 1.0 / 9

  /// A simplified line.
  public init(
    series: String?, strokeStarts: Set<DataValue>, simplifier: Simplifier = .matplotlib
  ) {
    self.series = series
    self.strokeStarts = strokeStarts
    self.simplifier = simplifier
  }
}
