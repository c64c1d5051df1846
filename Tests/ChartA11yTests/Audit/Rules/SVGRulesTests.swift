import ChartA11y
import Foundation
import GoldenTesting
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

  @Test("An external entity is an invalid-input finding at its declaration; its file is never read")
  func externalEntity() throws {
    try withTemporaryFolder { folder in
      let secret = folder.appendingPathComponent("secret.txt")
      try Data("root:x:0:0:secret".utf8).write(to: secret)
      let svg = """
        <?xml version="1.0"?>
        <!DOCTYPE svg [ <!ENTITY secret SYSTEM "\(secret.absoluteString)"> ]>
        <svg xmlns="http://www.w3.org/2000/svg" role="img"><title>&secret;</title></svg>
        """
      let findings = Auditor().auditSVG(Data(svg.utf8))
      #expect(
        findings.map(FindingSpec.init) == [
          FindingSpec(
            "invalid-input", .error, nil,
            "external entity 'secret' is not allowed: files and URLs named in an SVG are never read"
          )
        ])
      #expect(findings.map(\.line) == [2])
      #expect(!findings.contains { $0.message.contains("root:") })
    }
  }

  @Test("Billion laughs is an invalid-input finding, refused before anything is expanded")
  func billionLaughs() {
    var declarations = ["<!ENTITY lol0 \"lol\">"]
    for level in 1...9 {
      let references = String(repeating: "&lol\(level - 1);", count: 10)
      declarations.append("<!ENTITY lol\(level) \"\(references)\">")
    }
    let svg = """
      <?xml version="1.0"?>
      <!DOCTYPE svg [
      \(declarations.joined(separator: "\n"))
      ]>
      <svg xmlns="http://www.w3.org/2000/svg" role="img"><title>&lol9;</title></svg>
      """
    let findings = Auditor().auditSVG(Data(svg.utf8))
    #expect(
      findings.map(FindingSpec.init) == [
        FindingSpec(
          "invalid-input", .error, nil, "entity 'lol5' would expand to more than 100000 characters")
      ])
    #expect(findings.map(\.line) == [8])
  }

  @Test("Nesting deeper than the limit is an invalid-input finding with its line")
  func deepNesting() {
    let svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\">\n" + String(repeating: "<g>", count: 300)
      + String(repeating: "</g>", count: 300) + "</svg>"
    let findings = Auditor().auditSVG(Data(svg.utf8))
    #expect(findings.map(\.ruleID) == ["invalid-input"])
    #expect(findings.map(\.message) == ["elements are nested more than 256 deep"])
    #expect(findings.map(\.line) == [2])
  }

  @Test("A name in nested text, CDATA or an svg: prefix is found; blank text is no name")
  func nameText() {
    let named = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\"><title>Sales <tspan>by office</tspan></title></svg>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\"><title><![CDATA[Sales & costs]]></title></svg>",
      "<svg:svg xmlns:svg=\"http://www.w3.org/2000/svg\" role=\"img\"><svg:title>Sales</svg:title></svg:svg>",
    ]
    for svg in named { #expect(audit(svg: svg).isEmpty, "\(svg)") }
    let blank =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-labelledby=\"t\"><text id=\"t\"> \n </text><title>  </title></svg>"
    #expect(audit(svg: blank).map(\.ruleID) == ["svg-accessible-name"])
  }

  @Test("A malformed SVG is an invalid-input finding with its line, never a crash")
  func malformed() {
    let findings = Auditor().auditSVG(Data("<svg>\n<title>x</svg>".utf8))
    #expect(findings.map(\.ruleID) == ["invalid-input"])
    #expect(findings.first?.line == 2)
    #expect(
      Auditor().auditSVG(Data("<html/>".utf8)).map(\.message) == [
        "the root element is <html>, not <svg>"
      ])
  }
}
