import ChartA11y
import Foundation
import Testing

@testable import ChartAudio

@Suite("Speaking through speech-dispatcher: the commands sent")
struct ServerSpeakerTests {
  /// Records every command instead of speaking.
  final class FakeConnection: SpeechServerConnection {
    var commands: [String] = []
    var refuses = false
    func speak(ssml: String) throws(SpeechError) {
      if refuses { throw SpeechError(.serverUnavailable, reason: "it refused a message") }
      commands.append("speak " + ssml)
    }
    func cancel() { commands.append("cancel") }
    func pause() { commands.append("pause") }
    func resume() { commands.append("resume") }
  }

  @Test("each line is one SSML message from the spoken renderer; live keys cancel first")
  func commands() throws {
    let fake = FakeConnection()
    let speaker = ServerSpeaker(fake)
    try speaker.say(["τ = -0.867 <b>"], interrupting: true)
    try speaker.say(["1948: 0.0552."], interrupting: false)
    try speaker.say([""], interrupting: true)
    speaker.pause()
    speaker.resume()
    #expect(fake.commands.count == 6)
    #expect(fake.commands[0] == "cancel")
    #expect(fake.commands[1] == "speak " + SpeechMarkup.document(["τ = -0.867 <b>"]))
    // Markup from the data is spoken as words, never sent as markup.
    #expect(fake.commands[1].contains("tau equals minus 0.867 less than b greater than"))
    #expect(!fake.commands[1].contains("<b>"))
    #expect(fake.commands[2] == "speak " + SpeechMarkup.document(["1948: 0.0552."]))
    #expect(fake.commands[3...] == ["cancel", "pause", "resume"])
  }

  @Test("a refused message is a speech error naming speech-dispatcher")
  func refused() {
    let fake = FakeConnection()
    fake.refuses = true
    #expect(throws: SpeechError(.serverUnavailable, reason: "it refused a message")) {
      try ServerSpeaker(fake).say(["x"], interrupting: false)
    }
    #expect(
      SpeechError(.serverUnavailable, reason: "no connection").description
        == "speech-dispatcher is unavailable: no connection (is it installed? 'spd-say hello' "
        + "tests it; leave out --speech-dispatcher to explore in text)")
  }
}
