import ChartModel

/// How a drawing's areas stand on their value axis.
///
/// The layout decides what each area's values are. Areas run along x; their values are read
/// on y.
///
/// - ``fromBaseline``: every area's lower edge lies on the baseline (zero, or the lowest
///   value drawn when the axis does not reach zero): each value is the area's upper edge.
///   Several such areas overlap (Swift Charts' `.unstacked`), each showing its own values
///   (matplotlib's `fill_between(x, y)`, Vega-Lite's `stack: null`).
/// - ``stacked``: some area's lower edge leaves the baseline, and wherever it does it lies on
///   another area's upper edge: stacked segments (matplotlib's `stackplot`, Vega-Lite's
///   default stack), each value the area's thickness there. Reading the upper edge would
///   state the running total as the series' value.
/// - ``ranges``: some area's lower edge is neither on the baseline nor on another area (a
///   band such as `fill_between(x, low, high)`, Vega-Lite's `errorband`, a stream graph):
///   each area is read as the range it spans, from its lower to its upper edge.
enum DrawnAreaLayout: Equatable, Sendable {
  case fromBaseline
  case stacked
  case ranges

  /// How far apart, in SVG user units, two edges may be and still touch: half a pixel, as
  /// the axes' fit (``AxisScaleFit/tolerance``).
  static let touching = AxisScaleFit.tolerance

  /// An area's two edges at one x, in SVG user units: its vertex farthest from the baseline
  /// (`outer`) and its vertex nearest to it (`inner`, `nil` when the outline has one vertex
  /// at that x and so closes to the baseline elsewhere; equal to `outer` where the area is
  /// thinner than the drawing shows).
  struct Edges: Equatable, Sendable {
    var x: Double
    var outer: Double
    var inner: Double?
  }

  /// An area outline's edges, one per distinct x (to a thousandth of a unit), in x order.
  ///
  /// - Parameters:
  ///   - points: The outline's vertices.
  ///   - axis: The value axis (y).
  ///   - baseline: The value the areas are drawn from.
  /// - Returns: The edges; vertices the axis gives no number for are left out.
  /// - Complexity: O(*n* log *n*) for *n* vertices.
  static func edges(_ points: [SVGPoint], on axis: RecoveredAxis, baseline: Double) -> [Edges] {
    var byX: [Double: [(pixel: Double, distance: Double)]] = [:]
    for point in points {
      guard case .number(let value)? = axis.value(at: point.y) else { continue }
      byX[(point.x * 1000).rounded() / 1000, default: []].append((point.y, abs(value - baseline)))
    }
    return byX.keys.sorted().compactMap { key in
      guard let vertices = byX[key],
        let outer = vertices.max(by: { $0.distance < $1.distance }),
        let inner = vertices.min(by: { $0.distance < $1.distance })
      else { return nil }
      return Edges(x: key, outer: outer.pixel, inner: vertices.count > 1 ? inner.pixel : nil)
    }
  }

  /// The value the areas are drawn from: zero, or the lowest value of any vertex when that
  /// is above zero (an axis that does not reach zero).
  ///
  /// - Complexity: O(*n*) for *n* vertices.
  static func baseline(of outlines: [[SVGPoint]], on axis: RecoveredAxis) -> Double {
    var lowest = Double.infinity
    for point in outlines.joined() {
      if case .number(let value)? = axis.value(at: point.y) { lowest = min(lowest, value) }
    }
    return lowest.isFinite && lowest > 0 ? lowest : 0
  }

  /// The layout of areas drawn along a value axis, by the rule above.
  ///
  /// - Parameters:
  ///   - areas: Every area's edges, of every series.
  ///   - axis: The value axis.
  ///   - baseline: The value the areas are drawn from (``baseline(of:on:)``).
  /// - Returns: ``fromBaseline`` on a log or time axis, or when every inner edge is on the
  ///   baseline to the reading's resolution; else ``stacked`` or ``ranges``.
  /// - Complexity: O(*p*) on average for *p* positions of all areas: outer edges are filed in
  ///   cells of ``touching`` units, and each inner edge looks in its neighbouring cells.
  static func of(_ areas: [[Edges]], on axis: RecoveredAxis, baseline: Double) -> DrawnAreaLayout {
    guard case .linear = axis.scale else { return .fromBaseline }
    func onBaseline(_ pixel: Double) -> Bool {
      guard case .number(let value)? = axis.value(at: pixel) else { return false }
      return abs(value - baseline) <= (axis.resolution(at: pixel) ?? 0)
    }
    var outers: [TouchCell: [Int]] = [:]
    for (index, area) in areas.enumerated() {
      for edge in area { outers[TouchCell(edge.x, edge.outer), default: []].append(index) }
    }
    var leaves = false
    for (index, area) in areas.enumerated() {
      for edge in area {
        guard let inner = edge.inner, !onBaseline(inner) else { continue }
        leaves = true
        let cell = TouchCell(edge.x, inner)
        let sitsOnAnother = cell.neighbours.contains { neighbour in
          outers[neighbour]?.contains { $0 != index } == true
        }
        if !sitsOnAnother { return .ranges }
      }
    }
    return leaves ? .stacked : .fromBaseline
  }
}
