import Foundation

/// Converts cells of a temporal field to seconds since 1970, caching repeated work.
struct TemporalColumn {
  private var parsed: [String: Double] = [:]

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

  /// Reads an ISO 8601 date or date-time; the fixed forms of ``ISODateForm`` take a fast
  /// path that makes no `Date` and asks no calendar.
  mutating func seconds(fromText text: String) -> Double? {
    if let fast = ISODateForm.read(text) { return fast.seconds }
    if let cached = parsed[text] { return cached }
    guard let date = TemporalParser.date(fromISO8601: text) else { return nil }
    parsed[text] = date.timeIntervalSince1970
    return date.timeIntervalSince1970
  }
}
