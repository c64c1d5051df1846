/// What a command accepts, from which both its parser checks and its help are made.
///
/// Its options come from the command's typed keys (``OptionKey``, ``RepeatedOptionKey``,
/// ``FlagKey``), each declared once with its default.
struct CommandSpec {
  /// An option as the parser and help see it, made from its key's declaration.
  struct Option: Hashable {
    var name: String
    var short: Character?
    var valueName: String?
    var help: String
    var values: [String] = []
    var defaultValue: String?
  }

  struct Argument {
    var name: String
    var help: String
    /// Whether leaving the argument out is a usage error; usage shows `<name>`, else `[name]`.
    var isRequired = false
    /// Whether it may be given more than once; usage adds `…`.
    var isRepeatable = false

    /// How usage writes it: `<paths>…`, `<input>` or `[input]`.
    var usage: String {
      let repeats = isRepeatable ? "…" : ""
      return isRequired ? "<\(name)>\(repeats)" : "[\(name)]\(repeats)"
    }
  }

  /// One exit status a command may return, with its meaning for help.
  struct ExitStatusRow {
    var status: ExitStatus
    var meaning: String
  }

  var name: String
  var abstract: String
  var discussion: String?
  var arguments: [Argument]
  var options: [Option]
  /// The exit statuses the command returns, in help's order.
  var exitStatuses: [ExitStatusRow]

  /// The standard help option every command has.
  static let helpOption = Option(
    name: "help", short: "h", valueName: nil, help: "Show help information.")

  /// The statuses every command that reads a chart returns, with `specific` rows added or
  /// replacing a common one of the same status, and `omitted` left out; sorted by status.
  static func exitStatuses(_ specific: [ExitStatusRow] = [], omitting omitted: [ExitStatus] = [])
    -> [ExitStatusRow]
  {
    let common: [ExitStatusRow] = [
      .init(status: .success, meaning: "Success."),
      .init(status: .usage, meaning: "Usage error."),
      .init(status: .invalidInput, meaning: "Invalid chart spec or data."),
      .init(status: .inputUnavailable, meaning: "Input missing or unreadable."),
      .init(status: .internalError, meaning: "Internal error."),
      .init(status: .outputError, meaning: "Output not writable."),
    ]
    let replaced = Set(specific.map(\.status.rawValue) + omitted.map(\.rawValue))
    return (common.filter { !replaced.contains($0.status.rawValue) } + specific)
      .sorted { $0.status.rawValue < $1.status.rawValue }
  }

  /// A spec whose options are the given keys' declarations, in help's order.
  init(
    name: String, abstract: String, discussion: String? = nil, arguments: [Argument],
    options keys: [any OptionDeclaration],
    exitStatuses: [ExitStatusRow] = CommandSpec.exitStatuses()
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    options = keys.map(\.option)
    self.exitStatuses = exitStatuses
  }

  var qualifiedName: String { "chart-describe \(name)" }

  var usage: String {
    let options = self.options.map { option in
      "[--\(option.name)\(option.valueName.map { " <\($0)>" } ?? "")]"
    }
    return ([qualifiedName] + options + arguments.map(\.usage)).joined(separator: " ")
  }
}
