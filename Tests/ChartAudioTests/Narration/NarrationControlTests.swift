import ChartA11y
import ChartAudio
import ChartTestSupport
import Dispatch
import Testing

/// A sink that counts blocks and, at given blocks, acts on the control (as a key would).
private final class ScriptedSink: AudioSink {
  let sampleRate = 44_100
  var blocks = 0
  var actions: [Int: () -> Void] = [:]
  func write(_ samples: UnsafeBufferPointer<Float>) throws {
    blocks += 1
    actions[blocks]?()
  }
}

@Suite(
  "narrate's live keys: pause, skip to the next part, replay, stop", .serialized,
  .enabled(if: SpeechSynthesizer.isAvailable), .tags(.speech))
struct NarrationControlTests {
  static func script() throws -> NarrationScript {
    let analysis = try ChartFixture.analysis(spec: "monthly-activity")
    return NarrationScript(
      analysis: analysis, score: ScoreComposer.compose(analysis), verbosity: .standard)
  }

  /// Whether two lengths agree within 3 % (eSpeak NG's speech varies by about 1 % between
  /// runs, measured: 2.375 s and 2.407 s for one sentence).
  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.03 * max(a, b) }

  /// Whether two renders placed the same parts at about the same lengths.
  static func same(_ a: [Narrator.Placement], _ b: [Narrator.Placement]) -> Bool {
    a.map(\.segment) == b.map(\.segment)
      && zip(a, b).allSatisfy { close($0.durationSeconds, $1.durationSeconds) }
  }

  @Test("a skip ends the part early, a replay plays it again, a stop leaves the rest out")
  func skipReplayStop() throws {
    let script = try Self.script()
    let full = try Narrator().render(script, into: ScriptedSink())
    #expect(full.count >= 3)
    // Undisturbed, the controlled render lands every part where the plain one does.
    let same = try Narrator().render(script, into: ScriptedSink(), control: NarrationControl())
    #expect(Self.same(same, full))

    let control = NarrationControl()
    let sink = ScriptedSink()
    sink.actions[2] = { control.skip() }
    let skipped = try Narrator().render(script, into: sink, control: control)
    #expect(skipped.count == full.count)
    // The first part (speech) stopped after its first block; the others are whole.
    #expect(skipped[0].durationSeconds < full[0].durationSeconds / 2)
    #expect(Self.close(skipped[1].durationSeconds, full[1].durationSeconds))

    let replayControl = NarrationControl()
    let replaySink = ScriptedSink()
    replaySink.actions[2] = { replayControl.replay() }
    let replayed = try Narrator().render(script, into: replaySink, control: replayControl)
    #expect(replayed.count == full.count + 1)
    #expect(replayed[0].segment == replayed[1].segment)
    #expect(Self.close(replayed[1].durationSeconds, full[0].durationSeconds))

    let stopControl = NarrationControl()
    let stopSink = ScriptedSink()
    stopSink.actions[2] = { stopControl.stop() }
    let stopped = try Narrator().render(script, into: stopSink, control: stopControl)
    #expect(stopped.count == 1)
  }

  @Test("a pause holds the narration until it is resumed")
  func pause() throws {
    let script = try Self.script()
    let control = NarrationControl()
    let sink = ScriptedSink()
    let resumed = DispatchSemaphore(value: 0)
    sink.actions[2] = {
      #expect(control.togglePause())
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
        #expect(!control.togglePause())
        resumed.signal()
      }
    }
    let clock = ContinuousClock()
    var placements: [Narrator.Placement] = []
    let elapsed = try clock.measure {
      placements = try Narrator().render(script, into: sink, control: control)
    }
    resumed.wait()
    #expect(elapsed >= .milliseconds(300))
    #expect(Self.same(placements, try Narrator().render(script, into: ScriptedSink())))
  }
}
