/// One of the four fixed ISO 8601 forms read and written without `Calendar` or `Date`:
/// `yyyy-mm-dd`, `yyyy-mm-ddThh:mm:ss`, `yyyy-mm-ddThh:mm:ssZ` and RFC 3339's
/// `yyyy-mm-dd hh:mm:ss` (what pandas' `to_csv` writes for a date-time column), all in UTC.
///
/// Years 0000–9999 of the proleptic Gregorian calendar (``GregorianDays``), real days and
/// times up to 23:59:59 are read; anything else is left to ``TemporalParser/date(fromISO8601:)``, which agrees with
/// this reader wherever it gives a value. Text read in a form and written back in that form
/// is the same text, so a column can keep seconds instead of strings.
public enum ISODateForm: Hashable, Sendable {
  /// `2024-03-01`.
  case date
  /// `2024-03-01T12:30:00`, read as UTC.
  case dateTime
  /// `2024-03-01T12:30:00Z`.
  case dateTimeUTC
  /// `2024-03-01 12:30:00`, read as UTC: RFC 3339 (§5.6) allows a space for the `T`.
  case dateTimeSpaced

  /// Reads text in one of the forms.
  ///
  /// - Parameter bytes: The UTF-8 text, without surrounding spaces.
  /// - Returns: Seconds since 1970 and the form, or `nil` for any other text, an invalid day
  ///   or time.
  /// - Complexity: O(1).
  package static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    seconds: Double, form: ISODateForm
  )? {
    let form: ISODateForm
    switch bytes.count {
    case 10: form = .date
    case 19 where bytes[10] == UInt8(ascii: " "): form = .dateTimeSpaced
    case 19: form = .dateTime
    case 20: form = .dateTimeUTC
    default: return nil
    }
    guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
    func number(_ range: Range<Int>) -> Int? { ASCIIDigits.number(bytes, range) }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      (1...12).contains(month), day >= 1,
      day <= GregorianDays.dayCount(month: month, year: year)
    else { return nil }
    var seconds = GregorianDays.days(year: year, month: month, day: day) * 86_400
    if form != .date {
      let separator = form == .dateTimeSpaced ? UInt8(ascii: " ") : UInt8(ascii: "T")
      guard bytes[10] == separator, bytes[13] == UInt8(ascii: ":"),
        bytes[16] == UInt8(ascii: ":"), form != .dateTimeUTC || bytes[19] == UInt8(ascii: "Z"),
        let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
        hour < 24, minute < 60, second < 60
      else { return nil }
      seconds += hour * 3_600 + minute * 60 + second
    }
    return (Double(seconds), form)
  }

  /// Reads text in one of the forms.
  ///
  /// - Parameter text: The text, without surrounding spaces.
  /// - Returns: As ``read(_:)-(UnsafeBufferPointer<UInt8>)``.
  package static func read(_ text: String) -> (seconds: Double, form: ISODateForm)? {
    // The UTF-8 bytes in place (a short string's are copied to the stack, not the heap).
    if let result = text.utf8.withContiguousStorageIfAvailable({ read($0) }) {
      return result
    }
    return Array(text.utf8).withUnsafeBufferPointer { read($0) }
  }

  /// Writes an instant in this form: the text it was read from.
  ///
  /// - Parameter seconds: Seconds since 1970, a whole number in the years 0000–9999 as
  ///   ``read(_:)-(UnsafeBufferPointer<UInt8>)`` gives.
  /// - Returns: The text, such as `2024-03-01T12:30:00Z`.
  package func text(ofSeconds seconds: Double) -> String {
    let whole = Int(seconds)
    let day = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
    let time = whole - day * 86_400
    let date = GregorianDays.date(ofDay: day)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(20)
    func append(_ value: Int, digits: Int) {
      var divisor = 1
      for _ in 1..<digits { divisor *= 10 }
      while divisor > 0 {
        bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
        divisor /= 10
      }
    }
    append(date.year, digits: 4)
    bytes.append(UInt8(ascii: "-"))
    append(date.month, digits: 2)
    bytes.append(UInt8(ascii: "-"))
    append(date.day, digits: 2)
    if self != .date {
      bytes.append(UInt8(ascii: self == .dateTimeSpaced ? " " : "T"))
      append(time / 3_600, digits: 2)
      bytes.append(UInt8(ascii: ":"))
      append(time / 60 % 60, digits: 2)
      bytes.append(UInt8(ascii: ":"))
      append(time % 60, digits: 2)
      if self == .dateTimeUTC { bytes.append(UInt8(ascii: "Z")) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
