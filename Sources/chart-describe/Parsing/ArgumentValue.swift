import ChartA11y

/// A type an option's value can be parsed into, and written back as help's default.
protocol ArgumentValue: Sendable {
  /// Parses the text given on the command line; `nil` when it is not a value of this type.
  init?(argument: String)
  /// The accepted values, listed in help as `values: …`; empty when any text of the form
  /// parses.
  static var allValueStrings: [String] { get }
  /// The value as it would be written on the command line (help's `default: …`), so that
  /// `init(argument:)` reads it back as the same value; `nil` for an absent optional.
  var argumentText: String? { get }
  /// Why a text of the right form is still not a value (such as a pitch range that falls),
  /// lowercase without a final period; `nil` when the form alone is wrong.
  static func invalidReason(_ argument: String) -> String?
}

extension ArgumentValue {
  static func invalidReason(_ argument: String) -> String? { nil }
}

extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
  init?(argument: String) { self.init(rawValue: argument) }
  static var allValueStrings: [String] { allCases.map(\.rawValue) }
  var argumentText: String? { rawValue }
}

extension String: ArgumentValue {
  init?(argument: String) { self = argument }
  static var allValueStrings: [String] { [] }
  var argumentText: String? { self }
}

extension Int: ArgumentValue {
  init?(argument: String) { self.init(argument, radix: 10) }
  static var allValueStrings: [String] { [] }
  var argumentText: String? { String(self) }
}

extension Double: ArgumentValue {
  init?(argument: String) {
    guard let value = Double(argument), value.isFinite else { return nil }
    self = value
  }
  static var allValueStrings: [String] { [] }
  /// A whole number without a fraction (`5`, not `5.0`); otherwise the shortest text that reads
  /// back as the same `Double` (`130.81`).
  var argumentText: String? {
    rounded() == self && abs(self) < 1e15 ? String(Int64(self)) : String(self)
  }
}

/// An option without a default: absent is `nil`.
extension Optional: ArgumentValue where Wrapped: ArgumentValue {
  init?(argument: String) {
    guard let value = Wrapped(argument: argument) else { return nil }
    self = .some(value)
  }
  static var allValueStrings: [String] { Wrapped.allValueStrings }
  var argumentText: String? { flatMap(\.argumentText) }
}

/// The output formats of `describe`.
///
/// `braille` is a Unicode braille graph per series (and, with `--braille-text`, the
/// description in Unicode braille); `brf` is the description as a Braille Ready Format file.
enum DescribeFormat: String, CaseIterable, ArgumentValue {
  case text, markdown, json, table, braille, brf
}

extension NarrationTranscript.Format: ArgumentValue {}

/// The formats of `describe --format table`.
enum TableFormat: String, CaseIterable, ArgumentValue {
  case markdown, csv, html
}

extension DescriptionLevel: ArgumentValue {
  init?(argument: String) {
    guard let number = Int(argument), (1...3).contains(number) else { return nil }
    self.init(rawValue: number)
  }
  static var allValueStrings: [String] { ["1", "2", "3"] }
  var argumentText: String? { String(rawValue) }
}
