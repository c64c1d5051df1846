/// Keeps text from the data from becoming a GitHub Actions workflow command.
///
/// The Actions runner reads every line a step prints that begins with `::` as a command
/// (`::add-mask::`, `::error file=…::`, `::stop-commands::`), so a series named
/// `::warning file=README.md,line=2::forged` would annotate the pull request, and a file named
/// `::add-mask::…` would hide text from the log. Under Actions (`GITHUB_ACTIONS=true`) each
/// output stream that carries text is therefore opened with `::stop-commands::<token>` before
/// its first line and closed with `::<token>::` at the end of the run: GitHub's documented way
/// to print untrusted text ("Stopping and starting workflow commands", docs.github.com,
/// Actions, workflow commands). The token is 128 random bits, so the data cannot end the
/// stop early. Audio written to standard output gets no marker; `audit --format github`,
/// whose annotations are the point, is not wrapped (its data is escaped as the command format
/// requires, ``GitHubAuditReporter``).
final class WorkflowCommandGuard: @unchecked Sendable {
  // @unchecked Sendable: used by the one thread that runs the command, as TerminalIO is.

  /// The token that ends the stop: 32 lowercase hexadecimal digits.
  let token: String
  private var stoppedOutput = false
  private var stoppedError = false

  /// A guard with a random token, or `nil` when the environment is not GitHub Actions.
  ///
  /// - Parameter environment: The process's environment variables.
  init?(environment: [String: String]) {
    guard environment["GITHUB_ACTIONS"] == "true" else { return nil }
    var generator = SystemRandomNumberGenerator()
    token = (0..<2).map { _ in
      let hex = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }.joined()
  }

  /// `io` with its text streams guarded: each writes the stop line before its first text.
  func guarding(_ io: TerminalIO) -> TerminalIO {
    var guarded = io
    let writeOutput = io.writeOutput
    let writeError = io.writeError
    guarded.writeOutput = { text in
      if !self.stoppedOutput {
        self.stoppedOutput = true
        writeOutput("::stop-commands::\(self.token)\n")
      }
      writeOutput(text)
    }
    guarded.writeError = { text in
      if !self.stoppedError {
        self.stoppedError = true
        writeError("::stop-commands::\(self.token)\n")
      }
      writeError(text)
    }
    return guarded
  }

  /// Ends the stop on each stream that began one, standard error first, on a line of its own.
  ///
  /// - Parameter io: The unguarded streams.
  func finish(_ io: TerminalIO) {
    if stoppedError { io.writeError("\n::\(token)::\n") }
    if stoppedOutput { io.writeOutput("\n::\(token)::\n") }
  }
}
