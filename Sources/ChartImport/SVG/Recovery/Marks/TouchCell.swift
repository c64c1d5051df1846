import ChartModel

/// A place in a drawing, filed in cells of ``AxisScaleFit/tolerance`` units (half a pixel) on
/// two axes, so that edges that touch are found by hashing: a match is sought in the
/// neighbouring cells, so places within about one to two times the tolerance meet.
///
/// Used by ``DrawnBarLayout`` (a bar's end on another bar's) and ``DrawnAreaLayout`` (an
/// area's lower edge on another area's upper edge).
struct TouchCell: Hashable, Sendable {
  var first: Int
  var second: Int

  /// The cell of a place.
  ///
  /// - Parameters:
  ///   - first: The place on one axis, in SVG user units.
  ///   - second: The place on the other axis, in SVG user units.
  init(_ first: Double, _ second: Double) {
    // Clamped so that a drawing's huge or non-finite coordinates never trap on conversion.
    func cell(_ value: Double) -> Int {
      let scaled = (value / AxisScaleFit.tolerance).rounded()
      guard scaled.isFinite else { return 0 }
      return Int(max(-1e15, min(1e15, scaled)))
    }
    (self.first, self.second) = (cell(first), cell(second))
  }

  private init(cells first: Int, _ second: Int) { (self.first, self.second) = (first, second) }

  /// This cell and the eight around it.
  var neighbours: [TouchCell] {
    (-1...1).flatMap { d1 in (-1...1).map { d2 in TouchCell(cells: first + d1, second + d2) } }
  }

  /// Whether this cell or one next to it is in the set.
  ///
  /// - Complexity: O(1) on average.
  func isNear(_ cells: Set<TouchCell>) -> Bool {
    neighbours.contains { cells.contains($0) }
  }
}
