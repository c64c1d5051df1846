/// A failure to write, read or play audio.
///
/// Messages are lowercase without a final period; the CLI prints them after the file name.
public struct AudioError: Error, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// The file name's extension is not `.wav`, `.flac` or `.ogg`.
    case unsupportedExtension(String)
    /// The file cannot be created or written (a missing folder, no permission, a full disk).
    case notWritable(reason: String)
    /// The file cannot be opened or decoded as audio.
    case notReadable(reason: String)
    /// No audio output device can be opened.
    case deviceUnavailable(reason: String)
    /// Playback started but failed.
    case playbackFailed(reason: String)
  }

  /// What went wrong.
  public var kind: Kind
  /// The file as the caller named it, if the error is about a file.
  public var path: String?

  /// Creates an error.
  public init(_ kind: Kind, path: String? = nil) {
    self.kind = kind
    self.path = path
  }

  /// The message, lowercase, without the path.
  public var description: String {
    switch kind {
    case .unsupportedExtension(let name):
      let shown = name.isEmpty ? "no extension" : "'.\(name)'"
      return "unsupported audio file type (\(shown)); use .wav, .flac or .ogg"
    case .notWritable(let reason): return "cannot write audio: \(reason)"
    case .notReadable(let reason): return "cannot read audio: \(reason)"
    case .deviceUnavailable(let reason):
      return "no audio output device (\(reason)); write a file with -o <file.wav> instead"
    case .playbackFailed(let reason): return "playback failed: \(reason)"
    }
  }
}
