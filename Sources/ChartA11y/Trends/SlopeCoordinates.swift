/// The points of a ``SlopeSelection``, read by position, ascending by `(x, y)`.
///
/// Two layouts: ``StepCoordinates`` stores only y for points at x = 0, 1, 2, ... (8 bytes
/// per point, or none when the caller's array is shared), ``PointCoordinates`` stores x and
/// y side by side (16 bytes per point). The selection is generic over them, so each reads
/// its points without a dynamic dispatch.
protocol SlopeCoordinates: Sendable {
  /// The number of points.
  var count: Int { get }
  /// The x coordinate of the point at `position` (finite).
  func x(_ position: Int) -> Double
  /// The y coordinate of the point at `position` (finite).
  func y(_ position: Int) -> Double
  /// The y coordinates, in position order.
  var ys: [Double] { get }
}

/// Points at x = 0, 1, ..., n - 1: only the y coordinates are stored.
///
/// - Note: At ten million points this saves the 80 MB of an x array, and the y array is the
///   caller's own when all its values are finite (copy on write, no copy is made).
struct StepCoordinates: SlopeCoordinates {
  /// The y coordinates; point `i` has x = `Double(i)`.
  let ys: [Double]

  /// Points `(Double(i), ys[i])`.
  ///
  /// - Parameter ys: Finite values, fewer than 2^31.
  init(_ ys: [Double]) {
    self.ys = ys
  }

  /// The number of points.
  var count: Int { ys.count }

  /// `Double(position)`, exact below 2^53.
  @inline(__always)
  func x(_ position: Int) -> Double { Double(position) }

  /// The stored y coordinate.
  @inline(__always)
  func y(_ position: Int) -> Double { ys[position] }
}

/// Points with explicit x; x and y are stored side by side so that a random point costs one
/// cache line, not two.
struct PointCoordinates: SlopeCoordinates {
  /// One point.
  private struct Point {
    /// The x coordinate.
    var x: Double
    /// The y coordinate.
    var y: Double
  }

  /// The points, ascending by `(x, y)`.
  private let points: [Point]

  /// Points `(xs[i], ys[i])`.
  ///
  /// - Parameters:
  ///   - xs: Ascending finite x coordinates.
  ///   - ys: The matching finite y coordinates, ascending within equal x.
  init(sortedX xs: [Double], y ys: [Double]) {
    points = zip(xs, ys).map { Point(x: $0, y: $1) }
  }

  /// The given points.
  ///
  /// - Parameter sorted: Finite points ascending by `(x, y)`.
  init(_ sorted: [(x: Double, y: Double)]) {
    points = sorted.map { Point(x: $0.x, y: $0.y) }
  }

  /// The number of points.
  var count: Int { points.count }

  /// The stored x coordinate.
  @inline(__always)
  func x(_ position: Int) -> Double { points[position].x }

  /// The stored y coordinate.
  @inline(__always)
  func y(_ position: Int) -> Double { points[position].y }

  /// The x coordinates, in position order.
  var xs: [Double] { points.map(\.x) }

  /// The y coordinates, in position order.
  var ys: [Double] { points.map(\.y) }
}
