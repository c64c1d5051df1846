import ChartModel
import Foundation

/// A Vega-Lite filter predicate: a field predicate, an expression, or `and`/`or`/`not` of them.
///
/// Field predicates: `equal`, `lt`, `lte`, `gt`, `gte`, `range` (inclusive) and `oneOf`, and
/// `valid`. Numbers compare as numbers, texts as texts, and a date field compares with a date
/// text, a year or a `DateTime` object (``VegaDateTime``). Under a periodic `timeUnit` (`month`,
/// `day`, …) a `DateTime` operand is put through the same unit and compared in calendar order,
/// so `{"timeUnit": "month", "field": "date", "lte": {"month": "jun"}}` keeps January to June.
indirect enum VegaPredicate {
  case expression(VegaExpression)
  /// A field test. A `DateTime` object in `operand` is kept read, as
  /// `{"epochMilliseconds": n}` (``dateTimeKey``), so rows compare without re-reading it.
  case field(String, timeUnit: VegaTimeUnit?, test: String, operand: JSONValue)
  case and([VegaPredicate])
  case or([VegaPredicate])
  case not(VegaPredicate)

  /// Reads a predicate.
  ///
  /// - Throws: ``VegaUnsupported`` for a parameter (selection) predicate, an object operand
  ///   that is not a valid `DateTime`, or an unsupported expression.
  init(_ json: JSONValue, at path: SpecPath) throws(VegaUnsupported) {
    if let text = json.string {
      do {
        self = .expression(try VegaExpression.parse(text))
      } catch {
        throw VegaUnsupported(
          message:
            "filter expression '\(VegaExpression.excerpt(text))' is not supported: \(error.message)",
          path: path)
      }
      return
    }
    for (key, combine) in [("and", 0), ("or", 1)] {
      if let parts = json[key]?.array {
        var predicates: [VegaPredicate] = []
        for (index, part) in parts.enumerated() {
          predicates.append(
            try VegaPredicate(part, at: path.appending(key).appending(index: index)))
        }
        self = combine == 0 ? .and(predicates) : .or(predicates)
        return
      }
    }
    if let inner = json["not"] {
      self = .not(try VegaPredicate(inner, at: path.appending("not")))
      return
    }
    guard let field = json["field"]?.string else {
      let key = json.object?.keys.sorted().first ?? json.typeName
      throw VegaUnsupported(message: "filter '\(key)' is not supported", path: path)
    }
    let unit = json["timeUnit"].flatMap(VegaTimeUnit.init)
    for test in ["equal", "lt", "lte", "gt", "gte", "range", "oneOf", "valid"] {
      guard let operand = json[test] else { continue }
      func read(_ part: JSONValue, at place: SpecPath) throws(VegaUnsupported) -> JSONValue {
        guard part.object != nil else { return part }
        guard VegaDateTime.isDateTime(part) else {
          throw VegaUnsupported(
            message: "filter operand for '\(test)' is not supported (only values and DateTime "
              + "objects are; parameters are not)", path: place)
        }
        let date = try VegaDateTime(part, at: place).date
        return .object([Self.dateTimeKey: .number(date.timeIntervalSince1970 * 1_000)])
      }
      var stored = operand
      if let parts = operand.array {
        var readParts: [JSONValue] = []
        for (index, part) in parts.enumerated() {
          readParts.append(try read(part, at: path.appending(test).appending(index: index)))
        }
        stored = .array(readParts)
      } else {
        stored = try read(operand, at: path.appending(test))
      }
      self = .field(field, timeUnit: unit, test: test, operand: stored)
      return
    }
    throw VegaUnsupported(message: "filter predicate on '\(field)' is not supported", path: path)
  }

  /// Whether a row passes.
  func matches(_ row: VegaRow) -> Bool {
    switch self {
    case .expression(let expression): return VegaExpression.truthy(expression.evaluate(row))
    case .and(let parts): return parts.allSatisfy { $0.matches(row) }
    case .or(let parts): return parts.contains { $0.matches(row) }
    case .not(let inner): return !inner.matches(row)
    case .field(let field, let unit, let test, let operand):
      var value = row[field]
      if let unit, let current = value {
        value = VegaValues.date(current).map(unit.apply)
      }
      if test == "valid" {
        let isValid: Bool
        if case .number(let number)? = value {
          isValid = !number.isNaN
        } else {
          isValid = value != nil
        }
        return isValid == (operand.bool ?? true)
      }
      guard let value else { return false }
      switch test {
      case "oneOf":
        return (operand.array ?? []).contains { Self.compare(value, $0, unit: unit) == 0 }
      case "range":
        let bounds = operand.array ?? []
        guard bounds.count == 2 else { return false }
        let aboveLow =
          bounds[0].isNull || (Self.compare(value, bounds[0], unit: unit).map { $0 >= 0 } ?? false)
        let belowHigh =
          bounds[1].isNull || (Self.compare(value, bounds[1], unit: unit).map { $0 <= 0 } ?? false)
        return aboveLow && belowHigh
      default:
        guard let order = Self.compare(value, operand, unit: unit) else { return false }
        switch test {
        case "equal": return order == 0
        case "lt": return order < 0
        case "lte": return order <= 0
        case "gt": return order > 0
        default: return order >= 0
        }
      }
    }
  }

  /// The key of a `DateTime` operand once read: its milliseconds since 1970 (UTC).
  static let dateTimeKey = "epochMilliseconds"

  /// The order of a row value (already put through `unit`) against an operand: −1, 0, 1, or
  /// `nil` when incomparable.
  private static func compare(_ value: DataValue, _ operand: JSONValue, unit: VegaTimeUnit?)
    -> Int?
  {
    func sign(_ a: Double, _ b: Double) -> Int { a < b ? -1 : (a > b ? 1 : 0) }
    if let milliseconds = operand[dateTimeKey]?.number {
      // A DateTime, read with the predicate: a date, put through the same unit.
      let date = Date(timeIntervalSince1970: milliseconds / 1_000)
      let other = unit.map { $0.apply(to: date) } ?? .date(date)
      switch (value, other) {
      case (.category(let a), .category(let b)):
        guard let unit, let rankA = unit.rank(of: a), let rankB = unit.rank(of: b) else {
          return a == b ? 0 : nil
        }
        return rankA < rankB ? -1 : (rankA > rankB ? 1 : 0)
      case (_, .date(let b)):
        guard let a = VegaValues.date(value) else { return nil }
        return sign(a.timeIntervalSince1970, b.timeIntervalSince1970)
      default: return nil
      }
    }
    switch (value, operand) {
    case (.number(let a), .number(let b)): return sign(a, b)
    case (.category(let a), .string(let b)): return a < b ? -1 : (a > b ? 1 : 0)
    case (.category(let a), .number(let b)):
      if let number = CellNumber.value(a) { return sign(number, b) }
      guard let date = VegaDateParser.date(from: a), let other = VegaValues.date(.number(b))
      else { return nil }
      return sign(date.timeIntervalSince1970, other.timeIntervalSince1970)
    case (.date(let a), _):
      let other: Date? =
        operand.string.flatMap(VegaDateParser.date)
        ?? operand.number.flatMap {
          VegaValues.date(.number($0))
        }
      return other.map { sign(a.timeIntervalSince1970, $0.timeIntervalSince1970) }
    case (.number(let a), .string(let b)):
      return CellNumber.value(b).map { sign(a, $0) }
    default: return nil
    }
  }
}
