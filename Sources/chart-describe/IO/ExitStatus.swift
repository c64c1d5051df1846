import ChartModel

/// The process exit status, with sysexits(3) values as argument-parser uses them.
///
/// | code | meaning |
/// |---|---|
/// | 0 | success, help, version |
/// | 1 | `audit` found a finding at or above `--fail-on` |
/// | 64 | usage error |
/// | 65 | invalid chart spec or data |
/// | 66 | input missing or unreadable |
/// | 69 | speech engine or voice unavailable (reserved) |
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
    default: self = .internalError
    }
  }
}
