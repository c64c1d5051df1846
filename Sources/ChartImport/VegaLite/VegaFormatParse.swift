import ChartModel
import Foundation

/// Vega-Lite's `data.format.parse`: how named fields of the loaded rows are read before any
/// transform (`{"d": "date:'%d/%m/%Y'", "v": "number"}`).
///
/// - `"number"`: text read as a number, as Vega's `toNumber` (empty text is missing, text
///   that is not a number is missing too: JavaScript's NaN);
/// - `"boolean"`: left as written (this importer reads no booleans);
/// - `"date"`: as Vega's `toDate` reads text in practice (``VegaDateParser``);
/// - `"date:'pattern'"`, `"utc:'pattern'"`: by the d3-time-format pattern (``TimeParse``);
///   a text that does not follow it is missing, as d3's parser gives `null`;
/// - `null`: not parsed.
///
/// A `"parse": "auto"` (or a missing `parse`) leaves type inference to the encodings.
enum VegaFormatParse {
  /// Reads the fields that `parse` names, in place.
  ///
  /// - Parameters:
  ///   - parse: The `format.parse` member, or `nil`.
  ///   - rows: The loaded rows.
  ///   - path: The place of `parse`, for messages.
  /// - Throws: ``ChartSpecError`` `.invalidValue` at the field's place for an unknown parse
  ///   type or a pattern directive ``TimeParse`` does not read: such a field is refused rather
  ///   than read another way (`03/04/2024` as 4 March where the pattern says 3 April).
  /// - Complexity: O(*n*) in the rows for each named field.
  static func apply(_ parse: JSONValue?, to rows: inout [VegaRow], at path: SpecPath)
    throws(ChartSpecError)
  {
    guard let fields = parse?.object else { return }
    for (field, rule) in fields.sorted(by: { $0.key < $1.key }) {
      guard let type = rule.string else { continue }
      let place = path.appending(field)
      let read: (DataValue) -> DataValue?
      switch type {
      case "number":
        read = { value in
          guard case .category(let text) = value else { return value }
          let trimmed = text.trimmingCharacters(in: .whitespaces)
          return Double(trimmed).flatMap { $0.isFinite ? DataValue.number($0) : nil }
        }
      case "boolean":
        continue
      case "date":
        read = { value in
          guard case .category(let text) = value else { return value }
          return VegaDateParser.date(from: text).map(DataValue.date)
        }
      default:
        let pattern = try Self.pattern(of: type, at: place)
        read = { value in
          guard case .category(let text) = value else { return value }
          return pattern.date(from: text).map(DataValue.date)
        }
      }
      for index in rows.indices {
        guard let value = rows[index][field] else { continue }
        rows[index][field] = read(value)
      }
    }
  }

  /// The pattern of a `date:'…'` or `utc:'…'` parse type.
  private static func pattern(of type: String, at place: SpecPath) throws(ChartSpecError)
    -> TimeParse
  {
    let prefix = ["date:", "utc:"].first { type.hasPrefix($0) }
    var text = prefix.map { String(type.dropFirst($0.count)) } ?? ""
    if let quote = text.first, quote == "'" || quote == "\"", text.count >= 2, text.last == quote {
      text = String(text.dropFirst().dropLast())
    }
    guard prefix != nil, !text.isEmpty else {
      throw ChartSpecError(
        .invalidValue(
          "unknown parse type '\(type)'; expected number, boolean, date, or date:'pattern'"),
        path: place)
    }
    do {
      return try TimeParse(text)
    } catch {
      throw ChartSpecError(
        .invalidValue(
          "the time directive '%\(error.directive)' in '\(text)' is not read, so the field is "
            + "not read another way; write its dates as ISO 8601 (2024-04-03)"),
        path: place)
    }
  }
}
