import ChartA11y
import ChartAudio
import Foundation
import Testing

@Suite("Resampling with libsamplerate")
struct ResamplerTests {
  @Test("22,050 Hz speech-rate audio becomes 44,100 Hz with its pitch kept")
  func doubling() throws {
    let input = (0..<22_050).map { Float(0.5 * sin(2 * Double.pi * 440 * Double($0) / 22_050)) }
    let output = try Resampler.resample(input, from: 22_050, to: 44_100)
    #expect(abs(output.count - 44_100) <= 2)
    let middle = Array(output[11_025..<33_075])
    let measured = SignalMeasurement.dominantFrequency(middle, sampleRate: 44_100)
    #expect(abs(measured - 440) / 440 < 0.005)
    #expect(abs(SignalMeasurement.rms(middle) - 0.5 / 2.0.squareRoot()) < 0.01)
  }

  @Test("Equal rates return the samples unchanged")
  func identity() throws {
    let input: [Float] = [0, 0.5, -0.5]
    #expect(try Resampler.resample(input, from: 44_100, to: 44_100) == input)
  }

  /// A sine's amplitude in a clip, by correlation with a sine and a cosine of its frequency
  /// over whole cycles (a one-bin discrete Fourier transform).
  static func amplitude(_ samples: ArraySlice<Float>, cyclesPerSample: Double) -> Double {
    var (real, imaginary) = (0.0, 0.0)
    for (offset, sample) in samples.enumerated() {
      let angle = 2 * Double.pi * cyclesPerSample * Double(offset)
      real += Double(sample) * cos(angle)
      imaginary += Double(sample) * sin(angle)
    }
    return 2 * (real * real + imaginary * imaginary).squareRoot() / Double(samples.count)
  }

  @Test(
    "Doubling keeps every input sample, passes 90 % of the band flat and rejects its image by 90 dB"
  )
  func halfBand() throws {
    // 9,922 Hz is 90 % of 11,025 Hz; its image after doubling is at 22,050 − 9,922 Hz.
    let frequency = 9_922.5
    let input = (0..<22_050).map {
      Float(0.5 * sin(2 * Double.pi * frequency * Double($0) / 22_050))
    }
    let output = try Resampler.resample(input, from: 22_050, to: 44_100)
    #expect(output.count == 2 * input.count)
    #expect((0..<input.count).allSatisfy { output[2 * $0] == input[$0] })
    // 20,000 samples (a whole number of cycles of both tones) away from the clip's ends.
    let middle = output[12_050..<32_050]
    let kept = Self.amplitude(middle, cyclesPerSample: frequency / 44_100)
    let image = Self.amplitude(middle, cyclesPerSample: (22_050 - frequency) / 44_100)
    print(
      "half-band doubling: the 9,922.5 Hz tone at \(20 * log10(kept / 0.5)) dB, its image at "
        + "\(20 * log10(image / 0.5)) dB")
    #expect(abs(20 * log10(kept / 0.5)) < 0.05)
    #expect(20 * log10(image / 0.5) < -90)
  }
}
