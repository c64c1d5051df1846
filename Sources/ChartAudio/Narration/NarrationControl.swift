import Foundation

/// Live control of a narration while it plays: pause and resume, skip to the next part,
/// replay the part playing, or stop.
///
/// A key reader calls the requests from its own thread; the narration checks them before
/// each block it writes (``Narrator/render(_:into:control:)``), so a request takes effect
/// within one block (4,096 frames, about 93 ms at 44.1 kHz) plus what the device has queued.
/// A part is one segment of the script: a passage of speech, a series' tones, a cue's note.
///
///     let control = NarrationControl()
///     control.togglePause()   // true: paused
///     control.skip()          // the next part, once resumed or at once
public final class NarrationControl: @unchecked Sendable {
  // @unchecked Sendable: every field is guarded by `condition`.
  private let condition = NSCondition()
  private var paused = false
  private var pending: Request?

  /// A request that ends the part playing.
  public enum Request: Hashable, Sendable {
    /// Go on with the next part.
    case skip
    /// Play the part again from its start.
    case replay
    /// End the narration.
    case stop
  }

  /// A narration with nothing asked yet.
  public init() {}

  /// Pauses, or resumes a paused narration.
  ///
  /// - Returns: Whether it is paused now.
  @discardableResult
  public func togglePause() -> Bool {
    condition.lock()
    defer { condition.unlock() }
    paused.toggle()
    condition.broadcast()
    return paused
  }

  /// Ends the part playing and goes on with the next (resuming a pause).
  public func skip() { ask(.skip) }
  /// Plays the part playing again from its start (resuming a pause).
  public func replay() { ask(.replay) }
  /// Ends the narration.
  public func stop() { ask(.stop) }

  private func ask(_ request: Request) {
    condition.lock()
    defer { condition.unlock() }
    // Stop is never overridden by a later skip or replay.
    if pending != .stop { pending = request }
    paused = false
    condition.broadcast()
  }

  /// Waits while paused, then returns and clears the pending request, if any.
  ///
  /// - Complexity: O(1) besides the wait.
  func checkpoint() -> Request? {
    condition.lock()
    defer { condition.unlock() }
    while paused && pending == nil { condition.wait() }
    defer { if pending != .stop { pending = nil } }
    return pending
  }
}

/// Thrown by ``ControlledSink`` to end the part playing.
struct NarrationInterruption: Error {
  let request: NarrationControl.Request
}

/// Passes blocks on, first asking the control whether to wait or end the part.
final class ControlledSink: AudioSink {
  let base: any AudioSink
  let control: NarrationControl
  var sampleRate: Int { base.sampleRate }

  init(_ base: any AudioSink, control: NarrationControl) {
    self.base = base
    self.control = control
  }

  func write(_ samples: UnsafeBufferPointer<Float>) throws {
    if let request = control.checkpoint() { throw NarrationInterruption(request: request) }
    try base.write(samples)
  }
}
