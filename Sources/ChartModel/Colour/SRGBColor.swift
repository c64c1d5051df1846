import Foundation

/// A colour in the sRGB colour space (IEC 61966-2-1), with components from 0 to 1.
public struct SRGBColor: Hashable, Sendable, CustomStringConvertible {
  /// The gamma-encoded red component, 0–1.
  public var red: Double
  /// The gamma-encoded green component, 0–1.
  public var green: Double
  /// The gamma-encoded blue component, 0–1.
  public var blue: Double

  /// Creates a colour from gamma-encoded components, each clamped to 0–1.
  public init(red: Double, green: Double, blue: Double) {
    self.red = min(max(red, 0), 1)
    self.green = min(max(green, 0), 1)
    self.blue = min(max(blue, 0), 1)
  }

  /// Creates a colour from a 24-bit `0xRRGGBB` value.
  public init(rgb: UInt32) {
    self.init(
      red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255)
  }

  /// This colour at opacity `alpha` drawn over `background`.
  ///
  /// Porter–Duff source-over on gamma-encoded components, `alpha·c + (1 − alpha)·b`, as browsers
  /// and SVG renderers composite by default (CSS Compositing and Blending Level 1, §5.1;
  /// `color-interpolation: sRGB`).
  ///
  /// - Parameters:
  ///   - alpha: Opacity, clamped to 0 (only the background shows) to 1 (this colour).
  ///   - background: What is behind, opaque.
  /// - Returns: The opaque colour that is seen.
  /// - Complexity: O(1).
  public func blended(_ alpha: Double, over background: SRGBColor) -> SRGBColor {
    let a = min(max(alpha, 0), 1)
    return SRGBColor(
      red: a * red + (1 - a) * background.red, green: a * green + (1 - a) * background.green,
      blue: a * blue + (1 - a) * background.blue)
  }

  /// The colour in linear light, each component 0–1.
  ///
  /// Uses the sRGB transfer function as WCAG 2.2 defines it for relative luminance:
  /// `c / 12.92` when `c ≤ 0.04045`, else `((c + 0.055) / 1.055) ^ 2.4`.
  public var linear: (red: Double, green: Double, blue: Double) {
    (Self.toLinear(red), Self.toLinear(green), Self.toLinear(blue))
  }

  /// Creates a colour from linear-light components, each clamped to 0–1 and gamma-encoded with
  /// the inverse of the sRGB transfer function.
  public init(linearRed: Double, linearGreen: Double, linearBlue: Double) {
    self.init(
      red: Self.fromLinear(linearRed), green: Self.fromLinear(linearGreen),
      blue: Self.fromLinear(linearBlue))
  }

  /// `#rrggbb`, lowercase.
  public var description: String {
    let bytes = [red, green, blue].map { Int(($0 * 255).rounded()) }
    return "#"
      + bytes.map { byte in
        let text = String(byte, radix: 16)
        return text.count == 1 ? "0" + text : text
      }.joined()
  }

  private static func toLinear(_ component: Double) -> Double {
    component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
  }

  private static func fromLinear(_ component: Double) -> Double {
    let clamped = min(max(component, 0), 1)
    return clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
  }
}
