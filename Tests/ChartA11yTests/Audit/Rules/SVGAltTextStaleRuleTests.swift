import ChartA11y
import ChartImport
import ChartModel
import Foundation
import GoldenTesting
import Testing

@Suite("Rule svg-alt-text-stale")
struct SVGAltTextStaleRuleTests {
  static let digest = "sha256-v1:" + String(repeating: "a", count: 64)
  static let named =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"Sales\" "
    + "data-chart-describe-digest=\"\(digest)\"/>"

  func findings(_ svg: String, digests: [String]) throws -> [FindingSpec] {
    let document = try SVGDocument(bytes: Data(svg.utf8))
    let subject = SVGAuditSubject(
      document: document,
      dataDigests: digests.enumerated().map {
        .init(source: "source \($0.offset)", digest: $0.element)
      })
    return SVGAltTextStaleRule().findings(in: .svg(subject)).map(FindingSpec.init)
  }

  @Test("A digest that matches no source is an error naming every source")
  func stale() throws {
    let other = "sha256-v1:" + String(repeating: "b", count: 64)
    #expect(
      try findings(Self.named, digests: [other, other]) == [
        FindingSpec(
          "svg-alt-text-stale", .error, nil,
          "the alt text was written for other data: its digest matches neither source 0 nor "
            + "source 1; run 'chart-describe alt-text --write' to describe the current data")
      ])
  }

  @Test("A digest matching any one source passes; no source, no digest or no name is not checked")
  func notStale() throws {
    let other = "sha256-v1:" + String(repeating: "b", count: 64)
    #expect(try findings(Self.named, digests: [other, Self.digest]).isEmpty)
    #expect(try findings(Self.named, digests: []).isEmpty)
    let unnamed = Self.named.replacingOccurrences(of: " aria-label=\"Sales\"", with: "")
    #expect(try findings(unnamed, digests: [other]).isEmpty)
    let undigested = "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"S\"/>"
    #expect(try findings(undigested, digests: [other]).isEmpty)
  }

  @Test("Sibling chart files are tried as stem.chart.json, stem.vl.json, stem.json")
  func siblings() {
    let names = SVGAuditSubject.siblingChartCandidates(
      of: URL(fileURLWithPath: "/charts/cars.vl.svg")
    ).map(\.path)
    #expect(
      names == ["/charts/cars.vl.chart.json", "/charts/cars.vl.vl.json", "/charts/cars.vl.json"])
  }

  @Test("The auditor computes the digest from the marks of a file that records one")
  func fromMarks() throws {
    let svg = try Data(contentsOf: Fixtures.root.appendingPathComponent("svg/cars.vl.svg"))
    let recovered = try SVGChartRecovery.recover(from: svg)
    let content = AltTextContent(ChartAnalysis(try AccessibleChart(recovered.document)))
    let written = try SVGAltText.write(content, into: svg).bytes
    #expect(Auditor().auditSVG(written).isEmpty)
    let changed = String(decoding: written, as: UTF8.self).replacingOccurrences(
      of: "Horsepower: 130; Miles_per_Gallon: 18;", with: "Horsepower: 130; Miles_per_Gallon: 8;")
    #expect(Auditor().auditSVG(Data(changed.utf8)).map(\.ruleID) == ["svg-alt-text-stale"])
  }
}
