/// How a line or area is drawn between points (Swift Charts' `InterpolationMethod`).
///
/// Interpolation is visual only and never changes values.
public enum InterpolationMethod: String, CaseIterable, Codable, Sendable {
  /// Straight segments.
  case linear
  /// A monotone cubic curve.
  case monotone
  /// A Catmull–Rom spline.
  case catmullRom
  /// A cardinal spline.
  case cardinal
  /// Steps that change at each point's start.
  case stepStart
  /// Steps that change midway between points.
  case stepCenter
  /// Steps that change at each point's end.
  case stepEnd
}
