import Foundation

/// Converts cells of a temporal field to seconds since 1970, caching repeated work.
struct TemporalColumn {
  private var months: [Int: (start: Double, days: Int)] = [:]
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

  /// Reads an ISO 8601 date or date-time; `yyyy-mm-dd` takes a fast path.
  mutating func seconds(fromText text: String) -> Double? {
    if let fast = plainDate(text) { return fast }
    if let cached = parsed[text] { return cached }
    guard let date = TemporalParser.date(fromISO8601: text) else { return nil }
    parsed[text] = date.timeIntervalSince1970
    return date.timeIntervalSince1970
  }

  private mutating func plainDate(_ text: String) -> Double? {
    let utf8 = Array(text.utf8)
    guard utf8.count == 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-") else {
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
    let key = year * 100 + monthNumber
    let month: (start: Double, days: Int)
    if let cached = months[key] {
      month = cached
    } else {
      guard
        let date = TemporalParser.calendar.date(
          from: DateComponents(year: year, month: monthNumber, day: 1)),
        let days = TemporalParser.calendar.range(of: .day, in: .month, for: date)?.count
      else { return nil }
      months[key] = (date.timeIntervalSince1970, days)
      month = (date.timeIntervalSince1970, days)
    }
    guard day <= month.days else { return nil }
    return month.start + Double(day - 1) * 86_400
  }
}
