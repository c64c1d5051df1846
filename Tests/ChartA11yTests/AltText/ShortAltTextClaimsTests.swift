import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

/// The short alt text of every fixture chart states no fact its long description contradicts.
///
/// A short text's finding is a shorter wording of a long sentence, so a claim is checked by its
/// facts rather than its words: every number it states (a value, a position, a share) is in the
/// long description, and so is every direction or extreme it names (rises, falls, a peak, a
/// low, the highest, the tallest bin, skewed, a relationship).
@Suite("The short alt text states only what the long description does")
struct ShortAltTextClaimsTests {
  /// The words of a direction or extreme, with the stems the long text must hold one of: an
  /// extreme may be stated as the end of a range ("ranges from 30.4 for Svansota to 39.4 for
  /// Trebi"), whose numbers the number check finds.
  static let claimWords: [(said: String, stems: [String])] = [
    ("rises", ["rise"]), ("falls", ["fall"]), ("peak", ["peak"]), ("a low", ["low"]),
    ("highest", ["highest", "ranges from"]), ("lowest", ["lowest", "ranges from"]),
    ("tallest", ["tallest"]), ("skewed", ["skewed"]), ("symmetric", ["symmetric"]),
    ("relationship", ["relationship"]), ("positive", ["positive"]),
    ("negative", ["negative"]), ("no significant", ["no significant"]),
    ("largest", ["largest"]), ("smallest", ["smallest"]), ("median", ["median"]),
  ]

  /// The numbers a text states, as written ("1,200", "-0.778", "35 %" as "35").
  static func numbers(in text: String) -> [String] {
    let pattern = /-?[0-9][0-9,]*(\.[0-9]+)?/
    return text.matches(of: pattern).map { String($0.output.0) }
      .map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
  }

  @Test(
    "Every number and direction of the short alt text is in the long description",
    arguments: try Fixtures.narratedChartPaths)
  func shortAgainstLong(path: String) throws {
    let content = AltTextContent(try ChartFixture.analysis(path))
    let short = content.short.lowercased()
    let long = content.long.lowercased()
    let finding = short.range(of: ". ").map { String(short[$0.upperBound...]) } ?? ""
    for number in Self.numbers(in: finding) {
      #expect(
        long.contains(number), "\(path): \(number) of “\(content.short)” is not in the long text")
    }
    for (said, stems) in Self.claimWords where finding.contains(said) {
      #expect(
        stems.contains { long.contains($0) },
        "\(path): “\(said)” of “\(content.short)” is not in the long text")
    }
  }

  @Test("A claim the long description does not make is caught")
  func catchesContradiction() {
    #expect(Self.numbers(in: "peaks at 1,234.5 in 2001, then 7.") == ["1,234.5", "2001", "7"])
    let long = "sales show no significant trend, from 3 to 9."
    let stems = Self.claimWords.first { $0.said == "rises" }?.stems ?? []
    #expect(!stems.isEmpty && !stems.contains { long.contains($0) })
  }
}
