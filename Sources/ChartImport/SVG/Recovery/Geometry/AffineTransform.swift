import ChartModel
import Foundation

/// A 2-D affine transform as SVG writes it, `matrix(a b c d e f)`: a point (x, y) maps to
/// (a·x + c·y + e, b·x + d·y + f).
///
/// Source: SVG 1.1 §7.4 and §7.6 (the `transform` attribute) and CSS Transforms 1 §12.
public struct AffineTransform: Hashable, Sendable {
  /// The matrix entries, in SVG's order.
  public var a, b, c, d, e, f: Double

  /// The identity.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

  /// A transform from its six matrix entries.
  public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
    (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
  }

  /// `translate(tx ty)`.
  public static func translation(_ tx: Double, _ ty: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, e: tx, f: ty)
  }

  /// `scale(sx sy)`.
  public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
    AffineTransform(a: sx, b: 0, c: 0, d: sy, e: 0, f: 0)
  }

  /// `rotate(degrees)` about the origin; positive angles turn clockwise on screen.
  public static func rotation(degrees: Double) -> AffineTransform {
    let radians = degrees * .pi / 180
    return AffineTransform(
      a: cos(radians), b: sin(radians), c: -sin(radians), d: cos(radians), e: 0, f: 0)
  }

  /// `skewX(degrees)`.
  public static func skewX(degrees: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: tan(degrees * .pi / 180), d: 1, e: 0, f: 0)
  }

  /// `skewY(degrees)`.
  public static func skewY(degrees: Double) -> AffineTransform {
    AffineTransform(a: 1, b: tan(degrees * .pi / 180), c: 0, d: 1, e: 0, f: 0)
  }

  /// This transform applied after `inner`: `self.concatenating(inner).apply(p)` is
  /// `self.apply(inner.apply(p))`, as a parent's transform applies after its child's.
  public func concatenating(_ inner: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
      c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
      e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
  }

  /// The transformed point.
  public func apply(_ point: SVGPoint) -> SVGPoint {
    SVGPoint(x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f)
  }

  /// Whether every entry is finite.
  public var isFinite: Bool {
    [a, b, c, d, e, f].allSatisfy(\.isFinite)
  }

  /// Whether the transform keeps axis-aligned rectangles axis-aligned (no rotation or skew
  /// other than by multiples of 90°).
  public var preservesAxes: Bool {
    (b == 0 && c == 0) || (a == 0 && d == 0)
  }
}
