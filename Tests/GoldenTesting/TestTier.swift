import Foundation

/// The two tiers of the test suite (docs/testing.md): the fast tier that `scripts/test` and
/// `swift test` run, and the full tier of `scripts/test --full`, which sets
/// `CHART_DESCRIBE_FULL_TESTS=1`.
///
/// Exhaustive oracles and speech-engine corpus runs take their cases from here: every case in
/// the full tier, a fixed sample in the fast tier. The sample is drawn with a seed, so a run is
/// repeatable; `CHART_DESCRIBE_SAMPLE_SEED=<n>` draws another one.
public enum TestTier {
  /// Whether the full tier runs: `CHART_DESCRIBE_FULL_TESTS` is `1`.
  public static let isFull: Bool =
    ProcessInfo.processInfo.environment["CHART_DESCRIBE_FULL_TESTS"] == "1"

  /// The seed of the fast tier's samples: `CHART_DESCRIBE_SAMPLE_SEED`, or 1.
  public static let sampleSeed: UInt64 =
    ProcessInfo.processInfo.environment["CHART_DESCRIBE_SAMPLE_SEED"].flatMap { UInt64($0) } ?? 1

  /// The cases a test runs: all of `cases` in the full tier; in the fast tier, those `always`
  /// keeps and `count` of the others, drawn with ``sampleSeed``, in their original order.
  ///
  ///     @Test(arguments: TestTier.sample(Array(0..<45), count: 1) { size(of: $0) <= 1_000 })
  ///
  /// - Parameters:
  ///   - cases: Every case, as the full tier runs them.
  ///   - count: How many of the cases `always` does not keep the fast tier draws.
  ///   - always: The cases the fast tier always runs (the cheap ones, or those that cover a
  ///     kind nothing else covers). The default keeps none.
  /// - Returns: The cases to run, never empty when `cases` is not.
  public static func sample<Element>(
    _ cases: [Element], count: Int, always: (Element) -> Bool = { _ in false }
  ) -> [Element] {
    if isFull { return cases }
    var others = cases.indices.filter { !always(cases[$0]) }
    var state = sampleSeed &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D
    var drawn = Set<Int>()
    while drawn.count < count, !others.isEmpty {
      // SplitMix64 (Steele, Lea and Flood 2014): one step per draw.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      drawn.insert(others.remove(at: Int(z % UInt64(others.count))))
    }
    let kept = cases.indices.filter { always(cases[$0]) || drawn.contains($0) }
    return kept.isEmpty ? Array(cases.prefix(1)) : kept.map { cases[$0] }
  }
}
