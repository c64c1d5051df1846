import ChartModel

/// A kind of dichromacy, simulated with Machado, Oliveira & Fernandes (2009).
public enum ColorVisionDeficiency: String, CaseIterable, Codable, Sendable {
  /// No functioning long-wavelength (red) cones.
  case protanopia
  /// No functioning medium-wavelength (green) cones.
  case deuteranopia
  /// No functioning short-wavelength (blue) cones.
  case tritanopia

  /// How the colour looks to a person with this deficiency (severity 1.0, full dichromacy).
  ///
  /// Multiplies the linear-light RGB components by the severity-1.0 matrix of Machado, Oliveira
  /// & Fernandes (2009), "A physiologically-based model for simulation of color vision
  /// deficiency", IEEE TVCG 15(6), Table 1; components are clamped to 0–1. The matrices operate
  /// on linear RGB, as the model is defined on cone responses, which are linear in light.
  ///
  /// - Complexity: O(1).
  public func simulate(_ color: SRGBColor) -> SRGBColor {
    let (red, green, blue) = color.linear
    let m = matrix
    return SRGBColor(
      linearRed: m[0] * red + m[1] * green + m[2] * blue,
      linearGreen: m[3] * red + m[4] * green + m[5] * blue,
      linearBlue: m[6] * red + m[7] * green + m[8] * blue)
  }

  /// The 3 × 3 matrix, row-major.
  private var matrix: [Double] {
    switch self {
    case .protanopia:
      return [
        0.152_286, 1.052_583, -0.204_868, 0.114_503, 0.786_281, 0.099_216, -0.003_882, -0.048_116,
        1.051_998,
      ]
    case .deuteranopia:
      return [
        0.367_322, 0.860_646, -0.227_968, 0.280_085, 0.672_501, 0.047_413, -0.011_820, 0.042_940,
        0.968_881,
      ]
    case .tritanopia:
      return [
        1.255_528, -0.076_749, -0.178_779, -0.078_411, 0.930_809, 0.147_602, 0.004_733, 0.691_367,
        0.303_900,
      ]
    }
  }
}
