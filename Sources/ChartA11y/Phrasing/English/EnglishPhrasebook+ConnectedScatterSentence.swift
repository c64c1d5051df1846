import ChartModel

extension EnglishPhrasebook {
  /// A connected scatter plot's sentence in English.
  ///
  ///     The path connects 55 points in order of Year, from 1956 at (Miles 3,675, Gas 2.38)
  ///     to 2010 at (Miles 9,596, Gas 2.61).
  ///     The path connects 372 points the file keeps, in data order, from (x 0, y 0) to …
  ///     Overall it moves to higher Miles (3,675 to 11,000) and higher Gas (2.38 to 2.79).
  ///
  /// - Complexity: O(1).
  func connectedScatterSentence(_ sentence: ConnectedScatterSentence) -> String {
    switch sentence {
    case .ends(
      let series, let start, let end, let orderLabel, let orderIsTime, let points, let keptOnly,
      let xTitle, let yTitle):
      let prefix = series.map { "\($0): the" } ?? "The"
      let order = orderLabel.map { "in order of \($0)" } ?? "in data order"
      let kept = keptOnly ? " the file keeps," : ""
      return "\(prefix) path connects \(phrase(points))\(kept) \(order), from "
        + place(start, orderIsTime: orderIsTime, x: xTitle, y: yTitle) + " to "
        + place(end, orderIsTime: orderIsTime, x: xTitle, y: yTitle) + "."
    case .direction(
      let series, let xChange, let yChange, let start, let end, let xTitle, let yTitle):
      let prefix = series.map { "\($0): overall" } ?? "Overall"
      func change(_ sign: Int, _ title: String, _ from: Phrase, _ to: Phrase) -> String {
        switch sign {
        case 1: return "higher \(title) (\(phrase(from)) to \(phrase(to)))"
        case -1: return "lower \(title) (\(phrase(from)) to \(phrase(to)))"
        default: return "the same \(title) (\(phrase(from)))"
        }
      }
      return "\(prefix) it moves to \(change(xChange, xTitle, start.x, end.x)) and "
        + "\(change(yChange, yTitle, start.y, end.y))."
    case .inBrief(let start, let end, let xTitle, let yTitle, let brief):
      let from = start.order.map { "from \($0)" } ?? "from its start"
      let to = end.order.map { "to \($0)" } ?? "to its end"
      if brief { return "A path \(from) \(to)." }
      return "A path \(from) at (\(xTitle) \(phrase(start.x)), \(yTitle) \(phrase(start.y))) "
        + "\(to) at (\(xTitle) \(phrase(end.x)), \(yTitle) \(phrase(end.y)))."
    }
  }

  /// "1956 at (Miles 3,675, Gas 2.38)", "Step 1 at (Miles 3,675, Gas 2.38)", or without an
  /// ordering value "(Miles 3,675, Gas 2.38)".
  private func place(
    _ end: ConnectedScatterSentence.End, orderIsTime: Bool, x: String, y: String
  ) -> String {
    let point = "(\(x) \(phrase(end.x)), \(y) \(phrase(end.y)))"
    guard let order = end.order else { return point }
    return "\(order) at \(point)"
  }
}
