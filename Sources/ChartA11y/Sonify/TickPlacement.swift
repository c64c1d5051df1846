/// Where a tick (a zero crossing's or an x-axis reference line's) sounds, so that the silence
/// between separate notes stays silent (issue 16: every gap between notes at least 20 ms and
/// 30 dB down).
///
/// The tones of a section (notes, glide legs, arpeggio notes) sound over stretches of time,
/// merged where they touch or overlap. A tick that lies wholly inside one stretch keeps its
/// time (a glide's zero crossing, a marker during a held note). Otherwise it moves to the
/// onset of the first stretch that starts at or after its time, and lasts at most as long as
/// that stretch (a 30 ms tick on a 25 ms note ends with it); with no stretch after it, it
/// sounds once the last tone has ended. So a tick either sounds over a tone, at 14 dB below
/// it, or after all of them; never in a gap.
///
///     let placement = TickPlacement(tones: sectionEvents)
///     let tick = placement.placed(tick)
struct TickPlacement {
  /// The stretches where a tone sounds, in seconds, sorted and disjoint.
  let stretches: [Range<Double>]

  /// The stretches of the tones among `events` (notes, glide legs, arpeggio notes).
  ///
  /// - Complexity: O(*e* log *e*) in the events.
  init(tones events: some Sequence<ToneEvent>) {
    let spans =
      events
      .filter { event in
        switch event.kind {
        case .note, .glide, .arpeggio: return event.durationSeconds > 0
        case .reference, .gap, .zero, .marker: return false
        }
      }
      .map { $0.startSeconds..<$0.endSeconds }
      .sorted { $0.lowerBound < $1.lowerBound }
    var merged: [Range<Double>] = []
    // Tied glide legs meet end to start; their sums of start and duration may differ by an
    // ulp or so.
    let touching = 1e-9
    for span in spans {
      if let last = merged.last, span.lowerBound <= last.upperBound + touching {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
      } else {
        merged.append(span)
      }
    }
    stretches = merged
  }

  /// The tick moved and shortened so it sounds over a tone or after all of them.
  ///
  /// - Complexity: O(log *s*) in the stretches.
  func placed(_ tick: ToneEvent) -> ToneEvent {
    let start = tick.startSeconds
    // The first stretch that ends after the tick starts.
    var low = 0
    var high = stretches.count
    while low < high {
      let middle = (low + high) / 2
      if stretches[middle].upperBound <= start { low = middle + 1 } else { high = middle }
    }
    var placed = tick
    guard low < stretches.count else {
      placed.startSeconds = max(start, stretches.last?.upperBound ?? start)
      return placed
    }
    let stretch = stretches[low]
    if stretch.lowerBound <= start, tick.endSeconds <= stretch.upperBound { return placed }
    let next = stretch.lowerBound >= start ? low : low + 1
    guard next < stretches.count else {
      placed.startSeconds = stretch.upperBound
      return placed
    }
    placed.startSeconds = stretches[next].lowerBound
    placed.durationSeconds = min(
      tick.durationSeconds, stretches[next].upperBound - stretches[next].lowerBound)
    return placed
  }
}
