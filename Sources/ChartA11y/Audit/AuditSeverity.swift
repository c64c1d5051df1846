/// How serious an audit finding is, in increasing order.
public enum AuditSeverity: String, CaseIterable, Codable, Sendable, Comparable {
  /// Worth knowing; never fails a build unless `--fail-on note`.
  case note
  /// Likely to make the chart harder to use; fails a build with `--fail-on warning`.
  case warning
  /// Makes information unavailable to some readers; fails a build by default.
  case error

  /// Orders `note < warning < error`.
  public static func < (left: AuditSeverity, right: AuditSeverity) -> Bool {
    left.rank < right.rank
  }

  private var rank: Int {
    switch self {
    case .note: return 0
    case .warning: return 1
    case .error: return 2
    }
  }
}
