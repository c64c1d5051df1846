import ChartModel

extension EnglishPhrasebook {
  /// The most outliers named one by one; the rest are counted.
  static let maximumListedOutliers = 5

  /// - Complexity: O(*n*) in the length of the sentence.
  func sentence(_ sentence: KindSentence) -> String {
    switch sentence {
    case .relationship(let relationship, let x, let y, let scope, let alpha):
      return self.relationship(relationship, x: x, y: y, scope: scope, alpha: alpha)
    case .relationshipInBrief(let relationship, let x, let y, let alpha, let words):
      guard let chosen = relationship.significant(alpha: alpha) else {
        return relationship.pearson == nil
          ? "No relationship can be measured."
          : "No significant relationship between \(x.title) and \(y.title)."
      }
      let named = self.strength(chosen)
      return words ? "\(named): \(self.words(chosen, x: x, y: y))." : "\(named)."
    case .outliers(let relationship, let x, let y):
      let cutoff = ValueFormatter.number(ScatterRelationship.outlierCutoff)
      let rule =
        "far from the least-squares line (residual more than \(cutoff) MADs from the median)"
      let outliers = relationship.outliers
      if outliers.isEmpty { return "No point lies \(rule)." }
      let listed = outliers.prefix(Self.maximumListedOutliers).map { point in
        let name = point.label.map { "\($0): " } ?? ""
        return "\(name)\(x.title) \(AxisPhrasing.number(point.x, on: x)), "
          + "\(y.title) \(AxisPhrasing.number(point.y, on: y))"
      }
      let more = outliers.count - listed.count
      let rest = more > 0 ? "; and \(phrase(.count(more, .point))) more" : ""
      let verb = outliers.count == 1 ? "lies" : "lie"
      return "\(phrase(.count(outliers.count, .point))) \(verb) \(rule): "
        + listed.joined(separator: "; ") + "\(rest)."
    }
  }

  /// "Strong negative relationship across all 392 points: Miles_per_Gallon falls as Horsepower
  /// rises (Pearson r = -0.778, p < 0.001; Spearman ρ = -0.853, p < 0.001)."
  private func relationship(
    _ relationship: ScatterRelationship, x: AxisDescriptor, y: AxisDescriptor,
    scope: KindSentence.Scope, alpha: Double
  ) -> String {
    let count = phrase(.count(relationship.pointCount, .point))
    let within: String
    switch scope {
    case .allPoints: within = "across all \(count)"
    case .group(let name): within = "within \(name) (\(count))"
    }
    guard relationship.pointCount >= 3 else {
      return "No relationship can be measured \(within): at least 3 points are needed."
    }
    guard let pearson = relationship.pearson, let spearman = relationship.spearman else {
      let constant = relationship.line == nil ? x.title : y.title
      return "No relationship can be measured \(within): \(constant) does not vary."
    }
    let evidence =
      "Pearson r = \(ValueFormatter.number(pearson.coefficient)), "
      + "\(TrendSentence.pValue(pearson.p)); Spearman ρ = "
      + "\(ValueFormatter.number(spearman.coefficient)), \(TrendSentence.pValue(spearman.p))"
    guard let chosen = relationship.significant(alpha: alpha) else {
      return "No significant relationship between \(x.title) and \(y.title) \(within) "
        + "(\(evidence))."
    }
    return "\(strength(chosen)) \(within): \(words(chosen, x: x, y: y)) (\(evidence))."
  }

  /// "Strong negative relationship", "Moderate positive monotonic relationship" (Spearman).
  private func strength(_ chosen: Correlation) -> String {
    let strength = RelationshipStrength(chosen.coefficient).rawValue
    let kind: String
    switch chosen.method {
    case .pearson: kind = ""
    case .spearman: kind = " monotonic"
    }
    return "\(strength.prefix(1).uppercased())\(strength.dropFirst()) "
      + "\(chosen.coefficient > 0 ? "positive" : "negative")\(kind) relationship"
  }

  /// "Miles_per_Gallon falls as Horsepower rises".
  private func words(_ chosen: Correlation, x: AxisDescriptor, y: AxisDescriptor) -> String {
    "\(y.title) \(chosen.coefficient > 0 ? "rises" : "falls") as \(x.title) rises"
  }
}
