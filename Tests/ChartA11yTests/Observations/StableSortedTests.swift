import Testing

@testable import ChartA11y

@Suite("Stable sort by a numeric key")
struct StableSortedTests {
  @Test("input already in key order comes back unchanged, equal keys in place")
  func alreadySorted() {
    let items = [(1.0, "a"), (1, "b"), (2, "c"), (5, "d")]
    #expect(stableSorted(items) { $0.0 }.map(\.1) == ["a", "b", "c", "d"])
  }

  @Test("unsorted input is sorted keeping the order of equal keys")
  func unsorted() {
    let items = [(3.0, "a"), (1, "b"), (3, "c"), (1, "d"), (2, "e")]
    #expect(stableSorted(items) { $0.0 }.map(\.1) == ["b", "d", "e", "a", "c"])
  }

  @Test("the result equals a plain stable sort for seeded keys", arguments: [1, 2, 3] as [UInt64])
  func matchesSort(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let keys = (0..<500).map { _ in Double(generator.next() % 20) }
    let expected = keys.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
    #expect(stableSorted(Array(keys.indices)) { keys[$0] } == expected)
    let ascending = keys.sorted()
    #expect(stableSorted(ascending) { $0 } == ascending)
  }
}
