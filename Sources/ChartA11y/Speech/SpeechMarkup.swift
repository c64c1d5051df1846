/// Builds the SSML eSpeak NG reads, escaping text that comes from data.
///
/// Labels and titles are the chart author's or the data's, so `<`, `&` and quotes could
/// otherwise inject markup (`<audio>`, `<voice>`, or break the document). Each sentence is
/// first rewritten for the ear by the spoken renderer (``SpokenEnglish``: signs, relations,
/// numbers, dates, abbreviations), then every piece is escaped; a label to spell is wrapped in
/// `<say-as interpret-as="characters">`, which eSpeak NG supports.
public enum SpeechMarkup {
  /// Escapes text for SSML character data and attribute values: control characters become
  /// visible first (``TextEscaping/terminal(_:)``, line breaks as spaces), then the one XML
  /// escaper (``TextEscaping/xml(_:for:)``) writes XML's five entities.
  ///
  /// - Complexity: O(*n*).
  public static func escape(_ text: String) -> String {
    TextEscaping.xml(TextEscaping.terminal(text), for: .textOrAttribute)
  }

  /// A `<speak>` document of sentences, each spoken by ``SpokenEnglish`` and escaped, with a
  /// short pause between them: exactly what is handed to eSpeak NG.
  ///
  /// - Parameter sentences: Display text, untrusted.
  /// - Returns: SSML for `espeak_Synth` with `espeakSSML`.
  /// - Complexity: O(*n*) in the length of the sentences.
  public static func document(_ sentences: [String]) -> String {
    let body = sentences.map { ssml(SpokenEnglish.render($0)) }
      .joined(separator: " <break time=\"250ms\"/> ")
    return "<speak>\(body)</speak>"
  }

  /// Spoken text as SSML: words escaped, spelled labels in `say-as`.
  static func ssml(_ text: SpokenText) -> String {
    text.pieces.map { piece in
      switch piece {
      case .words(let words): escape(words)
      case .characters(let letters):
        "<say-as interpret-as=\"characters\">\(escape(letters))</say-as>"
      }
    }.joined()
  }
}
