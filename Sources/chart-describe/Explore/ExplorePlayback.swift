import ChartA11y
import Dispatch
import Foundation

/// Plays `explore`'s sounds and speech in the background, the newest request cutting off the
/// one before, so keys never wait for audio.
///
/// One PortAudio stream is opened for the whole session. Requests are rendered on a serial
/// queue, block by block (4,096 frames, about 93 ms); before each block the request checks
/// that no newer one has arrived, and stops if one has. What the device has already queued
/// still plays, so a cut-off sound ends within about one block.
final class ExplorePlayback: @unchecked Sendable {
  // @unchecked Sendable: `player` and `narrator` are used only on `queue`; `generation` is
  // guarded by `lock`.
  private let player: AudioPlayer
  private let narrator: Narrator?
  private let queue = DispatchQueue(label: "chart-describe.explore.playback")
  private let lock = NSLock()
  private var generation = 0

  /// Opens the default audio device.
  ///
  /// - Parameter speech: The voice for spoken responses, or `nil` to play tones only.
  /// - Throws: ``AudioError`` when there is no device.
  init(speech: SpeechOptions?) throws {
    player = try AudioPlayer()
    narrator = speech.map { Narrator(speech: $0) }
  }

  /// Plays a response: its speech (when speaking), then its sound, stopping what plays now.
  ///
  /// - Parameter response: What the explorer answered.
  func play(_ response: ExploreResponse) {
    let ticket = lock.withLock {
      generation += 1
      return generation
    }
    queue.async { [self] in
      let sink = CancellableSink(player) { [self] in lock.withLock { generation != ticket } }
      do {
        if let narrator, !response.text.isEmpty {
          try narrator.speak([response.text], into: sink)
        }
        switch response.sound {
        case .point(let tone), .boundary(let tone):
          try ToneSynthesizer().render(
            [tone][...], from: 0, durationSeconds: tone.durationSeconds, into: sink)
        case .series(let score, let section):
          try ToneSynthesizer().render(section, of: score, into: sink)
        case nil:
          break
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
