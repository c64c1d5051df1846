/// The process exit status, with sysexits(3) values as argument-parser uses them.
///
/// docs/usage.md's "Exit status" table gives each code's meaning; ``ErrorReport`` decides the
/// status of each error, and `ErrorReportTests` checks every error kind against that table.
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
  static let configuration = ExitStatus(rawValue: 78)
}
