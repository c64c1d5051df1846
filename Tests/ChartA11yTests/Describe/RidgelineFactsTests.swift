import ChartA11y
import ChartModel
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
    try FixtureDescriptionTests.analysis("us-baby-names-ridgeline")
  }

  static func year(_ value: DataValue) -> Int? {
    guard case .date(let date) = value else { return nil }
    return TemporalParser.calendar.component(.year, from: date)
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
    let mary = try #require(analysis.series.first { $0.series.name == "Mary" }?.trend)
    #expect(mary.shape == .falling)
    #expect(mary.mannKendall.direction == .decreasing)
    #expect(mary.mannKendall.p < 0.001)
  }
}
