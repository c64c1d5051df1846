import Glibc

/// Standard input switched to non-canonical, no-echo mode for the time `explore` reads keys,
/// so each key arrives as it is pressed and is not printed; the previous settings come back
/// when it ends.
///
/// Signals from the keyboard are turned off too (`ISIG`), so Ctrl-C arrives as a byte and
/// quits through the normal path, which restores the terminal; carriage returns are not
/// turned into line feeds (`ICRNL`), so Enter is told from a line feed. Output processing
/// is left on. See termios(3).
struct RawTerminalMode {
  private var saved = termios()

  /// Switches standard input to raw mode.
  ///
  /// - Returns: `nil` when standard input is not a terminal or its mode cannot be changed.
  init?() {
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    raw.c_iflag &= ~tcflag_t(ICRNL | IXON)
    // One byte at a time, no timeout (c_cc[VMIN] = 1, c_cc[VTIME] = 0).
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
  }

  /// Reads what the terminal has: one key, or a whole escape sequence.
  ///
  /// - Returns: The bytes, or `nil` at end of input or on an error other than an
  ///   interruption.
  func read() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, 64) }
      if count > 0 { return Array(buffer[0..<count]) }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }

  /// Puts the terminal back as it was.
  func restore() {
    var saved = self.saved
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
  }
}
