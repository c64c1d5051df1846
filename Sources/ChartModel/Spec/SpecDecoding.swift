/// A coding key made from any string, used to read and check an object's members.
package struct AnyCodingKey: CodingKey, Hashable {
  package var stringValue: String
  package var intValue: Int?

  package init(_ string: String) {
    stringValue = string
    intValue = nil
  }

  package init?(stringValue: String) {
    self.init(stringValue)
  }

  package init?(intValue: Int) {
    stringValue = "\(intValue)"
    self.intValue = intValue
  }
}

extension Decoder {
  /// Throws when the JSON object being decoded has a member not in `allowed`.
  ///
  /// Catching misspelt fields ("foregroundStlye") early saves an author from a chart that
  /// silently lacks what they asked for.
  func rejectUnknownKeys(allowed: Set<String>) throws {
    let container = try container(keyedBy: AnyCodingKey.self)
    for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
    where !allowed.contains(key.stringValue) {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath + [key],
          debugDescription:
            "unknown field '\(key.stringValue)'; expected one of: "
            + allowed.sorted().joined(separator: ", ")))
    }
  }
}

extension KeyedDecodingContainer {
  /// Decodes a closed vocabulary (a `String` raw-value enum), naming the accepted values when
  /// the text is not one of them.
  func decodeVocabulary<Value: RawRepresentable & CaseIterable>(
    _ type: Value.Type, forKey key: Key
  ) throws -> Value? where Value.RawValue == String {
    guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
    guard let value = Value(rawValue: text) else {
      let accepted = Value.allCases.map(\.rawValue).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription: "unknown value '\(text)'; expected one of: \(accepted)")
    }
    return value
  }
}

extension KeyedDecodingContainer {
  /// Decodes a whole number written as any JSON number (`2`, `2.0`, `2e0`), so that one that
  /// is not whole or does not fit an `Int` (`1.5`, `1e308`) is an error at its own key, rather
  /// than Foundation's "not valid JSON" for the whole document, with no place.
  ///
  /// - Returns: The number, or `nil` when the member is absent or null.
  /// - Throws: `DecodingError.dataCorrupted` at the key, "expected a whole number, found 1.5";
  ///   `DecodingError.typeMismatch` for a value that is not a number.
  package func decodeWholeNumberIfPresent(forKey key: Key) throws -> Int? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    return try decodeWholeNumber(forKey: key)
  }

  /// Decodes a whole number written as any JSON number, as
  /// ``decodeWholeNumberIfPresent(forKey:)`` does, for a required member.
  ///
  /// - Throws: `DecodingError.keyNotFound` or `.valueNotFound` when it is absent or null, and
  ///   as ``decodeWholeNumberIfPresent(forKey:)``.
  package func decodeWholeNumber(forKey key: Key) throws -> Int {
    let number = try decode(Double.self, forKey: key)
    guard number.rounded() == number, abs(number) < 0x1p53, let whole = Int(exactly: number)
    else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "expected a whole number, found \(number)")
    }
    return whole
  }
}
