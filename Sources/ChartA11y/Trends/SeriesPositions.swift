/// The numeric positions of a series' finite values (calendar periods for dates), held as
/// an array only when they are not consecutive steps.
///
/// A daily series or one numbered 0, 1, 2, ... has positions `origin + i`; at ten million
/// values not storing them saves 80 MB.
struct SeriesPositions: RandomAccessCollection, Sendable {
  /// The first position; position `i` is `origin + Double(i)` when there is no array.
  private let origin: Double
  /// The positions, when they are not `origin + Double(i)` (bit for bit) for every `i`.
  private let explicit: [Double]?
  /// `0`.
  let startIndex = 0
  /// The number of positions.
  let endIndex: Int

  /// Positions `origin + Double(i)` for `i < count`.
  ///
  /// - Parameters:
  ///   - origin: The first position.
  ///   - count: The number of positions.
  init(stepsFrom origin: Double, count: Int) {
    self.origin = origin
    explicit = nil
    endIndex = count
  }

  /// The positions `position(0)`, ..., `position(count - 1)`, stored only when they are not
  /// consecutive steps from the first.
  ///
  /// - Parameters:
  ///   - count: The number of positions, at least 1.
  ///   - position: The position of each index; it is called once per index for steps, and
  ///     up to twice for other positions.
  /// - Complexity: O(count).
  init(count: Int, position: (Int) -> Double) {
    let origin = position(0)
    var index = 1
    while index < count && position(index) == origin + Double(index) { index += 1 }
    self.origin = origin
    explicit = index == count ? nil : (0..<count).map(position)
    endIndex = count
  }

  /// The position at `index`.
  subscript(index: Int) -> Double { explicit?[index] ?? origin + Double(index) }

  /// The median position, as ``Selection/median(_:)`` computes it.
  ///
  /// - Precondition: At least one position.
  /// - Complexity: O(1) for steps (already sorted: the middle one, or the midpoint of the
  ///   middle two), else expected O(n).
  func median() -> Double {
    precondition(endIndex > 0, "the median of no positions")
    if let explicit { return Selection.median(explicit) }
    let upper = self[endIndex / 2]
    return endIndex % 2 == 1 ? upper : Selection.midpoint(self[endIndex / 2 - 1], upper)
  }
}
