import ChartModel

/// Error bars matched to the points (or line vertices) they are drawn through, in root
/// pixels, before the axes give their values.
///
/// matplotlib's `errorbar` draws each point's interval as one upright stroke through it (a
/// `LineCollection`), with optional caps (short level strokes at the ends, which are not
/// needed: the stroke ends where they are). The strokes are read as the points' intervals
/// only when every upright stroke passes through exactly one point and every point has exactly
/// one; otherwise they are left out and named in a note, never guessed at.
enum DrawnErrorBars {
  /// How far, in SVG user units, a stroke may be from a point it passes through: one pixel
  /// (twice ``AxisScaleFit/tolerance``).
  static let touching = 2 * AxisScaleFit.tolerance

  /// The interval each centre's error bar spans, as the pixels of its two ends along y (top
  /// first), or `nil` when the strokes are not the centres' error bars by the rule above.
  ///
  /// - Parameters:
  ///   - centres: The points' centres (or a line's vertices).
  ///   - strokes: Every separate stroke of the drawing.
  /// - Returns: One interval a centre, keyed by the centre.
  /// - Complexity: O(*c* · *s*) for *c* centres and *s* strokes.
  static func match(_ centres: [SVGPoint], strokes: [DrawnStroke]) -> [SVGPoint: (
    top: Double, bottom: Double
  )]? {
    let upright = strokes.filter { stroke in
      abs(stroke.start.x - stroke.end.x) <= AxisScaleFit.tolerance
        && abs(stroke.start.y - stroke.end.y) > AxisScaleFit.tolerance
    }
    guard !upright.isEmpty, !centres.isEmpty else { return nil }
    var intervals: [SVGPoint: (top: Double, bottom: Double)] = [:]
    for stroke in upright {
      let top = min(stroke.start.y, stroke.end.y)
      let bottom = max(stroke.start.y, stroke.end.y)
      let through = centres.filter { centre in
        abs(centre.x - stroke.start.x) <= touching && centre.y >= top - touching
          && centre.y <= bottom + touching
      }
      guard through.count == 1, let centre = through.first, intervals[centre] == nil else {
        return nil
      }
      intervals[centre] = (top, bottom)
    }
    return Set(centres).count == intervals.count ? intervals : nil
  }

  /// Whether markers on a category axis stand among upright strokes drawn at their
  /// categories that are not their error bars (``match(_:strokes:)`` found none): a
  /// box plot's whiskers or outlines around outlier markers, say, whose markers alone would
  /// be read as a chart of points.
  ///
  /// - Parameters:
  ///   - centres: The markers' centres.
  ///   - strokes: The separate strokes left unread.
  ///   - axis: The x axis; only a band (category) axis is checked.
  /// - Returns: `true` when some upright stroke lies within one pixel across of a marker.
  /// - Complexity: O(*c* · *s*) for *c* centres and *s* strokes.
  static func standAmong(_ centres: [SVGPoint], strokes: [DrawnStroke], on axis: RecoveredAxis)
    -> Bool
  {
    guard case .band = axis.scale else { return false }
    return strokes.contains { stroke in
      abs(stroke.start.x - stroke.end.x) <= AxisScaleFit.tolerance
        && centres.contains { abs($0.x - stroke.start.x) <= touching }
    }
  }
}
