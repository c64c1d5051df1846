import ChartModel
import Foundation
import Testing

@testable import ChartA11y

@Suite("The whole-series test of a trend with several phases, computed when read")
struct WholeSeriesTrendTests {
  /// A noisy rise and fall: two phases, so the whole-series test is deferred.
  static let values: [Double] = {
    let noise = ChangePointsTests.noise(count: 300, seed: 18)
    return (0..<300).map { index -> Double in
      let x = Double(index)
      let shape: Double = index <= 200 ? x : 600 - 2 * x
      return shape + 3 * noise[index]
    }
  }()

  /// Values appended from several threads, under a lock.
  final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Double] = []
    func append(_ value: Double) { lock.withLock { entries.append(value) } }
    var all: [Double] { lock.withLock { entries } }
  }

  @Test("the deferred test is the test of the whole series, its line Conover's")
  func deferredIsTheWholeSeriesTest() throws {
    let trend = try #require(TrendAnalysis(TrendAnalysisTests.observations(Self.values), unit: nil))
    #expect(trend.phases.count == 2)
    let expected =
      trend.overall.test == .mannKendall
      ? try MannKendall.test(Self.values) : try MannKendall.hamedRaoTest(Self.values)
    #expect(trend.overall.result == expected)
    let slope = try SensSlope.estimate(Self.values).slope
    #expect(trend.overall.sensSlope == slope)
    let steps = SeriesPositions(stepsFrom: 0, count: Self.values.count)
    #expect(
      trend.sensSlope
        == SensSlope(
          slope: slope, intercept: Selection.median(Self.values) - steps.median() * slope))
  }

  @Test("read from several threads at once, the value is computed once and the same")
  func concurrentReads() {
    let runs = Log()
    let box = WholeSeriesTrend(deferred: {
      runs.append(1)
      let evidence = TrendEvidence(
        values: [1, 3, 2, 5, 4], residuals: [0.0, 0, 0, 0, 0], positions: nil as [Double]?,
        start: .number(0), end: .number(4), slopeUnit: nil, alpha: 0.05)
      return WholeSeriesTrend.Value(evidence: evidence, line: nil)
    })
    let results = Log()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      results.append(box.value.evidence.result.s)
    }
    #expect(runs.all.count == 1)
    #expect(results.all == Array(repeating: 6, count: 8))
  }

  @Test("analyses compare equal by value, deferred or not")
  func equality() throws {
    let observations = TrendAnalysisTests.observations(Self.values)
    let first = try #require(TrendAnalysis(observations, unit: nil))
    let second = try #require(TrendAnalysis(observations, unit: nil))
    _ = first.overall
    #expect(first == second)
    var changed = second
    changed.sensSlope = nil
    #expect(changed != first)
    #expect(changed.overall == first.overall)
  }
}
