import ChartImport
import ChartModel

/// The level-3 sentence about a series too short for a trend test, read as drawn.
///
/// "It falls at every step, from 8.1% in 2020 to 3.6% in 2022 (by 2.7 and 1.8 percentage
/// points)." or "It rises from 2 in Q1 to 5 in Q2, then falls to 3 in Q3.", then, once per
/// chart: "3 values are too few for a trend test (Mann–Kendall needs 5 at α = 0.05)." A monotone
/// short series is never said to have no trend (docs/trends.md, "Short series").
struct SequenceSentence {
  /// The most steps whose changes are listed.
  ///
  /// - Note: A reading limit chosen for this tool: five changes are about as many as one
  ///   spoken clause can carry; longer sequences exist only at very small α.
  static let maximumListedChanges = 5

  /// The sentence.
  let text: String

  /// The sentence of a sequence.
  ///
  /// - Parameters:
  ///   - sequence: The series' sequence.
  ///   - keyAxis: The axis its positions lie on.
  ///   - valueAxis: The axis its values lie on.
  ///   - alpha: The chart's significance level.
  ///   - explainsTestSize: Whether the sentence says why no test was made: for the chart's
  ///     first short series only, so that a chart of many says it once.
  ///   - statesTests: Whether that reason names the test and its α (``Verbosity/detailed``);
  ///     otherwise "3 values are too few to test for a trend.".
  init(
    _ sequence: ShortSequence, keyAxis: AxisDescriptor, valueAxis: AxisDescriptor, alpha: Double,
    explainsTestSize: Bool = true, statesTests: Bool = true
  ) {
    func point(_ index: Int) -> String {
      let point = sequence.points[index]
      return "\(AxisPhrasing.number(point.value, on: valueAxis)) "
        + AxisPhrasing.at(point.x, on: keyAxis)
    }
    let last = sequence.points.count - 1
    var text: String
    switch sequence.monotoneDirection {
    case .rises?, .falls?:
      let verb = sequence.monotoneDirection == .rises ? "rises" : "falls"
      let every = last == 1 ? "" : " at every step"
      text = "It \(verb)\(every), from \(point(0)) to \(point(last))"
      if last > 1, last <= Self.maximumListedChanges, valueAxis.kind != .temporal {
        text += " (\(Self.steps(sequence, on: valueAxis)))"
      }
    case .stays?:
      text =
        "It stays at \(AxisPhrasing.number(sequence.points[0].value, on: valueAxis)) from "
        + "\(AxisPhrasing.value(sequence.points[0].x, on: keyAxis)) to "
        + AxisPhrasing.value(sequence.points[last].x, on: keyAxis)
    case nil:
      text = Self.runs(sequence, point: point, keyAxis: keyAxis)
    }
    let count = sequence.points.count
    text += "."
    if explainsTestSize, !statesTests {
      text += " \(count) values are too few to test for a trend."
    } else if explainsTestSize {
      text +=
        " \(count) values are too few for a trend test (Mann–Kendall needs "
        + "\(sequence.minimumTestSize) at α = \(ValueFormatter.number(alpha)))."
    }
    self.text = text
  }

  /// The steps of a monotone sequence as the value axis draws them: differences ("by 9, 90
  /// and 900") on a linear axis, factors on a logarithmic one, where equal distances are
  /// equal ratios ("each time multiplied by 10", "multiplied by 10, 9.5 and 11"), to two
  /// significant digits.
  private static func steps(_ sequence: ShortSequence, on valueAxis: AxisDescriptor) -> String {
    let values = sequence.points.map(\.value)
    guard case .log = valueAxis.scale.kind, values.allSatisfy({ $0 > 0 }) else {
      return "by \(AxisPhrasing.changes(sequence.changes, on: valueAxis))"
    }
    let factors = zip(values, values.dropFirst()).map {
      ValueFormatter.number(TrendSentence.twoDigits($1 / $0))
    }
    if Set(factors).count == 1 { return "each time multiplied by \(factors[0])" }
    return "multiplied by \(ListPhrasing.joined(factors))"
  }

  /// "It rises from 2 in Q1 to 5 in Q2, then falls to 3 in Q3, then stays at 3 until Q4",
  /// without a final period.
  private static func runs(
    _ sequence: ShortSequence, point: (Int) -> String, keyAxis: AxisDescriptor
  ) -> String {
    var clauses: [String] = []
    for (position, run) in sequence.runs.enumerated() {
      let from = position == 0 ? " from \(point(run.start))" : ""
      switch run.direction {
      case .rises: clauses.append("rises\(from) to \(point(run.end))")
      case .falls: clauses.append("falls\(from) to \(point(run.end))")
      case .stays:
        let until = AxisPhrasing.value(sequence.points[run.end].x, on: keyAxis)
        clauses.append(
          position == 0
            ? "stays at \(point(run.start)) until \(until)" : "stays there until \(until)")
      }
    }
    return "It " + clauses.joined(separator: ", then ")
  }
}
