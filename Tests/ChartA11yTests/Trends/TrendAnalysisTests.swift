import ChartModel
import Foundation
import Testing

@testable import ChartA11y

@Suite("Trend analysis: phases, turning points and evidence")
struct TrendAnalysisTests {
  static func observations(_ values: [Double]) -> [Observation] {
    values.enumerated().map { Observation(x: .number(Double($0.offset)), value: $0.element) }
  }

  @Test("flat noise reads as no significant trend", arguments: 0..<6)
  func flatNoise(_ seed: Int) throws {
    let values = ChangePointsTests.noise(count: 200, seed: UInt64(seed) + 40)
    let trend = try #require(TrendAnalysis(Self.observations(values), unit: nil))
    #expect(trend.shape == .noTrend)
    #expect(trend.phases.count == 1)
    #expect(trend.mannKendall.direction == .none)
  }

  @Test("a noisy rise and fall is a peak at the top, each side tested on its own")
  func peak() throws {
    let noise = ChangePointsTests.noise(count: 120, seed: 5)
    let values = (0..<120).map { index -> Double in
      let shape = index <= 80 ? 2 * Double(index) : 160 - 3 * Double(index - 80)
      return shape + noise[index]
    }
    let trend = try #require(TrendAnalysis(Self.observations(values), unit: nil))
    guard case .peak(let at, let value) = trend.shape else {
      Issue.record("shape is \(trend.shape)")
      return
    }
    let top = try #require(values.indices.max { values[$0] < values[$1] })
    #expect(at == .number(Double(top)))
    #expect(value == values[top])
    #expect(trend.phases.count == 2)
    let rise = Array(values[...top])
    #expect(trend.phases[0].evidence.result == expectedTest(trend.phases[0].evidence, rise))
    #expect(trend.phases[0].direction == .increasing)
    #expect(trend.phases[1].direction == .decreasing)
  }

  /// The oracle-checked public test the evidence claims to be.
  func expectedTest(_ evidence: TrendEvidence, _ values: [Double]) -> MannKendallResult? {
    switch evidence.test {
    case .mannKendall: return try? MannKendall.test(values)
    case .hamedRao: return try? MannKendall.hamedRaoTest(values)
    }
  }

  @Test("a fall and a rise is a trough")
  func trough() throws {
    let noise = ChangePointsTests.noise(count: 90, seed: 9)
    let values = (0..<90).map { index -> Double in abs(Double(index) - 30) + noise[index] }
    let trend = try #require(TrendAnalysis(Self.observations(values), unit: nil))
    guard case .trough(let at, _) = trend.shape else {
      Issue.record("shape is \(trend.shape)")
      return
    }
    let low = try #require(values.indices.min { values[$0] < values[$1] })
    #expect(at == .number(Double(low)))
  }

  @Test("positively autocorrelated noise switches to Hamed–Rao; white noise does not")
  func testChoice() throws {
    let white = ChangePointsTests.noise(count: 300, seed: 77)
    var red = white
    for index in red.indices.dropFirst() { red[index] += 0.9 * red[index - 1] }
    for (noise, expected) in [(white, TrendEvidence.Test.mannKendall), (red, .hamedRao)] {
      let values = noise.enumerated().map { $0.element + 0.01 * Double($0.offset) }
      let trend = try #require(TrendAnalysis(Self.observations(values), unit: nil))
      let whole = trend.overall
      #expect(whole.test == expected)
      #expect(whole.result == expectedTest(whole, values))
      #expect(whole.sensSlope == (try SensSlope.estimate(values).slope))
    }
  }

  @Test("non-finite values are skipped, counted and said")
  func nonFinite() throws {
    var values = (0..<30).map { Double($0) }
    values[4] = .nan
    values[9] = .infinity
    let trend = try #require(TrendAnalysis(Self.observations(values), unit: nil))
    #expect(trend.skippedCount == 2)
    #expect(trend.mannKendall.sampleCount == 28)
    #expect(trend.shape == .rising)
    let series = DataSeries(
      name: "Steps", groupingLabel: nil, markKinds: [.line], isPlot: false, valueLabel: "Value",
      stacking: .standard, observations: Self.observations(values))
    let entry = SeriesAnalysis(
      series: series, summary: SummaryStatistics(series.observations), missingRuns: [],
      trend: trend)
    let axis = AxisDescriptor(
      title: "Step", unit: nil, kind: .numeric, calendarUnit: nil, isHidden: false,
      range: 0...29, categories: [])
    let chart = AccessibleChart(
      title: nil, summary: nil, xAxis: axis, yAxis: axis, independentAxis: .x, series: [series],
      referenceLines: [], markKinds: [.line], isLegendHidden: false, hiddenMarkCount: 0)
    let text = SeriesSentences(
      entry, chart: chart, kind: nil, options: DescriptionOptions(), alpha: 0.05
    )
    .sentences.map(\.text)
    #expect(text.contains("2 values are not finite numbers and are left out of the trend tests."))
  }

  @Test("fewer than three finite values give no trend")
  func tooShort() {
    #expect(TrendAnalysis(Self.observations([1, .nan, 2]), unit: nil) == nil)
  }
}

@Suite("Trend analysis: the same shape over any x unit")
struct TrendAnalysisUnitTests {
  /// An inverted U with a little alternating noise: the peak is at index 9.
  static let values: [Double] = [
    11.5, 13.94, 18.74, 25.78, 27.43, 31.07, 36.61, 36.47, 38.08, 41.4, 38.9, 38.08, 38.97,
    34.11, 31.07, 29.93, 23.28, 18.74, 16.44, 9.0,
  ]

  @Test(
    "a rise and fall is a peak over numbers, days, hours and quarter hours",
    arguments: [nil, 86_400.0, 3_600.0, 900.0, 5.0])
  func peakOverAnyStep(_ stepSeconds: Double?) throws {
    let start = Date(timeIntervalSince1970: 1_709_280_000)  // 2024-03-01T08:00Z
    let observations = Self.values.enumerated().map { index, value in
      Observation(
        x: stepSeconds.map { .date(start.addingTimeInterval(Double(index) * $0)) }
          ?? .number(Double(index)),
        value: value)
    }
    let unit: CalendarUnit? =
      switch stepSeconds {
      case 86_400: .day
      case 3_600: .hour
      default: nil
      }
    let trend = try #require(TrendAnalysis(observations, unit: unit))
    guard case .peak(let at, let value) = trend.shape else {
      Issue.record("shape is \(trend.shape)")
      return
    }
    #expect(at == observations[9].x)
    #expect(value == 41.4)
    #expect(trend.phases.map(\.direction) == [.increasing, .decreasing])
  }
}
