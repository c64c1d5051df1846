/// The voice the narration speaks with, as far as the SSML needs it: its language (for the
/// `xml:lang` of the English stretches around a label in another script, and for how numbers
/// are written) and which languages eSpeak NG has installed.
///
///     let language = SpeechLanguage(voice: "de", installed: ["de", "en-us", "he"])
///     SpeechMarkup.document(["Sales: 4,020."], language: language)   // "Sales: 4.020."
public struct SpeechLanguage: Hashable, Sendable {
  /// How a language writes numbers, so that its eSpeak NG voice reads them right.
  public enum NumberConvention: Hashable, Sendable {
    /// 4,020.5: comma groups, decimal point (English, and languages not listed).
    case pointDecimal
    /// 4.020,5: point groups, decimal comma (German, Spanish, Italian, Dutch, Portuguese…).
    case commaDecimalPointGroups
    /// 4 020,5: space groups, decimal comma (French, Russian, Polish, Swedish…).
    case commaDecimalSpaceGroups
  }

  /// The voice's language: the voice name before any `+variant`, after any `family/`,
  /// lowercased ("en-us", "de").
  public let language: String
  /// The installed voices' names and languages, lowercased; `nil` when unknown (every
  /// language is taken to be installed).
  public let installed: Set<String>?

  /// English (US), with every language taken to be installed: the default.
  public static let english = SpeechLanguage(voice: "en-us", installed: nil)

  /// Creates the language of a voice.
  ///
  /// - Parameters:
  ///   - voice: An eSpeak NG voice name, identifier or language (`en-us`, `de`, `gmw/en-US`,
  ///     `en-us+f3`).
  ///   - installed: The installed voices' names and languages, or `nil` when unknown.
  public init(voice: String, installed: Set<String>?) {
    let base = voice.split(separator: "+", maxSplits: 1).first.map(String.init) ?? voice
    language = (base.split(separator: "/").last.map(String.init) ?? base).lowercased()
    self.installed = installed.map { Set($0.map { $0.lowercased() }) }
  }

  /// Whether eSpeak NG has a voice for a language.
  public func hasVoice(for language: String) -> Bool {
    installed?.contains(language) ?? true
  }

  /// The voice language's number convention (its primary subtag: "de-ch" is German).
  public var numberConvention: NumberConvention {
    let primary = language.split(separator: "-").first.map(String.init) ?? language
    switch primary {
    case "de", "es", "it", "nl", "pt", "da", "id", "tr", "el", "ro", "sl", "hr", "sr", "vi":
      return .commaDecimalPointGroups
    case "fr", "ru", "pl", "sv", "fi", "nb", "no", "cs", "sk", "uk", "bg", "hu", "et", "lv",
      "lt":
      return .commaDecimalSpaceGroups
    default:
      return .pointDecimal
    }
  }
}
