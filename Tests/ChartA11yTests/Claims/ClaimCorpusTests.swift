import ChartA11y
import Foundation
import GoldenTesting
import Testing

/// Measures the `false-chart-claim` rule on the claim corpus (`fixtures/claims`).
///
/// Charts drawn from real data, each described by hand-written true and false claims in SVG,
/// HTML, Markdown and a notebook. No true claim may be flagged; at least 90 % of false claims must
/// be, each with the true fact. The table by kind is the one in `docs/audit-rules.md`.
@Suite struct ClaimCorpusTests {
  struct Corpus: Decodable {
    struct Document: Decodable {
      var file: String
      var claims: [Claim]
    }
    struct Claim: Decodable {
      var text: String
      var kind: String
      var holds: Bool
    }
    var documents: [Document]
  }

  /// Counts for one kind of claim.
  struct Tally: Equatable {
    var trueClaims = 0
    var trueFlagged = 0
    var falseClaims = 0
    var falseCaught = 0
  }

  static func measure() throws -> [String: Tally] {
    let folder = Fixtures.url("claims")
    let data = try Data(contentsOf: folder.appendingPathComponent("claims.json"))
    let corpus = try JSONDecoder().decode(Corpus.self, from: data)
    let auditor = Auditor()
    var tallies: [String: Tally] = [:]
    for document in try Fixtures.nonEmpty(corpus.documents, "corpus documents") {
      let messages = auditor.auditFile(at: folder.appendingPathComponent(document.file))
        .filter { $0.ruleID == FalseChartClaimRule.metadata.id }.map(\.message)
      for claim in document.claims {
        let quote = "says '\(claim.text.dropLast())', but "
        let flagged = messages.contains { $0.contains(quote) }
        var tally = tallies[claim.kind, default: Tally()]
        if claim.holds {
          tally.trueClaims += 1
          if flagged { tally.trueFlagged += 1 }
        } else {
          tally.falseClaims += 1
          if flagged { tally.falseCaught += 1 }
        }
        tallies[claim.kind] = tally
      }
    }
    return tallies
  }

  /// The Markdown table of the measurement, as `docs/audit-rules.md` shows it.
  static func table(_ tallies: [String: Tally]) -> String {
    func percent(_ part: Int, _ whole: Int) -> String {
      whole == 0 ? "–" : "\(Int((Double(part) / Double(whole) * 100).rounded())) %"
    }
    var lines = [
      "| kind | true claims | flagged (must be 0) | precision | false claims | caught | recall |",
      "|---|---|---|---|---|---|---|",
    ]
    var total = Tally()
    for (kind, tally) in tallies.sorted(by: { $0.key < $1.key }) {
      lines.append(
        "| \(kind) | \(tally.trueClaims) | \(tally.trueFlagged) | "
          + "\(percent(tally.falseCaught, tally.falseCaught + tally.trueFlagged)) | "
          + "\(tally.falseClaims) | \(tally.falseCaught) | "
          + "\(percent(tally.falseCaught, tally.falseClaims)) |")
      total.trueClaims += tally.trueClaims
      total.trueFlagged += tally.trueFlagged
      total.falseClaims += tally.falseClaims
      total.falseCaught += tally.falseCaught
    }
    lines.append(
      "| all | \(total.trueClaims) | \(total.trueFlagged) | "
        + "\(percent(total.falseCaught, total.falseCaught + total.trueFlagged)) | "
        + "\(total.falseClaims) | \(total.falseCaught) | "
        + "\(percent(total.falseCaught, total.falseClaims)) |")
    return lines.joined(separator: "\n")
  }

  @Test func noTrueClaimIsFlaggedAndNineInTenFalseOnesAre() throws {
    let tallies = try Self.measure()
    #expect(tallies.count == 9, "every kind of claim is in the corpus")
    for (kind, tally) in tallies {
      #expect(tally.trueFlagged == 0, "a true \(kind) claim was flagged")
      #expect(tally.trueClaims >= 2 && tally.falseClaims >= 1, "\(kind) has too few claims")
    }
    let caught = tallies.values.reduce(0) { $0 + $1.falseCaught }
    let falseClaims = tallies.values.reduce(0) { $0 + $1.falseClaims }
    #expect(Double(caught) >= 0.9 * Double(falseClaims), "recall \(caught) of \(falseClaims)")
  }

  @Test func theDocsShowTheMeasuredTable() throws {
    let table = Self.table(try Self.measure())
    let docs = try String(
      contentsOf: Fixtures.root.deletingLastPathComponent().appendingPathComponent(
        "docs/audit-rules.md"), encoding: .utf8)
    #expect(docs.contains(table), "docs/audit-rules.md should hold:\n\(table)")
  }
}
