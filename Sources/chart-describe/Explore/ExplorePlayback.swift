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
final class ExplorePlayback: @unchecked Sendable {
  // @unchecked Sendable: `player` and `narrator` are used only on `queue`; `generation` is
  // guarded by `lock`.
  private let player: AudioPlayer
  private let narrator: Narrator?
  private let queue = DispatchQueue(label: "chart-describe.explore.playback")
  private let lock = NSLock()
  private var generation = 0
  private let cancelsPrevious: Bool

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

  /// Plays a response: its sound, then its speech (when speaking); for live keys, stops what
  /// plays now.
  ///
  /// - Parameter response: What the explorer answered.
  func play(_ response: ExploreResponse) {
    let ticket = lock.withLock {
      generation += 1
      return generation
    }
    queue.async { [self] in
      let sink = CancellableSink(player) { [self] in
        cancelsPrevious && lock.withLock { generation != ticket }
      }
      do {
        // Speaking, tones are brought to the speech's loudness; tones alone play as rendered.
        let tones = narrator ?? Narrator(targetLoudness: nil)
        switch response.sound {
        case .point(let tone), .boundary(let tone):
          try tones.renderTones(
            [tone][...], from: 0, durationSeconds: tone.durationSeconds, into: sink)
        case .series(let score, let section):
          try tones.renderTones(
            score.events(in: section), from: section.startSeconds,
            durationSeconds: section.durationSeconds, into: sink)
        case nil:
          break
        }
        if let narrator, !response.text.isEmpty {
          try narrator.speak([response.text], into: sink)
        }
      } catch {
        // A newer request cut this one off, or the device failed; explore goes on in text.
      }
    }
  }

  /// Waits for what is playing to end, then closes the device.
  func finish() {
    queue.sync { try? player.finish() }
  }
}

/// Passes blocks to a sink until told to stop.
private final class CancellableSink: AudioSink {
  let base: any AudioSink
  let isCancelled: () -> Bool
  var sampleRate: Int { base.sampleRate }

  init(_ base: any AudioSink, isCancelled: @escaping () -> Bool) {
    self.base = base
    self.isCancelled = isCancelled
  }

  func write(_ samples: UnsafeBufferPointer<Float>) throws {
    if isCancelled() { throw CancellationError() }
    try base.write(samples)
  }
}
