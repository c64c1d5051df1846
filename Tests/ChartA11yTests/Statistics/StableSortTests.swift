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

  @Test(
    "the result equals an insertion sort for seeded keys with many ties",
    arguments: [1, 2, 3] as [UInt64])
  func matchesInsertionSort(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let keys = (0..<500).map { _ in Double(generator.next() % 20) }
    let expected = Self.insertionSorted(Array(keys.indices)) { keys[$0] }
    #expect(stableSorted(Array(keys.indices)) { keys[$0] } == expected)
    let ascending = Self.insertionSorted(keys) { $0 }
    #expect(stableSorted(ascending) { $0 } == ascending)
  }

  @Test("descending keys come back reversed, ties in their original order")
  func descending() {
    let items = [(3.0, "a"), (3, "b"), (2, "c"), (1, "d"), (1, "e")]
    #expect(stableSorted(items) { $0.0 }.map(\.1) == ["d", "e", "c", "a", "b"])
  }

  /// The expectation, built without the implementation's comparator.
  ///
  /// Each element is inserted after every earlier one whose key is not greater, so equal keys
  /// keep their order by construction. O(*n*²).
  static func insertionSorted<Element>(_ elements: [Element], by key: (Element) -> Double)
    -> [Element]
  {
    var result: [Element] = []
    for element in elements {
      var position = result.count
      while position > 0, key(result[position - 1]) > key(element) { position -= 1 }
      result.insert(element, at: position)
    }
    return result
  }
}
