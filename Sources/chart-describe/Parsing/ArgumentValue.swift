import ChartA11y
import Foundation

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
  static func invalidReason(_ argument: String) -> String? { Wrapped.invalidReason(argument) }
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

/// `--level`: a preset by name, or the numbers of earlier versions (1 brief, 2 standard,
/// 3 detailed).
extension Verbosity: ArgumentValue {
  init?(argument: String) {
    if let number = Int(argument) {
      self.init(levelNumber: number)
    } else {
      self.init(rawValue: argument)
    }
  }
  static var allValueStrings: [String] { allCases.map(\.rawValue) + ["1", "2", "3"] }
  var argumentText: String? { rawValue }
}

/// `--parts`: narration parts separated by commas, such as `title,takeaway,tones`; each part
/// at most once.
extension [NarrationPart]: ArgumentValue {
  init?(argument: String) {
    guard case .success(let parts) = Self.parse(argument) else { return nil }
    self = parts
  }
  static var allValueStrings: [String] { [] }
  var argumentText: String? { map(\.rawValue).joined(separator: ",") }
  static func invalidReason(_ argument: String) -> String? {
    switch parse(argument) {
    case .success: nil
    case .failure(let problem): problem.reason
    }
  }

  /// Why a text is not an order.
  private struct Problem: Error {
    var reason: String
  }

  /// The parts a text names, or why it is not an order.
  private static func parse(_ argument: String) -> Result<[NarrationPart], Problem> {
    var parts: [NarrationPart] = []
    for name in argument.split(separator: ",", omittingEmptySubsequences: false) {
      let trimmed = name.trimmingCharacters(in: .whitespaces)
      guard let part = NarrationPart(rawValue: trimmed) else {
        return .failure(
          Problem(
            reason: "unknown part '\(trimmed)'; parts: "
              + NarrationPart.allCases.map(\.rawValue).joined(separator: ", ")))
      }
      parts.append(part)
    }
    if let problem = NarrationPart.problem(in: parts) { return .failure(Problem(reason: problem)) }
    return .success(parts)
  }
}
