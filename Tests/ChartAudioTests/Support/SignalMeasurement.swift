import Foundation
import Testing

@testable import ChartA11y

extension Tag {
  /// Tests that run eSpeak NG.
  @Tag static var speech: Self
}

/// Measurements of rendered audio: loudness, dominant frequency, channels and time windows.
enum SignalMeasurement {
  /// The root mean square of samples.
  static func rms(_ samples: some Collection<Float>) -> Double {
    guard !samples.isEmpty else { return 0 }
    return (samples.reduce(0) { $0 + Double($1) * Double($1) } / Double(samples.count)).squareRoot()
  }

  /// One channel of interleaved stereo, between two times in seconds.
  static func channel(
    _ interleaved: [Float], _ channel: Int, from start: Double, to end: Double, sampleRate: Int
  ) -> [Float] {
    let frames = interleaved.count / 2
    let first = max(0, min(frames, Int((start * Double(sampleRate)).rounded())))
    let last = max(first, min(frames, Int((end * Double(sampleRate)).rounded())))
    return (first..<last).map { interleaved[$0 * 2 + channel] }
  }

  /// Both channels mixed to mono, between two times in seconds.
  static func mono(_ interleaved: [Float], from start: Double, to end: Double, sampleRate: Int)
    -> [Float]
  {
    let left = channel(interleaved, 0, from: start, to: end, sampleRate: sampleRate)
    let right = channel(interleaved, 1, from: start, to: end, sampleRate: sampleRate)
    return zip(left, right).map { ($0 + $1) / 2 }
  }

  /// The frequency of the strongest spectral peak, in Hz: Hann window, zero-padded FFT of at
  /// least `minimumSize` points (2¹⁶ by default: 0.67 Hz bins at 44.1 kHz), and parabolic
  /// interpolation of the log magnitude around the peak bin.
  static func dominantFrequency(_ samples: [Float], sampleRate: Int, minimumSize: Int = 65_536)
    -> Double
  {
    var size = 1
    while size < max(minimumSize, samples.count * 4) { size *= 2 }
    var real = [Double](repeating: 0, count: size)
    var imaginary = [Double](repeating: 0, count: size)
    let count = samples.count
    for index in 0..<count {
      let window = 0.5 - 0.5 * cos(2 * Double.pi * Double(index) / Double(max(1, count - 1)))
      real[index] = Double(samples[index]) * window
    }
    FourierTransform.transform(real: &real, imaginary: &imaginary, inverse: false)
    let magnitudes = (0..<(size / 2)).map {
      log(max(1e-30, real[$0] * real[$0] + imaginary[$0] * imaginary[$0]))
    }
    let lowest = Int(20 * Double(size) / Double(sampleRate))
    var peak = lowest
    for bin in lowest..<(magnitudes.count - 1) where magnitudes[bin] > magnitudes[peak] {
      peak = bin
    }
    let (a, b, c) = (magnitudes[peak - 1], magnitudes[peak], magnitudes[peak + 1])
    let offset = (a - 2 * b + c) != 0 ? 0.5 * (a - c) / (a - 2 * b + c) : 0
    return (Double(peak) + offset) * Double(sampleRate) / Double(size)
  }
}

extension SignalMeasurement {
  /// The spectral centroid of samples, in Hz: Σ *f* *w*(*f*) / Σ *w*(*f*) over the FFT bins
  /// from 20 Hz to the Nyquist frequency (Hann window), with *w* the magnitude or, when
  /// `powerWeighted`, the power of each bin.
  static func spectralCentroid(_ samples: [Float], sampleRate: Int, powerWeighted: Bool)
    -> Double
  {
    var size = 1
    while size < samples.count { size *= 2 }
    var real = [Double](repeating: 0, count: size)
    var imaginary = [Double](repeating: 0, count: size)
    for index in samples.indices {
      let window =
        0.5 - 0.5 * cos(2 * Double.pi * Double(index) / Double(max(1, samples.count - 1)))
      real[index] = Double(samples[index]) * window
    }
    FourierTransform.transform(real: &real, imaginary: &imaginary, inverse: false)
    var weighted = 0.0
    var total = 0.0
    let lowest = Int(20 * Double(size) / Double(sampleRate))
    for bin in lowest..<(size / 2) {
      let power = real[bin] * real[bin] + imaginary[bin] * imaginary[bin]
      let weight = powerWeighted ? power : power.squareRoot()
      weighted += Double(bin) * Double(sampleRate) / Double(size) * weight
      total += weight
    }
    return total > 0 ? weighted / total : 0
  }

  /// The RMS level in dB of full scale over consecutive windows of `windowSeconds`, mono.
  static func levels(
    _ interleaved: [Float], from start: Double, to end: Double, windowSeconds: Double,
    sampleRate: Int
  ) -> [Double] {
    var levels: [Double] = []
    var time = start
    while time + windowSeconds <= end + 1e-9 {
      let window = mono(interleaved, from: time, to: time + windowSeconds, sampleRate: sampleRate)
      levels.append(20 * log10(max(1e-12, rms(window))))
      time += windowSeconds
    }
    return levels
  }
}
