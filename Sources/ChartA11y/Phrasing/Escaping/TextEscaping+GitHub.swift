import Foundation

extension TextEscaping {
  /// Escapes a GitHub workflow command's message: `%` → `%25`, CR → `%0D`, LF → `%0A` (GitHub's
  /// `toCommandValue`), and other controls (which would recolour the log; ``isControl(_:)``) as
  /// visible `\u{…}`, so data cannot start a new command.
  ///
  /// - Complexity: O(*n*).
  static func gitHubMessage(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: appendVisible(scalar, to: &result)
      }
    }
    return result
  }

  /// Escapes a GitHub workflow command's property value: as ``gitHubMessage(_:)``, and
  /// `:` → `%3A`, `,` → `%2C` (GitHub's `escapeProperty`).
  ///
  /// - Complexity: O(*n*).
  static func gitHubProperty(_ text: String) -> String {
    gitHubMessage(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
