import ChartA11y
import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

/// The ridgeline's facts, checked against ../shared/data/README.md.
@Suite("Ridgeline chart of US baby names")
struct RidgelineFactsTests {
  static let expectedPeaks: [(name: String, year: Int, proportion: Double)] = [
    ("Mary", 1880, 0.07238), ("Emma", 1881, 0.02058), ("Linda", 1948, 0.05521),
    ("Lisa", 1965, 0.03298), ("Jennifer", 1974, 0.04030), ("Ashley", 1987, 0.02927),
    ("Jessica", 1987, 0.02988), ("Emily", 1999, 0.01364), ("Isabella", 2010, 0.01170),
    ("Sophia", 2012, 0.01152),
  ]

  static func analysis() throws -> ChartAnalysis {
    try ChartFixture.analysis(spec: "us-baby-names-ridgeline")
  }

  static func year(_ value: DataValue) -> Int? {
    guard case .date(let date) = value else { return nil }
    return GregorianDateTime(date).year
  }

  @Test("All ten names are series, in chart order")
  func seriesOrder() throws {
    let names = try Self.analysis().series.map(\.series.name)
    #expect(names == Self.expectedPeaks.map(\.name))
  }

  @Test("Every peak year and value is right", arguments: expectedPeaks)
  func peak(name: String, year: Int, proportion: Double) throws {
    let entry = try #require(try Self.analysis().series.first { $0.series.name == name })
    let maximum = try #require(entry.summary?.maximum)
    #expect(Self.year(maximum.x) == year)
    #expect(abs(maximum.value - proportion) < 0.000005)
  }

  @Test("The hidden outline and baseline contribute nothing")
  func hiddenMarks() throws {
    let analysis = try Self.analysis()
    #expect(analysis.chart.hiddenMarkCount == 2)
    #expect(analysis.chart.referenceLines.isEmpty)
    #expect(analysis.chart.markKinds == [.area])
    #expect(analysis.series.allSatisfy { $0.series.markKinds == [.area] })
    let text = PlainTextRenderer.render(ChartDescriber.describe(analysis))
    #expect(!text.contains("line"))
    #expect(!text.contains("rule"))
  }

  @Test("Ashley starts in 1917 and her missing years are gaps, not zeros")
  func ashleyGaps() throws {
    let entry = try #require(try Self.analysis().series.first { $0.series.name == "Ashley" })
    #expect(entry.series.observations.count == 79)
    #expect(Self.year(try #require(entry.series.observations.first).x) == 1917)
    #expect(entry.series.observations.allSatisfy { $0.value > 0 })
    #expect(entry.missingCount == 101 - 79)
    let firstRun = try #require(entry.missingRuns.first)
    #expect(Self.year(firstRun.start) == 1918)
    #expect(Self.year(firstRun.end) == 1937)
    #expect(firstRun.count == 20)
  }

  @Test("Linda rises to a 1948 peak then falls; Mary decreases significantly")
  func trends() throws {
    let analysis = try Self.analysis()
    let linda = try #require(analysis.series.first { $0.series.name == "Linda" }?.trend)
    guard case .peak(let at, _) = linda.shape else {
      Issue.record("Linda's shape is \(linda.shape)")
      return
    }
    #expect(Self.year(at) == 1948)
    #expect(linda.phases.map(\.direction) == [.increasing, .decreasing])
    let mary = try #require(analysis.series.first { $0.series.name == "Mary" }?.trend)
    #expect(mary.shape == .falling)
    #expect(mary.mannKendall.direction == .decreasing)
    #expect(mary.mannKendall.p < 0.001)
  }

  @Test("Emma is high in 1881, falls to a low in 1976, then rises again")
  func emma() throws {
    let analysis = try Self.analysis()
    let entry = try #require(analysis.series.first { $0.series.name == "Emma" })
    let trend = try #require(entry.trend)
    #expect(Self.year(try #require(entry.summary?.maximum.x)) == 1881)
    let first = try #require(trend.phases.first)
    #expect(first.direction == .decreasing)
    #expect(first.endsAt == .trough)
    #expect(Self.year(first.evidence.end) == 1976)
    #expect(trend.phases.dropFirst().first?.direction == .increasing)
    #expect(trend.phases.last?.direction == .increasing)
  }

  @Test("Linda's trend sentence carries its evidence in JSON: test, p, tau, slope per year")
  func lindaEvidence() throws {
    let analysis = try Self.analysis()
    let description = ChartDescriber.describe(analysis)
    let json = try JSONRenderer.render(analysis, description: description)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let sentences = try #require(document["sentences"] as? [[String: Any]])
    let trend = try #require(
      sentences.first {
        ($0["series"] as? String) == "Linda" && ($0["text"] as? String)?.contains("peak") == true
      })
    let evidence = try #require(trend["evidence"] as? [[String: Any]])
    // The whole span first ("Overall it shows no significant trend …; within that, …"), then
    // each phase.
    #expect(evidence.count == 3)
    let linda = try #require(analysis.series.first { $0.series.name == "Linda" }?.trend)
    let stated = [linda.overall] + linda.phases.map(\.evidence)
    for (item, tested) in zip(evidence, stated) {
      #expect(item["test"] as? String == tested.test.rawValue)
      // Foundation's JSON text keeps about 15 significant digits, so compare to 1e-14.
      let close = { (key: String, expected: Double?) -> Bool in
        guard let value = item[key] as? Double, let expected else { return false }
        return abs(value - expected) <= 1e-14 * max(abs(expected), 1e-300)
      }
      #expect(close("p", tested.result.p))
      #expect(close("tau", tested.result.tau))
      #expect(close("sensSlope", tested.sensSlope))
      #expect((item["slopeUnit"] as? String)?.hasSuffix(" per year") == true)
    }
    #expect(evidence.first?["endsAt"] == nil)
  }
}
