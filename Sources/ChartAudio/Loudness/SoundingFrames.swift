import ChartA11y

/// Passes on only the frames in which one of a score's sounds plays, leaving out the silences
/// between separate notes, so that a ``LoudnessMeter`` behind it measures tones at the level
/// they have while they sound.
///
/// BS.1770's 400 ms blocks average a short note with the silence around it: five 25–250 ms
/// notes spread over 5 s measure several LU below the same notes held, and brought to a
/// loudness that way they sound louder than a glide brought to the same figure (the hourly
/// readings' five points measured 1.07 LU above the speech). Measured over the frames where
/// they sound, notes and glides, sparse or dense, are brought to one level; silence is not a
/// quiet sound a listener averages in.
///
/// A frame sounds when it lies inside an event's span, from its first frame to its last as
/// ``ToneSynthesizer`` renders it (the start and end times, from the render's start, rounded
/// to frames); overlapping spans are merged. The frames left out are silent, so the peaks are
/// those of the whole render (each note starts and ends at 0, so joining the sounding stretches
/// adds no peak between samples).
///
///     let meter = LoudnessMeter(sampleRate: 44_100)
///     try synthesizer.render(events, from: 0, durationSeconds: 5,
///                            into: SoundingFrames(meter, events: events, from: 0))
///     meter.integratedLoudness   // of the notes while they sound
final class SoundingFrames: AudioSink {
  /// Where the sounding frames go.
  let base: any AudioSink
  var sampleRate: Int { base.sampleRate }
  /// The sounding frame ranges, from the render's first frame, sorted and disjoint.
  let spans: [Range<Int>]
  private var spanIndex = 0
  private var frame = 0
  private var block: [Float] = []

  /// A filter for the render of events from a start time.
  ///
  /// - Parameters:
  ///   - base: Where the sounding frames go, at its sample rate.
  ///   - events: The events rendered.
  ///   - start: The score time of the render's first frame, in seconds.
  /// - Complexity: O(*e* log *e*) in the events.
  init(_ base: any AudioSink, events: ArraySlice<ToneEvent>, from start: Double) {
    self.base = base
    let rate = Double(base.sampleRate)
    let ranges =
      events
      .map { event -> Range<Int> in
        let first = max(0, Int(((event.startSeconds - start) * rate).rounded()))
        let last = Int(((event.endSeconds - start) * rate).rounded())
        return first..<max(first, last)
      }
      .filter { !$0.isEmpty }
      .sorted { $0.lowerBound < $1.lowerBound }
    var merged: [Range<Int>] = []
    for range in ranges {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    spans = merged
  }

  /// Passes on the frames of a block that lie in a span.
  ///
  /// - Throws: What the base sink throws.
  /// - Complexity: O(*n* + *s*) in the samples and the spans that meet the block.
  func write(_ samples: UnsafeBufferPointer<Float>) throws {
    let frames = samples.count / 2
    if block.count < frames * 2 { block = [Float](repeating: 0, count: frames * 2) }
    let end = frame + frames
    var kept = 0
    block.withUnsafeMutableBufferPointer { block in
      while spanIndex < spans.count, spans[spanIndex].lowerBound < end {
        let span = spans[spanIndex]
        let first = max(span.lowerBound, frame)
        let last = min(span.upperBound, end)
        if first < last {
          let count = (last - first) * 2
          let from = (first - frame) * 2
          for offset in 0..<count { block[kept * 2 + offset] = samples[from + offset] }
          kept += last - first
        }
        guard span.upperBound <= end else { break }
        spanIndex += 1
      }
    }
    frame = end
    guard kept > 0 else { return }
    try block.withUnsafeBufferPointer { buffer in
      try base.write(UnsafeBufferPointer(rebasing: buffer[0..<(kept * 2)]))
    }
  }
}
