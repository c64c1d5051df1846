import ChartModel

extension KindAnalysis {
  /// The kind of an analysed chart, by the first check that recognises it, or `nil` for a
  /// chart read as series over x (docs/chart-kinds.md says what each check looks for).
  ///
  /// - Parameter analysis: The analysis, complete but for its ``ChartAnalysis/kind``.
  /// - Returns: The first recognised kind with its facts, or `nil`.
  /// - Complexity: that of the recognising kind's reading, O(*n* log *n*) at most for *n*
  ///   observations.
  static func recognise(_ analysis: ChartAnalysis) -> KindAnalysis? {
    if let scatter = ScatterReading.recognise(analysis) { return .scatter(scatter) }
    if let pie = PieReading.recognise(analysis) { return .pie(pie) }
    return nil
  }
}
