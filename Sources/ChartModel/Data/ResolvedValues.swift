import Foundation

/// An encoding's value for every row, converted once to its measurement type.
public struct ResolvedValues: Sendable {
  /// The values, by storage.
  public enum Storage: Sendable {
    /// The same value for every row.
    case constant(DataValue)
    /// Numbers; `NaN` is missing.
    case numbers([Double])
    /// Instants as seconds since 1970; `NaN` is missing.
    case dates([Double])
    /// Categories; the empty string is missing.
    case categories([String])
  }

  /// The encoding these values came from.
  public var encoding: EncodingSpec
  /// The measurement type the values were read as.
  public var type: ValueType
  /// The values.
  public var storage: Storage
  /// The clock dated values are kept and written on (``DateClock``): `utc` unless the
  /// field's texts give offsets from UTC.
  public var clock: DateClock = .utc

  /// The value at a row, or `nil` when the cell is missing.
  ///
  /// - Complexity: O(1).
  public func value(at row: Int) -> DataValue? {
    switch storage {
    case .constant(let value): return value
    case .numbers(let values):
      let value = values[row]
      return value.isNaN ? nil : .number(value)
    case .dates(let values):
      let value = values[row]
      return value.isNaN ? nil : .date(Date(timeIntervalSince1970: value))
    case .categories(let values):
      let value = values[row]
      return value.isEmpty ? nil : .category(value)
    }
  }

  /// The value at a row as a number (seconds since 1970 for dates); `NaN` when missing or
  /// categorical.
  ///
  /// - Complexity: O(1).
  public func number(at row: Int) -> Double {
    switch storage {
    case .constant(let value): return value.numericValue ?? .nan
    case .numbers(let values), .dates(let values): return values[row]
    case .categories: return .nan
    }
  }

  /// Whether the values are the same for every row.
  public var isConstant: Bool {
    if case .constant = storage { return true }
    return false
  }
}

extension DataTable {
  /// Reads an encoding's values from this table, converting each cell to the encoding's type.
  ///
  /// The type is the encoding's declared `type`; otherwise temporal when a calendar unit is
  /// given, quantitative for a number column, temporal for a column of ISO 8601 dates, and
  /// categorical for anything else. In a temporal field, whole numbers from 1 to 9999 are
  /// calendar years; other numbers are milliseconds since 1970 (Vega-Lite's convention).
  /// Temporal values must lie in ``SupportedDates`` (years −9999 to 9999).
  ///
  /// - Parameters:
  ///   - encoding: The encoding to read.
  ///   - path: The encoding's place in the spec, for messages.
  /// - Returns: The converted values.
  /// - Throws: ``ChartSpecError`` for an unknown field (at `path.field`), a cell that is not
  ///   of the declared type, or a date outside ``SupportedDates`` (at its CSV line or inline
  ///   row).
  /// - Complexity: O(*n*) in the number of rows.
  public func resolve(_ encoding: EncodingSpec, at path: SpecPath) throws(ChartSpecError)
    -> ResolvedValues
  {
    guard let field = encoding.field else {
      let value = encoding.value ?? .category("")
      return ResolvedValues(encoding: encoding, type: value.valueType, storage: .constant(value))
    }
    guard let index = fields.firstIndex(of: field) else {
      let known =
        fields.isEmpty ? "the chart has no data" : "fields: " + fields.joined(separator: ", ")
      throw ChartSpecError(
        .invalidValue("unknown field '\(field)'; \(known)"), path: path.appending("field"))
    }
    let column = columns[index]
    let type = encoding.type ?? inferredType(ofColumn: index, unit: encoding.unit)
    switch (type, column) {
    case (.quantitative, .numbers(let values)):
      return ResolvedValues(encoding: encoding, type: type, storage: .numbers(values))
    case (.quantitative, .strings), (.quantitative, .dates):
      var numbers = [Double](repeating: .nan, count: rowCount)
      for row in 0..<rowCount {
        let text = column.text(at: row)
        guard !text.isEmpty else { continue }
        guard let number = CellNumber.value(SpaceTrimming.trimmed(text)) else {
          throw badCell(row: row, field: field, text: text, expected: "a number")
        }
        numbers[row] = number
      }
      return ResolvedValues(encoding: encoding, type: type, storage: .numbers(numbers))
    case (.temporal, .dates(let seconds, _)):
      try checkSupported(seconds, field: field, column: column)
      return ResolvedValues(encoding: encoding, type: type, storage: .dates(seconds))
    case (.temporal, .numbers(let values)):
      if let row = TemporalColumn.fractionalYearRow(in: values) {
        throw badCell(
          row: row, field: field, text: column.text(at: row),
          expected: "a whole year: the other numbers are years (read as milliseconds since 1970, "
            + "every value would fall in the first 10 seconds of 1970); write dates as text")
      }
      let seconds = TemporalColumn.seconds(fromNumbers: values)
      try checkSupported(seconds, field: field, column: column)
      return ResolvedValues(encoding: encoding, type: type, storage: .dates(seconds))
    case (.temporal, .strings(let values)):
      var parser = TemporalColumn()
      var instants = [(seconds: Double, offsetSeconds: Int?)](
        repeating: (.nan, nil), count: values.count)
      for (row, text) in values.enumerated() where !text.isEmpty {
        guard let instant = parser.instant(fromText: text) else {
          throw badCell(row: row, field: field, text: text, expected: "an ISO 8601 date")
        }
        instants[row] = instant
      }
      try checkSupported(instants.map(\.seconds), field: field, column: column)
      // Offsets from UTC ("-05:00"): kept on the data's own clock (`DateClock`).
      let (clock, seconds) = DateClock.clock(of: instants)
      return ResolvedValues(
        encoding: encoding, type: type, storage: .dates(seconds), clock: clock)
    case (.categorical, .dates(let seconds, _)):
      // Dates read as categories (an ordinal axis over a date field, a heatmap row per month)
      // are named by their unit, or by the alignment of the whole column: "2001", "March
      // 2003", never an ISO timestamp.
      return ResolvedValues(
        encoding: encoding, type: type,
        storage: .categories(Self.dateNames(seconds, unit: encoding.unit)))
    case (.categorical, .strings(let values)):
      // Text that is all ISO 8601 dates ("2001-01-01T00:00:00Z" on an ordinal colour), or
      // date-times with an offset from UTC ("2024-03-10T01:00:00-05:00", named on their
      // clock, `DateClock`), is named the same way.
      if let instants = textCategoricalInstants(column: index) {
        let (clock, seconds) = DateClock.clock(of: instants)
        let names = Self.dateNames(seconds, unit: encoding.unit, clock: clock)
        return ResolvedValues(encoding: encoding, type: type, storage: .categories(names))
      }
      return ResolvedValues(encoding: encoding, type: type, storage: .categories(values))
    case (.categorical, .numbers):
      let texts = (0..<rowCount).map { column.text(at: $0) }
      return ResolvedValues(encoding: encoding, type: type, storage: .categories(texts))
    }
  }

  /// Dates named as categories: by `unit`, else by the alignment of them all
  /// (`CalendarUnitInference.alignment(ofSeconds:)`), on their clock; missing dates (`NaN`)
  /// as empty text.
  private static func dateNames(_ seconds: [Double], unit: CalendarUnit?, clock: DateClock = .utc)
    -> [String]
  {
    let written = unit ?? CalendarUnitInference.alignment(ofSeconds: seconds) ?? .second
    return seconds.map { value in
      value.isNaN
        ? ""
        : DateWriting.text(of: Date(timeIntervalSince1970: value), unit: written, clock: clock)
    }
  }

  /// The type of a field without a declared one: temporal with a calendar unit, else by the
  /// column (a text column by ``TextColumnDates/looksTemporal(_:)``, decided once per table).
  private func inferredType(ofColumn index: Int, unit: CalendarUnit?) -> ValueType {
    if unit != nil { return .temporal }
    switch columns[index] {
    case .numbers: return .quantitative
    case .dates: return .temporal
    case .strings:
      return textLooksTemporal(column: index) ? .temporal : .categorical
    }
  }

  /// Throws for the first instant outside ``SupportedDates`` (missing cells are `NaN` and
  /// pass).
  private func checkSupported(_ seconds: [Double], field: String, column: Column)
    throws(ChartSpecError)
  {
    guard
      let row = seconds.firstIndex(where: { !$0.isNaN && !SupportedDates.contains(seconds: $0) })
    else { return }
    throw badCell(
      row: row, field: field, text: column.text(at: row), expected: SupportedDates.description)
  }

  private func badCell(row: Int, field: String, text: String, expected: String) -> ChartSpecError {
    let place = location(ofRow: row, field: field)
    let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
    return ChartSpecError(
      .invalidValue("field '\(field)': '\(shown)' is not \(expected)"), path: place.path,
      file: place.file, line: place.line)
  }
}
