import ChartModel
import Foundation

/// Prints a score as JSON: every event with its start and duration (seconds), frequency (Hz),
/// pan (−1…1), series, position and value, and the sections (with
/// ``SonificationOptions/PitchScope/series``, `pitchScope` and each section's own `pitch`).
///
/// Keys are sorted; seconds are rounded to microseconds and frequencies to millihertz, so the
/// output is stable across machines.
public enum ScoreJSONRenderer {
  /// Renders a score.
  ///
  /// - Parameters:
  ///   - score: The score.
  ///   - xAxis: The independent axis, to read positions as the description does ("1948").
  /// - Returns: Pretty-printed UTF-8 JSON ending in a newline.
  /// - Throws: `EncodingError` only if encoding fails, which finite values prevent.
  /// - Complexity: O(*e*) in the number of events.
  public static func render(_ score: SonificationScore, xAxis: AxisDescriptor? = nil) throws
    -> String
  {
    let document = Document(
      durationSeconds: rounded(score.durationSeconds, 1e6),
      pitch: score.pitch.map(pitch),
      pitchScope: score.pitchScope == .series ? score.pitchScope.rawValue : nil,
      sections: score.sections.map { section in
        Section(
          title: section.title, announcement: section.announcement,
          startSeconds: rounded(section.startSeconds, 1e6),
          durationSeconds: rounded(section.durationSeconds, 1e6),
          pointCount: section.pointCount, groupSize: section.groupSize,
          pitch: score.pitchScope == .series ? pitch(section.pitch) : nil,
          events: score.events(in: section).map { event in
            Event(
              kind: event.kind.rawValue, startSeconds: rounded(event.startSeconds, 1e6),
              durationSeconds: rounded(event.durationSeconds, 1e6),
              frequencyHz: rounded(event.frequencyHz, 1e3),
              endFrequencyHz: event.endFrequencyHz == event.frequencyHz
                ? nil : rounded(event.endFrequencyHz, 1e3),
              pan: rounded(event.pan, 1e6),
              endPan: event.endPan == event.pan ? nil : rounded(event.endPan, 1e6),
              timbre: event.timbre.rawValue,
              series: event.seriesIndex.map { score.seriesNames[$0] },
              x: event.x.map { ScoreTextRenderer.positionText($0, axis: xAxis) },
              value: event.value, tiedToNext: event.isTiedToNext ? true : nil)
          })
      })
    return try StableJSON.text(document)
  }

  private static func pitch(_ mapping: PitchMapping) -> Pitch {
    Pitch(
      lowHz: rounded(mapping.lowHz, 1e3), highHz: rounded(mapping.highHz, 1e3),
      lowValue: mapping.values.lowerBound, highValue: mapping.values.upperBound,
      scale: mapping.scale.rawValue)
  }

  private static func rounded(_ value: Double, _ scale: Double) -> Double {
    (value * scale).rounded() / scale
  }

  private struct Document: Encodable {
    var durationSeconds: Double
    var pitch: Pitch?
    var pitchScope: String?
    var sections: [Section]
  }

  private struct Pitch: Encodable {
    var lowHz: Double
    var highHz: Double
    var lowValue: Double
    var highValue: Double
    var scale: String
  }

  private struct Section: Encodable {
    var title: String
    var announcement: String
    var startSeconds: Double
    var durationSeconds: Double
    var pointCount: Int
    var groupSize: Int
    var pitch: Pitch?
    var events: [Event]
  }

  private struct Event: Encodable {
    var kind: String
    var startSeconds: Double
    var durationSeconds: Double
    var frequencyHz: Double
    var endFrequencyHz: Double?
    var pan: Double
    var endPan: Double?
    var timbre: String
    var series: String?
    var x: String?
    var value: Double?
    var tiedToNext: Bool?
  }
}
