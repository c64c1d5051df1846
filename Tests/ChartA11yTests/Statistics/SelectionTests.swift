import Foundation
import Testing

@testable import ChartA11y

@Suite("Order-statistic selection")
struct SelectionTests {
  /// Values of several shapes, long enough for the sampled path (above the cutoff).
  static func values(seed: Int, count: Int) -> [Double] {
    var generator = OracleSeries.LCG(state: UInt64(seed) &* 31 &+ 5)
    return (0..<count).map { index -> Double in
      switch seed % 4 {
      case 0: return generator.next()
      case 1: return (generator.next() * 5).rounded(.down)  // few distinct values
      case 2: return Double(index)  // already sorted
      default: return generator.next() < 0.7 ? 0 : generator.next() - 0.5  // one huge tie
      }
    }
  }

  @Test("selects what a sort puts at the rank, partitioned around it", arguments: 0..<16)
  func matchesSort(_ seed: Int) {
    let count = [10, 2_049, 5_000, 60_000][seed / 4]
    let original = Self.values(seed: seed, count: count)
    let sorted = original.sorted()
    for rank in [0, count / 3, count / 2, count - 1] {
      var values = original
      let value = Selection.select(rank: rank, in: &values)
      #expect(value == sorted[rank])
      #expect(values[rank] == value)
      #expect(values[..<rank].allSatisfy { $0 <= value })
      #expect(values[(rank + 1)...].allSatisfy { $0 >= value })
      #expect(values.sorted() == sorted)
    }
  }

  @Test("a second rank can be selected from after the first", arguments: 0..<8)
  func selectsFromStart(_ seed: Int) {
    let original = Self.values(seed: seed, count: 40_000)
    let sorted = original.sorted()
    var values = original
    let first = 19_000
    #expect(Selection.select(rank: first, in: &values) == sorted[first])
    for second in [first + 1, first + 40, 39_999] {
      var copy = values
      #expect(Selection.select(rank: second, in: &copy, from: first + 1) == sorted[second])
    }
  }

  @Test("two ranks at once are what a sort puts there, partitioned around each", arguments: 0..<16)
  func selectsTwoRanks(_ seed: Int) {
    let count = [10, 2_049, 5_000, 60_000][seed / 4]
    let original = Self.values(seed: seed, count: count)
    let sorted = original.sorted()
    let pairs = [(0, 1), (count / 3, count / 3 + 7), (count / 2 - 1, count / 2), (0, count - 1)]
      .filter { $0.1 < count }
    for (lower, upper) in pairs where lower < upper {
      var values = original
      let (low, high) = Selection.select(ranks: lower, upper, in: &values)
      #expect(low == sorted[lower] && high == sorted[upper], "ranks \(lower), \(upper)")
      #expect(values[lower] == low && values[upper] == high)
      #expect(values[..<lower].allSatisfy { $0 <= low })
      #expect(values[(lower + 1)...].allSatisfy { $0 >= low })
      #expect(values[..<upper].allSatisfy { $0 <= high })
      #expect(values[(upper + 1)...].allSatisfy { $0 >= high })
      #expect(values.sorted() == sorted)
    }
  }

  @Test(
    "order statistics read without reordering are what a sort puts there, in one or two lanes",
    arguments: 0..<24)
  func orderStatistics(_ seed: Int) {
    let count = [10, 2_049, 5_000, 60_000, 120_000, 131_071][seed / 4]
    let original = Self.values(seed: seed, count: count)
    let sorted = original.sorted()
    let pairs = [
      (0, 0), (0, 1), (count / 3, count / 3 + 7), (count / 2 - 1, count / 2),
      (count / 2, count / 2), (count - 2, count - 1), (0, count - 1),
    ]
    for (lower, upper) in pairs where 0 <= lower && lower <= upper && upper < count {
      for concurrently in [false, true] {
        let (low, high) = Selection.orderStatistics(
          lower, upper, of: original, concurrently: concurrently)
        #expect(
          low == sorted[lower] && high == sorted[upper],
          "ranks \(lower), \(upper), concurrently \(concurrently)")
      }
    }
  }

  @Test("the median follows numpy for odd and even counts")
  func median() {
    #expect(Selection.median([3, 1, 2]) == 2)
    #expect(Selection.median([4, 1, 3, 2]) == 2.5)
    let long = Self.values(seed: 0, count: 10_000)
    let sorted = long.sorted()
    #expect(Selection.median(long) == (sorted[4_999] + sorted[5_000]) / 2)
  }
}
