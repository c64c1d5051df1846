import ChartModel
import Foundation

/// Reads RFC 4180 CSV text with a header row into a ``DataTable``.
///
/// Quoted cells may hold commas, doubled quotes and line breaks; line ends may be LF or CRLF;
/// a UTF-8 byte order mark is skipped; blank lines are ignored. A column whose non-empty cells
/// all read as numbers (including scientific notation such as `4.45e-06`) is stored as numbers;
/// one whose non-empty cells are all dates in one ``ISODateForm`` is stored as dates.
public enum CSVReader {
  /// Parses delimited bytes in any spreadsheet dialect (docs/csv.md).
  ///
  /// The delimiter is sniffed (``CSVDialectSniffer``) unless given, after a byte order mark
  /// and an Excel `sep=` line; text that is not UTF-8 is read as Windows-1252
  /// (``Windows1252``); each number column's decimal mark is decided on all its cells
  /// (``NumberColumnReading``), and numbers written with a unit (`12%`, `$1,234.50`) are read
  /// with it, kept in ``DataTable/valueFormats``.
  ///
  /// - Parameters:
  ///   - data: CSV text with a header row.
  ///   - file: The file's name as the user gave it, used in messages.
  ///   - dialect: The delimiter, decimal mark and date format to read with instead of
  ///     sniffing them.
  /// - Returns: The table, with each row's starting line recorded.
  /// - Throws: ``ChartSpecError`` naming the file and line of an empty file, a duplicate or
  ///   empty header, a row with the wrong number of fields, or an unterminated quote; naming
  ///   the file of a picture, PDF, workbook or archive (``NotAChartFile``) and of UTF-16 text
  ///   (``rejectUTF16(_:file:)``), the line of a byte that is neither UTF-8 nor Windows-1252
  ///   (``rejectInvalidUTF8(_:file:)``), the line and column of a NUL byte
  ///   (``rejectNUL(_:file:)``), the line and field of a number whose decimal mark nothing
  ///   decides (`1,234`), and of a cell or row over ``InputBudget``.
  /// - Complexity: O(*n*) in the size of the text; a column that turns out to be text after
  ///   cells written as numbers (`12%` then `n.a.`) is read again, once.
  public static func read(
    _ data: Data, file: String, dialect: CSVDialectOptions = CSVDialectOptions()
  ) throws(ChartSpecError) -> DataTable {
    try NotAChartFile.refuse(data, file: file)
    try rejectUTF16(data, file: file)
    let data = try CSVTextDecoding.utf8(data, file: file)
    try rejectNUL(data, file: file)
    var textColumns = Set<Int>()
    while true {
      var parser = try parse(data, file: file, dialect: dialect, textColumns: textColumns)
      let lost = parser.columnsWithLostText
      if lost.isEmpty || lost.isSubset(of: textColumns) { return try parser.table() }
      textColumns.formUnion(lost)
    }
  }

  /// One pass over the bytes, in place: a copy of a ten-million-row file held 0.2 GB.
  private static func parse(
    _ data: Data, file: String, dialect: CSVDialectOptions, textColumns: Set<Int>
  ) throws(ChartSpecError) -> Parser {
    var failure: ChartSpecError?
    let parser = data.withUnsafeBytes { raw -> Parser? in
      let buffer = raw.assumingMemoryBound(to: UInt8.self)
      let sniffed = CSVDialectSniffer.sniff(buffer, given: dialect.delimiter)
      var parser = Parser(
        file: file, dialect: dialect, delimiter: sniffed.delimiter, textColumns: textColumns)
      do throws(ChartSpecError) {
        try parser.parse(buffer, from: sniffed.start)
        return parser
      } catch {
        failure = error
        return nil
      }
    }
    guard let parser else {
      throw failure ?? ChartSpecError(.invalidValue("the file could not be read"), file: file)
    }
    return parser
  }

  /// Refuses UTF-16 text, which would otherwise read as one field per line with NUL bytes
  /// between the characters: a file starting with the UTF-16 byte-order mark (FF FE little
  /// endian, FE FF big endian; Unicode 15 §23.8), as spreadsheet programs save "Unicode text".
  ///
  /// - Throws: ``ChartSpecError`` `.invalidValue` naming the file and the encoding.
  /// - Complexity: O(1).
  package static func rejectUTF16(_ data: Data, file: String) throws(ChartSpecError) {
    guard data.count >= 2 else { return }
    let first = data[data.startIndex]
    let second = data[data.startIndex + 1]
    let order: String? =
      switch (first, second) {
      case (0xFF, 0xFE): "little-endian"
      case (0xFE, 0xFF): "big-endian"
      default: nil
      }
    guard let order else { return }
    throw ChartSpecError(
      .invalidValue("the file is UTF-16 (\(order)); save it as UTF-8"), file: file)
  }

  /// Refuses bytes that are not UTF-8, which would otherwise be read with U+FFFD in their
  /// place (a cell "1", "��", "3" read as a category), as a JSON spec and an SVG file with
  /// such bytes are refused.
  ///
  /// - Throws: ``ChartSpecError`` `.invalidValue` naming the file, the line and the byte.
  /// - Complexity: O(*n*).
  static func rejectInvalidUTF8(_ data: Data, file: String) throws(ChartSpecError) {
    // The bytes are read in place: stepping `Data`'s iterator costs an exclusivity check per
    // byte (0.8 s of a 298 MB file's 8 s).
    let invalid = data.withUnsafeBytes { raw -> (byte: UInt8, line: Int)? in
      guard raw.contains(where: { $0 >= 0x80 }) else { return nil }
      var parser = Unicode.UTF8.ForwardParser()
      var iterator = raw.makeIterator()
      var line = 1
      var offset = 0
      while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded):
          if encoded.count == 1, encoded.first == UInt8(ascii: "\n") { line += 1 }
          offset += encoded.count
        case .emptyInput: return nil
        case .error: return (raw[offset], line)
        }
      }
    }
    guard let invalid else { return }
    throw ChartSpecError(
      .invalidValue(
        "byte 0x\(String(invalid.byte, radix: 16, uppercase: true)) is not UTF-8; save the file "
          + "as UTF-8"), file: file, line: invalid.line)
  }

  /// Refuses a NUL byte (0x00), which no text holds: a cell "5\0" would otherwise read as
  /// something other than what the file shows, and a damaged or binary file as a chart.
  ///
  /// - Throws: ``ChartSpecError`` `.invalidValue` naming the file, the line and the column
  ///   (1-based, in characters) of the first NUL byte.
  /// - Complexity: O(*n*).
  package static func rejectNUL(_ data: Data, file: String) throws(ChartSpecError) {
    // memchr over the bytes in place: `Data.firstIndex(of:)` steps an iterator with an
    // exclusivity check per byte (2.2 of 13 s on a 298 MB file).
    let offset = data.withUnsafeBytes { raw -> Int? in
      guard let base = raw.baseAddress, let found = memchr(base, 0, raw.count) else { return nil }
      return UnsafeRawPointer(found) - base
    }
    guard let offset else { return }
    let nul = data.startIndex + offset
    let before = data[data.startIndex..<nul]
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? data.startIndex
    let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
    // Characters, not bytes: UTF-8 continuation bytes (10xxxxxx) do not start one.
    let column = data[lineStart..<nul].count(where: { $0 & 0xC0 != 0x80 }) + 1
    throw ChartSpecError(
      .invalidValue("the file holds a NUL byte (0x00), which is not text; remove it"),
      file: file, line: line, column: column)
  }

  /// One cell of the row being read.
  private enum Cell {
    /// Unquoted: these bytes of the input, with a final carriage return removed.
    case bytes(Range<Int>)
    /// Quoted: the text between the quotes, doubled quotes undone.
    case text(String)

    var isEmpty: Bool {
      switch self {
      case .bytes(let range): return range.isEmpty
      case .text(let text): return text.isEmpty
      }
    }

    func text(in buffer: UnsafeBufferPointer<UInt8>) -> String {
      switch self {
      case .bytes(let range):
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
      case .text(let text): return text
      }
    }
  }

  /// The state of one pass over the bytes.
  private struct Parser {
    let file: String
    let dialect: CSVDialectOptions
    let delimiter: CSVDelimiter
    /// Columns read as text from the start.
    let textColumns: Set<Int>
    var header: [String]?
    var builders: [ColumnBuilder] = []
    var rowLines: [Int32] = []
    var rowCount = 0
    var cells: [Cell] = []
    var expectedRows = 0

    init(file: String, dialect: CSVDialectOptions, delimiter: CSVDelimiter, textColumns: Set<Int>) {
      self.file = file
      self.dialect = dialect
      self.delimiter = delimiter
      self.textColumns = textColumns
    }

    /// The columns that became text after cells read in a written form (`12%`).
    var columnsWithLostText: Set<Int> {
      Set(builders.indices.filter { builders[$0].hasLostText })
    }

    mutating func parse(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int)
      throws(ChartSpecError)
    {
      var index = start
      let end = buffer.count
      let comma = delimiter.byte
      // Rows are at most the lines: reserving that many avoids regrowing (and briefly
      // doubling) every column of a large file.
      var lineBreaks = 0
      for byte in buffer where byte == UInt8(ascii: "\n") { lineBreaks += 1 }
      expectedRows = lineBreaks + 1
      rowLines.reserveCapacity(expectedRows)
      var line = 1
      while index < end {
        let rowLine = line
        cells.removeAll(keepingCapacity: true)
        var atRowEnd = false
        while !atRowEnd {
          let cell: Cell
          if index < end, buffer[index] == UInt8(ascii: "\"") {
            var bytes: [UInt8] = []
            index += 1
            var closed = false
            while index < end {
              let byte = buffer[index]
              if byte == UInt8(ascii: "\"") {
                if index + 1 < end, buffer[index + 1] == UInt8(ascii: "\"") {
                  bytes.append(byte)
                  index += 2
                  continue
                }
                index += 1
                closed = true
                break
              }
              if byte == UInt8(ascii: "\n") { line += 1 }
              bytes.append(byte)
              index += 1
            }
            if !closed {
              throw ChartSpecError(
                .invalidValue("a quoted field is never closed"), file: file, line: rowLine)
            }
            cell = .text(String(decoding: bytes, as: UTF8.self))
            while index < end, buffer[index] != comma,
              buffer[index] != UInt8(ascii: "\n")
            {
              if buffer[index] != UInt8(ascii: "\r") {
                throw ChartSpecError(
                  .invalidValue("unexpected text after a closing quote"), file: file, line: line)
              }
              index += 1
            }
          } else {
            let start = index
            while index < end, buffer[index] != comma,
              buffer[index] != UInt8(ascii: "\n")
            {
              index += 1
            }
            var stop = index
            if stop > start, buffer[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
            cell = .bytes(start..<stop)
          }
          try checkBudget(cell, count: cells.count + 1, line: rowLine)
          cells.append(cell)
          if index < end, buffer[index] == comma {
            index += 1
          } else {
            atRowEnd = true
            if index < end {
              index += 1
              line += 1
            }
          }
        }
        if cells.count == 1, cells[0].isEmpty { continue }
        try accept(row: rowLine, in: buffer)
      }
    }

    /// Refuses a cell longer than ``InputBudget/maximumCellBytes`` and a row of more than
    /// ``InputBudget/maximumCellsPerRow`` cells, as each is read: the text of one 100 MB
    /// cell took 32 s to read as a value.
    ///
    /// - Throws: ``ChartSpecError`` `.invalidValue` naming the file and the row's line.
    private func checkBudget(_ cell: Cell, count: Int, line: Int) throws(ChartSpecError) {
      let bytes: Int
      switch cell {
      case .bytes(let range): bytes = range.count
      case .text(let text): bytes = text.utf8.count
      }
      if bytes > InputBudget.maximumCellBytes {
        throw InputBudget.exceeded(
          "bytes in cell \(count)", count: bytes, limit: InputBudget.maximumCellBytes,
          advice: "a chart's labels and values are shorter", file: file, line: line)
      }
      if count > InputBudget.maximumCellsPerRow {
        throw InputBudget.exceeded(
          "cells in a row or more", count: count, limit: InputBudget.maximumCellsPerRow,
          advice: "keep the columns the chart plots", file: file, line: line)
      }
    }

    /// The table read: every number column's rows read before its decimal mark was known
    /// follow it (``NumberColumnReading/finish(_:fileMark:)``), the file's mark being the one
    /// its decided columns agree on.
    mutating func table() throws(ChartSpecError) -> DataTable {
      guard let header else {
        throw ChartSpecError(
          .invalidValue("the file is empty; a header row is required"), file: file)
      }
      let marks = Set(builders.compactMap(\.decidedMark))
      let fileMark = dialect.decimal ?? (marks.count == 1 ? marks.first : nil)
      var formats: [String: WrittenNumberFormat] = [:]
      for position in builders.indices {
        do throws(NumberColumnReading.Ambiguity) {
          try builders[position].finishNumbers(fileMark: fileMark)
        } catch {
          throw ambiguityError(error, field: header[position])
        }
        if let format = builders[position].format(fileMark: fileMark) {
          formats[header[position]] = format
        }
      }
      var table = DataTable(
        fields: header, columns: builders.map { $0.column() }, rowCount: rowCount,
        origin: .csv(file: file, rowLines: rowLines))
      table.valueFormats = formats
      for (name, builder) in zip(header, builders) {
        table.mistypedCells[name] = builder.mistypedCell
      }
      try readWrittenDates(in: &table)
      return table
    }

    /// Reads each text column that holds dates as written (``WrittenDateColumn``) as dates.
    ///
    /// - Throws: ``ChartSpecError`` for a `--date-format` that is not supported, or a column
    ///   of dates that read as two different days.
    private func readWrittenDates(in table: inout DataTable) throws(ChartSpecError) {
      var pattern: TimeParse?
      if let format = dialect.dateFormat {
        do throws(TimeParse.UnsupportedDirective) {
          pattern = try TimeParse(format)
        } catch {
          throw ChartSpecError(
            .invalidValue(
              "--date-format: '%\(error.directive)' is not supported; use %Y %y %m %d %e %b %B "
                + "%H %M %S and literal characters"), file: file)
        }
      }
      for (position, column) in table.columns.enumerated() {
        guard case .strings(let values) = column else { continue }
        switch WrittenDateColumn.read(values, pattern: pattern) {
        case .text: continue
        case .dates(let seconds):
          table.columns[position] = .dates(seconds: seconds, form: .date)
          table.mistypedCells[table.fields[position]] = nil
        case .ambiguous(let row, let text, let monthFirst, let dayFirst):
          let line = row < rowLines.count ? Int(rowLines[row]) : nil
          let mark = text.contains("-") ? "-" : "/"
          throw ChartSpecError(
            .invalidValue(
              "field '\(table.fields[position])': '\(text)' reads as \(monthFirst) (month first) "
                + "or \(dayFirst) (day first), and no cell tells which: pass --date-format "
                + "%m\(mark)%d\(mark)%Y or --date-format %d\(mark)%m\(mark)%Y"), file: file,
            line: line)
        }
      }
    }

    /// The error of a number whose decimal mark nothing decides, naming both readings.
    private func ambiguityError(_ ambiguity: NumberColumnReading.Ambiguity, field: String)
      -> ChartSpecError
    {
      let point = Column.text(of: ambiguity.pointValue)
      let comma = Column.text(of: ambiguity.commaValue)
      let readings =
        abs(ambiguity.pointValue) > abs(ambiguity.commaValue)
        ? "\(point) if ',' groups thousands, or \(comma) if ',' is the decimal mark"
        : "\(point) if '.' is the decimal mark, or \(comma) if '.' groups thousands"
      let line = ambiguity.row < rowLines.count ? Int(rowLines[ambiguity.row]) : nil
      return ChartSpecError(
        .invalidValue(
          "field '\(field)': '\(ambiguity.text)' reads as \(readings), and no other cell "
            + "tells which: pass --decimal point or --decimal comma"), file: file, line: line)
    }

    mutating func accept(row line: Int, in buffer: UnsafeBufferPointer<UInt8>)
      throws(ChartSpecError)
    {
      guard let header else {
        let names = cells.map { $0.text(in: buffer) }
        var seen = Set<String>()
        for (position, name) in names.enumerated() {
          let trimmed = name.trimmingCharacters(in: .whitespaces)
          if trimmed.isEmpty {
            throw ChartSpecError(
              .invalidValue("header field \(position + 1) is empty"), file: file, line: line)
          }
          if !seen.insert(trimmed).inserted {
            throw ChartSpecError(
              .invalidValue("header field '\(trimmed)' appears twice"), file: file, line: line)
          }
        }
        self.header = names.map { $0.trimmingCharacters(in: .whitespaces) }
        let reading = NumberColumnReading(given: dialect.decimal, delimiter: delimiter)
        builders = names.indices.map { position in
          ColumnBuilder(
            capacity: expectedRows, reading: reading, isText: textColumns.contains(position))
        }
        return
      }
      guard cells.count == header.count else {
        throw ChartSpecError(
          .invalidValue(
            "expected \(header.count) fields, found \(cells.count)"
              + (dialect.delimiter == nil
                ? " (separated by \(delimiter.name); choose the delimiter with --delimiter)" : "")),
          file: file, line: line)
      }
      for (position, cell) in cells.enumerated() {
        switch cell {
        case .bytes(let range):
          builders[position].append(UnsafeBufferPointer(rebasing: buffer[range]))
        case .text(let text):
          builders[position].append(text)
        }
      }
      rowLines.append(Int32(clamping: line))
      rowCount += 1
    }
  }
}

/// Accumulates one column's cells: as numbers while every cell reads as one, as dates while
/// every cell is a date in one ``ISODateForm`` (empty cells aside), else as text.
///
/// Empty cells and the usual missing-value markers (``missingMarkers``, pandas' defaults)
/// are missing values in a column of numbers or dates. A column that turns out to be text
/// gets every earlier cell back as it was written: a marker stays `NA`, a number written
/// `007` or `2.50` stays so (the texts that the numbers would not give back are kept aside).
struct ColumnBuilder {
  /// Cells read as a missing value in a column of numbers or dates: pandas' default
  /// `na_values` of `read_csv` (pandas 2.x documentation), empty cells aside, and `-`, which
  /// spreadsheets and statistical offices write for "no value".
  static let missingMarkers: Set<String> = [
    "#N/A", "#N/A N/A", "#NA", "-", "-1.#IND", "-1.#QNAN", "-NaN", "-nan", "1.#IND", "1.#QNAN",
    "<NA>", "N/A", "NA", "NULL", "NaN", "None", "n/a", "nan", "null",
  ]

  /// Numbers, or seconds since 1970 when `dateForm` is set; `NaN` for an empty cell.
  private var numbers: [Double] = []
  /// The form of every date so far, once the first non-empty cell was a date.
  private var dateForm: ISODateForm?
  /// Whether a number has been read (then a date makes the column text, as before).
  private var hasNumber = false
  private var strings: [String]?
  /// The written text of cells held as numbers or missing values whose text the column
  /// would not give back (`NA`, `007`), by row; usually empty.
  private var originals: [Int: String] = [:]
  /// How the column's numbers are read: their decimal mark and unit.
  private var reading: NumberColumnReading
  /// Whether the column became text after cells read in a written form whose text is not
  /// kept (``NumberColumnReading/hasWrittenCells``): the file is read again with the
  /// column as text from the start.
  private(set) var hasLostText = false
  /// The count of a text column's number and text cells, kept once the column was numbers
  /// (or was read as text after being numbers), for ``MistypedCell``.
  private var mistypedCount: MistypedCellCount?

  /// Creates an empty column with room for `capacity` cells.
  ///
  /// - Parameters:
  ///   - capacity: The cells to reserve room for.
  ///   - reading: How numbers are read: the decimal mark given, and the file's delimiter.
  ///   - isText: Whether the column is text from the start.
  init(
    capacity: Int = 0,
    reading: NumberColumnReading = NumberColumnReading(given: nil, delimiter: .comma),
    isText: Bool = false
  ) {
    self.reading = reading
    if isText {
      strings = []
      strings?.reserveCapacity(capacity)
      mistypedCount = MistypedCellCount()
    } else {
      numbers.reserveCapacity(capacity)
    }
  }

  /// The decimal mark the column's own cells decided, when it is a number column.
  var decidedMark: DecimalMark? {
    strings == nil && dateForm == nil && hasNumber ? reading.evidence : nil
  }

  /// Applies the decimal mark to the rows read before it was known.
  ///
  /// - Throws: ``NumberColumnReading/Ambiguity`` for a number nothing decides.
  mutating func finishNumbers(fileMark: DecimalMark?) throws(NumberColumnReading.Ambiguity) {
    guard strings == nil, dateForm == nil, hasNumber else { return }
    try reading.finish(&numbers, fileMark: fileMark)
  }

  /// The column's written format (`12%` → `.0%`), when it is a number column.
  func format(fileMark: DecimalMark?) -> WrittenNumberFormat? {
    guard strings == nil, dateForm == nil, hasNumber else { return nil }
    return reading.format(mark: fileMark)
  }

  /// A cell as a number under the column's reading: `.some(nil)` when it is a number the
  /// column's decimal mark or unit does not read (the column is text), `nil` when it is no
  /// number (it may be a date or a marker).
  private mutating func number(in cell: UnsafeBufferPointer<UInt8>) -> Double?? {
    let row = numbers.count
    let mark = reading.mark
    // A column whose mark is ',' skips the plain-decimal reader, which would stop at the
    // comma of every cell (`12,3456`) before the written-number reader starts again.
    if mark != .comma, let shape = DecimalFastPath.shape(of: cell) {
      return .some(reading.plain(shape, row: row, cell: cell))
    }
    if let written = WrittenNumber(cell, only: mark) {
      return .some(reading.written(written, row: row, cell: cell))
    }
    // A number only the other mark reads (`2.5` where ',' is the mark) is not one here.
    if mark != nil, DecimalFastPath.shape(of: cell) != nil || WrittenNumber(cell) != nil {
      return .some(nil)
    }
    return nil
  }

  /// Appends an unquoted cell read in place, without making a `String` of a plain decimal
  /// or a date.
  ///
  /// Gives the same column as ``append(_:)-(String)`` with the cell as text, except that a
  /// column of dates is kept as ``Column/dates(seconds:form:)``.
  mutating func append(_ cell: UnsafeBufferPointer<UInt8>) {
    if strings == nil {
      if cell.isEmpty {
        numbers.append(.nan)
        return
      }
      if let form = dateForm {
        if let date = ISODateForm.read(cell), date.form == form {
          numbers.append(date.seconds)
          return
        }
      } else if let read = number(in: cell) {
        // A number the column's mark does not read goes on as text, below.
        if let number = read {
          if Self.mayReadBackDifferently(cell) {
            let text = String(decoding: cell, as: UTF8.self)
            if Column.text(of: number) != text { originals[numbers.count] = text }
          }
          numbers.append(number)
          hasNumber = true
          return
        }
      } else if !hasNumber, let date = ISODateForm.read(cell) {
        // Every cell so far was empty: the column is text from here in the old reading,
        // where those cells read as "", as the date column's missing cells do.
        dateForm = date.form
        numbers.append(date.seconds)
        return
      }
    }
    append(String(decoding: cell, as: UTF8.self))
  }

  mutating func append(_ cell: String) {
    if strings != nil {
      mistypedCount?.count(cell, row: strings?.count ?? 0)
      strings?.append(cell)
      return
    }
    let trimmed =
      ColumnBuilder.mayHaveOuterSpace(cell) ? cell.trimmingCharacters(in: .whitespaces) : cell
    if Self.missingMarkers.contains(trimmed) {
      originals[numbers.count] = cell
      numbers.append(.nan)
      return
    }
    if let form = dateForm {
      if cell.isEmpty {
        numbers.append(.nan)
      } else if let date = ISODateForm.read(cell), date.form == form {
        numbers.append(date.seconds)
      } else {
        becomeText(appending: cell) { $0.isNaN ? "" : form.text(ofSeconds: $0) }
      }
      return
    }
    if trimmed.isEmpty {
      if !cell.isEmpty { originals[numbers.count] = cell }
      numbers.append(.nan)
    } else if let read = number(inText: trimmed) {
      guard let number = read else {
        becomeText(appending: cell, Column.text(of:))
        return
      }
      if Column.text(of: number) != cell { originals[numbers.count] = cell }
      numbers.append(number)
      hasNumber = true
    } else if let number = CellNumber.value(trimmed) {
      if Column.text(of: number) != cell { originals[numbers.count] = cell }
      numbers.append(number)
      hasNumber = true
    } else {
      becomeText(appending: cell, Column.text(of:))
    }
  }

  /// ``number(in:)`` of a cell's text.
  private mutating func number(inText text: String) -> Double?? {
    var text = text
    return text.withUTF8 { number(in: $0) }
  }

  /// Turns the column into text: the cells so far, as `text` writes them, then `cell`.
  private mutating func becomeText(appending cell: String, _ text: (Double) -> String) {
    if reading.hasWrittenCells { hasLostText = true }
    if hasNumber {
      var count = MistypedCellCount()
      count.numbers = numbers.count(where: { !$0.isNaN })
      count.count(cell, row: numbers.count)
      mistypedCount = count
    }
    var converted: [String] = []
    converted.reserveCapacity(numbers.capacity)
    converted += numbers.enumerated().lazy.map { self.originals[$0] ?? text($1) }
    converted.append(cell)
    strings = converted
    numbers = []
    dateForm = nil
  }

  /// Whether a plain decimal's text may differ from the text its number gives back.
  ///
  /// ``Column/text(of:)`` drops a sign `+`, a leading zero (`007`, `-0`), a leading or
  /// trailing point and a trailing zero after the point (`2.50`), and writes very small or
  /// large sizes with an exponent. A cheap byte test; a `true` is checked by formatting.
  static func mayReadBackDifferently(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = cell.first, let last = cell.last else { return false }
    let zero = UInt8(ascii: "0")
    let point = UInt8(ascii: ".")
    let digits = first == UInt8(ascii: "-") ? cell.dropFirst() : cell[...]
    guard let lead = digits.first else { return true }
    if first == UInt8(ascii: "+") || lead == point || last == point { return true }
    if lead == zero
      && (digits.count == 1 ? first == UInt8(ascii: "-") : digits.dropFirst().first != point)
    {
      return true
    }
    let hasPoint = digits.contains(point)
    if hasPoint && last == zero { return true }
    // Very small or very large values are written with an exponent by `Column.text(of:)`.
    let integerDigits = digits.prefix { $0 != point }.count
    return integerDigits > 15 || (hasPoint && lead == zero && digits.count > 6)
  }

  /// Whether the cell may start or end with whitespace: an ASCII space or control byte, or
  /// any non-ASCII byte (which could be Unicode whitespace), at either end.
  ///
  /// A cheap byte test that lets most cells skip Foundation's trimming, which dominated
  /// reading large files.
  static func mayHaveOuterSpace(_ cell: String) -> Bool {
    guard let first = cell.utf8.first, let last = cell.utf8.last else { return false }
    return first <= 0x20 || first >= 0x80 || last <= 0x20 || last >= 0x80
  }

  /// The first cell that is not a number in a text column whose cells mostly are.
  var mistypedCell: MistypedCell? { mistypedCount?.mistyped }

  func column() -> Column {
    if let strings { return .strings(strings) }
    // Only markers and empty cells: nothing says the column holds numbers, so it is text
    // (a column of "NA" may name North America).
    if dateForm == nil, !hasNumber, !originals.isEmpty {
      return .strings(numbers.indices.map { originals[$0] ?? "" })
    }
    if let dateForm { return .dates(seconds: numbers, form: dateForm) }
    return .numbers(numbers)
  }
}
