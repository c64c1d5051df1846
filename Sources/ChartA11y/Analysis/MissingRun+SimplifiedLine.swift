import ChartModel

extension MissingRun {
  /// The runs of a simplified line (``ChartModel/SimplifiedLine``) that are missing data.
  ///
  /// Those are the runs just before a stroke starts again (matplotlib breaks a line at
  /// missing values). A run inside a stroke may be vertices the simplification left out, as
  /// they lie on the segment drawn through them, and is not missing data.
  ///
  /// Without a cadence no gap is found, and the line is still read as the vertices it keeps.
  ///
  /// - Parameters:
  ///   - runs: The series' runs (``periods(in:unit:weekdaysOnly:)`` or ``steps(in:)``).
  ///   - line: The line's reading.
  ///   - observations: The series' observations, which the runs' `before` index.
  ///   - hasCadence: Whether the series' positions have a cadence that gaps are found by (a
  ///     calendar unit or a regular step).
  /// - Returns: The runs at breaks, or `nil` when every position between the line's ends has
  ///   a kept vertex (nothing was left out): then the line reads as its data.
  /// - Complexity: O(*r*) in the runs.
  static func atBreaks(
    _ runs: [MissingRun], of line: SimplifiedLine, in observations: [Observation],
    hasCadence: Bool
  ) -> [MissingRun]? {
    let atBreaks = runs.filter { run in
      run.before.map { line.strokeStarts.contains(observations[$0].x) } ?? false
    }
    guard atBreaks.count < runs.count || !hasCadence else { return nil }
    return atBreaks
  }
}
