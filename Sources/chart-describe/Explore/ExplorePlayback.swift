import ChartA11y
import ChartAudio
import Dispatch
import Foundation

/// Plays `explore`'s sounds and speech in the background, so keys never wait for audio.
///
/// One PortAudio stream is opened for the whole session. Requests are rendered on a serial
/// queue, block by block (4,096 frames, about 93 ms). For keys pressed live, the newest
/// request cuts off the one before: before each block a request checks that no newer one
/// has arrived, and stops if one has (what the device has already queued still plays, so a
/// cut-off sound ends within about one block). Piped keys all arrive at once, so there each
/// request plays in full, in order.
///
/// A series play keeps where it has reached (frames written × speed, in seconds of the
/// score), so a pause can resume there and a change of speed goes on from there.
final class ExplorePlayback: @unchecked Sendable {
  // @unchecked Sendable: `player` and `narrator` are used only on `queue`; `generation`,
  // `current`, `framesPlayed` and `paused` are guarded by `lock`.
  private let player: AudioPlayer
  private let narrator: Narrator?
  private let queue = DispatchQueue(label: "chart-describe.explore.playback")
  private let lock = NSLock()
  private var generation = 0
  private let cancelsPrevious: Bool
  /// The series play of the newest request, if it is one, and the frames it has written.
  private var current: SeriesPlay?
  private var framesPlayed = 0
  /// Where a paused play resumes.
  private var paused: SeriesPlay?

  /// Opens the default audio device.
  ///
  /// - Parameters:
  ///   - speech: The voice for spoken responses, or `nil` to play tones only.
  ///   - cancelsPrevious: Whether a new request cuts off the one playing (live keys).
  /// - Throws: ``AudioError`` when there is no device.
  init(speech: SpeechOptions?, cancelsPrevious: Bool) throws {
    player = try AudioPlayer()
    narrator = speech.map { Narrator(speech: $0) }
    self.cancelsPrevious = cancelsPrevious
  }

  /// Plays a response: its sound and its speech (when speaking).
  ///
  /// For live keys, it stops what plays now. A point's tone comes before its words; a series
  /// play's words ("Playing Research.") come first.
  ///
  /// - Parameter response: What the explorer answered.
  func play(_ response: ExploreResponse) {
    let (ticket, play) = lock.withLock { () -> (Int, SeriesPlay?) in
      let reached = current.map { $0.resumed(atScoreSeconds: position(of: $0), speed: $0.speed) }
      generation += 1
      var next: SeriesPlay?
      switch response.sound {
      case .series(let play): next = play
      case .pause: paused = reached
      case .resume(let speed):
        next = (paused ?? reached).map { $0.resumed(atScoreSeconds: $0.fromSeconds, speed: speed) }
        paused = nil
      case .point, .boundary, nil: break
      }
      if case .series = response.sound { paused = nil }
      current = next
      framesPlayed = 0
      return (generation, next)
    }
    queue.async { [self] in
      let sink = CancellableSink(player) { [self] frames in
        lock.withLock {
          guard !(cancelsPrevious && generation != ticket) else { return true }
          if play != nil, generation == ticket { framesPlayed += frames }
          return false
        }
      }
      do {
        try render(response, play: play, into: sink)
      } catch {
        // A newer request cut this one off, or the device failed; explore goes on in text.
      }
    }
  }

  /// Where a play has reached in the score; call with `lock` held.
  private func position(of play: SeriesPlay) -> Double {
    play.scoreSeconds(afterPlaying: Double(framesPlayed) / Double(player.sampleRate))
  }

  /// Renders one response into the sink: words first for a series play, after for a tone.
  private func render(_ response: ExploreResponse, play: SeriesPlay?, into sink: any AudioSink)
    throws
  {
    // Speaking, tones are brought to the speech's loudness; tones alone play as rendered.
    let tones = narrator ?? Narrator(targetLoudness: nil)
    let speak = { [narrator] in
      if let narrator, !response.text.isEmpty { try narrator.speak([response.text], into: sink) }
    }
    if let play {
      try speak()
      // From here on, frames are the play's: they tell where it has reached.
      (sink as? CancellableSink)?.countsFrames = true
      try tones.renderTones(
        play.events[...], from: 0, durationSeconds: play.durationSeconds, into: sink)
      return
    }
    switch response.sound {
    case .point(let tone), .boundary(let tone):
      try tones.renderTones([tone][...], from: 0, durationSeconds: tone.durationSeconds, into: sink)
    case .series, .pause, .resume, nil:
      break
    }
    try speak()
  }

  /// Waits for what is playing to end, then closes the device.
  func finish() {
    queue.sync { try? player.finish() }
  }
}

/// Passes blocks to a sink until told to stop.
private final class CancellableSink: AudioSink {
  let base: any AudioSink
  /// Called before each block with its frame count (0 until ``countsFrames``); `true` stops
  /// the rendering.
  let isCancelled: (Int) -> Bool
  /// Whether the blocks written are a series play's tones, counted for where it has reached.
  var countsFrames = false
  var sampleRate: Int { base.sampleRate }

  init(_ base: any AudioSink, isCancelled: @escaping (Int) -> Bool) {
    self.base = base
    self.isCancelled = isCancelled
  }

  func write(_ samples: UnsafeBufferPointer<Float>) throws {
    if isCancelled(countsFrames ? samples.count / 2 : 0) { throw CancellationError() }
    try base.write(samples)
  }
}
