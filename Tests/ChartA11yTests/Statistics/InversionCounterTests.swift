import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

@Suite("Inversion counting")
struct InversionCounterTests {
  /// The definition: pairs i < j with values[i] > values[j].
  static func bruteForce(_ values: [Int32]) -> Int {
    var count = 0
    for i in values.indices {
      for j in (i + 1)..<values.count where values[i] > values[j] { count += 1 }
    }
    return count
  }

  @Test("the digit-wise count equals the definition", arguments: 0..<60)
  func countMatchesDefinition(_ seed: Int) {
    var generator = OracleSeries.LCG(state: UInt64(seed) &* 7_919 &+ 11)
    let count = seed < 3 ? seed : 1 + Int(generator.next() * 900)
    // Bounds from 1 (all equal) to beyond 2^16, so that blocks end at every level.
    let bound = [1, 2, 3, 17, 100, 1_000, 70_000][seed % 7]
    let values = (0..<count).map { _ in Int32(generator.next() * Double(bound)) }
    #expect(
      InversionCounter.strictInversionCount(of: values, bound: bound) == Self.bruteForce(values))
  }

  @Test("the permutation count equals the definition", arguments: 0..<24)
  func permutationCountMatchesDefinition(_ seed: Int) {
    var generator = OracleSeries.LCG(state: UInt64(seed) &* 65_537 &+ 1)
    let count = seed < 3 ? seed : 1 + Int(generator.next() * (seed < 12 ? 300 : 3_000))
    var values = (0..<count).map { Int32($0) }
    for k in stride(from: count - 1, to: 0, by: -1) {
      values.swapAt(k, Int(generator.next() * Double(k + 1)))
    }
    #expect(InversionCounter.inversionCount(ofPermutation: values) == Self.bruteForce(values))
  }

  @Test("a reversed permutation has every pair inverted")
  func reversed() {
    let values = (0..<5_000).reversed().map { Int32($0) }
    #expect(InversionCounter.strictInversionCount(of: values, bound: 5_000) == 5_000 * 4_999 / 2)
    #expect(InversionCounter.inversionCount(ofPermutation: values) == 5_000 * 4_999 / 2)
  }

  @Test("every inversion is reported once, an element's nearest first", arguments: 0..<10)
  func insertionListsEveryInversion(_ seed: Int) {
    var generator = OracleSeries.LCG(state: UInt64(seed) &+ 99)
    let count = 1 + Int(generator.next() * 400)
    var ranks = Array(0..<count)
    for k in stride(from: count - 1, to: 0, by: -1) {
      ranks.swapAt(k, Int(generator.next() * Double(k + 1)))
    }
    var packed = ranks.enumerated().map { UInt64($0.element) << 32 | UInt64($0.offset) }
    var reported: [[Int]] = []
    InversionCounter.forEachInversion(&packed) { earlier, later in
      reported.append([Int(earlier & 0xFFFF_FFFF), Int(later & 0xFFFF_FFFF)])
    }
    var expected: [[Int]] = []
    for i in 0..<count {
      for j in (i + 1)..<count where ranks[i] > ranks[j] { expected.append([i, j]) }
    }
    #expect(reported.sorted { $0.lexicographicallyPrecedes($1) } == expected)
    #expect(packed.map { Int($0 >> 32) } == Array(0..<count))
    // Each element's inversions come together, the nearest earlier element first: the
    // earlier elements are sorted by then, so the greatest comes first.
    for index in reported.indices.dropFirst() where reported[index][1] == reported[index - 1][1] {
      #expect(ranks[reported[index][0]] < ranks[reported[index - 1][0]])
    }
    // Ranks alone (32-bit) are reported in the same order.
    var ranksAlone = ranks.map { Int32($0) }
    var reportedRanks: [[Int]] = []
    InversionCounter.forEachInversion(&ranksAlone) { earlier, later in
      reportedRanks.append([Int(earlier), Int(later)])
    }
    #expect(reportedRanks == reported.map { [ranks[$0[0]], ranks[$0[1]]] })
    #expect(ranksAlone == (0..<count).map { Int32($0) })
    // A limit below the count stops the listing; at the count it lists everything.
    var limited = ranks.map { Int32($0) }
    var listed = 0
    let stopped = InversionCounter.forEachInversion(&limited, limit: expected.count - 1) {
      _, _ in listed += 1
    }
    #expect(stopped == expected.isEmpty)
    #expect(listed < max(expected.count, 1))
    var exact = ranks.map { Int32($0) }
    #expect(InversionCounter.forEachInversion(&exact, limit: expected.count) { _, _ in })
  }

  /// A shuffled permutation of `0..<count`.
  static func permutation(count: Int, _ generator: inout OracleSeries.LCG) -> [Int32] {
    var values = (0..<count).map { Int32($0) }
    for k in stride(from: count - 1, to: 0, by: -1) {
      values.swapAt(k, Int(generator.next() * Double(k + 1)))
    }
    return values
  }

  /// Every inversion in the order the marked pass meets them (a gap of 1 marks each), each
  /// packed as `greater << 32 | smaller` (an array per pair made the 4,097 case take minutes
  /// in a debug build).
  static func markedListing(_ values: [Int32]) -> [UInt64] {
    var all: [UInt64] = []
    InversionCounter.forEachMarkedInversion(ofPermutation: values, firstMark: 0) {
      all.append(pack($0, $1))
      return 1
    }
    return all
  }

  static func pack(_ earlier: Int32, _ later: Int32) -> UInt64 {
    UInt64(UInt32(earlier)) << 32 | UInt64(UInt32(later))
  }

  /// Expects `pairs` to be every inversion of the permutation `values` once, each as
  /// (greater, smaller) with the greater one earlier: each pair is checked against the
  /// definition and against a bit per pair for repeats, and their number against the
  /// definition's count, so no sort of millions of pairs is needed.
  static func expectEveryInversionOnce(
    _ pairs: [UInt64], of values: [Int32], _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let n = values.count
    var position = [Int](repeating: 0, count: n)
    for (index, value) in values.enumerated() { position[Int(value)] = index }
    var seen = [UInt64](repeating: 0, count: (n * n + 63) / 64)
    var wrong: [String] = []
    for pair in pairs {
      let greater = Int(pair >> 32)
      let smaller = Int(pair & 0xFFFF_FFFF)
      guard greater < n, smaller < greater, position[greater] < position[smaller] else {
        wrong.append("(\(greater), \(smaller)) is not an inversion")
        continue
      }
      let bit = greater * n + smaller
      guard seen[bit / 64] & (1 << UInt64(bit % 64)) == 0 else {
        wrong.append("(\(greater), \(smaller)) is listed twice")
        continue
      }
      seen[bit / 64] |= 1 << UInt64(bit % 64)
    }
    #expect(wrong.prefix(5) == [], comment, sourceLocation: sourceLocation)
    #expect(pairs.count == bruteForce(values), comment, sourceLocation: sourceLocation)
  }

  /// The sizes of ``markedListsEveryInversion(_:)``'s permutations, by seed: sizes needing 1 to
  /// 13 bits, so the bottom digit has every width from 1 to 4 bits.
  static func markedSize(_ seed: Int) -> Int {
    seed < 4 ? seed : [2, 5, 9, 17, 33, 100, 257, 1_000, 4_097][seed % 9]
  }

  /// The fast tier keeps every seed up to 1,000 values (they cover every bottom digit width)
  /// and one of the five 4,097-value seeds (four levels); the full tier runs all 45.
  static let markedSeeds = TestTier.sample(Array(0..<45), count: 1) { markedSize($0) <= 1_000 }

  @Test(
    "marking every inversion lists each once, as (greater, smaller)", arguments: markedSeeds)
  func markedListsEveryInversion(_ seed: Int) {
    var generator = OracleSeries.LCG(state: UInt64(seed) &* 31 &+ 5)
    let values = Self.permutation(count: Self.markedSize(seed), &generator)
    let reported = Self.markedListing(values)
    Self.expectEveryInversionOnce(reported, of: values, "seed \(seed)")
    // The pass counts every inversion, marked or not.
    let unmarked = InversionCounter.forEachMarkedInversion(ofPermutation: values, firstMark: .max) {
      _, _ in 1
    }
    #expect(unmarked == reported.count)
  }

  /// A lane that marks every inversion it meets.
  struct EveryInversion: InversionMarks {
    var pairs: [UInt64] = []
    let firstMark = 0
    mutating func mark(_ earlier: Int32, _ later: Int32) -> Int {
      pairs.append(InversionCounterTests.pack(earlier, later))
      return 1
    }
  }

  /// Sizes around the 16-value digit, and one whose top digit holds a single value (17); the
  /// full tier adds 4,097, whose top digit holds a single value four levels up.
  static let laneSizes = TestTier.sample([2, 15, 16, 17, 100, 1_000, 4_097], count: 0) {
    $0 <= 1_000
  }

  @Test(
    "two lanes mark every inversion once between them, on one thread or two",
    arguments: laneSizes)
  func twoLanesListEveryInversion(_ count: Int) {
    var generator = OracleSeries.LCG(state: UInt64(count) &* 17 &+ 1)
    let values = Self.permutation(count: count, &generator)
    for concurrently in [false, true] {
      let (total, lanes) = InversionCounter.forEachMarkedInversion(
        ofPermutation: values, lanes: (EveryInversion(), EveryInversion()),
        concurrently: concurrently)
      #expect(total == lanes.0.pairs.count + lanes.1.pairs.count)
      Self.expectEveryInversionOnce(
        lanes.0.pairs + lanes.1.pairs, of: values, "concurrently \(concurrently)")
    }
  }

  @Test("gaps mark the inversions at those indices of the full listing", arguments: 0..<12)
  func markedFollowsGaps(_ seed: Int) {
    var generator = OracleSeries.LCG(state: UInt64(seed) &* 101 &+ 3)
    let values = Self.permutation(count: 50 + seed * 97, &generator)
    let all = Self.markedListing(values)
    let gaps = [1, 2, 3, 7, 50, 1_000]
    var indices: [Int] = []
    var marked: [UInt64] = []
    var index = seed % 5
    InversionCounter.forEachMarkedInversion(ofPermutation: values, firstMark: index) {
      indices.append(index)
      marked.append(Self.pack($0, $1))
      let gap = gaps[indices.count % gaps.count]
      index += gap
      return gap
    }
    #expect(!marked.isEmpty)
    #expect(marked == indices.map { all[$0] })
    // The walk stopped only after passing the last inversion.
    #expect(index >= all.count)
  }
}
