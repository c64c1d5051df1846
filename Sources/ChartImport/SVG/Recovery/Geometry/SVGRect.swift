import ChartModel

/// An axis-aligned rectangle in SVG user units, `y` downwards.
public struct SVGRect: Hashable, Sendable {
  /// The left, top, right and bottom edges.
  public var minX, minY, maxX, maxY: Double

  /// A rectangle from its edges.
  public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
  }

  /// The smallest rectangle holding the points, or `nil` when there are none.
  ///
  /// - Complexity: O(*n*).
  public init?(enclosing points: [SVGPoint]) {
    guard let first = points.first else { return nil }
    var rect = SVGRect(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
    for point in points.dropFirst() {
      rect.minX = min(rect.minX, point.x)
      rect.maxX = max(rect.maxX, point.x)
      rect.minY = min(rect.minY, point.y)
      rect.maxY = max(rect.maxY, point.y)
    }
    self = rect
  }

  /// The width.
  public var width: Double { maxX - minX }
  /// The height.
  public var height: Double { maxY - minY }
  /// The centre.
  public var centre: SVGPoint { SVGPoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2) }

  /// Whether the point lies inside or on the edge, allowing `tolerance` units beyond it.
  public func contains(_ point: SVGPoint, tolerance: Double = 0) -> Bool {
    point.x >= minX - tolerance && point.x <= maxX + tolerance && point.y >= minY - tolerance
      && point.y <= maxY + tolerance
  }

  /// The rectangle's corners after a transform, enclosed.
  public func transformed(by transform: AffineTransform) -> SVGRect {
    let corners = [
      SVGPoint(x: minX, y: minY), SVGPoint(x: maxX, y: minY), SVGPoint(x: minX, y: maxY),
      SVGPoint(x: maxX, y: maxY),
    ].map(transform.apply)
    return SVGRect(enclosing: corners) ?? self
  }
}
