import ChartModel

extension AuditFinding {
  /// The `unused-suppression` finding for the suppression at an index of `audit.suppressions`.
  ///
  /// - Parameters:
  ///   - suppression: The suppression that covered no finding.
  ///   - index: Its index in `audit.suppressions`.
  /// - Returns: A note at `$.audit.suppressions[index]`, saying when its rule id names nothing
  ///   in ``AuditRegistry/catalogue``.
  public static func unusedSuppression(_ suppression: AuditSuppression, at index: Int)
    -> AuditFinding
  {
    let place = suppression.path.map { " at \($0)" } ?? ""
    let known =
      AuditRegistry.metadata(withID: suppression.rule) == nil ? " (no rule has this id)" : ""
    return AuditFinding(
      .unusedSuppression,
      "the suppression of '\(suppression.rule)'\(place)\(known) covers no finding; remove it",
      at: SpecPath.root.appending("audit").appending("suppressions").appending(index: index))
  }
}
