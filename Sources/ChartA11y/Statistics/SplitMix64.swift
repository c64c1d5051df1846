/// A tiny deterministic pseudo-random generator (SplitMix64, Steele, Lea & Flood 2014).
///
/// Used wherever an algorithm needs randomness but its output must be reproducible: the
/// randomised slope selection and quickselect pivots are seeded with a constant so that
/// results and running times do not vary between runs. Results never depend on the seed.
///
/// - Complexity: O(1) per draw, 8 bytes of state.
/// - Note: Constants from Vigna's reference implementation of SplitMix64.
struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator state, advanced by the golden-ratio increment on every draw.
  private var state: UInt64

  /// Creates a generator from a seed; equal seeds give equal streams.
  ///
  /// - Parameter seed: Any 64-bit value.
  init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 uniformly distributed bits.
  ///
  /// - Returns: A pseudo-random 64-bit word.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
