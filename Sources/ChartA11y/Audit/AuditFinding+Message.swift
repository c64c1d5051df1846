import Foundation

extension AuditFinding.Message {
  /// A number with a fixed count of decimals, locale-free (`2.58`).
  static func number(_ value: Double, decimals: Int) -> String {
    String(format: "%.\(decimals)f", locale: Locale(identifier: "en_US_POSIX"), value)
  }
}
