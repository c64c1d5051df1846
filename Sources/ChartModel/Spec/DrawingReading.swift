/// How a chart's values were read from an SVG drawing: the resolution the description
/// states once ("values read from the drawing, to within about 0.03 price").
public struct DrawingReading: Hashable, Sendable {
  /// Half a pixel in data units along the value axis, with one significant digit.
  public var resolution: Double
  /// What the resolution is in: the value axis's printed unit (`%`) or else its title.
  public var unit: String
  /// Whether ``resolution`` is a percentage of each value (a log axis), not an amount.
  public var isRelative: Bool
  /// The lines whose drawing may have left out vertices that lie on them
  /// (``SimplifiedLine``); empty when none.
  public var simplifiedLines: [SimplifiedLine] = []
  /// What the drawing shows that was not read, each in words ("2 separate strokes (such as
  /// error bars, whiskers or medians)"), said with the reading so that the description never
  /// reads as whole; empty when everything drawn was read.
  public var unreadMarks: [String] = []

  /// A reading.
  public init(resolution: Double, unit: String, isRelative: Bool = false) {
    self.resolution = resolution
    self.unit = unit
    self.isRelative = isRelative
  }

  /// The simplified line of a series.
  ///
  /// - Parameter series: The series' value of the series field, or `nil` for a chart's one
  ///   series.
  /// - Returns: The line's reading, or `nil` when the series is no simplified line.
  /// - Complexity: O(*l*) in the simplified lines.
  public func simplifiedLine(of series: String?) -> SimplifiedLine? {
    simplifiedLines.first { $0.series == series }
  }

}
