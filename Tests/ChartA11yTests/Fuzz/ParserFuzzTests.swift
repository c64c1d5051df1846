import ChartFuzzing
import Foundation
import GoldenTesting
import Testing

/// The seeded fuzz cases of every parser, as `chart-describe-fuzz` runs them in release.
///
/// JSON chart spec, CSV, Vega-Lite, Vega expressions, SVG exports, matplotlib drawings, path
/// data and spec paths: each case reads (and goes through the pipeline with finite values) or
/// is refused with one clear line of a chart error (``ChartFuzzing/FuzzContract``); a crash
/// would end the test process.
///
/// `CHART_FUZZ_CASES` sets the cases per parser (see ``ChartFuzzing/FuzzGenerator``).
@Suite("Fuzz: every parser")
struct ParserFuzzTests {
  @Test("Seeded cases read or are refused with one clear line", arguments: FuzzTarget.allCases)
  func parser(_ target: FuzzTarget) throws {
    let corpus = try FuzzCorpus(target, fixtures: Fixtures.root)
    // A debug build under a sanitizer is up to 20 times slower than release; a minute is a
    // runaway, not a slow case.
    let report = FuzzRun.run(
      corpus, seed: target.defaultSeed, cases: 0..<FuzzGenerator.caseCount, caseLimit: 60)
    #expect(report.cases == FuzzGenerator.caseCount)
    #expect(report.violations.isEmpty, "\(report.violations.prefix(5))")
    #expect(report.read + report.refused + report.violations.count >= report.cases)
  }

  @Test("The contract reads a chart and refuses a broken one with its place")
  func contract() throws {
    let corpus = try FuzzCorpus(.vegaExpression, fixtures: Fixtures.root)
    let read = FuzzContract.check(
      FuzzCase(index: 0, input: Data("datum.a * 2".utf8)), corpus: corpus)
    #expect(read == .read)
    let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
    let refused = FuzzContract.check(FuzzCase(index: 1, input: Data(deep.utf8)), corpus: corpus)
    guard case .refused(let message) = refused else {
      Issue.record("expected a refusal, got \(refused)")
      return
    }
    #expect(message.contains("nests more than 100 levels deep"), "\(message)")
  }

  /// Issue 19: case 59,886 of the svg seed is refused with its line, not a trap.
  ///
  /// A mutated matplotlib export whose declaration reads `encoding="u?xml version="` and whose
  /// `<g>` has an attribute name starting with byte 0xE0; it trapped in FoundationXML's
  /// `_NSXMLParserStartElementNs`.
  /// Its bytes are kept in `fixtures/fuzz/` (saved with `chart-describe-fuzz --save-case`),
  /// since the generated case changes whenever the seed fixtures do.
  @Test("SVG fuzz case 59,886 is refused with its line, not a trap")
  func svgCase59886() throws {
    try Self.expectSavedCaseRefused(
      file: "svg-case-59886_invalid.svg", index: 59_886, count: 1173,
      containing: ["line 30", "not valid UTF-8"])
  }

  /// SVG fuzz case 141,066 of the release run began `<?xml?>`.
  ///
  /// FoundationXML crashed reading the instruction's missing content
  /// (`chart-describe-fuzz --parser svg --cases 1e6`). Its bytes are kept in `fixtures/fuzz/`.
  @Test("SVG fuzz case 141,066 is refused with its line, not a crash")
  func svgCase141066() throws {
    try Self.expectSavedCaseRefused(
      file: "svg-case-141066_invalid.svg", index: 141_066, count: 356,
      containing: ["line 1", "no content"])
  }

  /// Checks that the SVG fuzz case saved as `fixtures/fuzz/<file>` (case `index` of its run,
  /// `count` bytes long) is refused, with a message holding each of `parts`.
  static func expectSavedCaseRefused(
    file: String, index: Int, count: Int, containing parts: [String]
  ) throws {
    let corpus = try FuzzCorpus(.svg, fixtures: Fixtures.root)
    let input = try Data(contentsOf: Fixtures.root.appendingPathComponent("fuzz/\(file)"))
    #expect(input.count == count)
    let outcome = FuzzContract.check(FuzzCase(index: index, input: input), corpus: corpus)
    guard case .refused(let message) = outcome else {
      Issue.record("expected a refusal, got \(outcome)")
      return
    }
    for part in parts {
      #expect(message.contains(part), "\(message)")
    }
  }
}
