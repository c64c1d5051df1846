import ChartA11y
import ChartModel
import Testing

@Suite("Machado 2009 colour vision deficiency simulation")
struct ColorVisionDeficiencyTests {
  @Test("Machado 2009 severity 1.0 maps red as the paper's matrices say")
  func machado() {
    let red = SRGBColor(rgb: 0xFF0000)
    // Linear red (1, 0, 0) times the first column of each matrix, then gamma-encoded.
    #expect(
      ColorVisionDeficiency.protanopia.simulate(red)
        == SRGBColor(linearRed: 0.152_286, linearGreen: 0.114_503, linearBlue: 0))
    #expect(
      ColorVisionDeficiency.deuteranopia.simulate(red)
        == SRGBColor(linearRed: 0.367_322, linearGreen: 0.280_085, linearBlue: 0))
    #expect(
      ColorVisionDeficiency.tritanopia.simulate(red)
        == SRGBColor(linearRed: 1, linearGreen: 0, linearBlue: 0.004_733))
    // Greys are unchanged: every row sums to 1.
    let grey = SRGBColor(rgb: 0x777777)
    for deficiency in ColorVisionDeficiency.allCases {
      let simulated = deficiency.simulate(grey)
      #expect(abs(simulated.red - grey.red) < 1e-4 && abs(simulated.blue - grey.blue) < 1e-4)
    }
  }
}
