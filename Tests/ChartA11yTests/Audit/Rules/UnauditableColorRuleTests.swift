import Testing

@Suite("Rule unauditable-color")
struct UnauditableColorRuleTests {
  @Test("A material and an unknown name are notes; a named, hex or functional colour is not")
  func notes() {
    let marks =
      ##"{"type": "line", "x": "x", "y": "y", "foregroundStyle": "thinMaterial"}, {"type": "point", "x": "x", "y": "y", "foregroundStyle": "blurple"}, {"type": "bar", "x": "x", "y": "y", "foregroundStyle": "#0a5fb4"}, {"type": "bar", "x": "x", "y": "y", "foregroundStyle": "hsl(210 89% 37% / 0.5)"}"##
    #expect(
      audit(spec(marks: marks), rule: "unauditable-color") == [
        FindingSpec(
          "unauditable-color", .note, "$.marks[0].foregroundStyle",
          "'thinMaterial' cannot be checked for contrast: a material blends with what is behind "
            + "it; check it by hand"),
        FindingSpec(
          "unauditable-color", .note, "$.marks[1].foregroundStyle",
          "'blurple' is not a colour this audit knows; use #rrggbb, rgb(), hsl() or a SwiftUI or "
            + "CSS colour name"),
      ])
  }
}
