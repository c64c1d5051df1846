import ChartModel

/// A point in SVG user units: `x` grows to the right, `y` grows downwards.
public struct SVGPoint: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate (downwards).
  public var y: Double

  /// A point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
