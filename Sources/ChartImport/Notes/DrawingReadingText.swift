import ChartModel

/// A drawing reading's resolution in words: `0.03 price`, `0.1 percentage points` on an axis
/// printed in percent, or `0.7% of each value` on a log axis.
package enum DrawingReadingText {
  package static func text(_ reading: DrawingReading) -> String {
    let amount = NumberText.number(reading.resolution)
    if reading.isRelative { return "\(amount)% of each value" }
    return reading.unit == "%" ? "\(amount) percentage points" : "\(amount) \(reading.unit)"
  }

  /// The note a recovered chart carries about its reading: "values read from the drawing,
  /// to within about 0.03 price".
  package static func note(_ reading: DrawingReading) -> String {
    "values read from the drawing, to within about \(text(reading))"
  }
}
