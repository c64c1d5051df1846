import ChartModel

extension SummaryStatistics {
  /// Every position holding a value, in axis order, each once (two outliers of one box are
  /// one position): the positions tied for a series' minimum or maximum (``minimum`` and
  /// ``maximum`` hold only the first).
  ///
  ///     SummaryStatistics.positions(of: 7, in: bars)   // [A, B, D] when A, B and D are 7
  ///
  /// - Parameters:
  ///   - value: The value, such as `summary.maximum.value`.
  ///   - observations: The series' observations, in axis order.
  /// - Returns: The distinct positions of the observations whose main value equals `value`.
  /// - Complexity: O(*n*).
  public static func positions(of value: Double, in observations: [Observation]) -> [DataValue] {
    var seen: Set<DataValue> = []
    return observations.lazy.filter { $0.value == value }.map(\.x).filter {
      seen.insert($0).inserted
    }
  }
}
