/// One lane's receiver of the marked inversions of a digit-wise pass
/// (``InversionCounter/forEachMarkedInversion(ofPermutation:lanes:concurrently:)``).
///
/// A lane meets its inversions in a fixed order and marks those reached by a walk of gaps
/// from ``firstMark``: a gap of 1 marks every inversion, geometric gaps a Bernoulli sample.
/// Each lane walks only its own inversions, so two lanes can run on two threads at once.
protocol InversionMarks: Sendable {
  /// The index, in this lane's order, of its first marked inversion (0 for the first one);
  /// `Int.max` marks none.
  var firstMark: Int { get }

  /// Receives a marked inversion and returns the gap to the next mark.
  ///
  /// - Parameters:
  ///   - earlier: The earlier (greater) value of the inversion.
  ///   - later: The later (smaller) value.
  /// - Returns: The gap to the next marked inversion, 1 or more.
  mutating func mark(_ earlier: Int32, _ later: Int32) -> Int
}
