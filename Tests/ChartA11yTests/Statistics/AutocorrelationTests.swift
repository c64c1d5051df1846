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

  @Test(
    "both FFT routes equal the direct sums",
    arguments: [1, 2, 3, 4, 5, 8, 17, 64, 100, 255, 1000, 4097])
  func routesMatchDirect(_ count: Int) {
    var generator = OracleSeries.LCG(state: UInt64(count) + 99)
    var level = 0.0
    let values = (0..<count).map { _ -> Double in
      level = 0.9 * level + generator.next() - 0.5
      return level + 3
    }
    let mean = values.reduce(0, +) / Double(count)
    let slow = Self.direct(values)
    for fast in [
      Autocorrelation.complexSums(of: values, mean: mean),
      Autocorrelation.realInputSums(of: values, mean: mean),
    ] {
      #expect(fast.count == count)
      // A single value is constant: NaN, as numpy gives.
      #expect(zip(fast, slow).allSatisfy { ($0.isNaN && $1.isNaN) || abs($0 - $1) < 1e-12 })
    }
    #expect(slow[0].isNaN == (count == 1))
  }

  @Test("ranks of a long random walk: the real-input route equals the complex route")
  func realInputMatchesComplex() {
    var generator = OracleSeries.LCG(state: 2026)
    var level = 0.0
    let walk = (0..<70_000).map { _ -> Double in
      level += generator.next() - 0.5
      return level
    }
    let ranks = Ranking.averageRanks(walk)
    let mean = ranks.reduce(0, +) / Double(ranks.count)
    let complex = Autocorrelation.complexSums(of: ranks, mean: mean)
    let real = Autocorrelation.realInputSums(of: ranks, mean: mean)
    #expect(complex[0] == 1)
    #expect(abs(real[0] - 1) < 1e-15)
    #expect(zip(real, complex).allSatisfy { abs($0 - $1) < 1e-12 })
    #expect(abs(real[1] - Autocorrelation.lagOne(of: ranks)) < 1e-12)
  }

  @Test("the lag-one autocorrelation of a lazy collection equals that of its array")
  func lagOneOfLazyValues() {
    let values = (0..<500).map { sin(Double($0) / 7) + Double($0 % 5) }
    let lazy = (0..<500).lazy.map { sin(Double($0) / 7) + Double($0 % 5) }
    #expect(Autocorrelation.lagOne(of: lazy) == Autocorrelation.lagOne(of: values))
    #expect(Autocorrelation.lagOne(of: [1.0]).isNaN)
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
