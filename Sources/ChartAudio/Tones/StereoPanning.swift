import Foundation

/// Equal-power stereo panning: the gains keep left² + right² = 1, so loudness stays constant
/// as a sound moves from left to right.
///
/// For pan *p* in −1…1 the angle is θ = (*p* + 1) π/4, left = cos θ and right = sin θ (the
/// constant-power pan law; at the centre both are √½, −3 dB).
enum StereoPanning {
  /// The left and right gains for a pan position; positions outside −1…1 are clamped.
  static func gains(pan: Double) -> (left: Double, right: Double) {
    let angle = (min(1, max(-1, pan)) + 1) * Double.pi / 4
    return (cos(angle), sin(angle))
  }
}
