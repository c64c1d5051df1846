import ChartModel
import Foundation

/// Reads RFC 4180 CSV text with a header row into a ``DataTable``.
///
/// Quoted cells may hold commas, doubled quotes and line breaks; line ends may be LF or CRLF;
/// a UTF-8 byte order mark is skipped; blank lines are ignored. A column whose non-empty cells
/// all read as numbers (including scientific notation such as `4.45e-06`) is stored as numbers;
/// one whose non-empty cells are all dates in one ``ISODateForm`` is stored as dates.
public enum CSVReader {
  /// Parses CSV bytes.
  ///
  /// - Parameters:
  ///   - data: UTF-8 CSV text with a header row.
  ///   - file: The file's name as the user gave it, used in messages.
  /// - Returns: The table, with each row's starting line recorded.
  /// - Throws: ``ChartSpecError`` naming the file and line of an empty file, a duplicate or
  ///   empty header, a row with the wrong number of fields, or an unterminated quote; naming
  ///   the file of UTF-16 text (``rejectUTF16(_:file:)``), the line of a byte that is not
  ///   UTF-8 (``rejectInvalidUTF8(_:file:)``), the line and column of a NUL byte
  ///   (``rejectNUL(_:file:)``).
  /// - Complexity: O(*n*) in the size of the text.
  public static func read(_ data: Data, file: String) throws(ChartSpecError) -> DataTable {
    try rejectUTF16(data, file: file)
    try rejectInvalidUTF8(data, file: file)
    try rejectNUL(data, file: file)
    var parser = Parser(file: file)
    // The bytes are read in place: a copy of a ten-million-row file held 0.2 GB.
    var failure: ChartSpecError?
    data.withUnsafeBytes { raw in
      do throws(ChartSpecError) {
        try parser.parse(raw.assumingMemoryBound(to: UInt8.self))
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    guard let header = parser.header else {
      throw ChartSpecError(.invalidValue("the file is empty; a header row is required"), file: file)
    }
    return DataTable(
      fields: header, columns: parser.builders.map { $0.column() }, rowCount: parser.rowCount,
      origin: .csv(file: file, rowLines: parser.rowLines))
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
    var header: [String]?
    var builders: [ColumnBuilder] = []
    var rowLines: [Int32] = []
    var rowCount = 0
    var cells: [Cell] = []
    var expectedRows = 0

    init(file: String) {
      self.file = file
    }

    mutating func parse(_ buffer: UnsafeBufferPointer<UInt8>) throws(ChartSpecError) {
      var index = 0
      let end = buffer.count
      if end >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { index = 3 }
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
            while index < end, buffer[index] != UInt8(ascii: ","),
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
            while index < end, buffer[index] != UInt8(ascii: ","),
              buffer[index] != UInt8(ascii: "\n")
            {
              index += 1
            }
            var stop = index
            if stop > start, buffer[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
            cell = .bytes(start..<stop)
          }
          cells.append(cell)
          if index < end, buffer[index] == UInt8(ascii: ",") {
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
        builders = names.map { _ in ColumnBuilder(capacity: expectedRows) }
        return
      }
      guard cells.count == header.count else {
        throw ChartSpecError(
          .invalidValue("expected \(header.count) fields, found \(cells.count)"), file: file,
          line: line)
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
  /// `na_values` of `read_csv` (pandas 2.x documentation), empty cells aside.
  static let missingMarkers: Set<String> = [
    "#N/A", "#N/A N/A", "#NA", "-1.#IND", "-1.#QNAN", "-NaN", "-nan", "1.#IND", "1.#QNAN",
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

  /// Creates an empty column with room for `capacity` cells.
  init(capacity: Int = 0) {
    numbers.reserveCapacity(capacity)
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
      } else if let number = DecimalFastPath.value(of: cell) {
        if Self.mayReadBackDifferently(cell) {
          let text = String(decoding: cell, as: UTF8.self)
          if Column.text(of: number) != text { originals[numbers.count] = text }
        }
        numbers.append(number)
        hasNumber = true
        return
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
    } else if let number = CellNumber.value(trimmed) {
      if Column.text(of: number) != cell { originals[numbers.count] = cell }
      numbers.append(number)
      hasNumber = true
    } else {
      becomeText(appending: cell, Column.text(of:))
    }
  }

  /// Turns the column into text: the cells so far, as `text` writes them, then `cell`.
  private mutating func becomeText(appending cell: String, _ text: (Double) -> String) {
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
