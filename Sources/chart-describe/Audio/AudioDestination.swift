import ChartA11y
import ChartAudio
import Foundation

/// Where `sonify` and `narrate` send audio: a file, standard output (as WAV), or the speakers.
enum AudioDestination: Equatable {
  case file(String)
  case standardOutput
  case speakers

  /// Runs a renderer against the destination's sink and completes the output.
  ///
  /// A file is written beside its target and renamed only when complete; standard output gets
  /// a WAV file rendered to a temporary file first (WAV's header needs seeking), unlinked once
  /// it is open for the copy, so no ending of the copy leaves it behind; the speakers
  /// are opened before rendering, so a missing device fails before any work.
  ///
  /// - Throws: ``AudioError`` from the file or device, and whatever `render` throws; a failed
  ///   render leaves no file behind.
  func withSink(io: inout TerminalIO, _ render: (any AudioSink) throws -> Void) throws {
    switch self {
    case .file(let path):
      try Self.writeFile(path: path, url: io.url(for: path), render)
    case .speakers:
      let player = try AudioPlayer()
      try render(player)
      try player.finish()
    case .standardOutput:
      let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "chart-describe-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).wav")
      defer { try? FileManager.default.removeItem(at: url) }
      try Self.writeFile(path: url.path, url: url, render)
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      // Unlinked before the copy: a reader that goes away (`… | head`, SIGPIPE) or an
      // interrupt mid-copy then leaves nothing in the temporary folder.
      try? FileManager.default.removeItem(at: url)
      while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
        io.writeOutputData(chunk)
      }
    }
  }

  private static func writeFile(
    path: String, url: URL, _ render: (any AudioSink) throws -> Void
  ) throws {
    let writer = try AudioFileWriter(path: path, url: url)
    do {
      try InterruptCleanup.removing(writer.temporaryURL.path) {
        try render(writer)
        try writer.finish()
      }
    } catch {
      writer.discard()
      throw error
    }
  }
}
