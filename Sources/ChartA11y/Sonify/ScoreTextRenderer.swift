import ChartModel
import Foundation

/// Prints a score as text, one line per event, for reading and for golden tests.
///
///     0.000 s  glide     261.6 Hz → 293.7 Hz  0.250 s  pan -1.00  Sales Volume  New York  3000
///
/// Sections start with their title and announcement. Times have millisecond precision,
/// frequencies a tenth of a hertz; numbers are locale-free.
public enum ScoreTextRenderer {
  /// Renders a score.
  ///
  /// - Parameters:
  ///   - score: The score.
  ///   - xAxis: The independent axis, to read positions as the description does ("1948").
  /// - Returns: Text ending in one newline.
  /// - Complexity: O(*e*) in the number of events.
  public static func render(_ score: SonificationScore, xAxis: AxisDescriptor? = nil) -> String {
    var lines: [String] = []
    for section in score.sections {
      lines.append(
        "# \(TextEscaping.terminal(section.title)) at \(seconds(section.startSeconds)) s, "
          + "\(seconds(section.durationSeconds)) s: \(TextEscaping.terminal(section.announcement))")
      for event in score.events(in: section) {
        lines.append(line(event, score: score, xAxis: xAxis))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One event as a line.
  static func line(_ event: ToneEvent, score: SonificationScore, xAxis: AxisDescriptor?)
    -> String
  {
    var frequency = String(format: "%.1f Hz", event.frequencyHz)
    if event.endFrequencyHz != event.frequencyHz {
      frequency += String(format: " → %.1f Hz", event.endFrequencyHz)
    }
    var parts = [
      "\(seconds(event.startSeconds)) s", event.kind.rawValue, frequency,
      "\(seconds(event.durationSeconds)) s", String(format: "pan %+.2f", event.pan),
    ]
    if let index = event.seriesIndex {
      parts.append(TextEscaping.terminal(score.seriesNames[index]))
    }
    if let x = event.x { parts.append(TextEscaping.terminal(positionText(x, axis: xAxis))) }
    if let value = event.value { parts.append(ValueFormatter.number(value)) }
    return parts.joined(separator: "  ")
  }

  /// Seconds with three decimals.
  static func seconds(_ value: Double) -> String {
    String(format: "%.3f", value)
  }

  /// A position as the description reads it.
  static func positionText(_ x: DataValue, axis: AxisDescriptor?) -> String {
    guard let axis else { return ValueFormatter.text(of: x) }
    return AxisPhrasing.value(x, on: axis)
  }
}
