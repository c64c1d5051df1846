import Foundation
import GoldenTesting
import Testing

@testable import ChartModel

/// Seeded random spec paths (`$.marks[0].x`, as written in audit suppressions and SARIF):
/// each decodes or throws a `DecodingError`, never crashes.
@Suite("Fuzz: spec paths")
struct SpecPathFuzzTests {
  @Test("Random path texts decode or throw")
  func randomPaths() throws {
    var generator = FuzzGenerator(seed: 0x5EED_0002)
    let seeds = [
      "$.marks[0].x.field", "$.axes.y.domain[1]", "$['data']", "$.marks[99999999999999999999]",
    ]
    for _ in 0..<FuzzGenerator.caseCount {
      let text = String(
        decoding: generator.mutate(Data(generator.pick(seeds).utf8)), as: UTF8.self)
      let json = try JSONEncoder().encode([text])
      do {
        _ = try JSONDecoder().decode([SpecPath].self, from: json)
      } catch is DecodingError {
      } catch {
        Issue.record("'\(text)': unexpected \(type(of: error)): \(error)")
      }
    }
  }
}
