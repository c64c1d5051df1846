import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Scatter plots and pies read on their values (scipy's correlations, pandas' shares); the
/// wording is `ScatterWordingTests`' and `PieWordingTests`'.
@Suite("Chart kinds: scatter plots and pies")
struct KindReadingTests {
  static let scatterFixtures = [
    "vega-lite/cars-scatter.vl.json", "charts/study-hours-scatter.chart.json",
  ]
  static let pieFixtures = ["vega-lite/household-budget-pie.vl.json"]

  @Test("The cars scatter plot states scipy's Pearson r and Spearman rho, per group too")
  func carsScatter() throws {
    let analysis = try ChartFixture.analysis("vega-lite/cars-scatter.vl.json")
    guard case .scatter(let reading) = analysis.kind else {
      Issue.record("not read as a scatter plot")
      return
    }
    let oracle = try #require(
      KindsOracle.correlations.first { $0.name == "cars horsepower and miles per gallon" })
    let pearson = try #require(reading.overall.pearson)
    let spearman = try #require(reading.overall.spearman)
    #expect(abs(pearson.coefficient - oracle.pearson.r) <= 1e-9)
    #expect(abs(pearson.p - oracle.pearson.p) <= 1e-9)
    #expect(abs(spearman.coefficient - oracle.spearman.rho) <= 1e-9)
    #expect(reading.overall.pointCount == oracle.x.count)
    #expect(reading.groups.map(\.name) == ["Europe", "Japan", "USA"])
    #expect(RelationshipStrength(pearson.coefficient) == .strong)
    let japan = try #require(reading.groups.first { $0.name == "Japan" })
    #expect(japan.relationship.pointCount == 79)
    let japanR = try #require(japan.relationship.pearson)
    #expect(japanR.coefficient < 0 && RelationshipStrength(japanR.coefficient) == .strong)
  }

  @Test(
    "Scatter plots and pies never say starts, ends or Mann–Kendall; their JSON has no trend",
    arguments: scatterFixtures + pieFixtures)
  func noSeriesOverX(path: String) throws {
    let analysis = try ChartFixture.analysis(path)
    #expect(analysis.kind?.readsSeriesOverX == false)
    #expect(analysis.series.allSatisfy { $0.trend == nil })
    let description = ChartDescription(analysis)
    let json = try JSONRenderer.render(analysis, description: description)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let series = try #require(object["series"] as? [[String: Any]])
    #expect(series.allSatisfy { $0["trend"] == nil })
    let kind = try #require(object["kind"] as? [String: Any])
    #expect(["scatter", "pie"].contains(kind["name"] as? String))
  }

  @Test("A scatter plot's outlier is the point far from the least-squares line")
  func outlier() throws {
    let analysis = try ChartFixture.analysis("charts/study-hours-scatter.chart.json")
    guard case .scatter(let reading) = analysis.kind else {
      Issue.record("not read as a scatter plot")
      return
    }
    #expect(reading.overall.outliers.map { [$0.x, $0.y] } == [[6, 30]])
  }

  @Test("Too few points or a constant axis has no correlation to give")
  func unmeasurable() throws {
    let two = try Self.relationship([(1, 2), (2, 3)])
    #expect(two.pointCount == 2 && two.pearson == nil && two.spearman == nil)
    let flat = try Self.relationship([(1, 5), (2, 5), (3, 5)])
    #expect(flat.pointCount == 3 && flat.pearson == nil && flat.spearman == nil)
    #expect(flat.line != nil)
  }

  @Test("Points over years are a series over time, not a scatter plot")
  func yearsAreNotScatter() throws {
    let json = #"""
      {"version": 1, "data": {"values": [{"year": 2001, "y": 1}, {"year": 2002, "y": 2},
        {"year": 2003, "y": 4}]},
       "marks": [{"type": "point", "x": "year", "y": "y"}]}
      """#
    #expect(try ChartText.analysis(json).kind == nil)
  }

  /// The analysis of a point chart of these (x, y) pairs.
  static func scatter(_ points: [(Double, Double)]) throws -> ChartAnalysis {
    let rows = points.map { #"{"x": \#($0.0), "y": \#($0.1)}"# }.joined(separator: ", ")
    let json = #"""
      {"version": 1, "data": {"values": [\#(rows)]},
       "marks": [{"type": "point", "x": "x", "y": "y"}]}
      """#
    return try ChartText.analysis(json)
  }

  /// The overall relationship of a point chart of these (x, y) pairs.
  static func relationship(_ points: [(Double, Double)]) throws -> ScatterRelationship {
    let analysis = try scatter(points)
    guard case .scatter(let reading) = analysis.kind else {
      Issue.record("not read as a scatter plot: \(String(describing: analysis.kind))")
      throw CancellationError()
    }
    return reading.overall
  }

  @Test(
    "Pie shares match pandas, equal slices equal, and sum to 100 by largest remainder",
    arguments: KindsOracle.pies)
  func pieShares(_ oracle: PieOracleCase) {
    let percents = LargestRemainderRounding.percentages(oracle.values)
    #expect(percents == oracle.percents)
    for (value, percent) in zip(oracle.values, percents) {
      #expect(zip(oracle.values, percents).allSatisfy { $0.0 != value || $0.1 == percent })
    }
    // Only equal slices tying for the last points leave the sum short of 100.
    if Set(oracle.values).count == oracle.values.count {
      #expect(percents.reduce(0, +) == 100)
    }
    let total = oracle.values.reduce(0, +)
    for (value, share) in zip(oracle.values, oracle.shares) {
      #expect(abs(value / total * 100 - share) <= 1e-9)
    }
  }

  @Test("The pie fixture states its total and shares, without axes; explore reads a share")
  func pie() throws {
    let analysis = try ChartFixture.analysis("vega-lite/household-budget-pie.vl.json")
    guard case .pie(let pie) = analysis.kind else {
      Issue.record("not read as a pie")
      return
    }
    let oracle = try #require(KindsOracle.pies.first { $0.name == "household budget" })
    #expect(pie.slices.map(\.percent) == oracle.percents)
    for (slice, share) in zip(pie.slices, oracle.shares) {
      #expect(abs(slice.share - share) <= 1e-9)
    }
    #expect(pie.total == 3_430 && pie.problem == nil && !pie.isDonut)
    #expect(
      pie.slicesInReadingOrder.map(\.label) == [
        "Rent", "Food", "Savings", "Leisure", "Transport", "Utilities",
      ])
    #expect(pie.largest.map(\.label) == ["Rent"] && pie.smallest.map(\.label) == ["Utilities"])
  }

  @Test(
    "Each claim of a kind's short alt text is stated by its long description",
    arguments: scatterFixtures + pieFixtures)
  func shortClaimsInLong(path: String) throws {
    let content = AltTextContent(try ChartFixture.analysis(path))
    let claims = Self.claims(ofShort: content.short)
    #expect(!claims.isEmpty, "\(path): \(content.short)")
    for claim in claims {
      #expect(
        content.long.lowercased().contains(claim.lowercased()),
        "\(path): “\(claim)” is not in the long description")
    }
  }

  /// The claims of a short alt text.
  ///
  /// Its finding (after the kind and subject) cut at colons, semicolons and commas, without
  /// the final full stop.
  static func claims(ofShort short: String) -> [String] {
    guard let range = short.range(of: ". ") else { return [] }
    var finding = String(short[range.upperBound...])
    if finding.hasSuffix(".") { finding.removeLast() }
    return finding.split(whereSeparator: { ":;,".contains($0) })
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}
