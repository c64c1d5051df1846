/// An audio file type libsndfile writes, chosen by the file name's extension.
public enum AudioFileFormat: String, CaseIterable, Codable, Sendable {
  /// RIFF WAVE with 16-bit signed PCM samples (`.wav`).
  case wav
  /// FLAC, lossless, 16-bit (`.flac`).
  case flac
  /// Ogg Vorbis, lossy (`.ogg`).
  case ogg

  /// The format for a path's extension, case-insensitive.
  ///
  /// - Throws: ``AudioError/Kind/unsupportedExtension(_:)`` for any other extension.
  public init(path: String) throws(AudioError) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let ext = name.contains(".") ? (name.split(separator: ".").last.map(String.init) ?? "") : ""
    guard let format = AudioFileFormat(rawValue: ext.lowercased()) else {
      throw AudioError(.unsupportedExtension(ext), path: path)
    }
    self = format
  }
}
