import Foundation

extension ChartSpec: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case version, title, summary, data, axes, legend, foregroundStyleScale, background
    case sonification, audit, marks
  }

  /// Decodes a chart spec object.
  ///
  /// The version is checked first, so a newer spec fails with an unsupported-version error
  /// rather than with a complaint about a field this version does not know.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decodeWholeNumber(forKey: .version)
    if version > ChartSpec.currentVersion || version < 1 {
      throw ChartSpecError(
        .unsupportedVersion(version, highestSupported: ChartSpec.currentVersion),
        path: SpecPath.root.appending("version"))
    }
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    title = try container.decodeIfPresent(String.self, forKey: .title)
    summary = try container.decodeIfPresent(String.self, forKey: .summary)
    data = try container.decodeIfPresent(DataSpec.self, forKey: .data) ?? .none
    axes = try container.decodeIfPresent(AxesSpec.self, forKey: .axes) ?? AxesSpec()
    legend = try container.decodeIfPresent(LegendSpec.self, forKey: .legend) ?? LegendSpec()
    foregroundStyleScale = try container.decodeIfPresent(
      ForegroundStyleScaleSpec.self, forKey: .foregroundStyleScale)
    background = try container.decodeIfPresent(String.self, forKey: .background)
    sonification = try container.decodeIfPresent(SonificationSpec.self, forKey: .sonification)
    audit = try container.decodeIfPresent(AuditSettingsSpec.self, forKey: .audit)
    // Counted before any mark is decoded: 400,000 marks took 15 s and 0.9 GB to decode in a
    // debug build only to be refused by ``validate()``.
    if let count = try? container.nestedUnkeyedContainer(forKey: .marks).count,
      count > InputBudget.maximumMarks
    {
      throw InputBudget.exceeded(
        "marks", count: count, limit: InputBudget.maximumMarks,
        advice: "split the chart into several", path: SpecPath.root.appending("marks"))
    }
    marks = try container.decode([ChartElementSpec].self, forKey: .marks)
  }

  /// Encodes a chart spec object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encodeIfPresent(title, forKey: .title)
    try container.encodeIfPresent(summary, forKey: .summary)
    if data != .none { try container.encode(data, forKey: .data) }
    if axes != AxesSpec() { try container.encode(axes, forKey: .axes) }
    if legend != LegendSpec() { try container.encode(legend, forKey: .legend) }
    try container.encodeIfPresent(foregroundStyleScale, forKey: .foregroundStyleScale)
    try container.encodeIfPresent(background, forKey: .background)
    try container.encodeIfPresent(sonification, forKey: .sonification)
    try container.encodeIfPresent(audit, forKey: .audit)
    try container.encode(marks, forKey: .marks)
  }

  /// Decodes a spec from JSON text.
  ///
  /// - Parameter data: UTF-8 JSON.
  /// - Returns: The spec, not yet validated.
  /// - Throws: ``ChartSpecError`` with the JSON path of the offending member (also of a member
  ///   name written twice in one object: ``JSONDuplicateKeys``), or the line and column of a
  ///   syntax error.
  public static func decode(from data: Data) throws(ChartSpecError) -> ChartSpec {
    let spec = try decodeAllowingDuplicateKeys(from: data)
    try JSONDuplicateKeys.check(data)
    return spec
  }

  private static func decodeAllowingDuplicateKeys(from data: Data) throws(ChartSpecError)
    -> ChartSpec
  {
    do {
      if let key = CodingUserInfoKey.scannedInlineRows,
        let (rows, rest) = InlineRowsScanner.extractRows(from: data)
      {
        let decoder = JSONDecoder()
        decoder.userInfo[key] = rows
        // An error is reported as the whole document gives it (its place, its line and
        // column), so the document is decoded again for it.
        if let spec = try? decoder.decode(ChartSpec.self, from: rest) { return spec }
      }
      return try JSONDecoder().decode(ChartSpec.self, from: data)
    } catch let error as ChartSpecError {
      throw error
    } catch let error as DecodingError {
      throw ChartSpecError(decoding: error, in: data)
    } catch {
      throw ChartSpecError(.malformedJSON("\(error)"))
    }
  }

  /// The spec as pretty-printed JSON with sorted keys, ending in a newline.
  ///
  /// - Throws: `EncodingError` only for a non-finite number, which JSON cannot hold.
  public func encodedJSON() throws -> Data {
    try StableJSON.data(self)
  }
}

extension ChartSpecError {
  /// Maps a Foundation decoding error to a spec error with a JSON path.
  package init(decoding error: DecodingError, in data: Data) {
    switch error {
    case .keyNotFound(let key, let context):
      self.init(
        .missingField(key.stringValue), path: SpecPath(codingPath: context.codingPath))
    case .valueNotFound(let type, let context):
      self.init(
        .typeMismatch(expected: Self.jsonTypeName(type), found: "null"),
        path: SpecPath(codingPath: context.codingPath))
    case .typeMismatch(_, let context)
    where context.codingPath.isEmpty
      && Self.syntaxError(in: data).reason != nil:
      let (line, column, reason) = Self.syntaxError(in: data)
      self.init(.malformedJSON(reason ?? "not valid JSON"), line: line, column: column)
    case .typeMismatch(let type, let context):
      let found =
        context.debugDescription.range(of: "found ").map {
          String(context.debugDescription[$0.upperBound...])
            .replacingOccurrences(of: " instead.", with: "")
        } ?? "another type"
      self.init(
        .typeMismatch(expected: Self.jsonTypeName(type), found: Self.withArticle(found)),
        path: SpecPath(codingPath: context.codingPath))
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        let (line, column, reason) = Self.syntaxError(in: data)
        self.init(
          .malformedJSON(reason ?? (line == nil ? "not valid JSON" : "not valid JSON here")),
          line: line, column: column)
      } else {
        self.init(
          .invalidValue(context.debugDescription), path: SpecPath(codingPath: context.codingPath))
      }
    @unknown default:
      self.init(.malformedJSON("\(error)"))
    }
  }

  /// "number" → "a number", "bool" → "true or false"; leaves phrases with an article alone.
  private static func withArticle(_ found: String) -> String {
    switch found {
    case "number": return "a number"
    case "bool", "boolean": return "true or false"
    case "string": return "a string"
    case "array", "object": return "an \(found)"
    case "null": return "null"
    default: return found
    }
  }

  /// The JSON name of a Swift type, for messages.
  private static func jsonTypeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Bool.Type: return "true or false"
    case is Int.Type, is Double.Type: return "a number"
    case is [Any].Type: return "an array"
    default:
      let name = "\(type)"
      if name.hasPrefix("Array") { return "an array" }
      if name.hasPrefix("Dictionary") || name.hasPrefix("KeyedDecodingContainer") {
        return "an object"
      }
      return "an object"
    }
  }

  private static let unrepresentable = " is not representable in Swift."

  /// At most 24 characters of a number, with `…` when cut.
  private static func shortened(_ number: Substring) -> String {
    number.count > 24 ? "\(number.prefix(24))…" : String(number)
  }

  /// The 1-based line and column where `JSONSerialization` stops reading, if it says, and
  /// what is wrong when it is a limit rather than a syntax error (nesting deeper than 512
  /// levels, a number beyond `Double`'s range).
  private static func syntaxError(in data: Data) -> (line: Int?, column: Int?, reason: String?) {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return (nil, nil, nil)
    } catch {
      let text = "\((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error)"
      let reason: String? =
        if text.hasPrefix("Too many nested arrays or dictionaries") {
          "arrays and objects nested more than 512 levels deep"
        } else if text.hasPrefix("Number "), text.hasSuffix(Self.unrepresentable) {
          "the number \(Self.shortened(text.dropFirst(7).dropLast(Self.unrepresentable.count))) "
            + "is too large (the largest is about 1.8e308)"
        } else {
          nil
        }
      var offset = data.count
      if let range = text.range(of: "character ") {
        let digits = text[range.upperBound...].prefix { $0.isNumber }
        offset = min(Int(digits) ?? data.count, data.count)
      }
      var line = 1
      var column = 1
      for byte in data.prefix(offset) {
        if byte == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
      }
      return (line, column, reason)
    }
  }
}
