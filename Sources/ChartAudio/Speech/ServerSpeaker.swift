import ChartA11y

/// Speaks lines through a speech server (speech-dispatcher) instead of rendering them: what
/// `explore --speech-dispatcher` says after each key.
///
/// Each line is one SSML document from the spoken renderer (``SpeechMarkup``), so the
/// server's voice hears exactly what eSpeak NG would be given. For live keys a new line
/// cuts off the one before (a `cancel`, then the new message), as a screen reader does.
///
///     let speaker = ServerSpeaker(try SpeechDispatcherConnection())
///     try speaker.say(["1948: 0.0552, the highest. 69 of 138."], interrupting: true)
public final class ServerSpeaker {
  /// The server's connection.
  public let connection: any SpeechServerConnection
  /// The language the documents are written for.
  public let language: SpeechLanguage

  /// Speaks through a connection.
  public init(_ connection: any SpeechServerConnection, language: SpeechLanguage = .english) {
    self.connection = connection
    self.language = language
  }

  /// Speaks sentences as one message.
  ///
  /// - Parameters:
  ///   - sentences: Display text, untrusted (escaped by ``SpeechMarkup``).
  ///   - interrupting: Whether to stop what is spoken first.
  /// - Throws: ``SpeechError`` when the server refuses the message.
  public func say(_ sentences: [String], interrupting: Bool) throws(SpeechError) {
    let spoken = sentences.filter { !$0.isEmpty }
    if interrupting { connection.cancel() }
    guard !spoken.isEmpty else { return }
    try connection.speak(ssml: SpeechMarkup.document(spoken, language: language))
  }

  /// Pauses what is spoken.
  public func pause() { connection.pause() }
  /// Goes on after a pause.
  public func resume() { connection.resume() }
}
