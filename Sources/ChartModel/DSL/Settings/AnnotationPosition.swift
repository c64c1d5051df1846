/// Where an annotation is drawn relative to its mark, as Swift Charts' `AnnotationPosition`.
///
/// Visual only.
public enum AnnotationPosition: String, CaseIterable, Hashable, Sendable {
  /// Where Swift Charts decides.
  case automatic
  /// Above the mark.
  case top
  /// Below the mark.
  case bottom
  /// Before the mark.
  case leading
  /// After the mark.
  case trailing
  /// Over the mark.
  case overlay
  /// Above and before the mark.
  case topLeading
  /// Above and after the mark.
  case topTrailing
  /// Below and before the mark.
  case bottomLeading
  /// Below and after the mark.
  case bottomTrailing
}
