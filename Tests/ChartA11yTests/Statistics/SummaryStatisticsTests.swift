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

  /// The summary by definition: a plain scan for the count, the first extrema and the ends.
  static func reference(_ values: [Double]) -> (
    count: Int, minimum: Int, maximum: Int, first: Int, last: Int
  )? {
    let finite = values.indices.filter { values[$0].isFinite }
    guard let first = finite.first, let last = finite.last else { return nil }
    var minimum = first
    var maximum = first
    for index in finite {
      if values[index] < values[minimum] { minimum = index }
      if values[index] > values[maximum] { maximum = index }
    }
    return (finite.count, minimum, maximum, first, last)
  }

  @Test(
    "blocks of finite values, partial blocks and blocks with non-finite values agree with a scan",
    arguments: [1, 7, 8, 255, 256, 257, 511, 512, 1_000, 4_099],
    [0, 1, 500] as [Int])
  func blocksAgreeWithScan(count: Int, nonFiniteEvery: Int) throws {
    var generator = SplitMix64(seed: UInt64(count * 1_000 + nonFiniteEvery))
    // Integers of mixed magnitude: every fourth about 2^55, with alternating signs, the
    // others below 2^10. Partial sums pass 2^53, where a plain sum drops the small ones,
    // while the exact sum fits in an Int64.
    var exact = 0
    var bigCount = 0
    let values: [Double] = (0..<count).map { index in
      if nonFiniteEvery > 0 && index % nonFiniteEvery == nonFiniteEvery / 2 {
        return [Double.nan, .infinity, -.infinity][index % 3]
      }
      var integer = Int(generator.next() >> 54) - 512
      if generator.next() % 4 == 0 {
        bigCount += 1
        // A multiple of 16 below 2^56: exactly a Double.
        integer = (1 << 55 + Int(generator.next() >> 44) << 4) * (bigCount % 2 == 0 ? -1 : 1)
      }
      exact += integer
      return Double(integer)
    }
    let summary = SummaryStatistics(values: values) { .number(Double($0)) }
    guard let expected = Self.reference(values) else {
      #expect(summary == nil)
      return
    }
    let result = try #require(summary)
    #expect(result.count == expected.count)
    #expect(
      result.minimum == .init(x: .number(Double(expected.minimum)), value: values[expected.minimum])
    )
    #expect(
      result.maximum == .init(x: .number(Double(expected.maximum)), value: values[expected.maximum])
    )
    #expect(
      result.first == .init(x: .number(Double(expected.first)), value: values[expected.first]))
    #expect(result.last == .init(x: .number(Double(expected.last)), value: values[expected.last]))
    let exactMean = Double(exact) / Double(expected.count)
    #expect(
      abs(result.mean - exactMean) <= 2 * exactMean.ulp, "mean \(result.mean), exact \(exactMean)")
    let observations = values.enumerated().map {
      Observation(x: .number(Double($0.offset)), value: $0.element)
    }
    #expect(SummaryStatistics(observations) == summary)
  }

  @Test("the first of equal extrema wins across lanes and blocks, and -0.0 equals 0.0")
  func firstOfEqualExtrema() throws {
    var values = [Double](repeating: 5, count: 1_024)
    values[300] = 1  // a later lane of an earlier block ...
    values[263] = 1  // ... loses to an earlier position in the same block
    values[700] = 1
    values[513] = 9
    values[1_000] = 9
    let summary = try #require(SummaryStatistics(values: values) { .number(Double($0)) })
    #expect(summary.minimum.x == .number(263))
    #expect(summary.maximum.x == .number(513))
    values[263] = .nan
    values[300] = .infinity
    let later = try #require(SummaryStatistics(values: values) { .number(Double($0)) })
    #expect(later.minimum.x == .number(700))
    #expect(later.count == 1_022)
    var zeros = [Double](repeating: 1, count: 512)
    zeros[300] = 0.0
    zeros[290] = -0.0
    let zero = try #require(SummaryStatistics(values: zeros) { .number(Double($0)) })
    #expect(zero.minimum.x == .number(290))
    #expect(zero.minimum.value.sign == .minus)
  }
}
