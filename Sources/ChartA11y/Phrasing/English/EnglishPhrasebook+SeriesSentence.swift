extension EnglishPhrasebook {
  /// - Complexity: O(1).
  func sentence(_ sentence: SeriesSentence) -> String {
    switch sentence {
    case .rowsWithoutValue(let count):
      let rows = ValueFormatter.number(Double(count))
      return count == 1
        ? "\(rows) row has no value and is left out."
        : "\(rows) rows have no value and are left out."
    case .valuesLeftOutOfTrend(let count):
      let values = ValueFormatter.number(Double(count))
      return count == 1
        ? "\(values) value is not a finite number and is left out of the trend tests."
        : "\(values) values are not finite numbers and are left out of the trend tests."
    }
  }
}
