import ChartA11y
import ChartModel
import Testing

@Suite("Colour names")
struct NamedColorsTests {
  @Test("Names resolve: hex, SwiftUI by scheme, CSS, materials, unknown")
  func names() {
    #expect(NamedColors.resolve("#30B0C7", darkScheme: false) == .color(SRGBColor(rgb: 0x30B0C7)))
    #expect(NamedColors.resolve("#abc", darkScheme: false) == .color(SRGBColor(rgb: 0xAABBCC)))
    #expect(NamedColors.resolve("teal", darkScheme: false) == .color(SRGBColor(rgb: 0x30B0C7)))
    #expect(NamedColors.resolve("teal", darkScheme: true) == .color(SRGBColor(rgb: 0x40C8E0)))
    #expect(NamedColors.resolve("blue", darkScheme: false) == .color(SRGBColor(rgb: 0x007AFF)))
    #expect(
      NamedColors.resolve("rebeccapurple", darkScheme: false) == .color(SRGBColor(rgb: 0x663399)))
    #expect(
      NamedColors.resolve("thinMaterial", darkScheme: false)
        == .unauditable("a material blends with what is behind it"))
    #expect(NamedColors.resolve("#12345", darkScheme: false) == .unknown)
    #expect(NamedColors.resolve("blurple", darkScheme: false) == .unknown)
    #expect(NamedColors.colorNames.count == 148 + 3)
  }
}
