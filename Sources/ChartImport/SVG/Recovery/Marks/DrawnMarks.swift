import ChartModel

/// Marks read from an SVG drawing in root pixels, before the axes turn them into values:
/// one series of one kind, in one colour.
struct DrawnMarks: Sendable {
  /// What the marks are.
  enum Shape: Sendable {
    /// A line's vertices, in drawing order.
    case line([SVGPoint])
    /// An area's outline vertices.
    case area([SVGPoint])
    /// Marker centres.
    case points([SVGPoint])
    /// Bar rectangles.
    case bars([SVGRect])
    /// A straight line across the whole plot, at a position on the other axis: a reference
    /// line (matplotlib's `axhline`/`axvline`).
    case rule(horizontal: Bool, at: Double)
    /// Separate two-point strokes that join no points into a line: error bars, a box plot's
    /// whiskers and medians, stems (matplotlib's `errorbar`, `vlines`, `LineCollection`s).
    /// Each stroke's two ends, in root pixels. They are read as a box plot's whiskers and
    /// medians when they match its boxes (``DrawnBoxPlot``); otherwise they are not data the
    /// chart's axes give values for here, and are named in a note.
    case segments([DrawnStroke])

    /// Whether the marks are a line's vertices.
    var isLine: Bool {
      switch self {
      case .line: return true
      case .area, .points, .bars, .rule, .segments: return false
      }
    }
  }

  /// The marks.
  var shape: Shape
  /// The paint that tells the series apart (stroke for lines, fill otherwise), lowercased,
  /// or `nil` when unpainted.
  var colour: String?
  /// How many marks lay outside the plot's clip and were left out.
  var clippedCount = 0
  /// For a line its tool may have simplified (``ChartModel/SimplifiedLine``, matplotlib's
  /// `Line2D` drawn without markers): where each stroke after the first starts, in root
  /// pixels (the line breaks there, at missing values); `nil` for marks that keep every
  /// vertex.
  var strokeStarts: [SVGPoint]?
  /// Which tool may have simplified the line, when ``strokeStarts`` is set.
  var simplifier = SimplifiedLine.Simplifier.matplotlib
}

/// One straight two-point stroke of a drawing, in root pixels.
struct DrawnStroke: Hashable, Sendable {
  /// Where the stroke starts.
  var start: SVGPoint
  /// Where it ends.
  var end: SVGPoint
}
