import ChartFuzzing
import ChartModel
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Seeded fuzz cases for the parts of SVG geometry the commands reach only inside a drawing:
/// transform lists and deep chains of groups (path data and whole drawings are fuzzed by
/// ``ParserFuzzTests``); each must read or be refused, never trap, and never give a
/// non-finite value.
@Suite("Geometry parsing survives hostile input")
struct GeometryFuzzTests {
  /// Targeted path data: malformed numbers, NaN and infinity, huge absolute coordinates and
  /// relative steps whose sum would leave the coordinate range.
  static let hostilePaths = [
    "M NaN 0 L 1 1", "M 0 0 L inf 1", "M 1e400 0 L 1 1", "M 1e16 0 L 1 1", "M 0 0 C 1 2 3",
    "M .5.5.5 L", "M 0 0 A 1e308 1e308 0 1 1 1e15 1e15", "M 0 0 A 0 0 0 0 0 NaN NaN",
    "M 1e15 1e15" + String(repeating: " l 1e15 1e15", count: 100),
    "m 1e15 -1e15" + String(repeating: " h 1e15 v -1e15", count: 100),
    "M 0 0" + String(repeating: " c 1e15 1e15 1e15 1e15 1e15 1e15", count: 50),
  ]

  @Test("Targeted malformed and huge path data keeps only finite, bounded vertices")
  func hostilePathData() throws {
    for d in Self.hostilePaths {
      let path = try SVGPathData(d)
      for point in path.subpaths.flatMap(\.points) {
        #expect(point.x.isFinite && point.y.isFinite, "\(d.prefix(60))")
        #expect(
          abs(point.x) <= SVGPathData.maximumMagnitude
            && abs(point.y) <= SVGPathData.maximumMagnitude, "\(d.prefix(60))")
      }
    }
  }

  @Test("NaN, infinite and huge attributes in a drawing are read or refused, never placed")
  func hostileAttributes() throws {
    let seed = String(decoding: try SVGAltTextTests.svg("line.matplotlib.svg"), as: UTF8.self)
    for hostile in ["NaN", "inf", "-1e309", "1e300", "1e16"] {
      for attribute in [#"x=""#, #"y=""#, "translate(", #"d="M "#] {
        guard let range = seed.range(of: attribute) else { continue }
        var text = seed
        if attribute.hasSuffix("\"") {
          // The whole value replaced: x="NaN".
          guard let end = text[range.upperBound...].firstIndex(of: "\"") else { continue }
          text.replaceSubrange(range.upperBound..<end, with: hostile)
        } else {
          text.insert(contentsOf: hostile + " ", at: range.upperBound)
        }
        do {
          let recovered = try SVGChartRecovery.recover(from: Data(text.utf8))
          let chart = try AccessibleChart(recovered.document)
          for series in chart.series {
            for value in series.observations.compactMap(\.value) {
              #expect(value.isFinite && abs(value) < 1e15, "\(hostile) in \(attribute)")
            }
          }
        } catch is ChartA11yError {
        } catch is ChartSpecError {
        }
      }
    }
  }

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
    #expect(throws: ChartImportError.self) {
      _ = try SVGChartRecovery.recover(from: Data(nested.utf8))
    }
    let list = String(repeating: "translate(1 1) ", count: 10_000)
    let transform = try #require(SVGTransformList.parse(list))
    #expect(transform.apply(SVGPoint(x: 0, y: 0)) == SVGPoint(x: 10_000, y: 10_000))
  }
}
