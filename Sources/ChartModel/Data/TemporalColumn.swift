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
    var cache: [Int: Double] = [:]
    return values.map { value in
      guard !value.isNaN else { return .nan }
      let year = Int(value)
      if let seconds = cache[year] { return seconds }
      let seconds = TemporalParser.date(year: year)?.timeIntervalSince1970 ?? .nan
      cache[year] = seconds
      return seconds
    }
  }

  /// Reads an ISO 8601 date or date-time; `yyyy-mm-dd` and `yyyy-mm-ddThh:mm:ss[Z]` take a
  /// fast path that makes no `Date` and asks no calendar from 1583 on.
  mutating func seconds(fromText text: String) -> Double? {
    if let fast = plainDate(text) { return fast }
    if let cached = parsed[text] { return cached }
    guard let date = TemporalParser.date(fromISO8601: text) else { return nil }
    parsed[text] = date.timeIntervalSince1970
    return date.timeIntervalSince1970
  }

  private func plainDate(_ text: String) -> Double? {
    // The UTF-8 bytes in place (a short string's are copied to the stack, not the heap).
    if let result = text.utf8.withContiguousStorageIfAvailable({ plainDate(bytes: $0) }) {
      return result
    }
    return Array(text.utf8).withUnsafeBufferPointer { plainDate(bytes: $0) }
  }

  /// `yyyy-mm-dd`, or `yyyy-mm-ddThh:mm:ss` with an optional `Z`, as seconds since 1970, or
  /// `nil` for any other form, an invalid day or time, or a year before 1583.
  ///
  /// `nil` is not a verdict: the caller then asks the full ISO 8601 parser, which this fast
  /// path agrees with wherever it gives a value.
  private func plainDate(bytes utf8: UnsafeBufferPointer<UInt8>) -> Double? {
    guard utf8.count == 10 || utf8.count == 19 || utf8.count == 20,
      utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-")
    else {
      return nil
    }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let digit = Int(utf8[index]) - Int(UInt8(ascii: "0"))
        guard (0...9).contains(digit) else { return nil }
        value = value * 10 + digit
      }
      return value
    }
    guard let year = number(0..<4), let monthNumber = number(5..<7), let day = number(8..<10),
      (1...12).contains(monthNumber), day >= 1
    else { return nil }
    guard utf8.count > 10 else { return dayStart(year: year, month: monthNumber, day: day) }
    guard GregorianDays.isExact(year: year),
      day <= GregorianDays.dayCount(month: monthNumber, year: year),
      utf8[10] == UInt8(ascii: "T"), utf8[13] == UInt8(ascii: ":"), utf8[16] == UInt8(ascii: ":"),
      utf8.count == 19 || utf8[19] == UInt8(ascii: "Z"),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      hour < 24, minute < 60, second < 60
    else { return nil }
    let days = GregorianDays.days(year: year, month: monthNumber, day: day)
    return Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
  }

  /// The start of a day in UTC, or `nil` when the month has no such day or the year is
  /// before 1583 (then the full parser reads it, since the calendar is partly Julian).
  private func dayStart(year: Int, month: Int, day: Int) -> Double? {
    guard GregorianDays.isExact(year: year), day <= GregorianDays.dayCount(month: month, year: year)
    else { return nil }
    return Double(GregorianDays.days(year: year, month: month, day: day) * 86_400)
  }
}
