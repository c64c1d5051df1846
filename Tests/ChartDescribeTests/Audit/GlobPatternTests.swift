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

  @Test("Repeated ** match in time linear in the path, not exponential")
  func repeatedGlobstars() {
    // Eight `**` took 49 s against a deep path with the backtracking matcher.
    let pattern = GlobPattern(Array(repeating: "**", count: 8).joined(separator: "/") + "/x")
    let path = Array(repeating: "a", count: 40).joined(separator: "/") + "/y"
    let clock = ContinuousClock()
    var matched = true
    let elapsed = clock.measure { matched = pattern.matches(path) }
    #expect(!matched)
    #expect(elapsed < .seconds(1))
    #expect(pattern.matches(Array(repeating: "a", count: 40).joined(separator: "/") + "/x"))
    #expect(GlobPattern("**/**/*.svg").matches("a/b/c.svg"))
    #expect(GlobPattern("**/**/*.svg").matches("c.svg"))
  }
}
