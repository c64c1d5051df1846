import ChartModel

/// Series a drawing paints in one colour: two lines or areas of one colour that run over the
/// same stretch of x are two series, never one series with two values at each position
/// (matplotlib's `classic` style fills every `fill_between` in the same blue).
///
/// A line or area drawn in pieces (a gap, `fill_between(where=…)`) has pieces that do not
/// overlap along x, and stays one series.
enum SharedColourSeries {
  /// The marks with each overlapping outline given a series key of its own, and the names
  /// those keys take from the legend.
  ///
  /// - Parameters:
  ///   - marks: The marks of the chart's main kind, in drawing order.
  ///   - legend: The legend's entries, in order.
  /// - Returns: The marks, each line or area outline's ``DrawnMarks/colour`` replaced by its
  ///   series key (its colour for the first series of that colour; the colour and the
  ///   series' number after a NUL character for the others); the names by key, for colours
  ///   the legend lists as many times as the drawing has series of that colour, in drawing
  ///   order; and how many series share a colour with another (0 when none do).
  /// - Complexity: O(*m*²) for *m* marks of one colour.
  static func split(_ marks: [DrawnMarks], legend: [LegendEntry]) -> (
    marks: [DrawnMarks], names: [String: String], shared: Int
  ) {
    var spansByColour: [String: [[ClosedRange<Double>]]] = [:]
    var result: [DrawnMarks] = []
    for var mark in marks {
      let colour = mark.colour ?? ""
      guard let span = span(of: mark.shape) else {
        result.append(mark)
        continue
      }
      var series = spansByColour[colour, default: []]
      let index =
        series.firstIndex { spans in !spans.contains { overlap($0, span) } } ?? series.count
      if index == series.count { series.append([]) }
      series[index].append(span)
      spansByColour[colour] = series
      if index > 0 { mark.colour = key(colour, index) }
      result.append(mark)
    }
    var names: [String: String] = [:]
    var shared = 0
    for (colour, series) in spansByColour where series.count > 1 {
      shared += series.count
      let entries = legend.filter { $0.colour == colour }.map(\.name)
      guard entries.count == series.count else { continue }
      for (index, name) in entries.enumerated() {
        names[index == 0 ? colour : key(colour, index)] = name
      }
    }
    return (result, names, shared)
  }

  /// The key of the `index`th series (from 1) of a colour.
  private static func key(_ colour: String, _ index: Int) -> String {
    "\(colour)\u{0}\(index)"
  }

  /// The colour a series key stands for: the key without its series' number.
  ///
  /// - Complexity: O(*n*) in the key's length.
  static func colour(ofKey key: String) -> String {
    String(key.prefix { $0 != "\u{0}" })
  }

  /// How far two outlines may reach into each other along x and still be pieces of one
  /// series: half a pixel (``AxisScaleFit/tolerance``).
  private static func overlap(_ a: ClosedRange<Double>, _ b: ClosedRange<Double>) -> Bool {
    min(a.upperBound, b.upperBound) - max(a.lowerBound, b.lowerBound) > AxisScaleFit.tolerance
  }

  /// The stretch of x a line or area covers, or `nil` for other marks.
  private static func span(of shape: DrawnMarks.Shape) -> ClosedRange<Double>? {
    switch shape {
    case .line(let points), .area(let points):
      guard let low = points.map(\.x).min(), let high = points.map(\.x).max() else { return nil }
      return low...high
    case .points, .bars, .rule, .segments:
      return nil
    }
  }
}
