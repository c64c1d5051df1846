extension ChartExplorer {
  /// The answer to a playback key: play the series (from its start or from the current
  /// point), pause and resume, or change the speed.
  ///
  /// A change of speed while a series plays goes on at once at the new speed from where it
  /// is (``ExploreResponse/Sound/resume(speed:)``); otherwise it applies to the next play.
  ///
  /// - Complexity: O(*e*) in the score's events, finding the series' section.
  mutating func playbackResponse(_ action: ExploreAction) -> ExploreResponse {
    if !playsSound, action == .playSeries || action == .playFromHere || action == .pausePlayback {
      return ExploreResponse(text: "Sound is off, so nothing plays.")
    }
    switch action {
    case .playSeries, .playFromHere:
      guard let section = currentSection() else {
        playback = .idle
        return ExploreResponse(text: "\(seriesName) has no sound.")
      }
      let name = section.title == seriesName ? seriesName : section.title
      playback = .playing
      guard action == .playFromHere, let from = startSeconds(in: section) else {
        return ExploreResponse(
          text: "Playing \(name)\(speedClause).",
          sound: .series(SeriesPlay(score: score, section: section, speed: playbackSpeed)))
      }
      let point = observations[pointIndex]
      return ExploreResponse(
        text:
          "Playing \(name) from \(AxisPhrasing.value(point.x, on: keyAxis, precise: true))"
          + "\(speedClause).",
        sound: .series(
          SeriesPlay(score: score, section: section, fromSeconds: from, speed: playbackSpeed)))
    case .pausePlayback:
      switch playback {
      case .playing:
        playback = .paused
        return ExploreResponse(text: "Paused.", sound: .pause)
      case .paused:
        playback = .playing
        return ExploreResponse(text: "Resuming.", sound: .resume(speed: playbackSpeed))
      case .idle:
        let play = bindings.firstKeyName(for: .playSeries).map { ": \($0) plays the series" }
        return ExploreResponse(text: "Nothing is playing\(play ?? "").")
      }
    case .faster, .slower:
      return speedResponse(faster: action == .faster)
    default:
      return ExploreResponse(text: "")
    }
  }

  /// ", 1.5 times as fast" or ", at half speed" when the speed is not 1; empty otherwise.
  private var speedClause: String {
    playbackSpeed == 1 ? "" : ", \(Self.speedText(playbackSpeed))"
  }

  /// A speed in words: "at normal speed", "at half speed", "1.5 times as fast", "at 0.75
  /// speed".
  static func speedText(_ speed: Double) -> String {
    switch speed {
    case 1: "at normal speed"
    case 0.5: "at half speed"
    case ..<1: "at \(ValueFormatter.preciseNumber(speed)) speed"
    default: "\(ValueFormatter.preciseNumber(speed)) times as fast"
    }
  }

  /// A speed as a number: "1.25".
  static func speedNumber(_ speed: Double) -> String { ValueFormatter.preciseNumber(speed) }

  /// The next or previous speed, said ("Speed 1.25 times."); at either end of ``playbackSpeeds`` the speed stays.
  private mutating func speedResponse(faster: Bool) -> ExploreResponse {
    let speeds = Self.playbackSpeeds
    let index = speeds.firstIndex(of: playbackSpeed) ?? speeds.firstIndex(of: 1) ?? 0
    let next = index + (faster ? 1 : -1)
    guard speeds.indices.contains(next) else {
      return ExploreResponse(
        text: "\(faster ? "Fastest" : "Slowest") speed, \(Self.speedNumber(playbackSpeed)) times.")
    }
    playbackSpeed = speeds[next]
    let text =
      playbackSpeed == 1 ? "Normal speed." : "Speed \(Self.speedNumber(playbackSpeed)) times."
    // A paused play stays paused; it resumes at the new speed.
    return ExploreResponse(
      text: text, sound: playback == .playing ? .resume(speed: playbackSpeed) : nil)
  }

  /// The score's section that plays the current series.
  private func currentSection() -> SonificationScore.Section? {
    score.sections.first { section in
      score.events(in: section).contains { $0.seriesIndex == seriesIndex }
    }
  }

  /// Where the current point's sound starts in a section: the first of the series' tones at
  /// or after the point's position (a grouped series plays a group for several points), or
  /// `nil` when the series has no point here.
  private func startSeconds(in section: SonificationScore.Section) -> Double? {
    guard observations.indices.contains(pointIndex) else { return nil }
    let here = scale.fraction(of: observations[pointIndex].x)
    let tones = score.events(in: section).filter { $0.seriesIndex == seriesIndex }
    let first = tones.first { event in
      event.x.map { scale.fraction(of: $0) >= here - 1e-12 } ?? false
    }
    return first?.startSeconds ?? tones.last?.startSeconds
  }
}
