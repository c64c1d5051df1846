import ChartA11y
import Foundation
import Testing

@Suite("Rules svg-accessible-name and svg-image-role")
struct SVGRulesTests {
  func audit(svg: String) -> [FindingSpec] {
    Auditor().auditSVG(Data(svg.utf8)).map(FindingSpec.init)
  }

  func lines(svg: String) -> [Int?] {
    Auditor().auditSVG(Data(svg.utf8)).map(\.line)
  }

  @Test("An SVG with no name and no role: an error and a warning at the svg line")
  func unnamed() {
    let svg =
      "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\">\n<text>1880</text></svg>"
    #expect(
      audit(svg: svg) == [
        FindingSpec(
          "svg-accessible-name", .error, nil,
          "the svg element has no accessible name: add role=\"img\" with a <title>, aria-label "
            + "or aria-labelledby"),
        FindingSpec(
          "svg-image-role", .warning, nil,
          "the svg element has no role=\"img\"; screen readers may skip its name or read its "
            + "parts one by one"),
      ])
    #expect(lines(svg: svg) == [2, 2])
  }

  @Test("role=img with a title, an aria-label or aria-labelledby passes")
  func named() {
    for svg in [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\"><title>Sales</title></svg>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"Sales\"/>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-labelledby=\"t\"><text id=\"t\">Sales</text></svg>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" aria-hidden=\"true\"/>",
    ] {
      #expect(audit(svg: svg).isEmpty, "\(svg)")
    }
  }

  @Test("aria-labelledby naming a missing id is an error")
  func missingReference() {
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-labelledby=\"nope\"/>"
    #expect(
      audit(svg: svg) == [
        FindingSpec(
          "svg-accessible-name", .error, nil, "aria-labelledby names 'nope', which no element has")
      ])
  }

  @Test("External entities are never read: the title stays empty")
  func externalEntity() {
    let svg = """
      <?xml version="1.0"?>
      <!DOCTYPE svg [ <!ENTITY secret SYSTEM "file:///etc/hostname"> ]>
      <svg xmlns="http://www.w3.org/2000/svg" role="img"><title>&secret;</title></svg>
      """
    #expect(audit(svg: svg).map(\.ruleID) == ["svg-accessible-name"])
  }

  @Test("A malformed SVG is an invalid-input finding with its line, never a crash")
  func malformed() {
    let findings = Auditor().auditSVG(Data("<svg>\n<title>x</svg>".utf8))
    #expect(findings.map(\.ruleID) == ["invalid-input"])
    #expect(findings.first?.line == 2)
    #expect(
      Auditor().auditSVG(Data("<html/>".utf8)).map(\.message) == ["the root element is not 'svg'"])
  }
}
