import Foundation
import Testing

@testable import ChartA11y

/// The segment starts of optimal partitioning without pruning (Jackson and others, 2005).
///
/// It is the O(n^2) dynamic program whose optimum PELT must reproduce exactly (Killick and
/// others, 2012, theorem 3.2).
func optimalPartitionStarts(x: [Double], y: [Double]) -> [Int] {
  let m = y.count
  let minimum = ChangePoints.minimumSegmentLength
  guard m >= 2 * minimum, let scale = ChangePoints.noiseScale(y), scale > 0 else { return [] }
  let cost = SegmentCost(x: x, y: y, variance: scale * scale)
  let penalty = 3 * log(Double(m))
  var best = [Double](repeating: .infinity, count: m + 1)
  var previous = [Int](repeating: 0, count: m + 1)
  best[0] = -penalty
  for end in minimum...m {
    for start in 0...(end - minimum) where start == 0 || start >= minimum {
      let total = best[start] + cost.of(start..<end) + penalty
      if total < best[end] {
        best[end] = total
        previous[end] = start
      }
    }
  }
  var starts: [Int] = []
  var end = m
  while previous[end] > 0 {
    end = previous[end]
    starts.append(end)
  }
  return starts.reversed()
}

@Suite("PELT change points")
struct ChangePointsTests {
  /// Seeded Gaussian noise (Box-Muller over the oracle LCG).
  static func noise(count: Int, seed: UInt64) -> [Double] {
    var generator = OracleSeries.LCG(state: seed)
    return (0..<count).map { _ in
      (-2 * log(1 - generator.next())).squareRoot() * cos(2 * Double.pi * generator.next())
    }
  }

  @Test("PELT finds the same segmentation as unpruned optimal partitioning", arguments: 0..<12)
  func matchesOptimalPartitioning(_ seed: Int) {
    let count = 40 + seed * 23
    let noise = Self.noise(count: count, seed: UInt64(seed) + 1)
    let x = (0..<count).map(Double.init)
    let y = x.enumerated().map { index, position -> Double in
      let trend = position < Double(count / 2) ? position * 0.3 : Double(count) * 0.3 - position
      return (seed % 3 == 0 ? 0 : trend) + noise[index]
    }
    let starts = ChangePoints.segments(x: x, y: y).dropFirst().map(\.range.lowerBound)
    #expect(starts == optimalPartitionStarts(x: x, y: y))
  }

  @Test("a noise-free rise and fall splits at the corner")
  func corner() {
    let x = (0..<20).map(Double.init)
    let y = x.map { $0 < 10 ? $0 : 19 - $0 } + []
    var noisy = y
    for index in noisy.indices { noisy[index] += index % 2 == 0 ? 0.01 : -0.01 }
    let segments = ChangePoints.segments(x: x, y: noisy)
    #expect(segments.map(\.range) == [0..<10, 10..<20])
    #expect(abs(segments[0].slope - 1) < 0.01)
    #expect(abs(segments[1].slope + 1) < 0.01)
  }

  @Test("flat noise is one segment", arguments: 0..<5)
  func flatNoise(_ seed: Int) {
    let y = Self.noise(count: 300, seed: UInt64(seed) + 100)
    let segments = ChangePoints.segments(x: y.indices.map(Double.init), y: y)
    #expect(segments.count == 1)
  }

  @Test("the noise scale of Gaussian noise is close to its standard deviation")
  func noiseScale() throws {
    let y = Self.noise(count: 20_000, seed: 7).map { $0 * 3 }
    let scale = try #require(ChangePoints.noiseScale(y))
    #expect(abs(scale - 3) < 0.1)
  }

  @Test("block means keep every point for short series and average long ones")
  func blockMeans() {
    let short = BlockMeans(x: [0, 1, 2], y: [5, 6, 7], maximumCount: 10)
    #expect(short.y == [5, 6, 7])
    #expect(short.firstIndex == [0, 1, 2, 3])
    let long = BlockMeans(x: [0, 1, 2, 3, 4], y: [1, 3, 5, 7, 9], maximumCount: 2)
    #expect(long.x == [1, 3.5])
    #expect(long.y == [3, 8])
    #expect(long.firstIndex == [0, 3, 5])
  }
}
