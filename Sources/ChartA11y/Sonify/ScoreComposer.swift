import ChartModel
import Foundation

/// Composes a chart's audio graph from its analysis: pitch follows the value, time and stereo
/// position follow the independent axis.
///
/// - Every series shares one pitch mapping, over the dependent axis's range and the reference
///   lines, so equal pitches are equal values across series; with
///   ``SonificationOptions/PitchScope/series`` each series maps its own lowest to highest
///   value onto the whole pitch range instead.
/// - A series plays for at most ``SonificationOptions/seriesDurationSeconds``; when it has more
///   points than fit at ``SonificationOptions/minimumPointSeconds`` each, consecutive points are
///   grouped (every series alike, so they stay aligned) and each group plays its lowest and
///   highest point, in axis order.
/// - Lines and areas glide from point to point; other marks are notes; multi-value
///   observations (box plots) are fast rising arpeggios, and so is each category of a strip
///   plot: its lowest value, quartiles, median and highest value
///   (``StripPlotReading/asSpreads(_:)``). Values below zero take the ``Timbre/negative``
///   timbre and a crossing of zero gives a tick. Missing positions are silent, marked by a soft
///   click. Reference lines on the value axis are held briefly before
///   each series; reference lines on the independent axis tick at their time in each series.
///   Ticks sit 14 dB below the notes, and sound over a tone or after all of them, never in the
///   silence between separate notes (``TickPlacement``).
///   Hidden marks are not in the accessible view, so they make no sound.
/// - A connected scatter plot plays each line in the order it connects its points, time and
///   stereo following the steps along the path (``ConnectedScatterReading/alongPath(_:)``).
///
///     let score = ScoreComposer.compose(analysis)
///     print(ScoreTextRenderer.render(score))
public enum ScoreComposer {
  /// How long a reference tone lasts, and the pause after it, in seconds.
  static let referenceSeconds = 0.5
  static let referencePauseSeconds = 0.15
  static let referenceAmplitude = 0.3
  /// A marker tick for a reference line on the independent axis: E6, 40 ms, 14 dB below the
  /// notes (``SeriesVoicing/Sound/tickAmplitude(below:)``).
  static let markerHz = 1_318.51
  static let markerSeconds = 0.04
  /// The amplitude series played together (`--together`) share, of full scale: each gets
  /// 0.36 / *n*, at most the tone amplitude (0.3).
  static let togetherAmplitude = 0.36

  /// Composes the score.
  ///
  /// - Parameters:
  ///   - analysis: The chart and its statistics.
  ///   - options: Pitch range and scale, durations and arrangement.
  /// - Returns: The score; it has no sections when the chart has no series.
  /// - Complexity: O(*n*) in the number of observations, plus sorting each section's events.
  public static func compose(
    _ analysis: ChartAnalysis, options: SonificationOptions = SonificationOptions()
  ) -> SonificationScore {
    // A strip plot sounds each category's spread, not its rows at one instant.
    let stripValueCounts: [Int]? =
      if case .stripPlot(let strip) = analysis.kind {
        strip.spreads.map { $0.reduce(0) { $0 + $1.count } }
      } else { nil }
    // A connected scatter plot sounds along its path, start to end, not over x; a candle
    // sounds its open, then its close.
    let analysis = CandlestickReading.inTimeOrder(
      StripPlotReading.asSpreads(ConnectedScatterReading.alongPath(analysis)))
    let isPie = if case .pie(let reading) = analysis.kind { reading.problem == nil } else { false }
    let candleSeries: (wick: Int, body: Int)? =
      if case .candlestick(let reading) = analysis.kind {
        (reading.wickSeries, reading.bodySeries)
      } else { nil }
    let chart = analysis.chart
    let valueAxis = chart.dependentAxisDescriptor
    let references = valueReferences(chart)
    // On two y axes, each side's series sound over their own axis's range (docs/audio.md).
    let leadingSeries = chart.series.filter { $0.axisPosition == .leading }
    let (low, high) = pitchRange(
      of: valueAxis, series: chart.hasTwoValueAxes ? leadingSeries : chart.series,
      references: references.map(\.1))
    let detailedCount = min(chart.series.count, options.maximumDetailedSeries)
    let bandName =
      "The other \(ValueFormatter.number(Double(chart.series.count - detailedCount))) series"
    var names = chart.series.prefix(detailedCount).map(\.name)
    if detailedCount < chart.series.count { names.append(bandName) }
    guard low <= high, !chart.series.isEmpty else {
      return SonificationScore(
        seriesNames: names, events: [], sections: [], pitch: nil, durationSeconds: 0)
    }
    let pitch = PitchMapping(
      values: low...high, lowHz: options.minimumFrequencyHz, highHz: options.maximumFrequencyHz,
      scale: options.pitchScale, axisScale: valueAxis.scale)
    let scale = PositionScale(analysis)
    // The series past the detailed ones play as one band after them (SeriesBand).
    let band =
      detailedCount < chart.series.count
      ? SeriesBand(chart.series[detailedCount...], scale: scale, name: bandName) : nil
    let played = Array(chart.series.prefix(detailedCount)) + (band.map { [$0.series] } ?? [])
    let trailingPitch = chart.trailingYAxis.flatMap { axis -> PitchMapping? in
      let (low, high) = pitchRange(
        of: axis, series: chart.series.filter { $0.axisPosition == .trailing }, references: [])
      guard low <= high else { return nil }
      return PitchMapping(
        values: low...high, lowHz: options.minimumFrequencyHz,
        highHz: options.maximumFrequencyHz, scale: options.pitchScale, axisScale: axis.scale)
    }
    let seriesPitches = played.map { series -> PitchMapping in
      guard options.pitchScope == .series, let range = ownRange(of: series) else {
        return series.axisPosition == .trailing ? trailingPitch ?? pitch : pitch
      }
      return PitchMapping(
        values: range, lowHz: options.minimumFrequencyHz, highHz: options.maximumFrequencyHz,
        scale: options.pitchScale, axisScale: chart.valueAxis(of: series).scale)
    }
    let hasComponents = chart.series.contains { series in
      series.observations.contains { !$0.components.isEmpty }
    }
    // A pie takes the whole series time, so its slices' shares are heard in proportion.
    let span =
      isPie
      ? options.seriesDurationSeconds
      : min(
        options.seriesDurationSeconds,
        Double(scale.positionCount) * options.noteDurationSeconds * (hasComponents ? 2 : 1))
    let slot = span / Double(scale.positionCount)
    let capacity = max(
      1, Int((span / pointSeconds(analysis.chart, options: options)).rounded(.down)))
    let together = options.arrangement == .simultaneous && played.count > 1
    // Played together, the series share a total amplitude of 0.36: a voice peaks at most
    // about 2.05 times its amplitude (the brightest wavetable's crest after its loudness
    // gain; one series alone at 0.3 peaks at −4.25 dBFS), so n voices in phase stay below
    // 0.74 (−2.6 dBFS) with a tick on top, under the −1 dBTP ceiling (`SonificationPeakTests`
    // measures the true peak; 0.8 in total clipped).
    let amplitude =
      together
      ? min(SeriesVoicing.Sound.toneAmplitude, Self.togetherAmplitude / Double(played.count))
      : SeriesVoicing.Sound.toneAmplitude

    // Each group plays two points (its lowest and highest), so groups of g positions fit
    // when 2 × positions / g ≤ capacity. Every series shares g, keeping them aligned in time.
    let positions = scale.positionCount
    let groupSize = positions > capacity ? (2 * positions + capacity - 1) / capacity : 1
    func voicing(_ index: Int) -> SeriesVoicing {
      SeriesVoicing(
        series: played[index],
        missingRuns: index < detailedCount ? analysis.series[index].missingRuns : [],
        seriesIndex: index, scale: scale, pitch: seriesPitches[index],
        spanSeconds: span, slotSeconds: slot, groupSize: groupSize,
        noteSeconds: options.noteDurationSeconds,
        minimumPointSeconds: options.minimumPointSeconds, amplitude: amplitude)
    }
    func referenceTones(at start: Double, pitch: PitchMapping) -> [ToneEvent] {
      references.enumerated().map { index, reference in
        ToneEvent(
          kind: .reference,
          startSeconds: start + Double(index) * (referenceSeconds + referencePauseSeconds),
          durationSeconds: referenceSeconds, frequencyHz: pitch.frequency(of: reference.1),
          pan: 0, amplitude: referenceAmplitude, timbre: .reference, seriesIndex: nil, x: nil,
          value: reference.1)
      }
    }
    let referenceLead = Double(references.count) * (referenceSeconds + referencePauseSeconds)
    let markers = chart.referenceLines.filter { $0.axis == chart.independentAxis }
    func markerTicks(at start: Double) -> [ToneEvent] {
      markers.map { line in
        let fraction = scale.fraction(of: line.value)
        return ToneEvent(
          kind: .marker, startSeconds: start + fraction * (span - slot),
          durationSeconds: markerSeconds, frequencyHz: markerHz,
          pan: PositionScale.pan(atFraction: fraction),
          amplitude: SeriesVoicing.Sound.tickAmplitude(below: amplitude), timbre: .click,
          seriesIndex: nil, x: line.value, value: nil)
      }
    }
    let referenceSentence = cueSentences(analysis)

    var events: [ToneEvent] = []
    var sections: [SonificationScore.Section] = []
    var cursor = 0.0
    let groups: [[Int]] =
      together ? [Array(played.indices)] : played.indices.map { [$0] }
    for members in groups {
      let sectionPitch = seriesPitches[members[0]]
      var sectionEvents = referenceTones(at: cursor, pitch: sectionPitch)
      var pointCount = 0
      var stripSentence = ""
      var kindSentence = ""
      for index in members {
        let voice = voicing(index)
        if let counts = stripValueCounts, index < counts.count {
          pointCount += counts[index]
          stripSentence =
            " " + StripPlotReading.announcement(categories: played[index].observations.count)
        } else {
          pointCount += played[index].observations.count
        }
        let pie =
          isPie && index < detailedCount
          ? PieVoicing(
            series: played[index], seriesIndex: index, pitch: seriesPitches[index],
            spanSeconds: span, amplitude: amplitude) : nil
        if let pie { kindSentence = " " + pie.announcement }
        if index == candleSeries?.body { kindSentence = " " + CandlestickReading.bodyAnnouncement }
        if index == candleSeries?.wick { kindSentence = " " + CandlestickReading.wickAnnouncement }
        let voiced =
          pie?.events(startingAt: cursor + referenceLead)
          ?? voice.events(startingAt: cursor + referenceLead)
        if index == detailedCount, let band {
          sectionEvents += band.shaped(voiced)
        } else {
          sectionEvents += voiced
        }
      }
      sectionEvents += markerTicks(at: cursor + referenceLead)
      // Ticks sound over a tone or after all of them, never in the silence between notes.
      let placement = TickPlacement(tones: sectionEvents)
      for index in sectionEvents.indices {
        switch sectionEvents[index].kind {
        case .zero, .marker: sectionEvents[index] = placement.placed(sectionEvents[index])
        case .note, .glide, .arpeggio, .reference, .gap: break
        }
      }
      // One series' events come in start order; series played together and markers need
      // merging.
      let isSorted = zip(sectionEvents, sectionEvents.dropFirst()).allSatisfy {
        $0.startSeconds <= $1.startSeconds
      }
      if !isSorted { sectionEvents = stableSorted(sectionEvents) { $0.startSeconds } }
      let end = max(cursor + referenceLead + span, sectionEvents.map(\.endSeconds).max() ?? 0)
      let title = together ? "All series" : played[members[0]].name
      let missing = members.reduce(0) {
        $0 + ($1 < detailedCount ? analysis.series[$1].missingCount : 0)
      }
      let bandSentence =
        band != nil && members.contains(detailedCount) ? " " + Self.bandSentence : ""
      sections.append(
        SonificationScore.Section(
          title: title,
          announcement: announcement(
            title: title, points: pointCount,
            periods: members.count == 1 && members[0] < detailedCount && stripValueCounts == nil
              ? analysis.series[members[0]].periods : nil,
            unit: chart.independentAxisDescriptor.calendarUnit, missing: missing,
            groupSize: groupSize)
            + (together ? "" : stripSentence + kindSentence) + bandSentence + referenceSentence,
          startSeconds: cursor, durationSeconds: end - cursor,
          eventRange: events.count..<(events.count + sectionEvents.count),
          pointCount: pointCount, groupSize: groupSize, pitch: sectionPitch))
      sections[sections.count - 1].kindCue = (together ? "" : stripSentence + kindSentence)
        .trimmingCharacters(in: .whitespaces)
      events += sectionEvents
      cursor = end + options.sectionGapSeconds
    }
    var score = SonificationScore(
      seriesNames: names, events: events, sections: sections, pitch: pitch,
      durationSeconds: sections.last.map { $0.startSeconds + $0.durationSeconds } ?? 0)
    score.pitchScope = options.pitchScope
    score.seriesPitches = seriesPitches
    score.bandSeriesIndex = band == nil ? nil : detailedCount
    return score
  }

  /// The shortest time one played point may take, in seconds: the options' (50 ms) for
  /// glides, the shortest note and its gap (85 ms) when a series plays separate notes, and
  /// that for each note of the longest arpeggio (a box plot's five values: 425 ms).
  ///
  /// - Complexity: O(*n*) in the observations.
  static func pointSeconds(_ chart: AccessibleChart, options: SonificationOptions) -> Double {
    let longestArpeggio =
      chart.series.lazy.flatMap(\.observations).map(\.components.count).max() ?? 0
    let playsNotes = chart.series.contains { series in
      !series.markKinds.contains { $0.sound == .glide }
    }
    guard playsNotes || longestArpeggio > 0 else { return options.minimumPointSeconds }
    return max(
      options.minimumPointSeconds,
      SeriesVoicing.Sound.shortestOnsetSeconds * Double(max(1, longestArpeggio)))
  }

  /// A series' own value range: its lowest to highest finite value (box-plot components
  /// included), or `nil` when it has none.
  ///
  /// - Complexity: O(*n*) in the series' observations.
  /// The values an axis's pitch spans: its range, held within a declared domain (values past
  /// it sound at its end), widened to the reference lines, and on a log axis from its smallest
  /// positive value; `low > high` when there is none.
  ///
  /// - Parameters:
  ///   - axis: The value axis.
  ///   - series: The series read on it.
  ///   - references: The reference lines' values on it.
  /// - Returns: The lowest and highest value pitch spans.
  /// - Complexity: O(*n*) in the observations on a log axis, O(*r*) otherwise.
  static func pitchRange(of axis: AxisDescriptor, series: [DataSeries], references: [Double])
    -> (low: Double, high: Double)
  {
    var low = axis.range?.lowerBound ?? .infinity
    var high = axis.range?.upperBound ?? -.infinity
    if let domain = axis.scale.domain, low <= high {
      low = min(max(low, domain.lowerBound), domain.upperBound)
      high = max(min(high, domain.upperBound), domain.lowerBound)
    }
    for value in references {
      low = min(low, value)
      high = max(high, value)
    }
    if axis.scale.kind == .log, low <= 0 {
      // A log axis draws only positive values: its lowest note is the smallest of them.
      let positive = series.flatMap(\.observations).map(\.value).filter { $0 > 0 }
      low = positive.min() ?? low
    }
    return (low, high)
  }

  static func ownRange(of series: DataSeries) -> ClosedRange<Double>? {
    var low = Double.infinity
    var high = -Double.infinity
    for observation in series.observations {
      for value in [observation.value] + observation.components.map(\.value) where value.isFinite {
        low = min(low, value)
        high = max(high, value)
      }
    }
    return low <= high ? low...high : nil
  }

  /// What the band of the series past the detailed ones is, said in its announcement (and
  /// in the narration's introduction of its section).
  static let bandSentence = "One band stands for them: " + bandMeaning

  /// How the band sounds: the end of ``bandSentence``, and of the narration's introduction
  /// when it plays together with the detailed series ("The other 4,988 series play as one
  /// band: …").
  static let bandMeaning = "its pitch is their median, and it is louder where they spread wider."

  /// The reference lines on the value axis, with their values: each sounds a reference tone.
  static func valueReferences(_ chart: AccessibleChart) -> [(ReferenceLine, Double)] {
    chart.referenceLines.compactMap { line -> (ReferenceLine, Double)? in
      guard line.axis != chart.independentAxis, let value = line.value.numericValue else {
        return nil
      }
      return (line, value)
    }
  }

  /// The sentences naming what sounds besides the series, each after a space: the reference
  /// tones before it ("First, a reference tone for Sales at 1,200.") and the marker ticks
  /// ("A tick marks Launch at 2021."); empty when there are none.
  ///
  /// - Complexity: O(*r*) in the number of reference lines.
  static func cueSentences(_ analysis: ChartAnalysis) -> String {
    let chart = analysis.chart
    let references = valueReferences(chart).map(\.0)
    let markers = chart.referenceLines.filter { $0.axis == chart.independentAxis }
    var text = ""
    if !references.isEmpty {
      text += " " + referenceSentence(references, axis: chart.dependentAxisDescriptor)
    }
    if !markers.isEmpty {
      text += " " + markerSentence(markers, axis: chart.independentAxisDescriptor)
    }
    return text
  }

  /// A section's announcement, such as "Ashley: 79 points, 22 missing, grouped by 3", or
  /// "Sales: 5 values in 4 months, 1 missing" when a period holds two values (``PeriodCount``,
  /// counted as the description counts them).
  static func announcement(
    title: String, points: Int, periods: PeriodCount? = nil, unit: CalendarUnit? = nil,
    missing: Int, groupSize: Int
  ) -> String {
    let book = EnglishPhrasebook()
    var parts = [
      periods.flatMap { periods in unit.map { book.phrase(.valuesInPeriods(periods, $0)) } }
        ?? book.phrase(.count(points, .point))
    ]
    if missing > 0 { parts.append("\(ValueFormatter.number(Double(missing))) missing") }
    if groupSize > 1 { parts.append("grouped by \(groupSize)") }
    return "\(title): \(parts.joined(separator: ", "))."
  }

  /// The sentence naming the marker ticks, such as "A tick marks Launch at 2021".
  static func markerSentence(_ lines: [ReferenceLine], axis: AxisDescriptor) -> String {
    let names = lines.map { line in
      let value = AxisPhrasing.value(line.value, on: axis)
      return line.label.isEmpty || line.label == value ? value : "\(line.label) at \(value)"
    }
    let verb = lines.count == 1 ? "A tick marks" : "Ticks mark"
    return "\(verb) \(names.joined(separator: ", then "))."
  }

  /// The sentence naming the reference tones, such as "First, a reference tone for Sales".
  static func referenceSentence(_ lines: [ReferenceLine], axis: AxisDescriptor) -> String {
    let names = lines.map { line in
      let value = AxisPhrasing.value(line.value, on: axis)
      return line.label.isEmpty ? "a reference line at \(value)" : "\(line.label) at \(value)"
    }
    let noun = lines.count == 1 ? "a reference tone" : "reference tones"
    return "First, \(noun) for \(names.joined(separator: ", then "))."
  }
}
