import ChartA11y
import ChartModel

/// The process exit status, with sysexits(3) values as argument-parser uses them.
///
/// | code | meaning |
/// |---|---|
/// | 0 | success, help, version |
/// | 1 | `audit` found a finding at or above `--fail-on`; `alt-text --check` found missing or stale alt text |
/// | 64 | usage error |
/// | 65 | invalid chart spec, data or SVG; no data to describe |
/// | 66 | input missing or unreadable |
/// | 69 | speech engine, voice or audio device unavailable |
/// | 70 | internal error |
/// | 74 | output not writable |
struct ExitStatus: RawRepresentable, Hashable, Sendable {
  var rawValue: Int32

  init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  static let success = ExitStatus(rawValue: 0)
  static let findings = ExitStatus(rawValue: 1)
  static let usage = ExitStatus(rawValue: 64)
  static let invalidInput = ExitStatus(rawValue: 65)
  static let inputUnavailable = ExitStatus(rawValue: 66)
  static let serviceUnavailable = ExitStatus(rawValue: 69)
  static let internalError = ExitStatus(rawValue: 70)
  static let outputError = ExitStatus(rawValue: 74)

  /// The status for an error that ended a command.
  init(for error: any Error) {
    switch error {
    case is UsageError: self = .usage
    case let error as ChartSpecError:
      if case .unreadableData = error.kind {
        self = .inputUnavailable
      } else {
        self = .invalidInput
      }
    case let error as InputError:
      self = error.isOutput ? .outputError : .inputUnavailable
    case let error as FileReadError:
      switch error.kind {
      case .missing, .folder, .unreadable: self = .inputUnavailable
      case .tooLarge: self = .invalidInput
      }
    case is ChartA11yError: self = .invalidInput
    case let error as AudioError:
      switch error.kind {
      case .unsupportedExtension: self = .usage
      case .notWritable: self = .outputError
      case .notReadable: self = .inputUnavailable
      case .deviceUnavailable, .playbackFailed: self = .serviceUnavailable
      }
    case let error as SpeechError:
      self = error.kind == .synthesisFailed ? .internalError : .serviceUnavailable
    default: self = .internalError
    }
  }
}
