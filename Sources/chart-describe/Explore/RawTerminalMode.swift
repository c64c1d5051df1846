import Glibc

/// Standard input switched to non-canonical, no-echo mode for the time `explore` runs, so
/// each key arrives as it is pressed and is not printed (keys pressed while the chart loads
/// wait, unprinted, for the explorer); the previous settings come back when it ends, also
/// when the process is ended by a signal.
///
/// While the chart loads, Ctrl-C still interrupts (SIGINT, after which the terminal is
/// restored); Ctrl-Z is only a key (`VSUSP` disabled). Once exploring starts,
/// ``takeKeyboardSignals()`` turns keyboard signals off (`ISIG`), so Ctrl-C arrives as a byte
/// and quits through the normal path. Carriage returns are not turned into line feeds
/// (`ICRNL`), so Enter is told from a line feed. Output processing is left on. See termios(3).
///
/// Every way out that the process can see restores the terminal: a normal end, end of input
/// and an error thrown while exploring (``restore()``, from the command's `defer`), the signals
/// in ``signals`` (their handler), and the two exits standard output's writer takes when the
/// reader is gone or the disk is full (``restoreBeforeExit()``).
struct RawTerminalMode {
  /// The signals after which the terminal is restored before the process ends; SIGPIPE
  /// too, which a write to a reader that went away (`explore … | head`) raises before the
  /// write can return EPIPE.
  static let signals = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGPIPE]
  private var raw: termios

  /// Switches standard input to raw mode.
  ///
  /// - Returns: `nil` when standard input is not a terminal or its mode cannot be changed.
  init?() {
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, savedSettings) == 0 else {
      return nil
    }
    raw = savedSettings.pointee
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    raw.c_iflag &= ~tcflag_t(ICRNL | IXON)
    // One byte at a time, no timeout (c_cc[VMIN] = 1, c_cc[VTIME] = 0); no suspend key
    // (_POSIX_VDISABLE is 0 on Linux).
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
      bytes[Int(VSUSP)] = 0
    }
    hasSavedSettings.pointee = 1
    for number in Self.signals { signal(number, restoreTerminalAndRaise) }
    guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else {
      restore()
      return nil
    }
  }

  /// Turns keyboard signals off: from now on Ctrl-C and Ctrl-\\ are keys.
  mutating func takeKeyboardSignals() {
    raw.c_lflag &= ~tcflag_t(ISIG)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
  }

  /// Reads what the terminal has, waiting at most `timeout` milliseconds (forever when
  /// `nil`).
  ///
  /// - Parameter timeout: The longest wait, in milliseconds, or `nil`.
  /// - Returns: The bytes (empty when the wait ran out), or `nil` at end of input or on an
  ///   error other than an interruption.
  func read(timeout: Int32? = nil) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      if let timeout {
        var request = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, timeout)
        if ready == 0 { return [] }
        if ready < 0 {
          if errno == EINTR { continue }
          return nil
        }
      }
      let count = buffer.withUnsafeMutableBytes {
        Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count)
      }
      if count > 0 { return Array(buffer[0..<count]) }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }

  /// Puts the terminal back as it was, if a ``RawTerminalMode`` changed it, before the process
  /// ends by `exit` or `raise` outside the command's normal path (a broken pipe, an
  /// unwritable standard output).
  ///
  /// Async-signal-safe (only `tcsetattr`); does nothing when no mode is active.
  static func restoreBeforeExit() {
    if hasSavedSettings.pointee != 0 { tcsetattr(STDIN_FILENO, TCSANOW, savedSettings) }
  }

  /// Puts the terminal back as it was and the signals' default actions back.
  func restore() {
    tcsetattr(STDIN_FILENO, TCSANOW, savedSettings)
    hasSavedSettings.pointee = 0
    for number in Self.signals { signal(number, SIG_DFL) }
  }
}

/// The terminal settings to restore, in fixed memory a signal handler can read.
///
/// `nonisolated(unsafe)`: written by ``RawTerminalMode/init()`` on the command's one thread
/// before the handlers are installed; read by the handler and by `restore()`.
private nonisolated(unsafe) let savedSettings: UnsafeMutablePointer<termios> = {
  let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  settings.initialize(to: termios())
  return settings
}()

/// Whether `savedSettings` holds settings to restore (1) or not (0).
private nonisolated(unsafe) let hasSavedSettings: UnsafeMutablePointer<Int32> = {
  let flag = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  flag.initialize(to: 0)
  return flag
}()

/// The signal handler: restores the terminal (`tcsetattr` is async-signal-safe), then lets
/// the signal end the process with its usual status.
private func restoreTerminalAndRaise(_ number: Int32) {
  RawTerminalMode.restoreBeforeExit()
  signal(number, SIG_DFL)
  raise(number)
}
