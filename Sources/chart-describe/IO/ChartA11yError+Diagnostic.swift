import ChartA11y

extension ChartA11yError {
  /// The place and message of the error line for this error, terminal-safe: an invalid SVG's
  /// line (`line 3`) and `invalid SVG: reason`, else no place and the description.
  var diagnostic: (place: String?, message: String) {
    switch kind {
    case .invalidSVG(let line, let reason):
      return (line.map { "line \($0)" }, "invalid SVG: \(TextEscaping.terminal(reason))")
    case .insufficientData, .emptySeries, .noChartData:
      return (nil, TextEscaping.terminal(description))
    }
  }
}
