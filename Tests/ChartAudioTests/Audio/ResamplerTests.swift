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
}
