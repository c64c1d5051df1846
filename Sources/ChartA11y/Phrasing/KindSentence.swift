/// A sentence about a recognised kind's facts (``KindAnalysis``), by what it says; a
/// ``Phrasebook`` words it.
enum KindSentence: Sendable {
  /// Which points a scatter plot's sentence is about.
  enum Scope: Sendable {
    /// Every point of the chart.
    case allPoints
    /// One colour group's points.
    case group(String)
  }

  /// L3: how y goes with x over a scope's points, with the evidence, at the trend tests'
  /// significance level.
  case relationship(
    ScatterRelationship, x: AxisDescriptor, y: AxisDescriptor, scope: Scope, alpha: Double)
  /// The short alt text's finding: the relationship's words without evidence or scope,
  /// "Strong negative relationship: Miles_per_Gallon falls as Horsepower rises.", or with
  /// `words` false only "Strong negative relationship.".
  case relationshipInBrief(
    ScatterRelationship, x: AxisDescriptor, y: AxisDescriptor, alpha: Double, words: Bool)
  /// L3: the points far from the least-squares line (none said as none), for a relationship
  /// with a line (at least 3 points, x not constant).
  case outliers(ScatterRelationship, x: AxisDescriptor, y: AxisDescriptor)
}
