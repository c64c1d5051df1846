import Foundation

/// A narration written out: exactly what the speech engine is given, and the sounds between,
/// one line each (`narrate --script`).
///
/// In SSML each speech line is the document ``SpeechMarkup/document(_:language:)`` writes,
/// the one `SpeechSynthesizer` speaks; as text it is that document read out of its markup:
/// spelled labels letter by letter ("A A P L"), the sentence breaks as spaces, the escaped
/// characters as themselves. Tones, demonstration notes and pauses are bracketed:
///
///     <speak>Area chart, 1 series.</speak>
///     [note: 130.81 Hz]
///     [tones: Sales Volume]
///     [pause 0.5 s]
public enum NarrationTranscript {
  /// How the speech is written.
  public enum Format: String, CaseIterable, Sendable {
    /// The words as heard, without markup.
    case text
    /// The SSML documents eSpeak NG is given.
    case ssml
  }

  /// The transcript of a narration.
  ///
  /// - Parameters:
  ///   - script: The narration.
  ///   - format: Text or SSML.
  ///   - language: The voice's language and the installed voices, as the speech engine
  ///     reports them (labels in scripts without a voice are named, numbers written in the
  ///     voice's convention).
  /// - Returns: One line per segment, joined by newlines, ending in one.
  /// - Complexity: O(*n*) in the length of the sentences.
  public static func render(
    _ script: NarrationScript, format: Format, language: SpeechLanguage = .english
  ) -> String {
    script.segments.map { segment in
      switch segment {
      case .speech(let sentences):
        let document = SpeechMarkup.document(sentences, language: language)
        return format == .ssml ? document : text(ofDocument: document)
      case .tones(let index): return "[tones: \(script.score.sections[index].title)]"
      case .note(let event): return "[note: \(String(format: "%.2f", event.frequencyHz)) Hz]"
      case .pause(let seconds): return "[pause \(seconds) s]"
      }
    }.joined(separator: "\n") + "\n"
  }

  /// The words of one of ``SpeechMarkup``'s documents: its elements' text, `say-as`
  /// characters spaced out, breaks as one space, entities unescaped.
  ///
  /// - Complexity: O(*n*) in the length of the document.
  public static func text(ofDocument document: String) -> String {
    var text = document.replacing(#/<say-as interpret-as="characters">([^<]*)</say-as>/#) {
      match in
      TextEscaping.unescapedXML(String(match.output.1)).map(String.init).joined(separator: " ")
    }
    text = text.replacing(#/<break[^>]*/>/#) { _ in " " }
    text = text.replacing(#/<[^>]*>/#) { _ in "" }
    text = TextEscaping.unescapedXML(text)
    return text.replacing(#/ {2,}/#) { _ in " " }
  }

}
