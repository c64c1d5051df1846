/// Renders help text from a ``CommandSpec`` in argument-parser's layout: 80 columns, the help
/// column at 26.
enum HelpFormatter {
  static func help(for spec: CommandSpec) -> String {
    var lines = ["OVERVIEW: \(spec.abstract)"]
    if let discussion = spec.discussion { lines += ["", discussion] }
    lines += [""] + wrappedUsage(spec)
    if !spec.arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      for argument in spec.arguments {
        lines += row("<\(argument.name)>\(argument.isRepeatable ? "…" : "")", argument.help)
      }
    }
    lines += ["", "OPTIONS:"]
    for option in spec.options + [CommandSpec.helpOption] {
      let short = option.short.map { "-\($0), " } ?? ""
      let value = option.valueName.map { " <\($0)>" } ?? ""
      var help = option.help
      if !option.values.isEmpty || option.defaultValue != nil {
        var parts: [String] = []
        if !option.values.isEmpty {
          parts.append("values: " + option.values.joined(separator: ", "))
        }
        if let defaultValue = option.defaultValue { parts.append("default: \(defaultValue)") }
        help += " (\(parts.joined(separator: "; ")))"
      }
      lines += row("\(short)--\(option.name)\(value)", help)
    }
    lines += ["", "EXIT STATUS:"]
    for row in spec.exitStatuses { lines += self.row(String(row.status.rawValue), row.meaning) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The usage line, wrapped at 80 columns under the command name.
  static func wrappedUsage(_ spec: CommandSpec) -> [String] {
    let head = "USAGE: \(spec.qualifiedName)"
    let indent = String(repeating: " ", count: head.count + 1)
    var lines: [String] = []
    var current = head
    for part in spec.usage.dropFirst(spec.qualifiedName.count + 1).split(separator: " [") {
      let word = part.hasPrefix("[") ? String(part) : "[" + part
      if current.count + 1 + word.count > 80 {
        lines.append(current)
        current = indent + word
      } else {
        current += " " + word
      }
    }
    lines.append(current)
    return lines
  }

  /// A two-column row: the term at column 2, its help at column 26, wrapped at 80.
  static func row(_ term: String, _ help: String) -> [String] {
    let indent = String(repeating: " ", count: 26)
    var words = help.split(separator: " ").map(String.init)
    var lines: [String] = []
    var current = "  " + term
    if current.count >= 25 {
      lines.append(current)
      current = indent
    } else {
      current += String(repeating: " ", count: 26 - current.count)
    }
    var lineHasWord = false
    while !words.isEmpty {
      let word = words.removeFirst()
      if lineHasWord && current.count + 1 + word.count > 80 {
        lines.append(current)
        current = indent + word
      } else {
        current += (lineHasWord ? " " : "") + word
      }
      lineHasWord = true
    }
    lines.append(current)
    return lines
  }
}
