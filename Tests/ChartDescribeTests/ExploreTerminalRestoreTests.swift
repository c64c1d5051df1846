import Foundation
import Testing

/// `explore` on a real terminal (a pseudo-terminal pair, pty(7)): whatever ends it — a key, a
/// signal, an error, a reader that went away — the terminal's echo and line mode come back.
///
/// Runs the built `chart-describe` with the pty's secondary side as standard input, waits
/// for the introduction (so raw mode is on), ends the process one way and reads the
/// terminal's settings with tcgetattr(3).
@Suite("explore restores the terminal")
struct ExploreTerminalRestoreTests {
  /// How a run of `explore` is ended.
  enum Ending: String, CaseIterable, CustomTestStringConvertible {
    case quitKey, endOfInputKey, terminate, hangUp, interrupt, quitSignal, closedOutput
    case missingFile

    var testDescription: String { rawValue }

    /// The signal sent once the explorer is running, if any.
    var signal: Int32? {
      switch self {
      case .terminate: return SIGTERM
      case .hangUp: return SIGHUP
      case .interrupt: return SIGINT
      case .quitSignal: return SIGQUIT
      case .quitKey, .endOfInputKey, .closedOutput, .missingFile: return nil
      }
    }
  }

  /// A pseudo-terminal pair in its default (canonical, echoing) mode.
  private struct Pty {
    let primary: Int32
    let secondary: Int32

    /// Opens `/dev/ptmx`, unlocks its secondary side and opens it (pts(4)); Glibc's module
    /// does not export `posix_openpt`, so the two ioctl(2) requests are spelt out: TIOCSPTLCK
    /// `_IOW('T', 0x31, int)` and TIOCGPTN `_IOR('T', 0x30, unsigned int)` (asm-generic/ioctls.h).
    init() throws {
      primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard primary >= 0, ioctl(primary, 0x4004_5431, &unlock) == 0,
        ioctl(primary, 0x8004_5430, &number) == 0
      else { throw POSIXError(.ENXIO) }
      secondary = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
      guard secondary >= 0 else { throw POSIXError(.ENXIO) }
    }

    /// The secondary side's local modes (`c_lflag`).
    var localModes: tcflag_t {
      var settings = termios()
      tcgetattr(secondary, &settings)
      return settings.c_lflag
    }

    /// Reads what the command wrote to the terminal until `text` appears or 20 s pass.
    func wait(for text: String) -> Bool {
      var seen = Data()
      let deadline = Date().addingTimeInterval(20)
      var buffer = [UInt8](repeating: 0, count: 4_096)
      while Date() < deadline {
        var request = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, 200) > 0 else { continue }
        let count = read(primary, &buffer, buffer.count)
        guard count > 0 else { return false }
        seen.append(contentsOf: buffer[0..<count])
        if String(decoding: seen, as: UTF8.self).contains(text) { return true }
      }
      return false
    }
  }

  @Test("Echo and line mode come back however explore ends", arguments: Ending.allCases)
  func restored(ending: Ending) throws {
    let executable = try #require(
      AudioCommandSupport.executable, "chart-describe is not built beside the tests")
    let pty = try Pty()
    defer {
      close(pty.primary)
      close(pty.secondary)
    }
    let before = pty.localModes
    #expect(before & tcflag_t(ECHO) != 0 && before & tcflag_t(ICANON) != 0)
    let chart =
      ending == .missingFile
      ? "missing.chart.json"
      : repositoryRoot.appendingPathComponent("fixtures/charts/monthly-activity.chart.json").path
    let process = Process()
    process.executableURL = executable
    process.arguments = ["explore", "--no-sound", chart]
    // A core file from SIGQUIT, if the system writes one, lands in a scratch folder.
    process.currentDirectoryURL = try AudioCommandSupport.folder()
    let terminal = FileHandle(fileDescriptor: pty.secondary, closeOnDealloc: false)
    process.standardInput = terminal
    process.standardError = terminal
    let closedOutput = Pipe()
    if ending == .closedOutput {
      // The reader is gone before the first write: the write fails with EPIPE.
      try closedOutput.fileHandleForReading.close()
      process.standardOutput = closedOutput.fileHandleForWriting
    } else {
      process.standardOutput = terminal
    }
    try process.run()
    try? closedOutput.fileHandleForWriting.close()
    switch ending {
    case .quitKey, .endOfInputKey, .terminate, .hangUp, .interrupt, .quitSignal:
      #expect(pty.wait(for: "Monthly"), "no introduction")
      // Raw mode is on once the introduction is out.
      #expect(pty.localModes & tcflag_t(ECHO) == 0)
      if let signal = ending.signal {
        kill(process.processIdentifier, signal)
      } else {
        var key: UInt8 = ending == .quitKey ? UInt8(ascii: "q") : 0x04
        _ = write(pty.primary, &key, 1)
      }
    case .closedOutput, .missingFile:
      break
    }
    process.waitUntilExit()
    let after = pty.localModes
    #expect(after & tcflag_t(ECHO) != 0, "\(ending): echo is still off")
    #expect(after & tcflag_t(ICANON) != 0, "\(ending): line mode is still off")
    switch ending {
    case .quitKey, .endOfInputKey:
      #expect(process.terminationStatus == 0)
    case .terminate, .hangUp, .interrupt, .quitSignal:
      #expect(process.terminationReason == .uncaughtSignal)
      #expect(process.terminationStatus == ending.signal)
    case .closedOutput:
      #expect(process.terminationReason == .uncaughtSignal)
      #expect(process.terminationStatus == SIGPIPE)
    case .missingFile:
      #expect(process.terminationStatus == 66)
    }
  }
}
