import Foundation
import Testing

@testable import ChartA11y

@Suite("Fourier transform")
struct FourierTransformTests {
  /// Seeded complex data with a wide spread of magnitudes.
  static func data(count: Int, seed: UInt64) -> (real: [Double], imaginary: [Double]) {
    var generator = OracleSeries.LCG(state: seed)
    let real = (0..<count).map { _ in (generator.next() - 0.5) * 1e3 }
    let imaginary = (0..<count).map { _ in generator.next() - 0.5 }
    return (real, imaginary)
  }

  /// The discrete Fourier transform summed directly, O(n^2).
  static func direct(
    real: [Double], imaginary: [Double], inverse: Bool
  ) -> (real: [Double], imaginary: [Double]) {
    let n = real.count
    let sign = inverse ? 1.0 : -1.0
    var outReal = [Double](repeating: 0, count: n)
    var outImaginary = [Double](repeating: 0, count: n)
    for k in 0..<n {
      for t in 0..<n {
        let angle = sign * 2 * Double.pi * Double((k * t) % n) / Double(n)
        outReal[k] += real[t] * cos(angle) - imaginary[t] * sin(angle)
        outImaginary[k] += real[t] * sin(angle) + imaginary[t] * cos(angle)
      }
    }
    return (outReal, outImaginary)
  }

  @Test(
    "the cache-blocked schedule gives the plain stage-by-stage pass's values bit for bit",
    arguments: [1, 2, 4, 8, 16, 32, 64, 512, 4096, 8192, 16_384, 32_768, 65_536, 131_072, 262_144])
  func sameBitsAsPlainPass(_ count: Int) {
    for inverse in [false, true] {
      var (real, imaginary) = Self.data(count: count, seed: UInt64(count) + (inverse ? 7 : 0))
      var (expectedReal, expectedImaginary) = (real, imaginary)
      FourierTransform.transform(real: &real, imaginary: &imaginary, inverse: inverse)
      PlainFourierTransform.transform(
        real: &expectedReal, imaginary: &expectedImaginary, inverse: inverse)
      #expect(real.map(\.bitPattern) == expectedReal.map(\.bitPattern))
      #expect(imaginary.map(\.bitPattern) == expectedImaginary.map(\.bitPattern))
    }
  }

  @Test("the transform equals the direct DFT", arguments: [1, 2, 4, 8, 32, 128, 1024])
  func matchesDirectSums(_ count: Int) {
    for inverse in [false, true] {
      var (real, imaginary) = Self.data(count: count, seed: UInt64(count) * 3 + 1)
      let expected = Self.direct(real: real, imaginary: imaginary, inverse: inverse)
      FourierTransform.transform(real: &real, imaginary: &imaginary, inverse: inverse)
      let scale = 1e3 * Double(count)
      #expect(zip(real, expected.real).allSatisfy { abs($0 - $1) <= 1e-12 * scale })
      #expect(zip(imaginary, expected.imaginary).allSatisfy { abs($0 - $1) <= 1e-12 * scale })
    }
  }

  @Test("an impulse transforms to a constant and a constant to an impulse")
  func impulse() {
    var real = [Double](repeating: 0, count: 16)
    var imaginary = real
    real[0] = 1
    FourierTransform.transform(real: &real, imaginary: &imaginary, inverse: false)
    #expect(real == [Double](repeating: 1, count: 16))
    #expect(imaginary.allSatisfy { $0 == 0 })
    FourierTransform.transform(real: &real, imaginary: &imaginary, inverse: true)
    #expect(real[0] == 16)
    #expect(real.dropFirst().allSatisfy { abs($0) < 1e-14 })
  }
}

/// The transform as it was written before its butterflies were scheduled for the cache: a
/// bit-reversal permutation, then every stage in one pass over all points.
private enum PlainFourierTransform {
  static func transform(real: inout [Double], imaginary: inout [Double], inverse: Bool) {
    let n = real.count
    // return-allowed: not a test; the transform of one point or none is the point itself.
    guard n > 1 else { return }
    let sign = inverse ? 1.0 : -1.0
    let half = n / 2
    let quarter = n / 4
    var cosines = [Double](repeating: 0, count: half)
    for k in 0..<half {
      cosines[k] = cos(2 * Double.pi * Double(k) / Double(n))
    }
    var j = 0
    for i in 1..<n {
      var bit = n >> 1
      while j & bit != 0 {
        j ^= bit
        bit >>= 1
      }
      j |= bit
      if i < j {
        real.swapAt(i, j)
        imaginary.swapAt(i, j)
      }
    }
    var length = 2
    while length <= n {
      let stride = n / length
      let halfLength = length / 2
      var start = 0
      while start < n {
        for k in 0..<halfLength {
          let index = k * stride
          let wr = cosines[index]
          let wi: Double
          if n < 4 {
            wi = 0
          } else if index < quarter {
            wi = sign * -cosines[index + quarter]
          } else {
            wi = sign * cosines[index - quarter]
          }
          let a = start + k
          let b = a + halfLength
          let tr = real[b] * wr - imaginary[b] * wi
          let ti = real[b] * wi + imaginary[b] * wr
          real[b] = real[a] - tr
          imaginary[b] = imaginary[a] - ti
          real[a] += tr
          imaginary[a] += ti
        }
        start += length
      }
      length *= 2
    }
  }
}
