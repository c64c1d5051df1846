import ChartModel
import Foundation

/// A continuous colour legend read from a drawing: the colours of its gradient in order of the
/// values they show, so that a fill colour can be read back as its value.
///
/// The gradient's colours between two stops are the straight line between them in sRGB (how
/// SVG interpolates a `linearGradient`); a colour is read as the value of the nearest point
/// on that polyline. The resolution is half a colour step (a channel is written as a whole
/// number, 0–255) on the segment it was read from, in data units: half the segment's value
/// span over its largest channel change, plus how far the legend's own values may be off
/// (labels rounded for show place the whole ramp off by up to half their last digit, an
/// error that adds to the colour's).
///
/// Source: SVG 1.1 §13.2 (gradient stops, `color-interpolation` default sRGB).
struct ColourRamp: Sendable {
  /// One stop: its value and colour channels (0–255).
  struct Stop: Sendable {
    var value: Double
    var red, green, blue: Double
  }

  /// The stops, in order along the gradient.
  var stops: [Stop]

  /// The farthest, in channel units (Euclidean in RGB), a fill may lie from the ramp and still
  /// be read: a few colour steps, for rounding and for the curve a sampled scheme leaves
  /// between its stops.
  static let maximumDistance = 6.0

  /// The least resolution of a reading, in data units: how far the legend's own values may
  /// be off (its labels rounded for show), or 0.
  var labelRounding: Double

  /// A ramp from stops with at least two distinct values; `nil` otherwise.
  init?(_ stops: [Stop], labelRounding: Double = 0) {
    guard stops.count >= 2, stops.allSatisfy({ $0.value.isFinite }),
      Set(stops.map(\.value)).count >= 2, labelRounding.isFinite
    else { return nil }
    self.stops = stops
    self.labelRounding = labelRounding
  }

  /// Reads a colour back as the value it shows.
  ///
  /// - Parameter colour: `#rrggbb`.
  /// - Returns: The value and the resolution of the reading, in data units; `nil` when the
  ///   colour is not on the ramp (farther than ``maximumDistance``).
  /// - Complexity: O(*s*) in the number of stops.
  func value(of colour: String) -> (value: Double, resolution: Double)? {
    guard let (r, g, b) = SVGPaint.channels(colour) else { return nil }
    var best: (distance: Double, value: Double, resolution: Double)?
    for (a, z) in zip(stops, stops.dropFirst()) {
      let d = (z.red - a.red, z.green - a.green, z.blue - a.blue)
      let length = d.0 * d.0 + d.1 * d.1 + d.2 * d.2
      var t = 0.0
      if length > 0 {
        t = ((r - a.red) * d.0 + (g - a.green) * d.1 + (b - a.blue) * d.2) / length
        t = min(1, max(0, t))
      }
      let nearest = (a.red + t * d.0, a.green + t * d.1, a.blue + t * d.2)
      let distance =
        ((r - nearest.0) * (r - nearest.0) + (g - nearest.1) * (g - nearest.1)
        + (b - nearest.2) * (b - nearest.2)).squareRoot()
      let step = max(abs(d.0), abs(d.1), abs(d.2))
      let span = abs(z.value - a.value)
      let resolution = step > 0 ? span / step : span / 2
      if let current = best, distance >= current.distance - 1e-9 { continue }
      best = (distance, a.value + t * (z.value - a.value), resolution)
    }
    guard let best, best.distance <= Self.maximumDistance else { return nil }
    return (best.value, best.resolution + labelRounding)
  }
}
