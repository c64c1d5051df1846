import Foundation

/// The highest true peak (ITU-R BS.1770-4 Annex 2, ``LoudnessMeter/truePeak``) any audio we
/// write may have, and the gain that keeps a measured signal under it.
///
/// −1 dBTP (about 0.891 of full scale) is EBU R 128's maximum true peak level: it leaves room
/// for a lossy encoder (`.ogg`) and the playback's resampler, and a signal under it never
/// reaches the ±1 a sample can hold.
///
///     let gain = PeakCeiling.gain(truePeak: meter.truePeak)   // ≤ 1
public enum PeakCeiling {
  /// The ceiling, of full scale: 10^(−1/20) ≈ 0.891 (−1 dBTP).
  public static let truePeak = pow(10, -1.0 / 20)

  /// The largest gain, at most `limit`, that brings audio of a measured true peak to at most
  /// ``truePeak``.
  ///
  /// - Parameters:
  ///   - measured: The measured true peak, of full scale (≥ 0).
  ///   - limit: The gain wanted for other reasons (a loudness target); 1 by default.
  /// - Returns: min(`limit`, ``truePeak`` / `measured`); `limit` for silence (a true peak of 0).
  /// - Complexity: O(1).
  public static func gain(truePeak measured: Double, atMost limit: Double = 1) -> Float {
    guard measured > 0 else { return Float(limit) }
    return Float(min(limit, truePeak / measured))
  }
}
