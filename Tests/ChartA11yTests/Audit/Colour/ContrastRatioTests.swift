import ChartA11y
import ChartModel
import Testing

@Suite("WCAG contrast ratio")
struct ContrastRatioTests {
  @Test("WCAG 2.2 contrast ratios of known pairs")
  func contrast() {
    let white = SRGBColor(rgb: 0xFFFFFF)
    #expect(abs(SRGBColor(rgb: 0x000000).contrastRatio(with: white) - 21) < 1e-9)
    #expect(abs(SRGBColor(rgb: 0x767676).contrastRatio(with: white) - 4.54) < 0.005)
    #expect(abs(SRGBColor(rgb: 0x949494).contrastRatio(with: white) - 3.03) < 0.005)
    #expect(SRGBColor(rgb: 0xFFFFFF).contrastRatio(with: white) == 1)
  }
}
