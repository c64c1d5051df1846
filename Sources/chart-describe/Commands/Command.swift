/// A subcommand: its spec (from which parsing checks and help come), its parser and its run.
protocol Command: Sendable {
  /// The name, abstract, arguments and options.
  static var spec: CommandSpec { get }
  /// Parses and validates the arguments after the subcommand name, before any I/O.
  init(_ arguments: [String]) throws(UsageError)
  /// The input's name for diagnostics, such as the path or `<stdin>`.
  var inputName: String? { get }
  /// Runs the command.
  func run(_ io: inout TerminalIO) throws -> ExitStatus
  /// Whether the output is GitHub Actions workflow commands (`audit --format github`), so
  /// it is not wrapped in `::stop-commands::` (``WorkflowCommandGuard``).
  var writesWorkflowCommands: Bool { get }
}

extension Command {
  var writesWorkflowCommands: Bool { false }
}

/// Every subcommand, in the order help lists them.
///
/// Add a new command here.
var allCommands: [any Command.Type] {
  [
    DescribeCommand.self,
    AltTextCommand.self,
    SonifyCommand.self,
    NarrateCommand.self,
    ExploreCommand.self,
    AuditCommand.self,
  ]
}
