import ChartModel

extension SRGBColor {
  /// The relative luminance, 0 (black) to 1 (white), as WCAG 2.2 defines it.
  ///
  /// `L = 0.2126 R + 0.7152 G + 0.0722 B` over linear-light components (WCAG 2.2, "relative
  /// luminance"; the coefficients are ITU-R BT.709's).
  ///
  /// - Complexity: O(1).
  public var relativeLuminance: Double {
    let (red, green, blue) = linear
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue
  }

  /// The WCAG 2.2 contrast ratio between this colour and another, from 1 to 21.
  ///
  /// `(L1 + 0.05) / (L2 + 0.05)`, where `L1` is the lighter colour's relative luminance (WCAG 2.2,
  /// "contrast ratio"). Success criterion 1.4.11 asks at least 3:1 for graphical objects.
  ///
  ///     SRGBColor(rgb: 0x767676).contrastRatio(with: SRGBColor(rgb: 0xFFFFFF))  // 4.54
  ///
  /// - Complexity: O(1).
  public func contrastRatio(with other: SRGBColor) -> Double {
    let first = relativeLuminance
    let second = other.relativeLuminance
    return (max(first, second) + 0.05) / (min(first, second) + 0.05)
  }

  /// Whether the colour is dark: more contrast against white than against black.
  ///
  /// The crossover is at a relative luminance of about 0.179. Used to choose the dark-mode
  /// variants of SwiftUI's adaptive colours on a dark background.
  public var isDark: Bool {
    contrastRatio(with: SRGBColor(rgb: 0xFFFFFF)) > contrastRatio(with: SRGBColor(rgb: 0x000000))
  }
}
