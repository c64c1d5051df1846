import ChartA11y
import Testing

@Suite("Rule color-vision-confusion")
struct ColorVisionConfusionRuleTests {
  let bars = #"{"type": "bar", "x": "x", "y": "y", "foregroundStyle": {"by": "g"}}"#

  @Test("Red and green merge under deuteranopia: a warning at the second colour")
  func redGreen() {
    let members = ##""foregroundStyleScale": {"range": ["#d62728", "#2ca02c"]}"##
    #expect(
      audit(spec(members, marks: bars), rule: "color-vision-confusion") == [
        FindingSpec(
          "color-vision-confusion", .warning, "$.foregroundStyleScale.range[1]",
          "series colours '#d62728' and '#2ca02c' are hard to tell apart with deuteranopia "
            + "(ΔE₀₀ 4.6); at least 10 is needed")
      ])
  }

  @Test("Blue and orange (Okabe–Ito) stay apart for every deficiency")
  func blueOrange() {
    let members = ##""foregroundStyleScale": {"range": ["#0072b2", "#e69f00"]}"##
    #expect(audit(spec(members, marks: bars), rule: "color-vision-confusion").isEmpty)
  }

  @Test("Colours alike for everyone are reported for typical vision too")
  func alike() {
    let members = ##""foregroundStyleScale": {"range": ["#1f77b4", "#2077b8"]}"##
    let findings = audit(spec(members, marks: bars), rule: "color-vision-confusion")
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("typical colour vision (ΔE₀₀ 0.8)") == true)
  }
}
