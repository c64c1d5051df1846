import ChartModel
import Foundation

/// Turns one series of a pie (or donut) into sounds: each slice a note lasting a time in
/// proportion to its share, in chart order (around the circle), panned from left to right as
/// it goes.
///
/// A slice's *slot* is its share of the series' time, ``spanSeconds``; its note sounds for the
/// slot less the gap after every separate note (``SeriesVoicing/Sound/noteGapSeconds``), so
/// onsets are exactly in proportion to the shares. A slice whose slot would be shorter than a
/// shortest note and its gap (85 ms, ``SeriesVoicing/Sound/shortestOnsetSeconds``) is not
/// played alone: all such slices play as one note at the end, at the pitch of the largest of
/// them, its slot their shares' sum (at least 85 ms; the other slices then share the rest, in
/// proportion), and the announcement names them ("3 slices under 2 %"). Slices of 0 have no
/// angle and no sound. The score starts with the first slice: no silence before it.
struct PieVoicing {
  /// One played slot: the observation indices it stands for, its start and length in
  /// seconds from the series' start, and whether it is the group of the short slices.
  struct Slot: Equatable {
    var indices: [Int]
    var startSeconds: Double
    var seconds: Double
    var isGroup = false
  }

  let series: DataSeries
  let seriesIndex: Int
  let pitch: PitchMapping
  /// The time the whole series takes, in seconds.
  let spanSeconds: Double
  let amplitude: Double

  /// The slices with a positive finite value, by observation index, and their sum.
  private var slices: (indices: [Int], total: Double) {
    let indices = series.observations.indices.filter {
      series.observations[$0].value.isFinite && series.observations[$0].value > 0
    }
    return (indices, indices.reduce(0) { $0 + series.observations[$1].value })
  }

  /// The played slots: the slices long enough to play alone in chart order, then, when there
  /// are any, the group of the others.
  ///
  /// - Complexity: O(*n*²) in the worst case (each pass may move slices into the group), for
  ///   *n* slices; O(*n*) when nothing is grouped.
  var slots: [Slot] {
    let (indices, total) = slices
    guard total > 0, spanSeconds > 0 else { return [] }
    let shortest = SeriesVoicing.Sound.shortestOnsetSeconds
    var alone = indices
    var grouped: [Int] = []
    var groupSeconds = 0.0
    var scale = 1.0
    while true {
      let groupShare = grouped.reduce(0) { $0 + series.observations[$1].value } / total
      groupSeconds = grouped.isEmpty ? 0 : min(spanSeconds, max(shortest, groupShare * spanSeconds))
      let aloneShare = alone.reduce(0) { $0 + series.observations[$1].value } / total
      scale = aloneShare > 0 ? (spanSeconds - groupSeconds) / (aloneShare * spanSeconds) : 0
      let tooShort = alone.filter {
        series.observations[$0].value / total * spanSeconds * scale < shortest
      }
      if tooShort.isEmpty { break }
      grouped += tooShort
      alone.removeAll { tooShort.contains($0) }
    }
    var result: [Slot] = []
    var cursor = 0.0
    for index in alone {
      let seconds = series.observations[index].value / total * spanSeconds * scale
      result.append(Slot(indices: [index], startSeconds: cursor, seconds: seconds))
      cursor += seconds
    }
    if !grouped.isEmpty {
      result.append(
        Slot(indices: grouped.sorted(), startSeconds: cursor, seconds: groupSeconds, isGroup: true))
    }
    return result
  }

  /// The sounds, with times from `offset`, in start order.
  ///
  /// - Complexity: as ``slots``.
  func events(startingAt offset: Double) -> [ToneEvent] {
    slots.map { slot in
      let values = slot.indices.map { series.observations[$0].value }
      let largest = slot.indices.max {
        series.observations[$0].value < series.observations[$1].value
      }
      let value = values.max() ?? 0
      let x: DataValue? =
        slot.indices.count == 1
        ? largest.map { series.observations[$0].x }
        : .category(
          "\(ValueFormatter.number(Double(slot.indices.count))) slices")
      return ToneEvent(
        kind: .note, startSeconds: offset + slot.startSeconds,
        durationSeconds: max(
          SeriesVoicing.Sound.shortestNoteSeconds,
          slot.seconds - SeriesVoicing.Sound.noteGapSeconds),
        frequencyHz: pitch.frequency(of: value),
        pan: PositionScale.pan(atFraction: (slot.startSeconds + slot.seconds / 2) / spanSeconds),
        amplitude: amplitude, timbre: Timbre.forSeries(at: seriesIndex),
        seriesIndex: seriesIndex, x: x, value: value)
    }
  }

  /// The sentence telling how the series sounds, such as "Each slice sounds for a time in
  /// proportion to its share, left to right around the circle; 3 slices under 2 % play as
  /// one note at the end, at the pitch of the largest of them.".
  ///
  /// The limit named is the whole percent above the largest grouped share.
  var announcement: String {
    var text =
      "Each slice sounds for a time in proportion to its share, left to right around the circle"
    let total = slices.total
    let played = slots
    if let group = played.last, group.isGroup, total > 0 {
      let largest = group.indices.map { series.observations[$0].value }.max() ?? 0
      let limit = (largest / total * 100).rounded(.down) + 1
      let count = EnglishPhrasebook().phrase(.count(group.indices.count, .slice))
      let verb = group.indices.count == 1 ? "plays" : "play"
      text +=
        played.count == 1
        ? "; its \(count), each under \(ValueFormatter.number(limit)) %, \(verb) as one note"
        : "; \(count) under \(ValueFormatter.number(limit)) % \(verb) as one note at the end"
          + (group.indices.count > 1 ? ", at the pitch of the largest of them" : "")
    }
    return text + "."
  }
}
