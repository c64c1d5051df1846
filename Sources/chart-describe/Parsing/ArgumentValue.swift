import ChartA11y

/// A type an option's value can be parsed into.
protocol ArgumentValue {
  init?(argument: String)
  static var allValueStrings: [String] { get }
}

extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
  init?(argument: String) { self.init(rawValue: argument) }
  static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension Int: ArgumentValue {
  init?(argument: String) { self.init(argument, radix: 10) }
  static var allValueStrings: [String] { [] }
}

extension Double: ArgumentValue {
  init?(argument: String) {
    guard let value = Double(argument), value.isFinite else { return nil }
    self = value
  }
  static var allValueStrings: [String] { [] }
}

/// The output formats of `describe`.
enum DescribeFormat: String, CaseIterable, ArgumentValue {
  case text, markdown, json
}

extension DescriptionLevel: ArgumentValue {
  init?(argument: String) {
    guard let number = Int(argument), (1...3).contains(number) else { return nil }
    self.init(rawValue: number)
  }
  static var allValueStrings: [String] { ["1", "2", "3"] }
}
