import ChartModel
import Foundation

/// Colour differences between two colours.
public enum ColorDifference {
  /// The CIEDE2000 colour difference ΔE₀₀ between two CIELAB colours (k_L = k_C = k_H = 1).
  ///
  /// Implemented as Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula:
  /// implementation notes, supplementary test data, and mathematical observations", Color
  /// Research & Application 30(1), equations (1)–(22), including their notes on hue angles when a
  /// chroma is zero. The tests check seven of the paper's 34 test pairs (1, 7, 13, 17, 19, 25,
  /// 34: large hue, achromatic, hue-wrap and near-black cases) to 1e-4, both ways round.
  ///
  /// A ΔE₀₀ of about 1 is a just-noticeable difference between large patches side by side.
  ///
  /// - Complexity: O(1).
  public static func ciede2000(_ first: CIELabColor, _ second: CIELabColor) -> Double {
    let (l1, a1, b1) = (first.lightness, first.a, first.b)
    let (l2, a2, b2) = (second.lightness, second.a, second.b)
    let c1 = hypot(a1, b1)
    let c2 = hypot(a2, b2)
    let meanC = (c1 + c2) / 2
    let meanC7 = pow(meanC, 7)
    let g = 0.5 * (1 - sqrt(meanC7 / (meanC7 + pow(25, 7))))
    let a1p = (1 + g) * a1
    let a2p = (1 + g) * a2
    let c1p = hypot(a1p, b1)
    let c2p = hypot(a2p, b2)
    let h1p = hueAngle(b: b1, a: a1p)
    let h2p = hueAngle(b: b2, a: a2p)

    let deltaLp = l2 - l1
    let deltaCp = c2p - c1p
    var deltahp = 0.0
    if c1p * c2p != 0 {
      deltahp = h2p - h1p
      if deltahp > 180 { deltahp -= 360 } else if deltahp < -180 { deltahp += 360 }
    }
    let deltaHp = 2 * sqrt(c1p * c2p) * sin(radians(deltahp / 2))

    let meanLp = (l1 + l2) / 2
    let meanCp = (c1p + c2p) / 2
    var meanhp = h1p + h2p
    if c1p * c2p != 0 {
      if abs(h1p - h2p) <= 180 {
        meanhp = (h1p + h2p) / 2
      } else if h1p + h2p < 360 {
        meanhp = (h1p + h2p + 360) / 2
      } else {
        meanhp = (h1p + h2p - 360) / 2
      }
    }
    let t =
      1 - 0.17 * cos(radians(meanhp - 30)) + 0.24 * cos(radians(2 * meanhp))
      + 0.32 * cos(radians(3 * meanhp + 6)) - 0.20 * cos(radians(4 * meanhp - 63))
    let deltaTheta = 30 * exp(-pow((meanhp - 275) / 25, 2))
    let meanCp7 = pow(meanCp, 7)
    let rc = 2 * sqrt(meanCp7 / (meanCp7 + pow(25, 7)))
    let lMinus50Squared = pow(meanLp - 50, 2)
    let sl = 1 + 0.015 * lMinus50Squared / sqrt(20 + lMinus50Squared)
    let sc = 1 + 0.045 * meanCp
    let sh = 1 + 0.015 * meanCp * t
    let rt = -sin(radians(2 * deltaTheta)) * rc
    let lightness = deltaLp / sl
    let chroma = deltaCp / sc
    let hue = deltaHp / sh
    return sqrt(lightness * lightness + chroma * chroma + hue * hue + rt * chroma * hue)
  }

  /// The CIEDE2000 difference between two sRGB colours, through CIELAB (D65).
  ///
  /// - Complexity: O(1).
  public static func ciede2000(_ first: SRGBColor, _ second: SRGBColor) -> Double {
    ciede2000(CIELabColor(first), CIELabColor(second))
  }

  private static func hueAngle(b: Double, a: Double) -> Double {
    guard a != 0 || b != 0 else { return 0 }
    let degrees = atan2(b, a) * 180 / .pi
    return degrees >= 0 ? degrees : degrees + 360
  }

  private static func radians(_ degrees: Double) -> Double {
    degrees * .pi / 180
  }
}
