/// Where a chart's data rows come from (JSON key `data`).
public enum DataSpec: Hashable, Sendable {
  /// No data: every mark uses constants.
  case none
  /// Rows given inline, `{"values": [{"year": 1880, "name": "Mary"}, …]}`; `null` is missing.
  /// Stored by column (``InlineRows``); ``values(_:)`` makes one from row dictionaries.
  case values(InlineRows)
  /// A CSV file with a header row, `{"csv": "data/sales.csv"}`; the path is relative to the
  /// spec file (or to the working directory for a spec read from standard input).
  case csv(String)
}

extension DataSpec {
  /// Rows given inline, as row dictionaries (a `nil` value is a `null` member).
  ///
  /// - Complexity: O(*r* *k*) for *r* rows of *k* fields (``InlineRows/init(_:)``).
  public static func values(_ rows: [[String: DataValue?]]) -> DataSpec {
    .values(InlineRows(rows))
  }
}

extension DataSpec: Codable {
  private enum CodingKeys: String, CodingKey {
    case values, csv
  }

  /// Decodes `{"values": […]}` or `{"csv": "…"}`.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: ["values", "csv"])
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if container.contains(.csv) && container.contains(.values) {
      throw DecodingError.dataCorruptedError(
        forKey: .csv, in: container, debugDescription: "give either 'values' or 'csv', not both")
    }
    if let path = try container.decodeIfPresent(String.self, forKey: .csv) {
      self = .csv(path)
    } else if let rows = Self.scannedRows(for: decoder), container.contains(.values) {
      self = .values(rows)
    } else if let rows = try container.decodeIfPresent(InlineRows.self, forKey: .values) {
      self = .values(rows)
    } else {
      throw DecodingError.keyNotFound(
        CodingKeys.values,
        DecodingError.Context(
          codingPath: container.codingPath, debugDescription: "data needs 'values' or 'csv'"))
    }
  }

  /// The rows ``InlineRowsScanner`` already read from `$.data.values`, when this is that member.
  private static func scannedRows(for decoder: any Decoder) -> InlineRows? {
    guard let key = CodingUserInfoKey.scannedInlineRows,
      decoder.codingPath.count == 1, decoder.codingPath[0].stringValue == "data"
    else { return nil }
    return decoder.userInfo[key] as? InlineRows
  }

  /// Encodes `{"values": […]}` or `{"csv": "…"}`; nothing for `.none`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .none: break
    case .values(let rows): try container.encode(rows, forKey: .values)
    case .csv(let path): try container.encode(path, forKey: .csv)
    }
  }
}

extension CodingUserInfoKey {
  /// Where ``ChartSpec/decode(from:)`` hands ``DataSpec`` the rows ``InlineRowsScanner`` read.
  static let scannedInlineRows = CodingUserInfoKey(rawValue: "ChartModel.scannedInlineRows")
}
