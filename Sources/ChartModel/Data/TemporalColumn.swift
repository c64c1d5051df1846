import Foundation

/// Converts cells of a temporal field to seconds since 1970, caching repeated work.
struct TemporalColumn {
  private var parsed: [String: (seconds: Double, offsetSeconds: Int?)] = [:]

  /// Numbers in a temporal field: whole numbers 1–9999 are years, others milliseconds.
  static func seconds(fromNumbers values: [Double]) -> [Double] {
    let areYears = values.allSatisfy {
      $0.isNaN || ($0 == $0.rounded() && $0 >= 1 && $0 <= 9999)
    }
    guard areYears else { return values.map { $0 / 1000 } }
    return values.map { value in
      guard !value.isNaN else { return .nan }
      return Double(GregorianDays.days(year: Int(value), month: 1, day: 1) * 86_400)
    }
  }

  /// The first row of a temporal number column that reads as years but for a fraction: every
  /// value from 1 to 9999, some not whole (`2001, 2002, 2002.5`).
  ///
  /// By the rule of ``seconds(fromNumbers:)`` such a column is milliseconds, and every value
  /// would fall in the first 10 seconds of 1970: never what a column of years means, so it
  /// is refused rather than read that way.
  ///
  /// - Parameter values: The column; `NaN` is missing.
  /// - Returns: The row of the first value that is not whole, or `nil` when the column is
  ///   whole years, or holds a value outside 1–9999 (milliseconds).
  /// - Complexity: O(*n*).
  static func fractionalYearRow(in values: [Double]) -> Int? {
    guard values.allSatisfy({ $0.isNaN || (1...9999).contains($0) }) else { return nil }
    return values.firstIndex { !$0.isNaN && $0 != $0.rounded() }
  }

  /// Reads an ISO 8601 date or date-time; the fixed forms of ``ISODateForm`` take a fast
  /// path that makes no `Date` and asks no calendar.
  mutating func seconds(fromText text: String) -> Double? {
    instant(fromText: text)?.seconds
  }

  /// Reads an ISO 8601 date or date-time with the offset from UTC its text gives (`nil` for
  /// none; ``TemporalParser/instant(fromISO8601:)``), as ``seconds(fromText:)`` reads it.
  mutating func instant(fromText text: String) -> (seconds: Double, offsetSeconds: Int?)? {
    if let fast = ISODateForm.read(text) {
      return (fast.seconds, fast.form == .dateTimeUTC ? 0 : nil)
    }
    if let cached = parsed[text] { return cached }
    guard let instant = TemporalParser.instant(fromISO8601: text) else { return nil }
    parsed[text] = instant
    return instant
  }
}
