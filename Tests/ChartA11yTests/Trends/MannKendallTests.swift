import Foundation
import Testing

@testable import ChartA11y

/// True when `actual` is within `relative` of `expected`, or within `absolute` of it, or both
/// are NaN.
func isCloseToOracle(
  _ actual: Double, _ expected: Double, relative: Double = 1e-9, absolute: Double = 1e-12
) -> Bool {
  if actual.isNaN || expected.isNaN { return actual.isNaN && expected.isNaN }
  let difference = abs(actual - expected)
  return difference <= absolute || difference <= relative * abs(expected)
}

@Suite("Mann-Kendall trend test")
struct MannKendallTests {
  @Test("matches pymannkendall original_test", arguments: TrendOracle.cases)
  func matchesOriginalTest(_ oracle: TrendOracleCase) throws {
    let result = try MannKendall.test(oracle.values)
    let expected = oracle.original
    #expect(result.sampleCount == oracle.values.filter { !$0.isNaN }.count)
    #expect(result.s == expected.s)
    #expect(isCloseToOracle(result.variance, expected.variance, relative: 1e-12))
    #expect(isCloseToOracle(result.z, expected.z))
    #expect(isCloseToOracle(result.p, expected.p))
    #expect(isCloseToOracle(result.tau, expected.tau, relative: 1e-12))
    #expect(result.direction == expected.trend)
    #expect(result.alpha == 0.05)
  }

  @Test("matches pymannkendall hamed_rao_modification_test", arguments: TrendOracle.cases)
  func matchesHamedRao(_ oracle: TrendOracleCase) throws {
    let result = try MannKendall.hamedRaoTest(oracle.values)
    let expected = oracle.hamedRao
    #expect(result.s == expected.s)
    #expect(isCloseToOracle(result.variance, expected.variance))
    #expect(isCloseToOracle(result.z, expected.z))
    #expect(isCloseToOracle(result.p, expected.p))
    #expect(isCloseToOracle(result.tau, expected.tau, relative: 1e-12))
    #expect(result.direction == expected.trend)
  }

  @Test("a strictly rising series reads as increasing")
  func risingSeries() throws {
    let result = try MannKendall.test([1, 2, 3, 4, 5, 6, 7, 8])
    #expect(result.s == 28)
    let variance: Double = 8 * 7 * 21 / 18
    #expect(result.variance == variance)
    #expect(result.tau == 1)
    #expect(result.direction == .increasing)
    #expect(result.direction.rawValue == "increasing")
  }

  @Test("a constant series has no trend")
  func constantSeries() throws {
    let result = try MannKendall.test([4, 4, 4, 4, 4])
    #expect(result.s == 0)
    #expect(result.variance == 0)
    #expect(result.z == 0)
    #expect(result.p == 1)
    #expect(result.direction == .none)
    #expect(TrendDirection.none.rawValue == "no trend")
  }

  @Test("NaN and infinities are skipped")
  func skipsNonFinite() throws {
    let gappy = try MannKendall.test([5, .nan, 4, .infinity, 3, -.infinity, 2])
    let clean = try MannKendall.test([5, 4, 3, 2])
    #expect(gappy == clean)
    #expect(gappy.sampleCount == 4)
  }

  @Test("a stricter alpha can hide a trend")
  func alphaDecides() throws {
    let values: [Double] = [1, 3, 2, 4, 3, 5, 4, 6]
    let loose = try MannKendall.test(values, alpha: 0.2)
    let strict = try MannKendall.test(values, alpha: 0.001)
    #expect(loose.p == strict.p)
    #expect(loose.direction == .increasing)
    #expect(strict.direction == .none)
  }

  @Test(
    "fewer than three finite values throw",
    arguments: [[], [1], [1, 2], [1, .nan, 2], [.nan, .nan, .nan, 7]] as [[Double]])
  func tooShort(_ values: [Double]) {
    let found = values.filter(\.isFinite).count
    let error = ChartA11yError(.insufficientData(minimum: 3, found: found))
    #expect(throws: error) { try MannKendall.test(values) }
    #expect(throws: error) { try MannKendall.hamedRaoTest(values) }
  }

  @Test("S is exact on a long series with ties")
  func exactScoreOnLongSeries() throws {
    var generator = OracleSeries.LCG(state: 99)
    let values = (0..<3000).map { _ in (generator.next() * 20).rounded(.down) }
    var s = 0
    for i in 0..<values.count {
      for j in (i + 1)..<values.count {
        s += values[j] > values[i] ? 1 : (values[j] < values[i] ? -1 : 0)
      }
    }
    #expect(try MannKendall.test(values).s == Double(s))
  }

  @Test("the test and Sen's line at once equal each alone", arguments: [40, 70_000])
  func testWithSensSlope(_ count: Int) throws {
    var generator = OracleSeries.LCG(state: UInt64(count))
    // A rounded walk with ties and a few missing values.
    var level = 0.0
    let values = (0..<count).map { index -> Double in
      level += generator.next() - 0.45
      return index % 97 == 5 ? .nan : (level * 10).rounded() / 10
    }
    let both = try MannKendall.testWithSensSlope(values)
    #expect(both.test == (try MannKendall.test(values)))
    #expect(both.line == (try SensSlope.estimate(values)))
    #expect(both.test.s != 0)
    #expect(throws: ChartA11yError.self) { try MannKendall.testWithSensSlope([1, .nan, 2]) }
  }

  @Test("the result survives a JSON round trip")
  func codable() throws {
    let result = try MannKendall.test([3, 1, 4, 1, 5, 9, 2, 6])
    let data = try JSONEncoder().encode(result)
    #expect(try JSONDecoder().decode(MannKendallResult.self, from: data) == result)
  }

  @Test("the normal quantile inverts the tail probability", arguments: [1e-10, 0.001, 0.05, 0.5])
  func quantileInverse(_ p: Double) {
    let z = NormalDistribution.quantile(1 - p / 2)
    #expect(isCloseToOracle(NormalDistribution.twoSidedPValue(z), p, relative: 1e-13))
  }
}
