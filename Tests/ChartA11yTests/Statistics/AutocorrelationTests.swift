import Foundation
import Testing

@testable import ChartA11y

@Suite("Autocorrelation")
struct AutocorrelationTests {
  /// The definition, summed directly: sum(y[i] y[i + k]) / sum(y[i]^2) of the centred series.
  static func direct(_ values: [Double]) -> [Double] {
    let mean = values.reduce(0, +) / Double(values.count)
    let y = values.map { $0 - mean }
    let zero = y.reduce(0) { $0 + $1 * $1 }
    return (0..<y.count).map { lag in
      var sum = 0.0
      for index in 0..<(y.count - lag) { sum += y[index] * y[index + lag] }
      return sum / zero
    }
  }

  @Test("the FFT path above the direct limit equals the direct sums", arguments: [5_000, 6_001])
  func fftMatchesDirect(_ count: Int) {
    var generator = OracleSeries.LCG(state: UInt64(count))
    var level = 0.0
    let values = (0..<count).map { _ -> Double in
      level = 0.8 * level + generator.next() - 0.5
      return level
    }
    #expect(count > Autocorrelation.directLimit)
    let fast = Autocorrelation.allLags(of: values)
    let slow = Self.direct(values)
    #expect(fast.count == count)
    #expect(zip(fast, slow).allSatisfy { abs($0 - $1) < 1e-12 })
    #expect(abs(Autocorrelation.lagOne(of: values) - slow[1]) < 1e-12)
  }

  @Test("the FFT round trip returns the input", arguments: [2, 4, 8, 1024])
  func roundTrip(_ size: Int) {
    let original = (0..<size).map { Double($0 % 7) - 3 }
    var real = original
    var imaginary = [Double](repeating: 0, count: size)
    FourierTransform.transform(real: &real, imaginary: &imaginary, inverse: false)
    FourierTransform.transform(real: &real, imaginary: &imaginary, inverse: true)
    #expect(zip(real, original).allSatisfy { abs($0 / Double(size) - $1) < 1e-12 })
    #expect(imaginary.allSatisfy { abs($0) < 1e-9 })
  }
}
