import ChartFuzzing
import ChartModel
import Foundation
import Testing

@testable import ChartA11y

/// Seeded fuzz cases for the parts of SVG geometry the commands reach only inside a drawing:
/// transform lists and deep chains of groups (path data and whole drawings are fuzzed by
/// ``ParserFuzzTests``); each must read or be refused, never trap, and never give a
/// non-finite value.
@Suite("Geometry parsing survives hostile input")
struct GeometryFuzzTests {
  @Test("Hostile transform lists are composed or refused, never non-finite")
  func transforms() {
    var generator = FuzzGenerator(seed: 0x7F0)
    for _ in 0..<FuzzGenerator.caseCount {
      let text = FuzzTexts.transformList(&generator)
      if let transform = SVGTransformList.parse(text) {
        #expect(transform.isFinite, "\(text)")
      }
    }
  }

  @Test("A transform chain 10,000 deep is refused by the depth limit; a 10,000-long list is read")
  func deepChains() throws {
    let open = String(repeating: "<g transform=\"translate(1 1)\">", count: 10_000)
    let close = String(repeating: "</g>", count: 10_000)
    let nested = "<svg xmlns=\"http://www.w3.org/2000/svg\">\(open)<path d=\"M0 0\"/>\(close)</svg>"
    #expect(throws: ChartA11yError.self) {
      _ = try SVGChartRecovery.recover(from: Data(nested.utf8))
    }
    let list = String(repeating: "translate(1 1) ", count: 10_000)
    let transform = try #require(SVGTransformList.parse(list))
    #expect(transform.apply(SVGPoint(x: 0, y: 0)) == SVGPoint(x: 10_000, y: 10_000))
  }
}
