import ChartModel
import Foundation

/// A JSON value as written, for reading formats whose shape varies by member (Vega-Lite).
enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses JSON text.
  ///
  /// - Throws: ``ChartSpecError`` with the line and column of a syntax error, or at the path
  ///   of a member name written twice in one object (``JSONDuplicateKeys``).
  static func parse(_ data: Data) throws(ChartSpecError) -> JSONValue {
    let value: JSONValue
    do {
      value = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch let error as DecodingError {
      throw ChartSpecError(decoding: error, in: data)
    } catch {
      throw ChartSpecError(.malformedJSON("\(error)"))
    }
    try JSONDuplicateKeys.check(data)
    return value
  }

  subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  var array: [JSONValue]? {
    if case .array(let values) = self { return values }
    return nil
  }

  var object: [String: JSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }

  var isNull: Bool { self == .null }

  /// The JSON type's name, for messages ("a string", "an object").
  var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "true or false"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The value as a data cell: numbers, strings, and `true`/`false` as text; `nil` otherwise.
  var cell: DataValue? {
    switch self {
    case .number(let value): return value.isFinite ? .number(value) : nil
    case .string(let text): return .category(text)
    case .bool(let value): return .category(value ? "true" : "false")
    case .null, .array, .object: return nil
    }
  }
}

extension JSONValue: Decodable {
  init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var values: [JSONValue] = []
      while !array.isAtEnd { values.append(try array.decode(JSONValue.self)) }
      self = .array(values)
      return
    }
    if let object = try? decoder.container(keyedBy: AnyCodingKey.self) {
      var members: [String: JSONValue] = [:]
      for key in object.allKeys {
        members[key.stringValue] = try object.decode(Self.self, forKey: key)
      }
      self = .object(members)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let value = try? single.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? single.decode(Double.self) {
      self = .number(value)
    } else {
      self = .string(try single.decode(String.self))
    }
  }
}
