/// How a chart's values were read from an SVG drawing: the resolution the description
/// states once ("values read from the drawing, to within about 0.03 price").
public struct DrawingReading: Hashable, Sendable {
  /// Half a pixel in data units along the value axis, with one significant digit.
  public var resolution: Double
  /// What the resolution is in: the value axis's printed unit (`%`) or else its title.
  public var unit: String
  /// Whether ``resolution`` is a percentage of each value (a log axis), not an amount.
  public var isRelative: Bool

  /// A reading.
  public init(resolution: Double, unit: String, isRelative: Bool = false) {
    self.resolution = resolution
    self.unit = unit
    self.isRelative = isRelative
  }

}
