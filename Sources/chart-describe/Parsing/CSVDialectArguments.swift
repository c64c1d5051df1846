import ChartImport

/// `--delimiter comma|semicolon|tab|pipe`, or the character itself (`,` `;` `|`, a tab).
extension CSVDelimiter: ArgumentValue {
  init?(argument: String) {
    if let named = CSVDelimiter(rawValue: argument) {
      self = named
    } else if argument.count == 1, let character = argument.first,
      let delimiter = CSVDelimiter(character: character)
    {
      self = delimiter
    } else if argument == "\\t" {
      self = .tab
    } else {
      return nil
    }
  }

  static var allValueStrings: [String] { allCases.map(\.rawValue) }

  var argumentText: String? { rawValue }
}

/// `--decimal point|comma`, or the mark itself (`.`, `,`).
extension DecimalMark: ArgumentValue {
  init?(argument: String) {
    switch argument {
    case "point", ".": self = .point
    case "comma", ",": self = .comma
    default: return nil
    }
  }

  static var allValueStrings: [String] { allCases.map(\.rawValue) }

  var argumentText: String? { rawValue }
}
