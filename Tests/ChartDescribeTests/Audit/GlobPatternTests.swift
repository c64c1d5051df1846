import Testing

@testable import chart_describe

@Suite("Glob patterns for --include and --exclude")
struct GlobPatternTests {
  static let cases: [(String, String, Bool)] = [
    ("*.svg", "charts/deep/a.svg", true),
    ("*.svg", "charts/a.svg.txt", false),
    ("*.chart.json", "a.chart.json", true),
    ("*_draft*", "charts/sales_draft.chart.json", true),
    ("charts/*.svg", "charts/a.svg", true),
    ("charts/*.svg", "charts/deep/a.svg", false),
    ("charts/**/*.svg", "charts/a.svg", true),
    ("charts/**/*.svg", "charts/deep/er/a.svg", true),
    ("charts/**", "charts/deep/a.chart.json", true),
    ("charts/**", "other/a.chart.json", false),
    ("./charts/?.svg", "charts/a.svg", true),
    ("charts/?.svg", "charts/ab.svg", false),
    ("**/fixtures/**", "x/fixtures/svg/a.svg", true),
  ]

  @Test("Patterns match as documented", arguments: cases)
  func matches(pattern: String, path: String, expected: Bool) {
    #expect(GlobPattern(pattern).matches(path) == expected)
  }
}
