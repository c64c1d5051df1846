import ChartModel

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
    static let tickAmplitude = 0.25
    static let shortestNoteSeconds = 0.03
    static let arpeggioStepSeconds = 0.08
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
        if missing > 0, let start = runStart {
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
    return usable > 0 ? min(1, max(-1, seconds / usable * 2 - 1)) : 0
  }

  /// A plotted value: the main value, else the highest component (for grouping only).
  private static func level(of observation: Observation) -> Double {
    if observation.value.isFinite { return observation.value }
    return observation.components.last { $0.value.isFinite }?.value ?? 0
  }

  /// Keeps the lowest and highest observation of every `groupSize` consecutive ones, in axis
  /// order, so extremes keep their place in time.
  private func grouped(_ slice: ArraySlice<Observation>) -> [Observation] {
    let run = slice.filter { observation in
      observation.value.isFinite || observation.components.contains { $0.value.isFinite }
    }
    guard groupSize > 1 else { return run }
    var kept: [Observation] = []
    kept.reserveCapacity(2 * run.count / groupSize + 2)
    var start = 0
    while start < run.count {
      let end = min(run.count, start + groupSize)
      var low = start
      var high = start
      for index in start..<end {
        if Self.level(of: run[index]) < Self.level(of: run[low]) { low = index }
        if Self.level(of: run[index]) > Self.level(of: run[high]) { high = index }
      }
      for index in Set([low, high]).sorted() { kept.append(run[index]) }
      start = end
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
    for (index, point) in points.enumerated() {
      let start = time(of: point.x)
      let next = index + 1 < points.count ? points[index + 1] : nil
      if !point.components.isEmpty {
        events.append(contentsOf: arpeggio(point, at: offset + start))
      } else if isGlide, let next {
        let end = time(of: next.x)
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
        let duration =
          isGlide
          ? max(slotSeconds, minimumPointSeconds)
          : max(Sound.shortestNoteSeconds, min(noteSeconds, 0.8 * spacing))
        events.append(
          ToneEvent(
            kind: isGlide ? .glide : .note, startSeconds: offset + start,
            durationSeconds: duration, frequencyHz: pitch.frequency(of: point.value),
            pan: scale.pan(of: point.x), amplitude: amplitude, timbre: timbre(of: point.value),
            seriesIndex: seriesIndex, x: point.x, value: point.value))
      }
      if let next, point.value.isFinite, next.value.isFinite,
        (point.value < 0) != (next.value < 0)
      {
        let end = time(of: next.x)
        // A glide crosses zero where it passes through it; between notes, the tick sits in the
        // silence between them.
        let noteEnd = events.last.map { $0.endSeconds - offset } ?? start
        let crossing =
          isGlide
          ? start + (end - start) * (0 - point.value) / (next.value - point.value)
          : max(noteEnd, (noteEnd + end - Sound.tickSeconds) / 2)
        events.append(
          ToneEvent(
            kind: .zero, startSeconds: offset + crossing, durationSeconds: Sound.tickSeconds,
            frequencyHz: Sound.tickHz, pan: pan(atTime: crossing), amplitude: Sound.tickAmplitude,
            timbre: .click, seriesIndex: seriesIndex, x: nil, value: 0))
      }
    }
  }

  /// The usual time between two played points, in seconds: a slot, or half a group (each
  /// group plays its lowest and highest point).
  private var spacing: Double {
    groupSize > 1 ? slotSeconds * Double(groupSize) / 2 : slotSeconds
  }

  /// A multi-value observation as one unit: its values from lowest to highest, fast.
  private func arpeggio(_ point: Observation, at start: Double) -> [ToneEvent] {
    let values = point.components.map(\.value).filter(\.isFinite)
    guard !values.isEmpty else { return [] }
    let step = min(Sound.arpeggioStepSeconds, 0.9 * slotSeconds / Double(values.count))
    let duration = max(Sound.shortestNoteSeconds, step)
    return values.enumerated().map { index, value in
      ToneEvent(
        kind: .arpeggio, startSeconds: start + Double(index) * step, durationSeconds: duration,
        frequencyHz: pitch.frequency(of: value), pan: scale.pan(of: point.x),
        amplitude: amplitude, timbre: timbre(of: value), seriesIndex: seriesIndex, x: point.x,
        value: value)
    }
  }
}
