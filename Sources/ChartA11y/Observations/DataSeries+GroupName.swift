import ChartModel

extension DataSeries {
  /// The series' colour (or other) group as a reader names it: the values that define it
  /// ("1931"; several joined by ", "), or its name for a series without any.
  ///
  /// A series' ``name`` may carry its mark ("1931 (point)") when one group is drawn by several
  /// marks; the group's name does not, so a group drawn by a point and a rule is named once.
  ///
  /// - Complexity: O(*p*) in the series-defining values.
  public var groupName: String {
    guard !identity.isEmpty else { return name }
    return identity.parts.map { ValueFormatter.text(of: $0.value) }.joined(separator: ", ")
  }
}
