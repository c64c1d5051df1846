internal import CSndFile
import ChartModel
import Foundation

/// Writes audio to a file through libsndfile, replacing the target only when complete.
///
/// Samples go to a hidden temporary file in the target's folder; ``finish()`` syncs it to disk
/// and renames it over the target (``AtomicFileReplacement``), so a failure or an interruption
/// never leaves a truncated file. An existing target keeps its permissions. 16-bit WAV and FLAC samples are clipped
/// to full scale rather than wrapped (`SFC_SET_CLIPPING`).
///
///     let writer = try AudioFileWriter(path: "chart.wav", url: url)
///     try ToneSynthesizer().render(score, into: writer)
///     try writer.finish()
public final class AudioFileWriter: RewindableAudioSink {
  /// The sample rate, in Hz.
  public let sampleRate: Int
  /// The file type.
  public let format: AudioFileFormat
  private let path: String
  private let replacement: AtomicFileReplacement
  private var file: OpaquePointer?

  /// The hidden file samples go to until ``finish()`` renames it over the target.
  public var temporaryURL: URL { replacement.temporaryURL }

  /// Opens a temporary file beside the target.
  ///
  /// - Parameters:
  ///   - path: The target as the user named it, for messages.
  ///   - url: The target.
  ///   - format: The file type; by default chosen from the extension of `path`.
  ///   - sampleRate: Frames per second, in Hz. The default is 44,100.
  /// - Throws: ``AudioError`` for an unsupported extension or a file that cannot be created.
  ///   The corresponding C function is `sf_open`.
  public init(
    path: String, url: URL, format: AudioFileFormat? = nil, sampleRate: Int = 44_100
  ) throws {
    self.format = try format ?? AudioFileFormat(path: path)
    self.sampleRate = sampleRate
    self.path = path
    do throws(AtomicFileReplacement.Failure) {
      replacement = try AtomicFileReplacement(replacing: url)
    } catch {
      throw AudioError(.notWritable(reason: Self.reason(error)), path: path)
    }
    var info = SF_INFO()
    info.samplerate = Int32(sampleRate)
    info.channels = 2
    switch self.format {
    case .wav: info.format = Int32(SF_FORMAT_WAV | SF_FORMAT_PCM_16)
    case .flac: info.format = Int32(SF_FORMAT_FLAC | SF_FORMAT_PCM_16)
    case .ogg: info.format = Int32(SF_FORMAT_OGG | SF_FORMAT_VORBIS)
    }
    guard let handle = sf_open(temporaryURL.path, Int32(SFM_WRITE), &info) else {
      let reason = Self.failure(
        of: nil, errorNumber: errno, in: temporaryURL, otherwise: "the file could not be closed")
      replacement.abandon()
      throw AudioError(.notWritable(reason: reason), path: path)
    }
    file = handle
    sf_command(handle, Int32(SFC_SET_CLIPPING), nil, Int32(SF_TRUE))
  }

  deinit {
    discard()
  }

  /// Appends interleaved stereo frames.
  ///
  /// - Throws: ``AudioError/Kind/notWritable(reason:)`` when the write falls short (a full
  ///   disk); the temporary file is removed. The corresponding C function is `sf_writef_float`.
  public func write(_ samples: UnsafeBufferPointer<Float>) throws {
    guard let file, let base = samples.baseAddress else { return }
    let frames = sf_count_t(samples.count / 2)
    if sf_writef_float(file, base, frames) != frames {
      let reason = Self.failure(of: file, errorNumber: errno, in: temporaryURL)
      discard()
      throw AudioError(.notWritable(reason: reason), path: path)
    }
  }

  /// Whether ``rewind()`` works: for WAV, whose samples libsndfile writes as they are; FLAC
  /// and Ogg Vorbis are encoded as a stream.
  public var canRewind: Bool { format == .wav }

  /// Starts writing again at the first frame; the frames written next replace those before.
  ///
  /// - Throws: ``AudioError/Kind/notWritable(reason:)`` when the file cannot be sought (not a
  ///   WAV file, or the file failed); the temporary file is then removed. The corresponding C
  ///   function is `sf_seek`.
  public func rewind() throws {
    guard let file else { return }
    guard canRewind, sf_seek(file, 0, SEEK_SET) == 0 else {
      let reason = Self.failure(of: file, errorNumber: errno, in: temporaryURL)
      discard()
      throw AudioError(.notWritable(reason: reason), path: path)
    }
  }

  /// Completes the file: flushes it to disk, keeps the old file's permissions and renames it
  /// over the target.
  ///
  /// - Throws: ``AudioError/Kind/notWritable(reason:)``; the temporary file is then removed.
  public func finish() throws {
    guard let handle = file else { return }
    sf_write_sync(handle)
    file = nil
    guard sf_close(handle) == 0 else {
      let reason = Self.failure(of: nil, errorNumber: errno, in: temporaryURL)
      replacement.abandon()
      throw AudioError(.notWritable(reason: reason), path: path)
    }
    do throws(AtomicFileReplacement.Failure) {
      try replacement.commit()
    } catch {
      throw AudioError(.notWritable(reason: Self.reason(error)), path: path)
    }
  }

  /// Abandons the file: closes and removes the temporary file, leaving the target untouched.
  public func discard() {
    if let handle = file {
      sf_close(handle)
      file = nil
      replacement.abandon()
    }
  }

  /// Why replacing the target failed, for ``AudioError/Kind/notWritable(reason:)``.
  static func reason(_ failure: AtomicFileReplacement.Failure) -> String {
    switch failure {
    case .isFolder, .isSocket, .isInput: failure.reason
    case .cannotCreate(let reason), .cannotComplete(let reason): reason
    }
  }

  /// Why libsndfile failed: the system's reason when the failure is the file system's (a full
  /// disk, a quota, a read-only or failing device, a missing folder, no permission: `errno`, or no free block left in the
  /// folder, as `statvfs(3)` reports), since libsndfile's Ogg and FLAC encoders then report
  /// "a bug in libsndfile" or a decoder problem; otherwise libsndfile's own message.
  ///
  /// - Parameters:
  ///   - handle: The file libsndfile failed on, or `nil` for `sf_open` and `sf_close`.
  ///   - errorNumber: `errno` read right after the failing call.
  ///   - file: The file being written.
  ///   - otherwise: The reason when the file system is not the cause; by default libsndfile's
  ///     message.
  /// - Returns: The reason, lowercase without a final period.
  static func failure(
    of handle: OpaquePointer?, errorNumber: Int32, in file: URL, otherwise: String? = nil
  ) -> String {
    let systemErrors = [ENOSPC, EDQUOT, EFBIG, EIO, EROFS, ENOENT, ENOTDIR, EACCES, EPERM]
    if systemErrors.contains(errorNumber) { return plain(String(cString: strerror(errorNumber))) }
    var fileSystem = statvfs()
    if statvfs(file.deletingLastPathComponent().path, &fileSystem) == 0,
      fileSystem.f_bavail == 0
    {
      return plain(String(cString: strerror(ENOSPC)))
    }
    return otherwise ?? plain(String(cString: sf_strerror(handle)))
  }

  /// libsndfile's message, lowercase and without a final period.
  static func plain(_ message: String) -> String {
    var text = message.trimmingCharacters(in: .whitespacesAndNewlines)
    if text.hasPrefix("System error : ") { text = String(text.dropFirst("System error : ".count)) }
    if text.hasSuffix(".") { text.removeLast() }
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}

/// An audio file read back whole through libsndfile, as 32-bit float samples.
public struct AudioFileContents: Hashable, Sendable {
  /// Frames per second, in Hz.
  public var sampleRate: Int
  /// Channels per frame.
  public var channelCount: Int
  /// The samples, interleaved, in −1…1.
  public var samples: [Float]

  /// The number of frames.
  public var frameCount: Int { channelCount > 0 ? samples.count / channelCount : 0 }
  /// The length, in seconds.
  public var durationSeconds: Double { Double(frameCount) / Double(max(1, sampleRate)) }

  /// Reads a whole file (WAV, FLAC, Ogg Vorbis and anything else libsndfile reads).
  ///
  /// - Parameter url: The file.
  /// - Throws: ``AudioError/Kind/notReadable(reason:)``.
  /// - Complexity: O(*n*) in the number of samples, all held in memory.
  public init(contentsOf url: URL) throws {
    var info = SF_INFO()
    guard let file = sf_open(url.path, Int32(SFM_READ), &info) else {
      let reason = AudioFileWriter.plain(String(cString: sf_strerror(nil)))
      throw AudioError(.notReadable(reason: reason), path: url.path)
    }
    defer { sf_close(file) }
    sampleRate = Int(info.samplerate)
    channelCount = Int(info.channels)
    var samples = [Float](repeating: 0, count: Int(info.frames) * Int(info.channels))
    let read = samples.withUnsafeMutableBufferPointer { buffer -> sf_count_t in
      guard let base = buffer.baseAddress else { return 0 }
      return sf_readf_float(file, base, info.frames)
    }
    samples.removeLast(samples.count - Int(read) * Int(info.channels))
    self.samples = samples
  }

  /// One channel's samples.
  ///
  /// - Precondition: `channel < channelCount`.
  public func channel(_ channel: Int) -> [Float] {
    precondition(channel < channelCount, "no such channel")
    return stride(from: channel, to: samples.count, by: channelCount).map { samples[$0] }
  }
}
