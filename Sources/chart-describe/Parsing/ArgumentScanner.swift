/// Splits a command line into options and positional arguments (swift-argument-parser's rules).
///
/// `--` ends options; a lone `-` is a value; `--name value` and `--name=value` are both
/// accepted; there is no bundling and no abbreviation; an unknown option is an error.
struct ArgumentScanner {
  private(set) var options: [String: String] = [:]
  private(set) var flags: Set<String> = []
  private(set) var positionals: [String] = []
  /// Every value of each option, in order, for options that may be repeated.
  private(set) var repeatedValues: [String: [String]] = [:]

  init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name: String
      var inlineValue: String?
      if argument.hasPrefix("--") {
        name = String(argument.dropFirst(2))
        if let equals = name.firstIndex(of: "=") {
          inlineValue = String(name[name.index(after: equals)...])
          name = String(name[..<equals])
        }
      } else {
        guard argument.count == 2, let short = argument.last,
          let option = (spec.options + [CommandSpec.helpOption]).first(where: { $0.short == short })
        else {
          throw usageError("unknown option '\(argument)'", spec: spec)
        }
        name = option.name
      }
      guard let option = (spec.options + [CommandSpec.helpOption]).first(where: { $0.name == name })
      else {
        throw usageError("unknown option '--\(name)'", spec: spec)
      }
      if option.valueName == nil {
        if inlineValue != nil {
          throw usageError("option '--\(name)' takes no value", spec: spec)
        }
        flags.insert(name)
        continue
      }
      if let inlineValue {
        options[name] = inlineValue
        repeatedValues[name, default: []].append(inlineValue)
      } else if index < arguments.count {
        options[name] = arguments[index]
        repeatedValues[name, default: []].append(arguments[index])
        index += 1
      } else {
        throw usageError(
          "missing value for '--\(name) <\(option.valueName ?? "value")>'", spec: spec)
      }
    }
  }

  /// The parsed value of an option, or `nil` when it was not given.
  func value<Value: ArgumentValue>(_ name: String, as type: Value.Type, spec: CommandSpec)
    throws(UsageError) -> Value?
  {
    guard let text = options[name] else { return nil }
    guard let value = Value(argument: text) else {
      let accepted = Value.allValueStrings
      let hint = accepted.isEmpty ? "" : " (values: \(accepted.joined(separator: ", ")))"
      throw usageError("invalid value '\(text)' for '--\(name)'\(hint)", spec: spec)
    }
    return value
  }

  func usageError(_ message: String, spec: CommandSpec) -> UsageError {
    UsageError(message, usage: spec.usage, command: spec.qualifiedName)
  }
}
