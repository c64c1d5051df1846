import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

/// The O(n^2) definition: the numpy-style median of every finite pairwise slope.
func bruteForceSlope(x: [Double], y: [Double]) -> Double? {
  var slopes: [Double] = []
  for i in 0..<x.count {
    for j in (i + 1)..<x.count
    where x[i] != x[j] && x[i].isFinite && x[j].isFinite && y[i].isFinite && y[j].isFinite {
      slopes.append((y[j] - y[i]) / (x[j] - x[i]))
    }
  }
  guard !slopes.isEmpty else { return nil }
  slopes.sort()
  let middle = slopes.count / 2
  return slopes.count % 2 == 1 ? slopes[middle] : (slopes[middle - 1] + slopes[middle]) / 2
}

@Suite("Theil-Sen slope")
struct SensSlopeTests {
  @Test("matches pymannkendall sens_slope", arguments: TrendOracle.cases)
  func matchesOracle(_ oracle: TrendOracleCase) throws {
    let estimate = try SensSlope.estimate(oracle.values)
    #expect(isCloseToOracle(estimate.slope, oracle.sen.slope, relative: 1e-12, absolute: 1e-15))
    #expect(
      isCloseToOracle(estimate.intercept, oracle.sen.intercept, relative: 1e-12, absolute: 1e-12))
  }

  @Test("equals the brute-force median on scattered x with duplicates", arguments: 0..<24)
  func matchesBruteForce(_ seed: Int) throws {
    var generator = OracleSeries.LCG(state: UInt64(seed) &* 7919 &+ 17)
    let count = 2 + Int(generator.next() * 700)
    var x: [Double] = []
    var y: [Double] = []
    for _ in 0..<count {
      switch seed % 4 {
      case 0:
        x.append((generator.next() * 60).rounded(.down))
        y.append((generator.next() * 15).rounded(.down))
      case 1:
        x.append(generator.next() * generator.next() * 1000)
        y.append(generator.next() * 3 + (x.last ?? 0) * 0.01)
      case 2:
        x.append((generator.next() * 8).rounded(.down))
        y.append(((generator.next() - 0.5) * 10).rounded(.down) / 10)
      default:
        x.append(generator.next() < 0.2 ? 3 : generator.next())
        y.append(generator.next() < 0.3 ? 1 : generator.next())
      }
    }
    let expected = try #require(bruteForceSlope(x: x, y: y))
    #expect(try SensSlope.estimate(x: x, y: y).slope == expected)
  }

  @Test(
    "equals the brute-force median when the window needs several sampling rounds",
    arguments: [0, 1])
  func matchesBruteForceLarger(_ seed: Int) throws {
    var generator = OracleSeries.LCG(state: UInt64(seed) &+ 4242)
    let count = 1_500
    var level = 0.0
    let y = (0..<count).map { _ -> Double in
      level += (generator.next() - 0.5) * (seed == 0 ? 1 : 0)
      return seed == 0 ? level : (generator.next() * 30).rounded(.down)
    }
    let x = (0..<count).map(Double.init)
    let expected = try #require(bruteForceSlope(x: x, y: y))
    #expect(try SensSlope.estimate(y).slope == expected)
  }

  @Test(
    "bounds that miss the wanted ranks are counted again, and the median is still exact",
    // One seed of each of the four kinds of data in the fast tier; all eight in the full one.
    arguments: TestTier.sample(Array(0..<8), count: 0) { $0 < 4 })
  func missedBoundsRecover(_ seed: Int) throws {
    // At 0.05 standard deviations most rounds' upper bounds fall below the upper middle rank,
    // which only the next pass over the window can tell (the upper bound is not counted).
    var generator = OracleSeries.LCG(state: UInt64(seed) &* 31 &+ 5)
    let count = 600 + Int(generator.next() * 1_400)
    var level = 0.0
    var points: [(x: Double, y: Double)] = (0..<count).map { index in
      level += generator.next() - 0.5
      switch seed % 4 {
      case 0: return (Double(index), (level * 100).rounded() / 100)
      case 1: return (Double(index), (generator.next() * 6).rounded(.down))
      case 2:
        return ((generator.next() * 90).rounded(.down), (generator.next() * 20).rounded(.down))
      default: return (generator.next() * 1_000, level)
      }
    }
    points.sort { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
    let expected = try #require(bruteForceSlope(x: points.map(\.x), y: points.map(\.y)))
    for deviations in [0.05, 0.3, SlopeSelection<PointCoordinates>.boundDeviations] {
      let selection = SlopeSelection(PointCoordinates(points), deviations: deviations)
      #expect(selection.medianSlope() == expected, "deviations \(deviations)")
    }
    if seed % 4 < 2 {
      let steps = SlopeSelection(StepCoordinates(points.map(\.y)), deviations: 0.05)
      #expect(steps.medianSlope() == expected)
    }
  }

  @Test("a straight line has its own slope and intercept")
  func straightLine() throws {
    let line = try SensSlope.estimate(x: [0, 1, 2, 3, 4], y: [1, 3, 5, 7, 9])
    #expect(line == SensSlope(slope: 2, intercept: 1))
    let series = try SensSlope.estimate([1, 2, 3])
    #expect(series == SensSlope(slope: 1, intercept: 1))
  }

  @Test("a block of equal slopes holding the median is found without listing its pairs")
  func tiedMedianBlock() throws {
    // Every one of the 5e9 slopes of a 100,000-point line is 2: listing the block would need
    // 40 GB (it did: a tester's straight line of 100,000 points ended in a fatal error).
    let line = (0..<100_000).map { 2 * Double($0) + 3 }
    #expect(try SensSlope.estimate(line) == SensSlope(slope: 2, intercept: 3))
    // A repeating pattern: many slopes tie at 0 and at each period's steps. The brute force
    // lists every pair: 1,000 points (499,500 pairs; the window is sampled above about 140) in
    // the fast tier, 3,000 in the full one (4.5 million pairs a pattern: 8 s of CPU in debug).
    let count = TestTier.isFull ? 3_000 : 1_000
    let x = (0..<count).map(Double.init)
    for period in [97, 2, 5] {
      let y = x.map { $0.truncatingRemainder(dividingBy: Double(period)) }
      #expect(try SensSlope.estimate(x: x, y: y).slope == bruteForceSlope(x: x, y: y))
    }
    // Half the pairs on one slope and half on another (two parallel runs of a line).
    let half = Double(count / 2)
    let halves = x.map { $0 < half ? $0 : $0 - half + 0.5 }
    #expect(try SensSlope.estimate(x: x, y: halves).slope == bruteForceSlope(x: x, y: halves))
  }

  @Test("NaN positions keep their index")
  func gapsKeepIndices() throws {
    let estimate = try SensSlope.estimate([0, .nan, .nan, 3])
    #expect(estimate.slope == 1)
    #expect(estimate.intercept == 0)
  }

  @Test("a zero slope is +0, also when the values hold -0")
  func zeroSlopeIsPositive() throws {
    // -0.0 and +0.0 compare equal, so the median of slopes among them could be either sign.
    for count in [4, 5, 1_000, 60_000] {
      let values = (0..<count).map { $0 % 3 == 0 ? -0.0 : 0.0 }
      let steps = try SensSlope.estimate(values)
      #expect(steps.slope == 0 && steps.slope.sign == .plus, "\(count) values")
      let points = try SensSlope.estimate(x: values.indices.map { Double($0 / 2) }, y: values)
      #expect(points.slope == 0 && points.slope.sign == .plus, "\(count) points")
    }
  }

  @Test("equal values give a zero slope")
  func flat() throws {
    #expect(try SensSlope.estimate([2, 2, 2, 2]).slope == 0)
    #expect(try SensSlope.estimate(x: [5, 1, 3], y: [7, 7, 7]).slope == 0)
  }

  @Test("pairs with equal x are excluded")
  func verticalPairs() throws {
    let estimate = try SensSlope.estimate(x: [1, 1, 1, 2], y: [0, 100, -100, 1])
    #expect(estimate.slope == 1)
    #expect(try SensSlope.estimate(x: [0, 1e-9, 1], y: [0, 1, 1]).slope == 1)
  }

  @Test(
    "fewer than two finite points throw",
    arguments: [([], []), ([1], [2]), ([1, .nan], [2, 3]), ([1, 2], [.infinity, 3])]
      as [([Double], [Double])])
  func tooShort(_ x: [Double], _ y: [Double]) {
    let found = zip(x, y).filter { $0.0.isFinite && $0.1.isFinite }.count
    #expect(throws: ChartA11yError(.insufficientData(minimum: 2, found: found))) {
      try SensSlope.estimate(x: x, y: y)
    }
  }

  @Test("all x equal throws")
  func allXEqual() {
    #expect(throws: ChartA11yError(.insufficientData(minimum: 2, found: 1))) {
      try SensSlope.estimate(x: [4, 4, 4], y: [1, 2, 3])
    }
    #expect(throws: ChartA11yError(.insufficientData(minimum: 2, found: 1))) {
      try SensSlope.estimate([.nan, 7])
    }
  }

  @Test("results do not depend on the input order")
  func orderIndependent() throws {
    let x: [Double] = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]
    let y: [Double] = [2, 7, 1, 8, 2, 8, 1, 8, 2, 8]
    let forward = try SensSlope.estimate(x: x, y: y)
    let backward = try SensSlope.estimate(x: x.reversed(), y: y.reversed())
    #expect(forward == backward)
  }

  @Test(
    "a long parabola's median slope is exact where thresholds run on two threads",
    arguments: [60_001, 100_000])
  func longParabola(_ count: Int) throws {
    // The slope of (i, i^2) and (j, j^2) is i + j, whose distribution over pairs is symmetric
    // about n - 1 with a mode there: the exact median is n - 1, reached through huge blocks of
    // equal slopes. The sizes lie above TwoLanes.minimumCount, so the sampling rounds and
    // thresholds take the two-thread paths.
    let values = (0..<count).map { Double($0) * Double($0) }
    let line = try SensSlope.estimate(values)
    #expect(line.slope == Double(count - 1))
    #expect(try SensSlope.estimate(values.map { -$0 }).slope == -Double(count - 1))
  }

  @Test(
    "a series at steps, held without an x array, equals the same points with stored x",
    arguments: 0..<12)
  func stepsEqualStoredPositions(_ seed: Int) throws {
    var generator = OracleSeries.LCG(state: UInt64(seed) &* 6_364_136_223 &+ 11)
    // Above about 140 points the window is sampled; 4000 points take several rounds.
    let count = seed < 6 ? 2 + Int(generator.next() * 300) : 4_000
    var level = 0.0
    let values = (0..<count).map { _ -> Double in
      switch seed % 3 {
      case 0:  // a rounded random walk
        level += generator.next() - 0.5
        return (level * 100).rounded() / 100
      case 1:  // few distinct values: many equal slopes
        return (generator.next() * 5).rounded(.down)
      default:  // a line with outliers
        return generator.next() < 0.1 ? generator.next() * 50 : Double(seed) * 0.25
      }
    }
    let steps = (0..<count).map(Double.init)
    #expect(try SensSlope.estimate(values) == SensSlope.estimate(x: steps, y: values))
    // With a gap the positions are no longer steps and are stored.
    var gapped = values
    gapped[count / 2] = .nan
    #expect(try SensSlope.estimate(gapped) == SensSlope.estimate(x: steps, y: gapped))
  }

  @Test(
    "equals the brute-force median on random data with ties, equal x and repeated slopes",
    // The fast tier runs 40 of the 200 seeds, every kind of data (seed % 8) among them.
    arguments: TestTier.sample(Array(0..<200), count: 32) { $0 < 8 })
  func matchesBruteForceRandomized(_ seed: Int) throws {
    var generator = OracleSeries.LCG(state: UInt64(seed) &* 2_654_435_761 &+ 7)
    // Above about 140 points the window is sampled rather than listed at once.
    let count = 2 + Int(generator.next() * (seed % 5 == 0 ? 900 : 320))
    var x: [Double] = []
    var y: [Double] = []
    for index in 0..<count {
      switch seed % 8 {
      case 0:  // an integer grid: many equal slopes and equal x
        x.append((generator.next() * 25).rounded(.down))
        y.append((generator.next() * 9).rounded(.down))
      case 1:  // a line with a few outliers: most slopes exactly equal
        x.append(Double(index))
        y.append(generator.next() < 0.1 ? generator.next() * 100 : 2 * Double(index) - 7)
      case 2:  // a rounded random walk at steps (the benchmark's kind of data)
        x.append(Double(index))
        y.append((((y.last ?? 0) + generator.next() - 0.5) * 1e4).rounded() / 1e4)
      case 3:  // tiny and huge magnitudes, signed zeros
        x.append(generator.next() < 0.3 ? -0.0 : (generator.next() - 0.5) * 1e-20)
        y.append(generator.next() < 0.3 ? 0.0 : (generator.next() - 0.5) * 1e20)
      case 4:  // non-finite values that must be skipped
        x.append(generator.next() < 0.1 ? .nan : (generator.next() * 50).rounded(.down))
        y.append(generator.next() < 0.1 ? .infinity : generator.next())
      case 5:  // two long runs of equal x
        x.append(generator.next() < 0.5 ? 1 : 2 + (generator.next() < 0.2 ? generator.next() : 0))
        y.append((generator.next() * 4).rounded(.down))
      case 6:  // constant y: every slope is zero
        x.append(generator.next() * 10)
        y.append(3)
      default:  // dyadic values whose differences and slopes are exact
        x.append((generator.next() * 64).rounded(.down) / 8)
        y.append((generator.next() * 64).rounded(.down) / 4)
      }
    }
    guard let expected = bruteForceSlope(x: x, y: y) else {
      #expect(throws: ChartA11yError.self) { try SensSlope.estimate(x: x, y: y) }
      return
    }
    #expect(try SensSlope.estimate(x: x, y: y).slope == expected)
    if seed % 8 == 2 || seed % 8 == 1 {
      #expect(try SensSlope.estimate(y).slope == expected)
    }
  }
}
