import ChartA11y
import Foundation
import Testing

@testable import ChartImport
@testable import ChartModel

/// Ties each number docs/limits.md states to the constant that enforces it, so the two
/// cannot drift apart.
@Suite("docs/limits.md's limits are the code's constants")
struct DocumentedLimitsTests {
  /// docs/limits.md with every run of white space (line breaks included) as one space.
  static func readme() throws -> String {
    let text = String(
      decoding: try Data(contentsOf: repositoryRoot.appendingPathComponent("docs/limits.md")),
      as: UTF8.self)
    return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// A whole number with commas between groups of three digits, as docs/limits.md writes counts:
  /// 2,880; 14,400; 1,000,000 (years, seconds of one duration and character counts it writes
  /// plainly, as the messages do: 9999, 3600 s, 2000 characters).
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var groups: [Substring] = []
    var end = digits.endIndex
    while end > digits.startIndex {
      let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
      groups.insert(digits[start..<end], at: 0)
      end = start
    }
    return groups.joined(separator: ",")
  }

  /// Each statement docs/limits.md makes, built from the constant it states.
  static func statements() -> [String] {
    let svg = SVGLimits()
    let total = Int(SonificationScore.maximumDurationSeconds)
    let perSeries = SonificationOptions().seriesDuration.seconds
    return [
      "read up to \(ChartInputFile.maximumBytes >> 20) MiB (`ChartInputFile.maximumBytes`)",
      "at most \(svg.maximumBytes >> 20) MiB, elements nested at most \(svg.maximumDepth) deep",
      "entities expanding to at most \(grouped(svg.maximumEntityExpansion)) characters",
      "at most \(grouped(svg.maximumPathCommands)) commands in one path's data and "
        + "\(grouped(svg.maximumVertices)) vertices in the file",
      "dates must lie in the years −\(-SupportedDates.firstYear) to "
        + "\(SupportedDates.lastYear) (`SupportedDates`",
      "one gap counts at most \(grouped(RegularStep.maximumMissingCount)) missing positions "
        + "(`RegularStep.maximumMissingCount`",
      "are at most \(Int(SonificationSpec.maximumDurationSeconds)) s "
        + "(`SonificationSpec.maximumDurationSeconds`)",
      "lasts at most \(grouped(total)) s (one hour) in all "
        + "(`SonificationScore.maximumDurationSeconds`), however many series "
        + "(\(grouped(Int(Double(total) / perSeries))) series at the default "
        + "\(Int(perSeries)) s each)",
      "nest at most \(VegaExpression.maximumNesting) levels (`VegaExpression.maximumNesting`",
      "speaks at most \(NarrationScript.maximumSpokenCharacters) characters of one sentence "
        + "(`NarrationScript.maximumSpokenCharacters`",
      "a chart spec holds at most \(grouped(InputBudget.maximumMarks)) marks "
        + "(`InputBudget.maximumMarks`)",
      "a Vega-Lite spec at most \(grouped(InputBudget.maximumViews)) unit views",
      "(`InputBudget.maximumViews`, counted before any view is built",
      "\(grouped(InputBudget.maximumDatasets)) `datasets` entries (`InputBudget.maximumDatasets`)",
      "a CSV or TSV cell holds at most \(InputBudget.maximumCellBytes >> 20) MiB "
        + "(`InputBudget.maximumCellBytes`) and a row at most "
        + "\(grouped(InputBudget.maximumCellsPerRow)) cells (`InputBudget.maximumCellsPerRow`)",
      "a Vega-Lite `fold` makes at most \(grouped(InputBudget.maximumDerivedValues)) values "
        + "(`InputBudget.maximumDerivedValues`)",
    ]
  }

  @Test("each documented limit is the constant's value")
  func numbersMatchConstants() throws {
    let readme = try Self.readme()
    #expect(Self.grouped(1_000_000) == "1,000,000" && Self.grouped(2880) == "2,880")
    for statement in Self.statements() {
      #expect(readme.contains(statement), "docs/limits.md does not say: \(statement)")
    }
  }

  @Test("JSON nests at most 512 levels, Foundation's limit, as docs/limits.md says")
  func jsonNesting() throws {
    #expect(try Self.readme().contains("JSON (specs, Vega-Lite) nests at most 512 levels"))
    func nested(_ depth: Int) -> Data {
      Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
    }
    #expect((try? JSONSerialization.jsonObject(with: nested(512))) != nil)
    #expect((try? JSONSerialization.jsonObject(with: nested(513))) == nil)
  }
}
