import ChartA11y
import ChartAudio
import ChartBraille
import ChartImport
import ChartModel

/// The one mapping from an error that ended a command to what is printed and the exit status.
///
/// Commands throw and never print or map their own errors: `ChartDescribe.run` reports what a
/// command throws, and `alt-text` reports each file's error with this type before going on to
/// the next file. Every switch over an error's kind is exhaustive, so a new kind is decided
/// here. The codes are those of docs/usage.md's "Exit status" table (`ErrorReportTests` reads the
/// table, so the two cannot drift).
///
/// Untrusted text (file names, field names, cell text inside messages) is escaped for the
/// terminal when the report is written: by ``TerminalIO/diagnose(_:_:severity:_:)`` for a
/// diagnostic line and here for a usage error.
struct ErrorReport: Hashable {
  /// How a usage error points to help.
  struct UsageHint: Hashable {
    /// The command whose help to point to, such as `chart-describe describe`.
    var command: String
  }

  /// The message, lowercase without a final period, not yet escaped.
  var message: String
  /// The file the error is in, as the user named it (not yet escaped), if any.
  var file: String?
  /// The place in the file, such as `line 17` or `$.marks[0].x.field`, if known.
  var place: String?
  /// The status the process exits with.
  var status: ExitStatus
  /// For a usage error: printed as `Error: …` and a pointer to help instead of a
  /// diagnostic line.
  var usage: UsageHint?

  /// The report of any error.
  ///
  /// - Parameters:
  ///   - error: What the command threw.
  ///   - inputName: The input's name (a path as given, or `<stdin>`), used as the file when the
  ///     error does not name one itself.
  /// - Complexity: O(1) apart from the error's own message.
  init(_ error: any Error, inputName: String?) {
    switch error {
    case let error as UsageError:
      self.init(error.message, status: .usage)
      usage = UsageHint(command: error.command ?? "chart-describe")
    case let error as ChartSpecError:
      self.init(
        error.message, file: error.file ?? inputName, place: error.place,
        status: Self.status(error.kind))
    case let error as InputError:
      self.init(
        error.reason, file: error.file, status: error.isOutput ? .outputError : .inputUnavailable)
    case let error as FileReadError:
      switch error.kind {
      case .missing, .folder, .unreadable, .notAFile:
        self.init(error.description, file: error.file, status: .inputUnavailable)
      case .tooLarge, .tooLong:
        self.init(error.description, file: error.file, status: .invalidInput)
      }
    case let error as ChartImportError:
      switch error.kind {
      case .invalidSVG(let line, let reason):
        self.init(
          "invalid SVG: \(reason)", file: inputName, place: line.map { "line \($0)" },
          status: .invalidInput)
      case .noChartData:
        self.init(error.description, file: inputName, status: .invalidInput)
      }
    case let error as ChartA11yError:
      switch error.kind {
      case .insufficientData, .emptySeries, .audioTooLong:
        self.init(error.description, file: inputName, status: .invalidInput)
      }
    case let error as AudioError:
      self.init(error.description, file: error.path, status: Self.status(error.kind))
    case let error as SpeechError:
      self.init(error.description, status: Self.status(error.kind))
    case let error as BrailleError:
      switch error.kind {
      case .tableUnavailable:
        self.init(error.description, status: .serviceUnavailable)
      case .translationFailed:
        self.init(error.description, file: inputName, status: .internalError)
      }
    case let error as ConfigurationError:
      self.init(
        error.message + "; correct it, or run with --no-config", file: error.file,
        place: error.line.map { "line \($0)" }, status: .configuration)
    case let error as CommandError:
      switch error.kind {
      case .serviceUnavailable:
        self.init(error.message, file: error.file, status: .serviceUnavailable)
      }
    default:
      self.init("internal error: \(error)", file: inputName, status: .internalError)
    }
  }

  private init(_ message: String, file: String? = nil, place: String? = nil, status: ExitStatus) {
    self.message = message
    self.file = file
    self.place = place
    self.status = status
  }

  /// Writes the report to standard error.
  ///
  /// A diagnostic line is `file: place: error: message`; a usage error is one line,
  /// `Error: message`, and one hint line, `  See '… --help' for usage.` (the usage line itself
  /// is in help).
  ///
  /// Control characters in every part are escaped with `TextEscaping.terminal`.
  func write(to io: inout TerminalIO) {
    guard let usage else {
      io.diagnose(file, place, severity: "error", message)
      return
    }
    io.writeError(
      "Error: \(TextEscaping.terminal(message))\n"
        + "  See '\(TextEscaping.terminal(usage.command)) --help' for usage.\n")
  }

  /// Writes the report of an error to standard error and returns its exit status.
  ///
  /// - Parameters:
  ///   - error: What the command threw.
  ///   - inputName: The file to name when the error names none.
  ///   - io: The streams.
  /// - Returns: The status to exit with.
  static func report(_ error: any Error, inputName: String?, to io: inout TerminalIO)
    -> ExitStatus
  {
    let report = ErrorReport(error, inputName: inputName)
    report.write(to: &io)
    return report.status
  }

  private static func status(_ kind: ChartSpecError.Kind) -> ExitStatus {
    switch kind {
    case .unreadableData: return .inputUnavailable
    case .typeMismatch, .missingField, .unsupportedVersion, .invalidValue, .malformedJSON:
      return .invalidInput
    }
  }

  private static func status(_ kind: AudioError.Kind) -> ExitStatus {
    switch kind {
    case .unsupportedExtension: return .usage
    case .notWritable: return .outputError
    case .notReadable: return .inputUnavailable
    case .deviceUnavailable, .playbackFailed: return .serviceUnavailable
    }
  }

  private static func status(_ kind: SpeechError.Kind) -> ExitStatus {
    switch kind {
    case .engineUnavailable, .voiceNotFound, .serverUnavailable: return .serviceUnavailable
    case .synthesisFailed: return .internalError
    }
  }
}
