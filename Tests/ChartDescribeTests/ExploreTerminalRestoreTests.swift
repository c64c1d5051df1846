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
    case quitKey, endOfInputKey, terminate, hangUp, interrupt, closedOutput
    case missingFile

    var testDescription: String { rawValue }

    /// The signal sent once the explorer is running, if any.
    var signal: Int32? {
      switch self {
      case .terminate: return SIGTERM
      case .hangUp: return SIGHUP
      case .interrupt: return SIGINT
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
    var closedOutput: [Int32] = [-1, -1]
    if ending == .closedOutput {
      // The reader is gone before the first write: the write fails with EPIPE.
      #expect(pipe(&closedOutput) == 0)
      close(closedOutput[0])
    }
    let output = ending == .closedOutput ? closedOutput[1] : pty.secondary
    let child = try ChildProcess.spawn(
      executable.path, ["explore", "--no-sound", chart], input: pty.secondary, output: output,
      error: pty.secondary)
    if ending == .closedOutput { close(closedOutput[1]) }
    switch ending {
    case .quitKey, .endOfInputKey, .terminate, .hangUp, .interrupt:
      #expect(pty.wait(for: "Monthly"), "no introduction")
      // Raw mode is on once the introduction is out.
      #expect(pty.localModes & tcflag_t(ECHO) == 0)
      if let signal = ending.signal {
        kill(child, signal)
      } else {
        var key: UInt8 = ending == .quitKey ? UInt8(ascii: "q") : 0x04
        _ = write(pty.primary, &key, 1)
      }
    case .closedOutput, .missingFile:
      break
    }
    var status: Int32 = 0
    let deadline = Date().addingTimeInterval(30)
    while waitpid(child, &status, WNOHANG) == 0 {
      guard Date() < deadline else {
        kill(child, SIGKILL)
        waitpid(child, &status, 0)
        Issue.record("\(ending): explore did not end within 30 s")
        return
      }
      usleep(20_000)
    }
    // WIFSIGNALED / WTERMSIG / WEXITSTATUS of wait(2).
    let signalled = status & 0x7F != 0 && status & 0x7F != 0x7F
    let code = signalled ? status & 0x7F : (status >> 8) & 0xFF
    let after = pty.localModes
    #expect(after & tcflag_t(ECHO) != 0, "\(ending): echo is still off")
    #expect(after & tcflag_t(ICANON) != 0, "\(ending): line mode is still off")
    switch ending {
    case .quitKey, .endOfInputKey:
      #expect(!signalled && code == 0)
    case .terminate, .hangUp, .interrupt:
      #expect(signalled && code == ending.signal)
    case .closedOutput:
      #expect(signalled && code == SIGPIPE)
    case .missingFile:
      #expect(!signalled && code == 66)
    }
  }
}
