/// How an annotation is aligned, as SwiftUI's `Alignment`.
///
/// Visual only.
public enum Alignment: String, CaseIterable, Hashable, Sendable {
  /// Centred.
  case center
  /// At the leading edge.
  case leading
  /// At the trailing edge.
  case trailing
  /// At the top.
  case top
  /// At the bottom.
  case bottom
  /// At the top leading corner.
  case topLeading
  /// At the top trailing corner.
  case topTrailing
  /// At the bottom leading corner.
  case bottomLeading
  /// At the bottom trailing corner.
  case bottomTrailing
}
