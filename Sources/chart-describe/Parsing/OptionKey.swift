/// A declared command-line option, as ``CommandSpec`` lists it and help shows it.
///
/// ``OptionKey``, ``RepeatedOptionKey`` and ``FlagKey`` conform; a command's spec is built from
/// its keys, and ``ArgumentScanner`` reads a value only through a key its spec declares.
protocol OptionDeclaration: Sendable {
  /// The option as the parser and help see it: name, short name, value name, help, the
  /// accepted values and the default text.
  var option: CommandSpec.Option { get }
}

/// How help shows an option's default.
enum HelpDefault: Hashable, Sendable {
  /// The declared default value, written as an argument (`default: 12`).
  case value
  /// A description instead of the value, such as `the number of cores`.
  case text(String)
  /// No default in parentheses: the help sentence itself says what happens without the option.
  case hidden
}

/// An option taking one value of type `Value`, declared once: name, help and default.
///
/// Declared as a static member of the command (or the option group) that reads it, listed in
/// the command's ``CommandSpec``, and read with `scanner[key]`, which parses the value and
/// gives `defaultValue` when the option is absent. A key whose absence means "keep the chart's
/// own setting" is read with ``ArgumentScanner/given(_:)``. An option without any default has
/// an optional `Value` whose default is `nil`.
struct OptionKey<Value: ArgumentValue>: OptionDeclaration {
  /// The long name, without `--`.
  var name: String
  /// The one-letter name, without `-`.
  var short: Character? = nil
  /// The name of the value in usage and help, such as `path` in `--output <path>`.
  var valueName: String
  /// One sentence for help.
  var help: String
  /// The value when the option is not given.
  var defaultValue: Value
  /// How help shows the default.
  var helpDefault: HelpDefault = .value

  var option: CommandSpec.Option {
    CommandSpec.Option(
      name: name, short: short, valueName: valueName, help: help,
      values: Value.allValueStrings, defaultValue: helpDefault.text(for: [defaultValue]))
  }
}

/// An option that may be given more than once, each time with one value of type `Element`.
struct RepeatedOptionKey<Element: ArgumentValue>: OptionDeclaration {
  /// The long name, without `--`.
  var name: String
  /// The name of the value in usage and help.
  var valueName: String
  /// One sentence for help.
  var help: String
  /// The values when the option is not given at all.
  var defaultValue: [Element] = []
  /// How help shows the default: by `.value`, the values joined with `and`.
  var helpDefault: HelpDefault = .value

  var option: CommandSpec.Option {
    CommandSpec.Option(
      name: name, short: nil, valueName: valueName, help: help,
      values: Element.allValueStrings, defaultValue: helpDefault.text(for: defaultValue))
  }
}

/// An option without a value: present or not.
struct FlagKey: OptionDeclaration {
  /// The long name, without `--`.
  var name: String
  /// One sentence for help.
  var help: String

  var option: CommandSpec.Option {
    CommandSpec.Option(name: name, short: nil, valueName: nil, help: help)
  }
}

extension HelpDefault {
  /// The text after `default:` in help, or `nil` for none.
  ///
  /// - Parameter values: The default values (one for a single-valued option); absent
  ///   optionals are left out, and several are joined as `a and b` or `a, b and c`.
  /// - Returns: The text, or `nil` when help shows no default.
  func text<Value: ArgumentValue>(for values: [Value]) -> String? {
    switch self {
    case .hidden: return nil
    case .text(let text): return text
    case .value:
      let texts = values.compactMap(\.argumentText)
      guard let last = texts.last else { return nil }
      let head = texts.dropLast().joined(separator: ", ")
      return head.isEmpty ? last : "\(head) and \(last)"
    }
  }
}
