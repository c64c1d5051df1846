/// A failure to speak: no speech engine, an unknown voice, or a failed synthesis.
public struct SpeechError: Error, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// libespeak-ng could not start, usually because espeak-ng-data is missing.
    case engineUnavailable
    /// No eSpeak NG voice or language has this name.
    case voiceNotFound
    /// Synthesis failed.
    case synthesisFailed
    /// speech-dispatcher could not be reached or started, or refused a message.
    case serverUnavailable
  }

  /// What went wrong.
  public var kind: Kind
  /// The voice asked for, when it matters.
  public var voice: String?
  /// eSpeak NG's message.
  public var reason: String

  /// Creates an error.
  public init(_ kind: Kind, voice: String? = nil, reason: String) {
    self.kind = kind
    self.voice = voice
    self.reason = reason
  }

  init(_ status: EspeakStatus, voice: String?) {
    switch status {
    case .voiceNotFound: kind = .voiceNotFound
    case .internalError, .notInitialized: kind = .engineUnavailable
    default: kind = .synthesisFailed
    }
    self.voice = voice
    reason = status.description
  }

  /// The message, lowercase, one line.
  public var description: String {
    switch kind {
    case .voiceNotFound:
      return "unknown voice '\(voice ?? "")'; try a language such as en-us, en-gb, fr or de"
    case .engineUnavailable: return "speech is unavailable: \(reason)"
    case .synthesisFailed: return "speech failed: \(reason)"
    case .serverUnavailable:
      // libspeechd's message may hold line breaks; one line, words kept.
      let reason = reason.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      return "speech-dispatcher is unavailable: \(reason) (is it installed? 'spd-say hello' "
        + "tests it; leave out --speech-dispatcher to explore in text)"
    }
  }
}
