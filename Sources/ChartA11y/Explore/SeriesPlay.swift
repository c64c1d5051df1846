/// One series' section of the audio graph to play, from a point on and at a speed.
///
///     let play = SeriesPlay(score: score, section: section, fromSeconds: 2.5, speed: 1.5)
///     play.events        // the section's tones from 2.5 s on, 1.5 times as fast, from 0 s
///     play.durationSeconds
public struct SeriesPlay: Hashable, Sendable {
  /// The chart's audio graph.
  public var score: SonificationScore
  /// The section to play.
  public var section: SonificationScore.Section
  /// Where to start, in seconds of the score (within the section).
  public var fromSeconds: Double
  /// How fast: 1 as composed, 2 twice as fast (every start and length halved; pitch is kept).
  public var speed: Double

  /// A play of a section, clamped to it.
  public init(
    score: SonificationScore, section: SonificationScore.Section, fromSeconds: Double? = nil,
    speed: Double = 1
  ) {
    self.score = score
    self.section = section
    let end = section.startSeconds + section.durationSeconds
    self.fromSeconds = min(max(fromSeconds ?? section.startSeconds, section.startSeconds), end)
    self.speed = speed > 0 && speed.isFinite ? speed : 1
  }

  /// The section's tones that start at or after ``fromSeconds``, moved to start at 0 and
  /// scaled by the speed: start (t − from) ÷ speed, length d ÷ speed.
  ///
  /// - Complexity: O(*e*) in the section's events.
  public var events: [ToneEvent] {
    // A millisecond's tolerance keeps the tone of the point played from.
    score.events(in: section).filter { $0.startSeconds >= fromSeconds - 0.001 }.map { event in
      var event = event
      event.startSeconds = max(0, event.startSeconds - fromSeconds) / speed
      event.durationSeconds /= speed
      return event
    }
  }

  /// How long it plays, in seconds: the rest of the section ÷ speed.
  public var durationSeconds: Double {
    (section.startSeconds + section.durationSeconds - fromSeconds) / speed
  }

  /// The same section from a later place in the score, at a speed (to resume).
  ///
  /// - Parameters:
  ///   - seconds: Where to resume, in seconds of the score.
  ///   - speed: The speed to play at.
  /// - Returns: The play from `seconds` (clamped to the section) at `speed`.
  public func resumed(atScoreSeconds seconds: Double, speed: Double) -> SeriesPlay {
    SeriesPlay(score: score, section: section, fromSeconds: seconds, speed: speed)
  }

  /// Where in the score a play has reached after sounding `playedSeconds` of real time.
  public func scoreSeconds(afterPlaying playedSeconds: Double) -> Double {
    min(fromSeconds + playedSeconds * speed, section.startSeconds + section.durationSeconds)
  }
}
