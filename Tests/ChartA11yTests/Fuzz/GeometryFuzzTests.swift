import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

/// Seeded fuzz cases for reading SVG geometry: path data, transforms, attributes and whole
/// drawings; each must read or throw a chart error, never trap, and never give a
/// non-finite value.
@Suite("Geometry parsing survives hostile input")
struct GeometryFuzzTests {
  static let pathTokens = [
    "M", "m", "L", "l", "H", "h", "V", "v", "C", "c", "S", "s", "Q", "q", "T", "t", "A", "a",
    "Z", "z", " ", ",", "-", ".", "e", "1e308", "-1e308", "NaN", "inf", "0", "1", ".5.5",
    "1e-3", "+", "9999999999999999", "1e16",
  ]

  @Test("Malformed path data ends the path, keeping only finite, bounded vertices")
  func pathData() throws {
    var generator = FuzzGenerator(seed: 0x9A7D)
    for _ in 0..<FuzzGenerator.caseCount {
      let d = (0..<generator.below(60)).map { _ in generator.pick(Self.pathTokens) }.joined()
      let path = try SVGPathData(d)
      for point in path.subpaths.flatMap(\.points) {
        #expect(point.x.isFinite && point.y.isFinite, "\(d)")
        #expect(abs(point.x) <= 2e15 && abs(point.y) <= 2e15, "\(d)")
      }
    }
  }

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
    let names = ["matrix", "translate", "scale", "rotate", "skewX", "skewY", "bogus", ""]
    let numbers = ["1", "-1", "1e300", "1e15", "NaN", "90", "0", ".5", "1e-300", ","]
    for _ in 0..<FuzzGenerator.caseCount {
      let text = (0..<generator.below(8)).map { _ in
        generator.pick(names) + "("
          + (0..<generator.below(7)).map { _ in generator.pick(numbers) }.joined(separator: " ")
          + (generator.below(5) == 0 ? "" : ")")
      }.joined(separator: " ")
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

  @Test("Mutated matplotlib drawings read or throw a chart error, with finite values")
  func drawings() throws {
    let seeds = try SVGGeometryRecoveryTests.drawings.map {
      try SVGAltTextTests.svg("\($0).matplotlib.svg")
    }
    var generator = FuzzGenerator(seed: 0x5EED_6E0)
    let hostile = [
      "NaN", "1e309", "-1e300", "1e16", "url(#nowhere)", "scale(0)", "matrix(0 0 0 0 0 0)",
    ]
    for index in 0..<FuzzGenerator.caseCount {
      var data = generator.mutate(generator.pick(seeds))
      if generator.below(2) == 0, var text = String(data: data, encoding: .utf8) {
        // Put a hostile number into a coordinate, a transform or a clip reference.
        for attribute in ["x=\"", "y=\"", "translate(", "d=\"M ", "clip-path=\""] {
          if let range = text.range(of: attribute), generator.below(2) == 0 {
            text.insert(contentsOf: generator.pick(hostile) + " ", at: range.upperBound)
          }
        }
        data = Data(text.utf8)
      }
      do {
        let recovered = try SVGChartRecovery.recover(from: data)
        let chart = try AccessibleChart(recovered.document)
        for series in chart.series {
          let finite = series.observations.compactMap(\.value).allSatisfy { $0.isFinite }
          #expect(finite, "case \(index)")
        }
        _ = ChartDescription(ChartAnalysis(chart))
      } catch is ChartA11yError {
      } catch is ChartSpecError {
      } catch {
        Issue.record("case \(index): unexpected \(type(of: error)): \(error)")
      }
    }
  }
}
