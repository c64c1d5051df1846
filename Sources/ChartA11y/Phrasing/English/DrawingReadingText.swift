import ChartModel

/// A drawing reading's resolution in words: `0.03 price`, or `0.7% of each value` on a log
/// axis.
enum DrawingReadingText {
  static func text(_ reading: DrawingReading) -> String {
    let amount = ValueFormatter.number(reading.resolution)
    return reading.isRelative ? "\(amount)% of each value" : "\(amount) \(reading.unit)"
  }
}
