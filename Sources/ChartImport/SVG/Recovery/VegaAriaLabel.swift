import ChartModel
import Foundation

/// The parts of the ARIA labels Vega writes into SVG exports: mark labels
/// (`"office: Denver; sales: −930"`), axis labels (`"X-axis titled 'office' for a discrete
/// scale with 2 values: …"`), legend labels and title labels (`"Title text 'Sales'"`).
///
/// Sources: Vega's `aria` module (`src/aria.js` in vega-view) and Vega-Lite's
/// `mark.aria`/`description` encoding, as exported by vl-convert 1.9.
enum VegaAriaLabel {
  /// One `field: value` pair of a mark label, the value as printed.
  struct Pair: Hashable, Sendable {
    var field: String
    var value: String
  }

  /// An axis label's orientation, title and scale kind.
  struct Axis: Hashable, Sendable {
    var isX: Bool
    var title: String?
    /// The scale type word, such as `discrete`, `band`, `linear`, `time`, `utc` or `log`.
    var scale: String
    /// A discrete scale's values in the axis's order, as printed, when the label lists every
    /// one (`"… discrete scale with 3 values: E, C, A"`); `nil` when it lists only some
    /// (`"… with 31 values: 1990, 1991, 1992, 1993, 1994, ending with 2020"`) or none.
    var values: [String]? = nil
    /// A continuous scale's domain start as printed in full (`"… time scale with values from
    /// Friday, 01 March 2024, 12:00:00 AM to …"`), or `nil`.
    var domainStart: String? = nil

    /// The chart model's scale for a continuous scale word Vega names without parameters
    /// (`log`, `sqrt`), or `nil` for a linear, time or discrete scale, or a `pow` or `symlog`
    /// scale whose exponent or constant the label does not give.
    var scaleSpec: ScaleSpec? {
      switch scale {
      case "log": return ScaleSpec(type: .log)
      case "sqrt": return ScaleSpec(type: .sqrt)
      default: return nil
      }
    }
  }

  /// Splits a mark label into pairs.
  ///
  /// Pairs are separated by `"; "` and each splits at its first `": "`; a segment without
  /// `": "` belongs to the previous value, which then contained `"; "`.
  static func pairs(_ label: String) -> [Pair] {
    var result: [Pair] = []
    for segment in label.components(separatedBy: "; ") {
      if let colon = segment.range(of: ": ") {
        result.append(
          Pair(
            field: String(segment[..<colon.lowerBound]),
            value: String(segment[colon.upperBound...])))
      } else if !result.isEmpty {
        result[result.count - 1].value += "; " + segment
      }
    }
    return result
  }

  /// Whether a scale type word names a discrete scale (`discrete`, `band`, `point`,
  /// `ordinal`), whose values are categories in the axis's order.
  static func isDiscrete(scale: String) -> Bool {
    ["discrete", "band", "point", "ordinal"].contains(scale)
  }

  /// Reads an axis label such as `Y-axis titled 'price' for a linear scale with values from
  /// −5 to 5`.
  static func axis(_ label: String) -> Axis? {
    let isX: Bool
    if label.hasPrefix("X-axis") {
      isX = true
    } else if label.hasPrefix("Y-axis") {
      isX = false
    } else {
      return nil
    }
    var title: String?
    if let start = label.range(of: " titled '"), let end = label.range(of: "' for a ") {
      if start.upperBound <= end.lowerBound {
        title = String(label[start.upperBound..<end.lowerBound])
      }
    }
    var scale = ""
    if let forRange = label.range(of: " for a ", options: .backwards) {
      scale = String(label[forRange.upperBound...].prefix { $0 != " " })
    }
    var domainStart: String?
    if let from = label.range(of: " with values from "),
      let to = label.range(of: " to ", options: .backwards), from.upperBound <= to.lowerBound
    {
      domainStart = String(label[from.upperBound..<to.lowerBound])
    }
    return Axis(
      isX: isX, title: title, scale: scale, values: listedValues(label), domainStart: domainStart)
  }

  /// Every value a discrete axis's or symbol legend's label lists, in order, or `nil` when it
  /// lists only some.
  ///
  /// Vega writes all of them when there are at most about 5, else the first ones and
  /// `ending with` the last. The count Vega states must match, so a value that itself
  /// contains `", "` gives `nil` rather than a wrong order.
  static func listedValues(_ label: String) -> [String]? {
    guard let with = label.range(of: " with ", options: .backwards) else { return nil }
    let rest = label[with.upperBound...]
    guard let colon = rest.range(of: " values: "), let count = Int(rest[..<colon.lowerBound]),
      count > 0
    else { return nil }
    let list = rest[colon.upperBound...]
    guard !list.contains(", ending with ") else { return nil }
    let values = list.components(separatedBy: ", ")
    return values.count == count ? values : nil
  }

  /// The quoted text of a title or legend label: `Title text 'Sales'` gives `Sales`,
  /// `Symbol legend titled 'sym' for …` gives `sym`.
  static func quoted(after marker: String, in label: String) -> String? {
    guard let start = label.range(of: marker + "'") else { return nil }
    let rest = label[start.upperBound...]
    let end = rest.range(of: "' for ") ?? rest.range(of: "'", options: .backwards)
    guard let end else { return nil }
    return String(rest[..<end.lowerBound])
  }

  // MARK: - Values

  /// A value as Vega printed it: `nil` for a missing value.
  enum Value: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case text(String)
  }

  /// Whether a printed value means "no value": `undefined`, `null`, `NaN` or empty.
  static func isMissing(_ text: String) -> Bool {
    ["undefined", "null", "NaN", ""].contains(text.trimmingCharacters(in: .whitespaces))
  }

  /// A printed number: the Unicode minus sign (U+2212) is a minus, thousands separators are
  /// dropped (`−1,234.5`), and exponents are read (`1.5778368e+12`).
  static func number(_ text: String) -> Double? {
    if let first = text.utf8.first, first == UInt8(ascii: "-") || (0x30...0x39).contains(first),
      let value = Double(text), value.isFinite
    {
      return value
    }
    var cleaned = text.trimmingCharacters(in: .whitespaces)
      .replacingOccurrences(of: "\u{2212}", with: "-")
    let groups = cleaned.split(separator: ",", omittingEmptySubsequences: false)
    if groups.count > 1 {
      let rest = groups.dropFirst()
      let head = groups[0].drop { $0 == "-" }
      guard !head.isEmpty, head.count <= 3, head.allSatisfy(\.isNumber),
        rest.allSatisfy({ $0.prefix(3).count == 3 && $0.prefix(3).allSatisfy(\.isNumber) })
      else { return nil }
      cleaned = groups.joined()
    }
    guard let first = cleaned.first, first.isNumber || first == "-" || first == "." else {
      return nil
    }
    guard let value = Double(cleaned), value.isFinite else { return nil }
    return value
  }

  /// A printed bin, "50 – 60" (its start and end around an en dash, as Vega-Lite labels a
  /// binned field: `binFormatExpression` in vega-lite `src/compile/format.ts`), read as the
  /// bin's start and end; `nil` for any other text or an end not above its start.
  static func bin(_ text: String) -> (start: Double, end: Double)? {
    let parts = text.components(separatedBy: " \u{2013} ")
    guard parts.count == 2,
      let start = number(parts[0]) ?? PrintedValue.number(parts[0]),
      let end = number(parts[1]) ?? PrintedValue.number(parts[1]), end > start
    else { return nil }
    return (start, end)
  }

  /// A printed date in one of Vega-Lite's default formats (`Jan 01, 2020`, `Jan 2020`,
  /// `Jan 01, 2020, 13:00`, `Wednesday, 01 January 2020, 12:00:00 AM`) or ISO 8601, in UTC.
  static func date(_ text: String) -> Date? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let date = TemporalParser.date(fromISO8601: trimmed) { return date }
    for formatter in dateFormatters {
      if let date = formatter.date(from: trimmed) { return date }
    }
    return nil
  }

  private static let dateFormatters = [
    "MMM dd, yyyy", "MMM dd, yyyy, HH:mm", "MMM dd, yyyy, HH:mm:ss", "MMM yyyy",
    "EEEE, dd MMMM yyyy, hh:mm:ss a", "MMMM dd, yyyy", "MMMM yyyy",
  ].map { PrintedDateFormatter(pattern: $0) }

  /// Whether a field name or axis suggests that large integers are millisecond timestamps:
  /// a Vega-Lite time-unit suffix such as `date (month)`, or a name with date, time, year,
  /// month, day or week in it.
  static func suggestsTime(_ field: String) -> Bool {
    let lowered = field.lowercased()
    return ["date", "time", "year", "month", "day", "week", "hour", "quarter"].contains {
      lowered.contains($0)
    }
  }

  /// The calendar unit a Vega-Lite time-unit suffix names, such as `(year)`, `(year-month)`,
  /// `(year-month-date)` or `(month)`.
  static func calendarUnit(ofField field: String) -> CalendarUnit? {
    guard let open = field.lastIndex(of: "("), field.hasSuffix(")") else { return nil }
    let unit = field[field.index(after: open)...].dropLast().replacingOccurrences(
      of: "-", with: "")
    switch unit {
    case "year": return .year
    case "yearquarter", "quarter": return .quarter
    case "yearmonth", "month": return .month
    case "yearweek", "week": return .week
    case "yearmonthdate", "monthdate", "date": return .day
    case "yearmonthdatehours", "hours": return .hour
    case "yearmonthdatehoursminutes", "minutes": return .minute
    case "yearmonthdatehoursminutesseconds", "seconds": return .second
    default: return nil
    }
  }
}
