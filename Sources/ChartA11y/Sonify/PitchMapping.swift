import ChartModel
import Foundation

/// Maps a value onto a frequency: the lowest value to the lowest pitch, the highest to the
/// highest.
///
/// On the musical scale, equal steps in value are equal steps in pitch: the value is
/// interpolated linearly in the MIDI note number *m* = 69 + 12 log₂(*f* / 440 Hz) (equal
/// temperament, A4 = 440 Hz), which is geometric interpolation in frequency,
/// *f* = *f*ₗₒ (*f*ₕᵢ / *f*ₗₒ)ᵗ. On the linear scale, frequency itself is interpolated.
///
/// *t* is linear in the value as the axis spaces it (``AxisScale/scaled(_:)``): on a log axis
/// 1, 10, 100 and 1,000 are evenly spaced notes, as they are evenly spaced on the chart.
///
/// Pitch follows the value, never the direction the axis is drawn in: on a reversed axis the
/// largest value, drawn lowest, is still the highest note. The words ("higher pitch is a
/// higher value", "rises", "the highest"), the braille graph and the tones all read values, so
/// they agree; the description says the axis is reversed.
///
///     let mapping = PitchMapping(values: 0...1, lowHz: 220, highHz: 880, scale: .musical)
///     mapping.frequency(of: 0.5)   // 440.0 Hz, one octave above 220 Hz
public struct PitchMapping: Hashable, Sendable {
  /// The values mapped to the ends of the range.
  public var values: ClosedRange<Double>
  /// The frequency of the lowest value, in Hz.
  public var lowHz: Double
  /// The frequency of the highest value, in Hz.
  public var highHz: Double
  /// Musical (geometric) or linear interpolation.
  public var scale: SonificationSpec.PitchScale
  /// The value axis's scale: values are placed by it before pitch is interpolated.
  public var axisScale: AxisScale

  /// Creates a mapping.
  ///
  /// - Precondition: `0 < lowHz < highHz`.
  public init(
    values: ClosedRange<Double>, lowHz: Double, highHz: Double,
    scale: SonificationSpec.PitchScale, axisScale: AxisScale = AxisScale()
  ) {
    precondition(lowHz > 0 && lowHz < highHz, "the pitch range must rise from above 0 Hz")
    self.values = values
    self.lowHz = lowHz
    self.highHz = highHz
    self.scale = scale
    self.axisScale = axisScale
  }

  /// The frequency of a value, in Hz; values outside the range are clamped to it, and a range
  /// of one value maps to the middle of the pitch range.
  ///
  /// - Complexity: O(1).
  /// A value a log axis cannot draw (zero or negative) is the lowest note.
  public func frequency(of value: Double) -> Double {
    let low = axisScale.scaled(values.lowerBound)
    let high = axisScale.scaled(values.upperBound)
    var position = 0.5
    if let low, let high, high > low {
      // Overflow-safe: a range from -1.7e308 to 1.7e308, or one of subnormal numbers, still
      // spreads its values over the pitch range (RangeFraction).
      position = axisScale.scaled(value).flatMap { RangeFraction.of($0, from: low, to: high) } ?? 0
    }
    let t = min(1, max(0, position.isFinite ? position : 0.5))
    switch scale {
    case .musical: return lowHz * pow(highHz / lowHz, t)
    case .linear: return lowHz + (highHz - lowHz) * t
    }
  }

  /// The MIDI note number of a frequency: 69 + 12 log₂(*f* / 440 Hz), fractional between
  /// semitones.
  public static func midiNote(ofFrequency frequencyHz: Double) -> Double {
    69 + 12 * log2(frequencyHz / 440)
  }
}
