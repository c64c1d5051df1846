import ChartA11y
import Foundation
import GoldenTesting
import Testing

@Suite("Rule non-text-contrast")
struct NonTextContrastRuleTests {
  let bars = #"{"type": "bar", "x": "x", "y": "y", "foregroundStyle": {"by": "g"}}"#

  @Test("SwiftUI teal on white is 2.57:1, an error at its place in the range")
  func tealOnWhite() {
    let members = #""foregroundStyleScale": {"domain": ["P", "Q"], "range": ["blue", "teal"]}"#
    #expect(
      audit(spec(members, marks: bars), rule: "non-text-contrast") == [
        FindingSpec(
          "non-text-contrast", .error, "$.foregroundStyleScale.range[1]",
          "colour 'teal' (#30b0c7) (series 'Q') has a contrast ratio of 2.57:1 against the "
            + "background (#ffffff); at least 3.0:1 is needed")
      ])
  }

  @Test("On a dark background SwiftUI colours take their dark-mode values and pass")
  func darkBackground() {
    let members =
      #""background": "black", "foregroundStyleScale": {"range": ["blue", "teal"]}"#
    #expect(audit(spec(members, marks: bars), rule: "non-text-contrast").isEmpty)
  }

  @Test("A fixed mark colour is checked, hidden marks included")
  func fixedColor() {
    let marks =
      ##"{"type": "line", "x": "x", "y": {"field": "y", "label": "Sales"}, "foregroundStyle": "#777777"}, {"type": "rule", "y": {"value": 0, "label": ""}, "foregroundStyle": "yellow", "accessibilityHidden": true}"##
    #expect(
      audit(spec(marks: marks), rule: "non-text-contrast") == [
        FindingSpec(
          "non-text-contrast", .error, "$.marks[1].foregroundStyle",
          "colour 'yellow' (#ffcc00) has a contrast ratio of 1.51:1 against the background "
            + "(#ffffff); at least 3.0:1 is needed")
      ])
  }

  @Test("The threshold comes from the configuration")
  func threshold() {
    var configuration = AuditConfiguration()
    configuration.thresholds.minimumContrastRatio = 4.5
    let marks = ##"{"type": "line", "x": "x", "y": "y", "foregroundStyle": "#777777"}"##
    #expect(
      audit(spec(marks: marks), rule: "non-text-contrast", configuration: configuration).map(\.path)
        == ["$.marks[0].foregroundStyle"])
  }

  // Every ratio below was checked with a separate Python computation of WCAG 2.2's relative
  // luminance and contrast ratio over the blended colour.
  @Test("CSS functional colours are checked; a translucent one as drawn over the background")
  func cssFunctions() {
    let marks = [
      ##"{"type": "line", "x": "x", "y": "y", "foregroundStyle": "rgb(255,255,255)"}"##,
      ##"{"type": "line", "x": "x", "y": "y", "foregroundStyle": "hsl(0 0% 0% / 25%)"}"##,
      ##"{"type": "line", "x": "x", "y": "y", "foregroundStyle": "#00000000"}"##,
      ##"{"type": "line", "x": "x", "y": "y", "foregroundStyle": "rgba(0, 0, 0, 0.6)"}"##,
    ].joined(separator: ", ")
    #expect(
      audit(spec(marks: marks), rule: "non-text-contrast") == [
        FindingSpec(
          "non-text-contrast", .error, "$.marks[0].foregroundStyle",
          "colour 'rgb(255,255,255)' (#ffffff) (series 'y') has a contrast ratio of 1.00:1 "
            + "against the background (#ffffff); at least 3.0:1 is needed"),
        FindingSpec(
          "non-text-contrast", .error, "$.marks[1].foregroundStyle",
          "colour 'hsl(0 0% 0% / 25%)' (at 25 % opacity, drawn as #bfbfbf) (series 'y') has a "
            + "contrast ratio of 1.83:1 against the background (#ffffff); at least 3.0:1 is needed"),
        FindingSpec(
          "non-text-contrast", .error, "$.marks[2].foregroundStyle",
          "colour '#00000000' (at 0 % opacity, drawn as #ffffff) (series 'y') has a contrast "
            + "ratio of 1.00:1 against the background (#ffffff); at least 3.0:1 is needed"),
      ])
  }

  @Test("Vega-Lite colours are checked at their paths: mark, value, range, scheme, opacity")
  func vegaLite() {
    let data = #""data": {"values": [{"x": "A", "y": 1, "g": "P"}, {"x": "B", "y": 2, "g": "Q"}]}"#
    let cases: [(String, [String])] = [
      (
        ##"{\##(data), "mark": {"type": "line", "color": "#ffffff"}, "encoding": {"x": {"field": "x", "type": "nominal"}, "y": {"field": "y", "type": "quantitative"}}}"##,
        ["$.mark.color: colour '#ffffff' (#ffffff) has a contrast ratio of 1.00:1"]
      ),
      (
        ##"{\##(data), "mark": "bar", "encoding": {"x": {"field": "x", "type": "nominal"}, "y": {"field": "y", "type": "quantitative"}, "color": {"value": "hsl(0, 0%, 100%)"}}}"##,
        [
          "$.encoding.color.value: colour 'hsl(0, 0%, 100%)' (#ffffff) has a contrast ratio of 1.00:1"
        ]
      ),
      (
        ##"{\##(data), "mark": {"type": "bar", "opacity": 0.2}, "encoding": {"x": {"field": "x", "type": "nominal"}, "y": {"field": "y", "type": "quantitative"}, "color": {"field": "g", "type": "nominal", "scale": {"domain": ["P", "Q"], "range": ["black", "rgb(0 0 255)"]}}}}"##,
        [
          "$.encoding.color.scale.range[0]: colour 'black' (at 20 % opacity, drawn as #cccccc) (series 'P') has a contrast ratio of 1.61:1",
          "$.encoding.color.scale.range[1]: colour 'rgb(0 0 255)' (at 20 % opacity, drawn as #ccccff) (series 'Q') has a contrast ratio of 1.54:1",
        ]
      ),
      (
        ##"{\##(data), "mark": "bar", "encoding": {"x": {"field": "x", "type": "nominal"}, "y": {"field": "y", "type": "quantitative"}, "color": {"field": "g", "type": "nominal", "scale": {"scheme": "pastel1"}}}}"##,
        [
          "$.encoding.color.scale.scheme: colour '#b3cde3', colour 2 of scheme 'pastel1', (#b3cde3) has a contrast ratio of 1.65:1",
          "$.encoding.color.scale.scheme: colour '#fbb4ae', colour 1 of scheme 'pastel1', (#fbb4ae) has a contrast ratio of 1.72:1",
        ]
      ),
      (
        ##"{\##(data), "background": "#000000", "mark": {"type": "line", "color": "#ffffff"}, "encoding": {"x": {"field": "x", "type": "nominal"}, "y": {"field": "y", "type": "quantitative"}}}"##,
        []
      ),
      (
        ##"{\##(data), "mark": "bar", "encoding": {"x": {"field": "x", "type": "nominal"}, "y": {"field": "y", "type": "quantitative"}, "color": {"field": "g", "type": "nominal"}}}"##,
        [
          "$.encoding.color: colour '#f58518', colour 2 of Vega-Lite's default scheme 'tableau10', (#f58518) has a contrast ratio of 2.55:1"
        ]
      ),
      (
        ##"{\##(data), "config": {"background": "#333333"}, "mark": {"type": "line", "color": "#4c78a8"}, "encoding": {"x": {"field": "x", "type": "nominal"}, "y": {"field": "y", "type": "quantitative"}}}"##,
        ["$.mark.color: colour '#4c78a8' (#4c78a8) has a contrast ratio of 2.74:1"]
      ),
      (
        ##"{\##(data), "background": "#000000", "view": {"fill": "#ffffff", "fillOpacity": 0.5}, "mark": {"type": "line", "color": "#999999"}, "encoding": {"x": {"field": "x", "type": "nominal"}, "y": {"field": "y", "type": "quantitative"}}}"##,
        ["$.mark.color: colour '#999999' (#999999) has a contrast ratio of 1.40:1"]
      ),
      (
        ##"{\##(data), "config": {"view": {"fill": "#ebebeb"}}, "mark": "point", "encoding": {"x": {"field": "x", "type": "nominal"}, "y": {"field": "y", "type": "quantitative"}, "color": {"field": "g", "type": "nominal", "scale": null}}}"##,
        []
      ),
    ]
    for (json, expected) in cases {
      let findings = Auditor().auditChart(
        Data(json.utf8), kind: .vegaLite, file: "chart.vl.json",
        baseDirectory: URL(fileURLWithPath: NSTemporaryDirectory())
      ).filter { $0.ruleID == "non-text-contrast" }
      let actual = findings.map { finding in
        let message = finding.message.components(separatedBy: " against the").first ?? ""
        return "\(finding.path?.description ?? "nil"): \(message)"
      }
      #expect(actual == expected)
    }
  }

  @Test(
    "Vega-Lite fixtures: default scheme colours at their channel, against config backgrounds",
    arguments: zip(
      [
        "barley-by-site-default-colours", "cars-origin-dark-background", "cars-origin-view-fill",
      ],
      [
        [
          "$.encoding.color: colour '#72b7b2', colour 4 of Vega-Lite's default scheme 'tableau10', (#72b7b2) has a contrast ratio of 2.30:1 against the background (#ffffff)",
          "$.encoding.color: colour '#eeca3b', colour 6 of Vega-Lite's default scheme 'tableau10', (#eeca3b) has a contrast ratio of 1.60:1 against the background (#ffffff)",
          "$.encoding.color: colour '#f58518', colour 2 of Vega-Lite's default scheme 'tableau10', (#f58518) has a contrast ratio of 2.55:1 against the background (#ffffff)",
        ],
        [
          "$.encoding.color: colour '#4c78a8', colour 1 of Vega-Lite's default scheme 'tableau10', (#4c78a8) has a contrast ratio of 2.74:1 against the background (#333333)"
        ],
        [
          "$.encoding.color: colour '#f58518', colour 2 of Vega-Lite's default scheme 'tableau10', (#f58518) has a contrast ratio of 2.14:1 against the background (#ebebeb)"
        ],
      ]))
  func vegaLiteFixtures(name: String, expected: [String]) {
    let findings = Auditor().auditFile(
      at: Fixtures.root.appendingPathComponent("vega-lite/\(name).vl.json")
    ).filter { $0.ruleID == "non-text-contrast" }
    let actual = findings.map { finding in
      let message = finding.message.components(separatedBy: "; at least").first ?? ""
      return "\(finding.path?.description ?? "nil"): \(message)"
    }
    #expect(actual == expected)
  }
}
