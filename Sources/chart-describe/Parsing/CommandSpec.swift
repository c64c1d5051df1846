/// What a command accepts, from which both its parser checks and its help are made.
struct CommandSpec {
  struct Option {
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
  }

  var name: String
  var abstract: String
  var discussion: String?
  var arguments: [Argument]
  var options: [Option]

  /// The standard help option every command has.
  static let helpOption = Option(
    name: "help", short: "h", valueName: nil, help: "Show help information.")

  var qualifiedName: String { "chart-describe \(name)" }

  var usage: String {
    let options = self.options.map { option in
      "[--\(option.name)\(option.valueName.map { " <\($0)>" } ?? "")]"
    }
    let arguments = self.arguments.map { "[\($0.name)]" }
    return ([qualifiedName] + options + arguments).joined(separator: " ")
  }
}
