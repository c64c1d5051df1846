import Foundation
import Testing

@testable import ChartModel

@Suite("Inline rows stored by column")
struct InlineRowsTests {
  private static func document(values: String) -> Data {
    Data(
      #"{"version": 1, "data": {"values": \#(values)}, "marks": [{"type": "point", "x": "a"}]}"#
        .utf8)
  }

  /// The rows as `JSONDecoder` decodes them, one dictionary per row: what `DataSpec.values`
  /// held before it was stored by column.
  private static func decodedRows(_ values: String) throws -> [[String: DataValue?]] {
    try JSONDecoder().decode([[String: DataValue?]].self, from: Data(values.utf8))
  }

  static let tables = [
    // nulls, members absent from some rows, members in another order, a field that only
    // appears late, a field of numbers and text mixed
    #"[{"a": 1, "b": "x", "c": null}, {"b": "y", "a": 2}, {"c": 3, "a": null}, {}, {"d": "z", "a": 4}]"#,
    #"[{"m": 1}, {"m": "one"}, {"m": {"date": "2024-02-29"}}, {"m": null}, {"m": -0.0}]"#,
    // huge, tiny and edge numbers, plain and with exponents
    #"[{"n": 1.7976931348623157e308}, {"n": 5e-324}, {"n": -0}, {"n": 0.1}, {"n": 9007199254740993},"#
      + #" {"n": 12345678901234567890}, {"n": 1E-7}, {"n": 123.456e2}, {"n": 0.30000000000000004},"#
      + #" {"n": -2.2250738585072014e-308}, {"n": 4.9406564584124654e-324}, {"n": 1e22}, {"n": 1e23}]"#,
    // escaped, non-ASCII, empty and canonically equal keys (composed and decomposed é)
    #"[{"\u0061": 1, "é": 2, "": 3}, {"a": 4, "e\u0301": 5, "": null}, {"\"q\"": 6}]"#,
    // more than eight fields, found by name after the first few
    #"[{"f1": 1, "f2": 2, "f3": 3, "f4": 4, "f5": 5, "f6": 6, "f7": 7, "f8": 8, "f9": 9, "f10": 10},"#
      + #" {"f10": 10, "f9": 9, "f8": 8, "f7": 7, "f6": 6, "f5": 5, "f4": 4, "f3": 3, "f2": 2, "f1": 1}]"#,
    #"[]"#,
    #"[{}, {}]"#,
  ]

  @Test("Columns read from the bytes hold the rows JSONDecoder decodes", arguments: tables)
  func scannedEqualDecoded(values: String) throws {
    let scanned = try #require(InlineRowsScanner.rows(in: Self.document(values: values)))
    let rows = try Self.decodedRows(values)
    #expect(Array(scanned) == rows)
    #expect(scanned == InlineRows(rows))
    #expect(scanned.hashValue == InlineRows(rows).hashValue)
    let fromColumns = DataTable(rows: scanned)
    let fromRows = DataTable(rows: rows)
    #expect(fromColumns.fields == fromRows.fields)
    #expect(fromColumns.rowCount == rows.count)
    #expect(Self.cells(fromColumns) == Self.cells(fromRows))
  }

  /// Every cell with its column's type; numbers by their bits (`NaN` equals itself).
  private static func cells(_ table: DataTable) -> [[String]] {
    table.columns.map { column in
      switch column {
      case .numbers(let values): return values.map { "number \($0.bitPattern)" }
      case .strings(let values): return values.map { "text " + $0 }
      case .dates(let seconds, let form): return seconds.map { "date \($0.bitPattern) \(form)" }
      }
    }
  }

  @Test("Numbers are the same doubles Double(_:) reads, bit for bit")
  func numbersBitForBit() throws {
    var generator = SystemRandomNumberGenerator()
    var texts = [
      "0", "-0", "0.0", "-0.0", "1", "0.1", "0.7", "3.14159", "9007199254740992",
      "9007199254740993", "123456789012345678", "1234567890123456789", "0.0000000000000000000001",
      "0.00000000000000000000001", "1e-7", "2.5E+3", "-1.0e-320",
    ]
    for _ in 0..<3_000 {
      let digits = String(Int.random(in: 0..<Int.max, using: &generator))
      let split = Int.random(in: 1...digits.count, using: &generator)
      let whole = digits.prefix(split)
      let fraction = digits.dropFirst(split)
      let text =
        (whole.first == "0" && whole.count > 1 ? "1" + whole : String(whole))
        + (fraction.isEmpty ? "" : "." + fraction)
      texts.append(Bool.random(using: &generator) ? "-" + text : text)
    }
    let values = "[" + texts.map { #"{"v": \#($0)}"# }.joined(separator: ",") + "]"
    let scanned = try #require(InlineRowsScanner.rows(in: Self.document(values: values)))
    let column = try #require(scanned.columns.first)
    for (text, cell) in zip(texts, column) {
      guard case .number(let value)? = cell else {
        Issue.record("\(text) not read as a number")
        continue
      }
      #expect(value.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
  }

  @Test("A null member and an absent one are told apart, and survive encoding")
  func nullAndAbsent() throws {
    let rows: [[String: DataValue?]] = [["a": nil, "b": .number(1)], ["b": .number(2)]]
    let stored = InlineRows(rows)
    #expect(stored.fields == ["a", "b"])
    #expect(stored.isPresent(field: 0, row: 0))
    #expect(!stored.isPresent(field: 0, row: 1))
    #expect(Array(stored) == rows)
    #expect(stored != InlineRows([["a": nil, "b": .number(1)], ["a": nil, "b": .number(2)]]))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try encoder.encode(stored) == encoder.encode(rows))
    #expect(
      String(decoding: try encoder.encode(DataSpec.values(stored)), as: UTF8.self)
        == #"{"values":[{"a":null,"b":1},{"b":2}]}"#)
  }

  @Test("Repeated members, also canonically equal ones, are left to JSONDecoder")
  func repeatedMembers() {
    #expect(InlineRowsScanner.rows(in: Self.document(values: #"[{"é": 1, "e\u0301": 2}]"#)) == nil)
    #expect(
      InlineRowsScanner.rows(in: Self.document(values: #"[{"a": 1}, {"a": 1, "a": 2}]"#)) == nil)
  }

  @Test("A table of the columns types them as the rows did")
  func tableTypes() throws {
    let values =
      #"[{"n": 1, "s": "x", "m": 2}, {"n": null, "s": 3, "m": {"date": "2024-01-05"}}, {}]"#
    let scanned = try #require(InlineRowsScanner.rows(in: Self.document(values: values)))
    let table = DataTable(rows: scanned)
    #expect(table.fields == ["m", "n", "s"])
    #expect(table.rowCount == 3)
    #expect((0..<3).map { table.columns[0].text(at: $0) } == ["2", "2024-01-05T00:00:00Z", ""])
    #expect((0..<3).map { table.columns[1].text(at: $0) } == ["1", "", ""])
    #expect((0..<3).map { table.columns[2].text(at: $0) } == ["x", "3", ""])
    guard case .numbers = table.columns[1] else {
      Issue.record("n should be a number column")
      return
    }
  }
}
