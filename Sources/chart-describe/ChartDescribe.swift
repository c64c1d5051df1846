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

      SUBCOMMANDS:
      \(subcommands.joined(separator: "\n"))

        See 'chart-describe help <subcommand>' for detailed help.

      """
  }

  static func main() {
    AllocatorSettings.apply()
    openClosedStandardDescriptors()
    var io = TerminalIO.standard
    let status = run(Array(CommandLine.arguments.dropFirst()), io: &io)
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
    var inputName: String?
    do {
      let parsed = try command.init(arguments)
      inputName = parsed.inputName
      return try parsed.run(&io)
    } catch {
      return ErrorReport.report(error, inputName: inputName, to: &io)
    }
  }
}
