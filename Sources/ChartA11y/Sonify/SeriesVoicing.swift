import ChartModel
import Foundation

/// Turns one series into sounds: glides for lines and areas, notes for other marks,
/// arpeggios for multi-value observations, soft clicks at gaps and ticks at zero crossings.
struct SeriesVoicing {
  /// Sound constants, in seconds, Hz and amplitude (0–1 of full scale).
  enum Sound {
    static let toneAmplitude = 0.3
    static let clickSeconds = 0.015
    static let clickHz = 2_637.02  // E7
    static let clickAmplitude = 0.12
    static let clickPause = 0.01
    static let tickSeconds = 0.03
    static let tickHz = 1_760.0  // A6
    /// How far a tick (a zero crossing's, an x-axis reference line's) sits below the notes it
    /// sounds with, in dB: 14 (the synthesizer gives every sound equal K-weighted loudness per
    /// unit of amplitude, so this is its loudness too).
    static let tickLevelBelowNotesDB = 14.0
    /// A tick's amplitude for a series' tone amplitude: 10^(−14/20) ≈ 0.20 of it (0.060 for
    /// one series alone at ``toneAmplitude``; less for series played together).
    static func tickAmplitude(below toneAmplitude: Double) -> Double {
      toneAmplitude * pow(10, -tickLevelBelowNotesDB / 20)
    }
    /// The shortest separate note: 60 ms, long enough for its pitch and timbre to be heard
    /// (docs/audio.md); crowded notes become chords instead of shorter notes.
    static let shortestNoteSeconds = 0.06
    /// The silence after every separate note (bars, points, arpeggio notes) before the next
    /// one: 25 ms, so the gap stays at least 20 ms 30 dB down once the release has faded.
    static let noteGapSeconds = 0.025
    /// The shortest time from one separate note's onset to the next: the shortest note and
    /// its gap, 85 ms.
    static let shortestOnsetSeconds = shortestNoteSeconds + noteGapSeconds
    /// The time from one note of an arpeggio to the next: 85 ms.
    static let arpeggioStepSeconds = shortestOnsetSeconds
  }

  let series: DataSeries
  /// The series' missing positions (``MissingRun``), where a soft click sounds.
  let missingRuns: [MissingRun]
  let seriesIndex: Int
  let scale: PositionScale
  let pitch: PitchMapping
  /// The length of the series' time axis, in seconds.
  let spanSeconds: Double
  /// The time of one position, in seconds.
  let slotSeconds: Double
  let groupSize: Int
  let noteSeconds: Double
  let minimumPointSeconds: Double
  let amplitude: Double

  /// The time of a position, in seconds from the series' start.
  private func time(of x: DataValue) -> Double {
    scale.fraction(of: x) * (spanSeconds - slotSeconds)
  }

  /// The sounds, with times from `offset`, in start order.
  ///
  /// - Complexity: O(*n*) time; one copy of the played points at most (when grouping).
  func events(startingAt offset: Double) -> [ToneEvent] {
    let observations = series.observations
    var events: [ToneEvent] = []
    events.reserveCapacity(observations.count + 16)
    var runStart: Int?
    var previous: Int?
    for index in observations.indices {
      let observation = observations[index]
      guard
        observation.value.isFinite || observation.components.contains(where: { $0.value.isFinite })
      else { continue }
      if let last = previous {
        let missing = MissingRun.count(in: missingRuns, before: index, after: last)
        // Grouped, a series plays at the resolution of a group: a missing stretch shorter
        // than one is inside the time of the points around it and does not break the run. A
        // run broken there would be voiced alone (its lone points held for the shortest point
        // time each, and only a few milliseconds apart), and the overlapping holds summed past
        // full scale (a daily line with 731 of 1,440 days missing, grouped by 29, clipped).
        // A stretch of a group or more lasts at least two shortest points, so a lone point's
        // hold ends before the next run starts.
        if missing >= groupSize, let start = runStart {
          voice(observations[start...last], offset: offset, into: &events)
          // At the first missing position, but after the last tone has faded, and before the
          // next run starts.
          let from = time(of: observations[last].x)
          let to = time(of: observation.x)
          let faded = (events.last.map { $0.endSeconds - offset } ?? from) + Sound.clickPause
          let clickTime = max(
            from, min(max(from + (to - from) / Double(missing + 1), faded), to - Sound.clickSeconds)
          )
          events.append(
            ToneEvent(
              kind: .gap, startSeconds: offset + clickTime, durationSeconds: Sound.clickSeconds,
              frequencyHz: Sound.clickHz, pan: pan(atTime: clickTime),
              amplitude: Sound.clickAmplitude, timbre: .click, seriesIndex: seriesIndex, x: nil,
              value: nil))
          runStart = nil
        }
      }
      if runStart == nil { runStart = index }
      previous = index
    }
    if let start = runStart, let last = previous {
      voice(observations[start...last], offset: offset, into: &events)
    }
    return events
  }

  /// The stereo position at a time of the series.
  private func pan(atTime seconds: Double) -> Double {
    let usable = spanSeconds - slotSeconds
    return usable > 0 ? PositionScale.pan(atFraction: seconds / usable) : 0
  }

  /// The onset of each note's chord: notes closer in time than `minimum` sound together.
  ///
  /// Walking in time order, a note starts a new chord at its own time when it comes at least
  /// `minimum` after the last chord's start, and otherwise joins that chord. So no note moves
  /// later, none moves earlier by `minimum` or more, and chords are at least `minimum` apart:
  /// time follows x, and crowding is heard as a chord, never as a shift (a crowded scatter
  /// plot's points were pushed up to 1.95 s late by moving them apart).
  ///
  /// - Parameters:
  ///   - times: The notes' times, in seconds, in non-decreasing order.
  ///   - minimum: The shortest time between two chords, in seconds.
  /// - Returns: One onset per time, in the same order.
  /// - Complexity: O(*n*).
  static func chordOnsets(_ times: [Double], minimum: Double) -> [Double] {
    var onsets: [Double] = []
    onsets.reserveCapacity(times.count)
    var chordStart = -Double.infinity
    for time in times {
      if time >= chordStart + minimum { chordStart = time }
      onsets.append(chordStart)
    }
    return onsets
  }

  /// A plotted value: the main value, else the highest component (for grouping only; a
  /// candle's components come open first, not lowest first).
  private static func level(of observation: Observation) -> Double {
    if observation.value.isFinite { return observation.value }
    return observation.components.map(\.value).filter(\.isFinite).max() ?? 0
  }

  /// Keeps the lowest and highest observation of every `groupSize` consecutive positions.
  ///
  /// They stay in axis order, so extremes keep their place in time. A missing stretch inside
  /// the run (one shorter than a group) takes its positions, so a group spans the same time
  /// however many of its positions hold a value.
  ///
  /// - Complexity: O(*n* log *r*) for *n* observations and *r* missing runs.
  private func grouped(_ slice: ArraySlice<Observation>) -> [Observation] {
    let played = slice.indices.filter { index in
      slice[index].value.isFinite || slice[index].components.contains { $0.value.isFinite }
    }
    guard groupSize > 1 else { return played.map { slice[$0] } }
    var kept: [Observation] = []
    kept.reserveCapacity(2 * played.count / groupSize + 2)
    var start = 0
    var position = 0
    while start < played.count {
      let group = position / groupSize
      var end = start + 1
      var next = position
      var low = start
      var high = start
      while end < played.count {
        next += 1 + MissingRun.count(in: missingRuns, before: played[end], after: played[end - 1])
        guard next / groupSize == group else { break }
        if Self.level(of: slice[played[end]]) < Self.level(of: slice[played[low]]) { low = end }
        if Self.level(of: slice[played[end]]) > Self.level(of: slice[played[high]]) { high = end }
        end += 1
      }
      for index in Set([low, high]).sorted() { kept.append(slice[played[index]]) }
      start = end
      position = next
    }
    return kept
  }

  private func timbre(of value: Double) -> Timbre {
    value < 0 ? .negative : Timbre.forSeries(at: seriesIndex)
  }

  /// Appends the sounds of one run of observations without missing positions between them.
  private func voice(
    _ run: ArraySlice<Observation>, offset: Double, into events: inout [ToneEvent]
  ) {
    let points = grouped(run)
    let isGlide =
      series.markKinds.contains { $0.sound == .glide }
      && points.allSatisfy { $0.components.isEmpty }
    // Separate notes keep a gap: chords start at least the shortest note and the gap apart
    // (an arpeggio's whole length apart), and each note ends a gap before the next chord.
    let times = points.map { time(of: $0.x) }
    let longestArpeggio = points.map(\.components.count).max() ?? 0
    let onsets =
      isGlide
      ? times
      : Self.chordOnsets(
        times, minimum: Sound.shortestOnsetSeconds * Double(max(1, longestArpeggio)))
    let chords = isGlide ? nil : Chords(onsets: onsets, frequencies: points.map(frequency(of:)))
    for (index, point) in points.enumerated() {
      let start = onsets[index]
      let next = index + 1 < points.count ? points[index + 1] : nil
      let nextOnset = index + 1 < onsets.count ? onsets[index + 1] : nil
      if let chords, chords.isRepeat(index) {
        // The same pitch already sounds in this chord.
      } else if !point.components.isEmpty {
        events.append(contentsOf: arpeggio(point, at: offset + start))
      } else if isGlide, let next {
        let end = onsets[index + 1]
        guard end > start else { continue }
        let leg = timbre(of: point.value)
        events.append(
          ToneEvent(
            kind: .glide, startSeconds: offset + start, durationSeconds: end - start,
            frequencyHz: pitch.frequency(of: point.value),
            endFrequencyHz: pitch.frequency(of: next.value), pan: scale.pan(of: point.x),
            endPan: scale.pan(of: next.x), amplitude: amplitude, timbre: leg,
            seriesIndex: seriesIndex, x: point.x, value: point.value,
            isTiedToNext: timbre(of: next.value) == leg))
      } else {
        let nextChord = chords?.nextOnset(after: index) ?? nextOnset
        let duration =
          isGlide
          ? max(slotSeconds, minimumPointSeconds)
          : max(
            Sound.shortestNoteSeconds,
            min(
              noteSeconds, 0.8 * spacing,
              (nextChord ?? .infinity) - start - Sound.noteGapSeconds))
        events.append(
          ToneEvent(
            kind: isGlide ? .glide : .note, startSeconds: offset + start,
            durationSeconds: duration, frequencyHz: pitch.frequency(of: point.value),
            pan: scale.pan(of: point.x), amplitude: amplitude * (chords?.gain(index) ?? 1),
            timbre: timbre(of: point.value), seriesIndex: seriesIndex, x: point.x,
            value: point.value))
      }
      if let next, point.value.isFinite, next.value.isFinite,
        (point.value < 0) != (next.value < 0)
      {
        let end = nextOnset ?? start
        // A glide crosses zero where it passes through it; between notes, the tick sounds with
        // the first note across zero, so the gap before it stays silent (`TickPlacement`
        // shortens it to that note).
        let crossing =
          isGlide ? start + (end - start) * (0 - point.value) / (next.value - point.value) : end
        events.append(
          ToneEvent(
            kind: .zero, startSeconds: offset + crossing, durationSeconds: Sound.tickSeconds,
            frequencyHz: Sound.tickHz, pan: pan(atTime: crossing),
            amplitude: Sound.tickAmplitude(below: amplitude),
            timbre: .click, seriesIndex: seriesIndex, x: nil, value: 0))
      }
    }
  }

  /// The usual time between two played points, in seconds: a slot, or half a group (each
  /// group plays its lowest and highest point).
  private var spacing: Double {
    groupSize > 1 ? slotSeconds * Double(groupSize) / 2 : slotSeconds
  }

  /// The frequency a point sounds at: its value's, else its first component's (an
  /// arpeggio's first note).
  private func frequency(of point: Observation) -> Double {
    let value = point.value.isFinite ? point.value : point.components.first?.value ?? 0
    return pitch.frequency(of: value)
  }

  /// A multi-value observation as one unit: its values in their order (a box plot's from
  /// lowest to highest, a candle's open then close), fast.
  private func arpeggio(_ point: Observation, at start: Double) -> [ToneEvent] {
    let values = point.components.map(\.value).filter(\.isFinite)
    guard !values.isEmpty else { return [] }
    let step = Sound.arpeggioStepSeconds
    let duration = step - Sound.noteGapSeconds
    return values.enumerated().map { index, value in
      ToneEvent(
        kind: .arpeggio, startSeconds: start + Double(index) * step, durationSeconds: duration,
        frequencyHz: pitch.frequency(of: value), pan: scale.pan(of: point.x),
        amplitude: amplitude, timbre: timbre(of: value), seriesIndex: seriesIndex, x: point.x,
        value: value)
    }
  }
}
