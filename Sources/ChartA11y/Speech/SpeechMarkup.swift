/// Builds the SSML eSpeak NG reads, escaping text that comes from data.
///
/// Labels and titles are the chart author's or the data's, so `<`, `&` and quotes could
/// otherwise inject markup (`<audio>`, `<voice>`, or break the document). Control characters
/// are removed first (``TextEscaping/terminal(_:)``). A dash between numbers ("1880–2017") is
/// read "to".
public enum SpeechMarkup {
  /// Escapes text for SSML character data and attribute values: control characters become
  /// visible first (``TextEscaping/terminal(_:)``, line breaks as spaces), then the one XML
  /// escaper (``TextEscaping/xml(_:for:)``) writes XML's five entities.
  ///
  /// - Complexity: O(*n*).
  public static func escape(_ text: String) -> String {
    TextEscaping.xml(TextEscaping.terminal(text), for: .textOrAttribute)
  }

  /// A `<speak>` document of sentences, each escaped, with a short pause between them.
  ///
  /// - Parameter sentences: Plain text, untrusted.
  /// - Returns: SSML for `espeak_Synth` with `espeakSSML`.
  public static func document(_ sentences: [String]) -> String {
    let body = sentences.map { escape(spoken($0)) }.joined(separator: " <break time=\"250ms\"/> ")
    return "<speak>\(body)</speak>"
  }

  /// Rewrites symbols a speech engine would spell out: an en dash between digits becomes "to".
  static func spoken(_ text: String) -> String {
    var result = ""
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      if character == "–", index > 0, index + 1 < characters.count,
        characters[index - 1].isNumber, characters[index + 1].isNumber
      {
        result += " to "
      } else {
        result.append(character)
      }
    }
    return result
  }
}
