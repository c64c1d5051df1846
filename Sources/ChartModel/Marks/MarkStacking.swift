/// How marks at the same position combine (Swift Charts' `MarkStackingMethod`).
///
/// Stacking is visual: observations keep their own values, and totals per position are
/// derived facts.
public enum MarkStacking: String, CaseIterable, Codable, Sendable {
  /// Values stack on one another from zero. Swift Charts' default for bars and areas.
  case standard
  /// Values are drawn from zero, overlapping.
  case unstacked
  /// Stacks are scaled to the same height, showing shares of the total.
  case normalized
  /// Stacks are centred on zero (a stream graph).
  case center
}
