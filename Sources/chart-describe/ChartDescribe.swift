import ChartA11y
import ChartAudio
import ChartModel
import Foundation

/// The `chart-describe` command-line tool.
@main
enum ChartDescribe {
  static let version = "0.1.0"

  static var overview: String {
    let subcommands = allCommands.flatMap { HelpFormatter.row($0.spec.name, $0.spec.abstract) }
    return """
      OVERVIEW: Make charts accessible: describe them in words, sound and alt text.

      USAGE: chart-describe <subcommand>

      OPTIONS:
        --version               Show the version.
        -h, --help              Show help information.
        --max-memory <size>     The most memory a run may use (every subcommand; 700M, 2G;
                                default 8G or 3/4 of the machine's memory).

      SUBCOMMANDS:
      \(subcommands.joined(separator: "\n"))

        See 'chart-describe help <subcommand>' for detailed help.

      """
  }

  static func main() {
    AllocatorSettings.apply()
    openClosedStandardDescriptors()
    var io = TerminalIO.standard
    if let (name, exists) = NonUTF8Name.firstArgument() {
      // Foundation would look for the name with U+FFFD in place of its bytes.
      let reason =
        exists
        ? "its name is not UTF-8, so it cannot be read; rename it"
        : "no such file or folder, and the name is not UTF-8"
      io.diagnose(name, nil, severity: "error", reason)
      exit(ExitStatus.inputUnavailable.rawValue)
    }
    var arguments = Array(CommandLine.arguments.dropFirst())
    let environment = ProcessInfo.processInfo.environment
    do {
      let memory = try MemoryLimit(arguments: &arguments, environment: environment)
      memory.apply()
      memory.installCrashHandler(environment: environment)
    } catch {
      exit(ErrorReport.report(error, inputName: nil, to: &io).rawValue)
    }
    let status = run(arguments, io: &io)
    exit(status.rawValue)
  }

  /// Runs one command line against the given streams.
  static func run(_ arguments: [String], io: inout TerminalIO) -> ExitStatus {
    guard let first = arguments.first else {
      io.writeError("Error: missing subcommand\n\n" + overview)
      return .usage
    }
    switch first {
    case "-h", "--help":
      io.writeOutput(overview)
      return .success
    case "--version":
      io.writeOutput(version + "\n")
      return .success
    case "help":
      guard arguments.count > 1 else {
        io.writeOutput(overview)
        return .success
      }
      guard let command = allCommands.first(where: { $0.spec.name == arguments[1] }) else {
        return ErrorReport.report(
          UsageError("unknown subcommand '\(arguments[1])'"), inputName: nil, to: &io)
      }
      io.writeOutput(HelpFormatter.help(for: command.spec))
      return .success
    default:
      guard let command = allCommands.first(where: { $0.spec.name == first }) else {
        return ErrorReport.report(
          UsageError("unknown subcommand '\(first)'"), inputName: nil, to: &io)
      }
      return run(command, Array(arguments.dropFirst()), io: &io)
    }
  }

  /// Parses and runs one subcommand; whatever it throws is reported by ``ErrorReport``.
  static func run(_ command: any Command.Type, _ arguments: [String], io: inout TerminalIO)
    -> ExitStatus
  {
    let beforeSeparator = arguments.prefix { $0 != "--" }
    if beforeSeparator.contains(where: { $0 == "-h" || $0 == "--help" }) {
      io.writeOutput(HelpFormatter.help(for: command.spec))
      return .success
    }
    let parsed: any Command
    do {
      parsed = try command.init(arguments)
    } catch {
      return ErrorReport.report(error, inputName: nil, to: &io)
    }
    let workflowGuard =
      parsed.writesWorkflowCommands ? nil : WorkflowCommandGuard(environment: io.environment)
    var guarded = workflowGuard?.guarding(io) ?? io
    defer { workflowGuard?.finish(io) }
    do {
      return try parsed.run(&guarded)
    } catch {
      return ErrorReport.report(error, inputName: parsed.inputName, to: &guarded)
    }
  }
}
