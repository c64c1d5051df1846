/// Whether an axis or the legend is shown, as SwiftUI's `Visibility`.
///
/// Hiding is for the eye only: a hidden axis or legend is still described.
public enum Visibility: String, CaseIterable, Hashable, Sendable {
  /// Shown or hidden as Swift Charts decides: shown.
  case automatic
  /// Shown.
  case visible
  /// Hidden for the eye.
  case hidden

  /// The spec's `hidden` member: `true`, `false`, or `nil` for automatic.
  var isHidden: Bool? {
    switch self {
    case .automatic: return nil
    case .visible: return false
    case .hidden: return true
    }
  }
}
