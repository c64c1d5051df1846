import Foundation

/// A fast reader for a spec's inline data rows (`$.data.values`), used before `JSONDecoder`.
///
/// `JSONDecoder` decodes every cell through `DataValue.init(from:)`, which can only find a
/// cell's type by trying a decode and catching the `DecodingError`; on specs with thousands of
/// rows that was most of the decoding time. This scanner reads the `values` array's bytes
/// directly and builds the same rows, by column (``InlineRows``): a member whose key has the
/// same bytes as the key at its place in the row before goes to that key's column without
/// a `String` or a dictionary being made, and a plain decimal is read by
/// ``DecimalFastPath`` (the same double as `Double(_:)`).
///
/// It accepts only what `DataValue` would decode without error: objects whose members are
/// numbers, strings, `null`, or `{"date": "<ISO 8601>"}`. For anything else (a syntax error,
/// another cell type, a duplicate member, an escaped key on the path to `values`, a number
/// out of range, invalid UTF-8) it returns `nil`, and the caller decodes with `JSONDecoder`
/// alone, which reports the error with its JSON path as before.
///
/// - Note: The scanner never decides on an error; it only finds the common, valid case
///   faster. So messages, paths and accepted input are those of the `Codable` decoding.
struct InlineRowsScanner {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Reads the rows of `$.data.values`.
  ///
  /// - Parameter data: The spec's UTF-8 JSON.
  /// - Returns: The rows, or `nil` when the document has none or when the scanner cannot read
  ///   them with certainty.
  /// - Complexity: O(*n*) in the size of `data`.
  static func rows(in data: Data) -> InlineRows? {
    scan(data)?.rows
  }

  /// Reads the rows of `$.data.values` and returns the document with that array emptied.
  ///
  /// The array becomes `[]`, so `JSONDecoder` decodes only the rest of the spec. Positions
  /// after the array move: a caller that needs an error's line and column decodes the
  /// original document for it (as ``ChartSpec/decode(from:)`` does).
  ///
  /// - Parameter data: The spec's UTF-8 JSON.
  /// - Returns: The rows and the emptied document, or `nil` as for ``rows(in:)``.
  static func extractRows(from data: Data) -> (rows: InlineRows, rest: Data)? {
    guard let (rows, range) = scan(data) else { return nil }
    var rest = Data(capacity: data.count - range.count + 2)
    rest.append(data[data.startIndex..<(data.startIndex + range.lowerBound + 1)])
    rest.append(data[(data.startIndex + range.upperBound - 1)...])
    return (rows, rest)
  }

  private static func scan(_ data: Data) -> (rows: InlineRows, range: Range<Int>)? {
    data.withUnsafeBytes { raw -> (InlineRows, Range<Int>)? in
      var scanner = InlineRowsScanner(bytes: raw.bindMemory(to: UInt8.self))
      return scanner.documentRows()
    }
  }

  // MARK: - Locating `$.data.values`

  /// The rows and the byte range of their array, brackets included.
  ///
  /// The rows are read where they stand, in the one pass that checks the document's
  /// members around them, so the array's bytes are read once, not skipped first.
  private mutating func documentRows() -> (InlineRows, Range<Int>)? {
    skipWhitespace()
    return onlyMember(named: "data") { scanner in
      scanner.onlyMember(named: "values") { scanner in
        let start = scanner.index
        guard let rows = scanner.rowArray() else { return nil }
        return (rows, start..<scanner.index)
      }
    }
  }

  /// Scans the object at `index`, reading the value of its only member called `name` with
  /// `read` and skipping the others.
  ///
  /// - Parameters:
  ///   - name: The member's key.
  ///   - read: Reads the value at the scanner's index and leaves the index after it; `nil`
  ///     when it cannot.
  /// - Returns: What `read` returned; `nil` for a missing or repeated member, an escaped
  ///   key, bad syntax, or a value `read` could not read.
  private mutating func onlyMember<Value>(
    named name: StaticString, read: (inout InlineRowsScanner) -> Value?
  ) -> Value? {
    let wanted = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    guard consume(UInt8(ascii: "{")) else { return nil }
    var found: Value?
    skipWhitespace()
    if consume(UInt8(ascii: "}")) { return nil }
    while true {
      skipWhitespace()
      guard let key = rawKey() else { return nil }
      skipWhitespace()
      guard consume(UInt8(ascii: ":")) else { return nil }
      skipWhitespace()
      if key.elementsEqual(wanted) {
        guard found == nil, let value = read(&self) else { return nil }
        found = value
      } else {
        guard skipValue() else { return nil }
      }
      skipWhitespace()
      if consume(UInt8(ascii: ",")) { continue }
      guard consume(UInt8(ascii: "}")) else { return nil }
      return found
    }
  }

  /// Reads a key without escapes and returns its bytes' range; `nil` for an escaped key.
  private mutating func rawKey() -> Slice<UnsafeBufferPointer<UInt8>>? {
    guard consume(UInt8(ascii: "\"")) else { return nil }
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return bytes[start..<(index - 1)]
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
      index += 1
    }
    return nil
  }

  /// Skips any JSON value, checking only enough syntax to find its end.
  private mutating func skipValue() -> Bool {
    guard let end = JSONValueSkipper.endOfValue(at: index, in: bytes) else { return false }
    index = end
    return true
  }

  // MARK: - Reading rows

  private mutating func rowArray() -> InlineRows? {
    guard consume(UInt8(ascii: "[")) else { return nil }
    var builder = InlineRows.Builder()
    skipWhitespace()
    if consume(UInt8(ascii: "]")) { return builder.finish() }
    var keys: [(bytes: Range<Int>, column: Int)] = []
    while true {
      skipWhitespace()
      guard row(into: &builder, keys: &keys) else { return nil }
      skipWhitespace()
      if consume(UInt8(ascii: ",")) { continue }
      guard consume(UInt8(ascii: "]")) else { return nil }
      return builder.finish()
    }
  }

  /// Reads one row into `builder`.
  ///
  /// - Parameters:
  ///   - builder: The columns so far.
  ///   - keys: The previous row's keys by place, with their columns; updated to this row's. A
  ///     key with the same bytes as the one at its place before is that column.
  /// - Returns: `false` for bad syntax, an unreadable cell or a repeated member.
  private mutating func row(
    into builder: inout InlineRows.Builder, keys: inout [(bytes: Range<Int>, column: Int)]
  ) -> Bool {
    guard consume(UInt8(ascii: "{")) else { return false }
    builder.startRow()
    skipWhitespace()
    if consume(UInt8(ascii: "}")) {
      builder.endRow()
      return true
    }
    var place = 0
    while true {
      skipWhitespace()
      guard let column = keyColumn(place: place, builder: &builder, keys: &keys) else {
        return false
      }
      place += 1
      skipWhitespace()
      guard consume(UInt8(ascii: ":")) else { return false }
      skipWhitespace()
      guard let value = cell(), builder.set(value, column: column) else { return false }
      skipWhitespace()
      if consume(UInt8(ascii: ",")) { continue }
      guard consume(UInt8(ascii: "}")) else { return false }
      builder.endRow()
      return true
    }
  }

  /// Reads a member's key and returns its column; `nil` for bad syntax or invalid UTF-8.
  ///
  /// A key without escapes whose bytes equal those of the key at `place` in the row before
  /// is that key's column; any other is read as a `String` and found by name.
  private mutating func keyColumn(
    place: Int, builder: inout InlineRows.Builder,
    keys: inout [(bytes: Range<Int>, column: Int)]
  ) -> Int? {
    let start = index
    if place < keys.count, keys[place].column >= 0, let raw = rawKey() {
      let known = keys[place].bytes
      if raw.count == known.count && raw.elementsEqual(bytes[known]) {
        return keys[place].column
      }
    }
    index = start
    guard let name = string() else { return nil }
    let column = builder.column(named: name)
    // Only a key without escapes is remembered by its bytes (they are the key's text).
    let bytesRange = (start + 1)..<(index - 1)
    let isPlain = !bytes[bytesRange].contains(UInt8(ascii: "\\"))
    if place < keys.count {
      keys[place] = isPlain ? (bytesRange, column) : (0..<0, -1)
    } else {
      keys.append(isPlain ? (bytesRange, column) : (0..<0, -1))
    }
    return column
  }

  /// Reads one cell: `.some(nil)` for `null`, `nil` when it is not a plain readable value.
  private mutating func cell() -> DataValue?? {
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "\""):
      return string().map { .some(.category($0)) }
    case UInt8(ascii: "n"):
      return literal("null") ? .some(nil) : nil
    case UInt8(ascii: "{"):
      return date().map { .some(.date($0)) }
    default:
      return number().map { .some(.number($0)) }
    }
  }

  private mutating func date() -> Date? {
    guard consume(UInt8(ascii: "{")) else { return nil }
    skipWhitespace()
    guard let key = rawKey(), key.elementsEqual("date".utf8) else { return nil }
    skipWhitespace()
    guard consume(UInt8(ascii: ":")) else { return nil }
    skipWhitespace()
    guard let text = string() else { return nil }
    skipWhitespace()
    guard consume(UInt8(ascii: "}")) else { return nil }
    return TemporalParser.date(fromISO8601: text)
  }

  /// Reads a number in strict JSON syntax; `nil` for bad syntax or a value beyond `Double`.
  private mutating func number() -> Double? {
    let start = index
    _ = consume(UInt8(ascii: "-"))
    if consume(UInt8(ascii: "0")) {
      if index < bytes.count, isDigit(bytes[index]) { return nil }
    } else if !digits() {
      return nil
    }
    if consume(UInt8(ascii: ".")) && !digits() { return nil }
    if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
      if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
      if !digits() { return nil }
    }
    let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
    if let value = DecimalFastPath.value(of: text) { return value }
    guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else {
      return nil
    }
    return value
  }

  private mutating func digits() -> Bool {
    let start = index
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    return index > start
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Reads a string with its escapes; `nil` for bad syntax or invalid UTF-8.
  private mutating func string() -> String? {
    guard consume(UInt8(ascii: "\"")) else { return nil }
    let start = index
    var isASCII = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        let text = UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)])
        return isASCII
          ? String(decoding: text, as: UTF8.self) : String(validating: text, as: UTF8.self)
      }
      if byte >= 0x80 { isASCII = false }
      if byte == UInt8(ascii: "\\") {
        index = start
        return escapedString()
      }
      if byte < 0x20 { return nil }
      index += 1
    }
    return nil
  }

  /// Reads the rest of a string that has escapes, from just after its opening quote.
  private mutating func escapedString() -> String? {
    var utf8: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(validating: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { return nil }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          guard let scalar = unicodeEscape() else { return nil }
          utf8.append(contentsOf: String(Character(scalar)).utf8)
        default: return nil
        }
      default:
        if byte < 0x20 { return nil }
        utf8.append(byte)
      }
    }
    return nil
  }

  /// Reads `XXXX` after `\u` (and a following low surrogate); `nil` for a lone surrogate.
  private mutating func unicodeEscape() -> Unicode.Scalar? {
    guard let high = hexQuad() else { return nil }
    if (0xD800..<0xDC00).contains(high) {
      guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")), let low = hexQuad(),
        (0xDC00..<0xE000).contains(low)
      else { return nil }
      return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }
    return Unicode.Scalar(high)
  }

  private mutating func hexQuad() -> UInt32? {
    guard index + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = hexDigit(bytes[index]) else { return nil }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  // MARK: - Tokens

  private mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
    guard bytes[index..<(index + count)].elementsEqual(expected) else { return false }
    index += count
    return true
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }
}
