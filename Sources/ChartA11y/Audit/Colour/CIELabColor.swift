import ChartModel
import Foundation

/// A colour in CIE 1976 L\*a\*b\* under the D65 white point.
public struct CIELabColor: Hashable, Sendable {
  /// Lightness, 0 (black) to 100 (white).
  public var lightness: Double
  /// The green (negative) to red (positive) axis.
  public var a: Double
  /// The blue (negative) to yellow (positive) axis.
  public var b: Double

  /// Creates a colour from its coordinates.
  public init(lightness: Double, a: Double, b: Double) {
    self.lightness = lightness
    self.a = a
    self.b = b
  }

  /// Converts an sRGB colour: linear RGB to CIE XYZ with the sRGB (IEC 61966-2-1) matrix, then
  /// XYZ to L\*a\*b\* relative to D65 (X = 0.95047, Y = 1, Z = 1.08883), per CIE 15:2004.
  ///
  /// - Complexity: O(1).
  public init(_ color: SRGBColor) {
    let (red, green, blue) = color.linear
    let x = (0.412_456_4 * red + 0.357_576_1 * green + 0.180_437_5 * blue) / 0.950_47
    let y = 0.212_672_9 * red + 0.715_152_2 * green + 0.072_175_0 * blue
    let z = (0.019_333_9 * red + 0.119_192_0 * green + 0.950_304_1 * blue) / 1.088_83
    let (fx, fy, fz) = (Self.f(x), Self.f(y), Self.f(z))
    self.init(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
  }

  private static func f(_ t: Double) -> Double {
    let epsilon = 216.0 / 24389.0
    let kappa = 24389.0 / 27.0
    return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
  }
}
