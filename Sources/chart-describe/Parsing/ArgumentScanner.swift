/// Splits a command line into options and positional arguments (swift-argument-parser's rules),
/// and reads each option through its typed key.
///
/// `--` ends options; a lone `-` is a value; `--name value` and `--name=value` are both
/// accepted; there is no bundling and no abbreviation; an unknown option is an error. Values
/// are read only through keys (`scanner[key]`), never by name, and only through a key the
/// command's spec declares: reading any other key is a programming error that stops the
/// process (`OptionKeyTests` reads every command's keys).
struct ArgumentScanner {
  /// The command whose options these are.
  let spec: CommandSpec
  /// The last value of each option given with a value.
  private var values: [String: String] = [:]
  private var flags: Set<String> = []
  private(set) var positionals: [String] = []
  /// Every value of each option, in order, for options that may be repeated.
  private var repeatedValues: [String: [String]] = [:]

  init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
    self.spec = spec
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
        values[name] = inlineValue
        repeatedValues[name, default: []].append(inlineValue)
      } else if index < arguments.count {
        values[name] = arguments[index]
        repeatedValues[name, default: []].append(arguments[index])
        index += 1
      } else {
        throw usageError(
          "missing value for '--\(name) <\(option.valueName ?? "value")>'", spec: spec)
      }
    }
  }

  /// The option's value, or its declared default when it was not given.
  ///
  /// - Precondition: The command's spec declares `key`.
  /// - Throws: ``UsageError`` when the text given is not a value of the key's type.
  subscript<Value>(key: OptionKey<Value>) -> Value {
    get throws(UsageError) { try given(key) ?? key.defaultValue }
  }

  /// The option's value, or `nil` when it was not given: for options whose absence keeps the
  /// chart's own setting rather than the declared default.
  ///
  /// - Precondition: The command's spec declares `key`.
  /// - Throws: ``UsageError`` when the text given is not a value of the key's type.
  func given<Value>(_ key: OptionKey<Value>) throws(UsageError) -> Value? {
    requireDeclared(key)
    guard let text = values[key.name] else { return nil }
    return try parse(text, for: key.name, as: Value.self)
  }

  /// Every value given for the option, in order, or its declared default when none was.
  ///
  /// - Precondition: The command's spec declares `key`.
  /// - Throws: ``UsageError`` when a text given is not a value of the key's type.
  subscript<Element>(key: RepeatedOptionKey<Element>) -> [Element] {
    get throws(UsageError) {
      requireDeclared(key)
      guard let texts = repeatedValues[key.name] else { return key.defaultValue }
      var parsed: [Element] = []
      for text in texts { parsed.append(try parse(text, for: key.name, as: Element.self)) }
      return parsed
    }
  }

  /// Whether the flag was given.
  ///
  /// - Precondition: The command's spec declares `key`.
  subscript(key: FlagKey) -> Bool {
    requireDeclared(key)
    return flags.contains(key.name)
  }

  func usageError(_ message: String, spec: CommandSpec) -> UsageError {
    UsageError(message, command: spec.qualifiedName)
  }

  private func parse<Value: ArgumentValue>(_ text: String, for name: String, as _: Value.Type)
    throws(UsageError) -> Value
  {
    guard let value = Value(argument: text) else {
      let accepted = Value.allValueStrings
      let hint =
        if let reason = Value.invalidReason(text) {
          ": \(reason)"
        } else if accepted.isEmpty {
          ""
        } else {
          " (values: \(accepted.joined(separator: ", ")))"
        }
      throw usageError("invalid value '\(text)' for '--\(name)'\(hint)", spec: spec)
    }
    return value
  }

  /// Stops the process when the spec does not declare the key, exactly as declared (the same
  /// name with another help or default is another command's key).
  private func requireDeclared(_ key: some OptionDeclaration) {
    precondition(
      spec.options.contains(key.option),
      "\(spec.qualifiedName) reads '--\(key.option.name)', which its spec does not declare")
  }
}
