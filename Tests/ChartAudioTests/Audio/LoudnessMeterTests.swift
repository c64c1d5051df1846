import ChartAudio
import Foundation
import Testing

@testable import ChartAudio

/// The BS.1770 meter against the standard's figures and EBU Tech 3341's test signals.
@Suite("Loudness meter (ITU-R BS.1770-4)")
struct LoudnessMeterTests {
  /// Stereo sine of a peak level in dB of full scale on both channels, `seconds` long.
  static func sine(
    dBFS: Double, seconds: Double, frequencyHz: Double = 1_000, rate: Int = 48_000
  ) -> [Float] {
    let amplitude = pow(10, dBFS / 20)
    let frames = Int(seconds * Double(rate))
    var samples = [Float](repeating: 0, count: frames * 2)
    for frame in 0..<frames {
      let value = Float(amplitude * sin(2 * Double.pi * frequencyHz * Double(frame) / Double(rate)))
      samples[frame * 2] = value
      samples[frame * 2 + 1] = value
    }
    return samples
  }

  static func measure(_ parts: [[Float]], rate: Int = 48_000) -> Double {
    let meter = LoudnessMeter(sampleRate: rate)
    for part in parts { part.withUnsafeBufferPointer { meter.write($0) } }
    return meter.integratedLoudness
  }

  @Test("At 48 kHz the K-weighting filters are the standard's coefficients")
  func coefficients() {
    let filter = KWeighting(sampleRate: 48_000)
    let expected = [
      1.53512485958697, -2.69169618940638, 1.19839281085285, -1.69065929318241,
      0.73248077421585,
    ]
    let shelf = [
      filter.shelf.b0, filter.shelf.b1, filter.shelf.b2, filter.shelf.a1, filter.shelf.a2,
    ]
    for (value, standard) in zip(shelf, expected) { #expect(abs(value - standard) < 1e-8) }
    #expect(abs(filter.highPass.a1 - -1.99004745483398) < 1e-8)
    #expect(abs(filter.highPass.a2 - 0.99007225036621) < 1e-8)
  }

  @Test("EBU 3341 case 1 and 2: a stereo 1 kHz sine at −23 and −33 dBFS is −23 and −33 LUFS")
  func sineLevels() {
    #expect(abs(Self.measure([Self.sine(dBFS: -23, seconds: 20)]) - -23) < 0.1)
    #expect(abs(Self.measure([Self.sine(dBFS: -33, seconds: 20)]) - -33) < 0.1)
    // At 44.1 kHz too.
    #expect(
      abs(Self.measure([Self.sine(dBFS: -23, seconds: 10, rate: 44_100)], rate: 44_100) - -23)
        < 0.1)
  }

  @Test("EBU 3341 case 3 and 5: the relative gate leaves out quiet stretches")
  func gating() {
    let case3 = Self.measure([
      Self.sine(dBFS: -36, seconds: 10), Self.sine(dBFS: -23, seconds: 60),
      Self.sine(dBFS: -36, seconds: 10),
    ])
    #expect(abs(case3 - -23) < 0.1, "case 3: \(case3) LUFS")
    let case5 = Self.measure([
      Self.sine(dBFS: -26, seconds: 20), Self.sine(dBFS: -20, seconds: 20.1),
      Self.sine(dBFS: -26, seconds: 20),
    ])
    #expect(abs(case5 - -23) < 0.1, "case 5: \(case5) LUFS")
    let silence = [Float](repeating: 0, count: 96_000)
    #expect(Self.measure([silence]) == -.infinity)
  }

  /// A stereo sine at a peak level whose samples start at a phase, in degrees.
  static func sine(
    dBFS: Double, frames: Int, cyclesPerSample: Double, phaseDegrees: Double
  ) -> [Float] {
    let amplitude = pow(10, dBFS / 20)
    var samples = [Float](repeating: 0, count: frames * 2)
    for frame in 0..<frames {
      let value = Float(
        amplitude
          * sin(2 * Double.pi * cyclesPerSample * Double(frame) + phaseDegrees * Double.pi / 180))
      samples[frame * 2] = value
      samples[frame * 2 + 1] = value
    }
    return samples
  }

  /// Within −0.4/+0.25 dB: EBU Tech 3341 allows a true-peak meter +0.2/−0.4 dB; the Annex's
  /// own filter reads a sixth of the sample rate 0.21 dB high (its passband ripple; reading
  /// high is the safe side for a ceiling).
  @Test("True peak (BS.1770-4 Annex 2): a sine between its samples reads at its crest")
  func truePeak() {
    // A quarter of the sample rate 45° off the crest: every sample at 0.707 of it, a sample
    // peak 3.01 dB low. A sixth, 60° off: samples at the crest's 0.866 at best. A slow sine:
    // the samples already hold the crest.
    for (cycles, phase) in [(0.25, 45.0), (1.0 / 6, 60.0), (1_000.0 / 48_000, 0.0)] {
      let meter = LoudnessMeter(sampleRate: 48_000)
      Self.sine(dBFS: -6, frames: 48_000, cyclesPerSample: cycles, phaseDegrees: phase)
        .withUnsafeBufferPointer { meter.write($0) }
      let truePeak = 20 * log10(meter.truePeak)
      #expect(
        truePeak >= -6.4 && truePeak <= -5.75, "\(cycles) cycles per sample: \(truePeak) dBTP")
      print("true peak of a −6 dBFS sine at \(cycles) cycles per sample: \(truePeak) dBTP")
      #expect(meter.truePeak >= Double(meter.peak) * 0.999)
    }
    let quarter = LoudnessMeter(sampleRate: 48_000)
    Self.sine(dBFS: -6, frames: 48_000, cyclesPerSample: 0.25, phaseDegrees: 45)
      .withUnsafeBufferPointer { quarter.write($0) }
    #expect(abs(20 * log10(Double(quarter.peak)) - -9.03) < 0.05)
  }

  @Test(
    "With a floor, the true peak is exact above it and at most the floor below it; K-weighting skipped when not measured"
  )
  func truePeakFloor() {
    let floor = 0.891
    // At a quarter of the rate, 45° off the crest: −0.5 dBFS has a true peak above the floor
    // (−0.5 dBTP), read exactly; −3 dBFS one under it (−3 dBTP) from samples that could pass
    // it (2.02 × 0.5); −12 dBFS samples cannot (2.02 × 0.18), so its block is skipped.
    for (dBFS, skipped) in [(-0.5, false), (-3.0, false), (-12.0, true)] {
      let samples = Self.sine(dBFS: dBFS, frames: 4_800, cyclesPerSample: 0.25, phaseDegrees: 45)
      let exact = LoudnessMeter(sampleRate: 48_000)
      let floored = LoudnessMeter(sampleRate: 48_000, measuresLoudness: false)
      floored.truePeakFloor = floor
      samples.withUnsafeBufferPointer {
        exact.write($0)
        floored.write($0)
      }
      if exact.truePeak > floor {
        #expect(floored.truePeak == exact.truePeak, "\(dBFS) dBFS")
      } else {
        #expect(floored.truePeak <= floor, "\(dBFS) dBFS")
      }
      #expect((floored.truePeak == 0) == skipped, "\(dBFS) dBFS: skipped \(skipped)")
      #expect(floored.peak == exact.peak)
      #expect(floored.integratedLoudness.isNaN)
    }
  }

  @Test("Blocks of any size give the same true peak and loudness as one block")
  func blockSizes() {
    let samples = Self.sine(dBFS: -6, frames: 4_000, cyclesPerSample: 0.23, phaseDegrees: 10)
    let whole = LoudnessMeter(sampleRate: 48_000)
    samples.withUnsafeBufferPointer { whole.write($0) }
    for frames in [1, 7, 8, 13, 1_024] {
      let meter = LoudnessMeter(sampleRate: 48_000)
      samples.withUnsafeBufferPointer { buffer in
        var start = 0
        while start < buffer.count {
          let end = min(buffer.count, start + 2 * frames)
          meter.write(UnsafeBufferPointer(rebasing: buffer[start..<end]))
          start = end
        }
      }
      #expect(meter.truePeak == whole.truePeak, "blocks of \(frames) frames")
      #expect(abs(meter.integratedLoudness - whole.integratedLoudness) < 1e-9)
      #expect(meter.peak == whole.peak)
    }
  }
}
