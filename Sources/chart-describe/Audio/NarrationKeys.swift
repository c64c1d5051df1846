import ChartA11y
import ChartAudio
import Foundation

/// The keys of `narrate` while it plays to the speakers from a terminal: Space or W pauses
/// and resumes, Right arrow or N skips to the next part, Left arrow or R plays the part again,
/// Q, Escape, Ctrl-C or Ctrl-D stop.
///
/// A background thread reads the keys (the terminal in non-canonical, no-echo mode, restored
/// by ``finish()`` and on signals, as `explore` does) and passes them to the
/// ``NarrationControl`` the narration checks before each block.
final class NarrationKeys: @unchecked Sendable {
  // @unchecked Sendable: `terminal` is read only by the reader thread after `init`;
  // `finished` is guarded by `lock`.
  /// What the narration checks.
  let control = NarrationControl()
  private let terminal: RawTerminalMode
  private let lock = NSLock()
  private var finished = false
  private let done = DispatchSemaphore(value: 0)

  /// The keys, as `narrate`'s help lists them: a binding of explore's actions to the parts.
  static let bindings: ExploreKeyBindings = {
    var bindings = ExploreKeyBindings()
    for key in [ExploreKeyPress.space, .key("w")] { bindings.bind(key, to: .pausePlayback) }
    for key in [ExploreKeyPress.right, .key("n")] { bindings.bind(key, to: .nextPoint) }
    for key in [ExploreKeyPress.left, .key("r")] { bindings.bind(key, to: .previousPoint) }
    for key in [ExploreKeyPress.key("q"), .escape] { bindings.bind(key, to: .quit) }
    return bindings
  }()

  /// Puts the terminal in raw mode and starts reading keys, or `nil` when standard input is
  /// not a terminal whose mode can be set.
  init?() {
    guard let terminal = RawTerminalMode() else { return nil }
    self.terminal = terminal
    Thread.detachNewThread { [self] in
      readKeys()
      done.signal()
    }
  }

  /// Reads keys until the narration ends or a key stops it.
  private func readKeys() {
    var decoder = KeyDecoder(bindings: Self.bindings)
    while !lock.withLock({ finished }) {
      // A short timeout, so that the end of the narration is noticed.
      guard let bytes = terminal.read(timeout: decoder.isWaiting ? 50 : 200) else { return }
      var keys = decoder.keys(in: bytes)
      if bytes.isEmpty, let key = decoder.finish() { keys.append(key) }
      for key in keys {
        switch key {
        case .action(.pausePlayback): control.togglePause()
        case .action(.nextPoint): control.skip()
        case .action(.previousPoint): control.replay()
        case .quit:
          control.stop()
          return
        case .action, .unknown, .lineFeed: continue
        }
      }
    }
  }

  /// Stops reading and restores the terminal.
  func finish() {
    lock.withLock { finished = true }
    done.wait()
    terminal.restore()
  }
}
