import Foundation

/// A single plotted value: quantitative, temporal or categorical, as in Swift Charts.
///
/// Swift Charts sorts every `Plottable` into one of three primitive kinds; this enum is that
/// primitive. Dates are absolute instants (`Date`), numbers are `Double` and categories are
/// strings whose order is the order of first occurrence.
public enum DataValue: Hashable, Sendable {
  /// A quantitative value.
  case number(Double)
  /// A temporal value, an absolute instant.
  case date(Date)
  /// A categorical (nominal) value.
  case category(String)

  /// The kind of value this is.
  public var valueType: ValueType {
    switch self {
    case .number: return .quantitative
    case .date: return .temporal
    case .category: return .categorical
    }
  }

  /// The value as a number: the number itself, or seconds since 1970 for a date.
  ///
  /// `nil` for a category.
  public var numericValue: Double? {
    switch self {
    case .number(let value): return value
    case .date(let date): return date.timeIntervalSince1970
    case .category: return nil
    }
  }
}

extension DataValue: Codable {
  /// Decodes a JSON number, an ISO 8601 string tagged `{"date": "…"}`, or a string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .category(text)
    } else {
      let tagged = try decoder.container(keyedBy: DateKey.self)
      let text = try tagged.decode(String.self, forKey: .date)
      guard let date = TemporalParser.date(fromISO8601: text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .date, in: tagged, debugDescription: "'\(text)' is not an ISO 8601 date")
      }
      self = .date(date)
    }
  }

  /// Encodes numbers and categories as JSON scalars and dates as `{"date": "…"}`.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .number(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .category(let text):
      var container = encoder.singleValueContainer()
      try container.encode(text)
    case .date(let date):
      var container = encoder.container(keyedBy: DateKey.self)
      try container.encode(TemporalParser.iso8601String(from: date), forKey: .date)
    }
  }

  private enum DateKey: String, CodingKey {
    case date
  }
}
