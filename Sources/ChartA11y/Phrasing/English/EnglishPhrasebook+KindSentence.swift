import ChartModel

extension EnglishPhrasebook {
  /// - Complexity: O(*n*) in the length of the sentence.
  func sentence(_ sentence: KindSentence) -> String {
    switch sentence {
    case .whiskerRule(let rule):
      switch rule {
      case .nothingBeyond:
        return "No points are drawn beyond the whiskers: they reach the lowest and highest "
          + "values drawn."
      case .interquartileMultiple(let multiple):
        return "The whiskers reach the furthest values within \(phrase(.number(multiple))) "
          + "interquartile ranges (box heights) of the box; points beyond are outliers."
      case .pointsBeyond:
        return "Points beyond the whiskers are drawn as outliers."
      }
    case .box(let group, let median, let quartiles, let whiskers, let outliers):
      var text =
        "\(opening(group)): median \(phrase(median)), quartiles \(phrase(quartiles.0)) to "
        + "\(phrase(quartiles.1)), whiskers \(phrase(whiskers.0)) to \(phrase(whiskers.1))"
      if !outliers.isEmpty {
        let count =
          outliers.count == 1 ? "1 outlier" : "\(phrase(.number(Double(outliers.count)))) outliers"
        text += "; \(count), \(phrase(.list(outliers)))"
      }
      return text + "."
    case .outlierTotal(let count, let boxes):
      let outliers = count == 1 ? "1 outlier" : "\(phrase(.number(Double(count)))) outliers"
      let of = boxes == 1 ? "1 box" : "\(phrase(.number(Double(boxes)))) boxes"
      return "\(outliers) in all, beyond the whiskers of \(of)."
    case .medianExtremes(let highest, let high, let lowest, let low, let brief):
      if brief {
        return "Highest median: \(phrase(.list(highest))), \(phrase(high)); lowest: "
          + "\(phrase(.list(lowest))), \(phrase(low))."
      }
      let share = { (names: [Phrase]) in names.count == 1 ? "has" : "share" }
      return "\(opening(.list(highest))) \(share(highest)) the highest median, \(phrase(high)); "
        + "\(phrase(.list(lowest))) \(lowest.count == 1 ? "has" : "share") the lowest, "
        + "\(phrase(low))."
    case .highestMedian(let names):
      return "Highest median: \(phrase(.list(names)))."
    case .sameMedian(let median):
      return "Every box has the same median, \(phrase(median))."
    case .unlistedBoxes(let count):
      return "\(phrase(.number(Double(count)))) more boxes are not listed one by one."
    }
  }
}
