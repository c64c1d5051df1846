import ChartA11y
import Foundation
import Testing

@Suite("Rule svg-accessible-name: generator boilerplate as the accessible name")
struct SVGBoilerplateNameTests {
  func messages(svg: String) -> [String] {
    Auditor().auditSVG(Data(svg.utf8)).filter { $0.ruleID == "svg-accessible-name" }
      .map(\.message)
  }

  @Test(
    "A boilerplate root title, aria-label or labelledby text is an error",
    arguments: [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\"><title>Created with Highcharts 11.4.0</title></svg>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"Created with Highcharts 11.4.0\"/>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-labelledby=\"t\"><text id=\"t\">Created with Highcharts 11.4.0</text></svg>",
    ])
  func boilerplateName(svg: String) {
    #expect(
      messages(svg: svg) == [
        "the svg element's accessible name 'Created with Highcharts 11.4.0' is generator "
          + "boilerplate, not a description of the chart: replace it with what the chart shows"
      ])
  }

  @Test(
    "Generic names and generator names alone are boilerplate",
    arguments: ["Chart", "Plotly", "Created with matplotlib", "Figure 1", "vega-lite", "D3"])
  func generic(name: String) {
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"\(name)\"/>"
    #expect(messages(svg: svg).count == 1, "\(name)")
  }

  @Test("A boilerplate desc is reported as the description, at its line")
  func boilerplateDescription() {
    let svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\">\n<title>Sales by office</title>\n"
      + "<desc>Created with Highcharts 11.4.0</desc></svg>"
    let findings = Auditor().auditSVG(Data(svg.utf8)).filter {
      $0.ruleID == "svg-accessible-name"
    }
    #expect(
      findings.map(\.message) == [
        "the svg element's accessible description 'Created with Highcharts 11.4.0' is "
          + "generator boilerplate, not a description of the chart: replace it with what the "
          + "chart shows"
      ])
    #expect(findings.map(\.line) == [3])
  }

  @Test("A real name that mentions a generator passes")
  func realName() {
    let svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\"><title>Plotly downloads by month, 2024</title></svg>"
    #expect(messages(svg: svg).isEmpty)
  }
}
