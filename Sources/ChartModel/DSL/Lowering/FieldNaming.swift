extension DataValue {
  /// The value as a data cell's text: numbers in shortest form (`12`, `0.5`), dates as ISO 8601
  /// date-times in UTC, categories as they are.
  var cellText: String {
    switch self {
    case .number(let number): return Column.text(of: number)
    case .date(let date): return TemporalParser.iso8601String(from: date)
    case .category(let text): return text
    }
  }
}

/// Names the data fields of a lowered chart after the labels of the values they hold.
struct FieldNaming {
  private var used: Set<String> = []

  /// A lowerCamelCase name from a label, unique among the names given so far.
  ///
  /// "Baby Name" becomes `babyName`, a second "Baby Name" `babyName2`; a label without letters
  /// or digits becomes `field`.
  ///
  /// - Parameter label: The value's label, or a text member's name such as `annotation`.
  /// - Returns: The field name.
  mutating func name(for label: String) -> String {
    let base = Self.slug(label)
    var candidate = base
    var counter = 2
    while used.contains(candidate) {
      candidate = base + String(counter)
      counter += 1
    }
    used.insert(candidate)
    return candidate
  }

  /// The label in lowerCamelCase: words split at anything but letters and digits.
  static func slug(_ label: String) -> String {
    let words = label.split { !($0.isLetter || $0.isNumber) }
    guard let first = words.first else { return "field" }
    let isCamelCase = words.count == 1 && first.first?.isLowercase == true
    var name = isCamelCase ? String(first) : first.lowercased()
    for word in words.dropFirst() {
      name += word.prefix(1).uppercased() + word.dropFirst()
    }
    if name.first?.isNumber == true { name = "field" + name }
    return name
  }
}
