import ChartModel
import Testing

@testable import ChartA11y

@Suite("One-pass summary statistics")
struct SummaryStatisticsTests {
  /// A seeded series with non-finite values and repeated extrema.
  static func series(seed: UInt64, count: Int) -> [Double] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      let draw = generator.next() % 100
      if draw == 0 { return .nan }
      if draw == 1 { return .infinity }
      if draw == 2 { return -.infinity }
      return Double(generator.next() % 50) * 0.25 - 6
    }
  }

  @Test(
    "dense values and observations give the same summary",
    arguments: zip([1, 2, 3, 4, 5, 7, 1_001], [11, 12, 13, 14, 15, 16, 17] as [UInt64]))
  func denseMatchesObservations(count: Int, seed: UInt64) throws {
    let values = Self.series(seed: seed, count: count)
    let observations = values.enumerated().map {
      Observation(x: .number(Double($0.offset)), value: $0.element)
    }
    let dense = SummaryStatistics(values: values) { .number(Double($0)) }
    #expect(dense == SummaryStatistics(observations))
  }

  @Test("extrema are the first finite ones, and the mean skips non-finite values")
  func firstExtremaAndMean() throws {
    let values: [Double] = [.nan, 2, -.infinity, 1, 5, 1, .infinity, 5, 3, .nan]
    let summary = try #require(SummaryStatistics(values: values) { .number(Double($0)) })
    #expect(summary.count == 6)
    #expect(summary.minimum == .init(x: .number(3), value: 1))
    #expect(summary.maximum == .init(x: .number(4), value: 5))
    #expect(summary.first == .init(x: .number(1), value: 2))
    #expect(summary.last == .init(x: .number(8), value: 3))
    #expect(summary.mean == 17.0 / 6)
  }

  @Test("a series without a finite value has no summary")
  func noFiniteValue() {
    #expect(SummaryStatistics(values: [.nan, .infinity]) { .number(Double($0)) } == nil)
    #expect(SummaryStatistics(values: []) { .number(Double($0)) } == nil)
  }

  @Test("the compensated mean of many values is exact where a plain sum is not")
  func compensatedMean() throws {
    let values = [1e16] + [Double](repeating: 1, count: 1_000) + [-1e16]
    let summary = try #require(SummaryStatistics(values: values) { .number(Double($0)) })
    #expect(summary.mean == 1_000.0 / 1_002)
  }
}
