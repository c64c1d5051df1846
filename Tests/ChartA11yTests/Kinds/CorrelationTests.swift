import ChartModel
import Testing

@testable import ChartA11y

@Suite("Correlation and least squares against scipy and numpy")
struct CorrelationTests {
  @Test("Pearson r and p match scipy.stats.pearsonr", arguments: KindsOracle.correlations)
  func pearson(_ oracle: CorrelationOracleCase) throws {
    let result = try #require(Correlation(oracle.x, oracle.y, method: .pearson))
    #expect(abs(result.coefficient - oracle.pearson.r) <= 1e-9)
    #expect(abs(result.p - oracle.pearson.p) <= 1e-9)
    #expect(result.sampleCount == oracle.x.count)
  }

  @Test("Spearman rho and p match scipy.stats.spearmanr", arguments: KindsOracle.correlations)
  func spearman(_ oracle: CorrelationOracleCase) throws {
    let result = try #require(Correlation(oracle.x, oracle.y, method: .spearman))
    #expect(abs(result.coefficient - oracle.spearman.rho) <= 1e-9)
    #expect(abs(result.p - oracle.spearman.p) <= 1e-9)
  }

  @Test("the least-squares line matches numpy.polyfit", arguments: KindsOracle.correlations)
  func line(_ oracle: CorrelationOracleCase) throws {
    let line = try #require(LeastSquaresLine(oracle.x, oracle.y))
    #expect(abs(line.slope - oracle.line.slope) <= 1e-9 * max(1, abs(oracle.line.slope)))
    #expect(
      abs(line.intercept - oracle.line.intercept) <= 1e-9 * max(1, abs(oracle.line.intercept)))
  }

  @Test("a constant sample or fewer than 3 pairs has no correlation")
  func undefined() {
    #expect(Correlation([1, 1, 1], [1, 2, 3], method: .pearson) == nil)
    #expect(Correlation([1, 2, 3], [4, 4, 4], method: .spearman) == nil)
    #expect(Correlation([1, 2], [3, 4], method: .pearson) == nil)
  }

  @Test("Student's t tail matches known values")
  func studentT() {
    // t = 2.228 on 10 degrees of freedom is the 97.5th percentile (two-sided p = 0.05).
    #expect(
      abs(StudentTDistribution.twoSidedPValue(2.228138851986, degreesOfFreedom: 10) - 0.05) < 1e-9)
    #expect(StudentTDistribution.twoSidedPValue(0, degreesOfFreedom: 3) == 1)
  }
}
