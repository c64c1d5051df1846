import ChartA11y

/// The report formats of `audit`.
enum AuditFormat: String, CaseIterable, ArgumentValue {
  case text, json, sarif, junit, github
}

extension AuditSeverity: ArgumentValue {}

/// `--shard i/n`: the i-th of n equal parts of the sorted file list (1-based), so a CI matrix can
/// split the work.
struct AuditShard: ArgumentValue, Hashable {
  /// Which part, from 1.
  var index: Int
  /// How many parts.
  var count: Int

  init?(argument: String) {
    let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else { return nil }
    self.index = index
    self.count = count
  }

  static var allValueStrings: [String] { [] }
  var argumentText: String? { "\(index)/\(count)" }

  /// Whether the file at a position of the sorted list belongs to this shard (round robin, so
  /// shards stay balanced when large files sort together).
  func contains(position: Int) -> Bool {
    position % count == index - 1
  }
}
