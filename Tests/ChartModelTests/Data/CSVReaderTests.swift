import ChartModel
import Foundation
import Testing

@Suite("CSV reading")
struct CSVReaderTests {
  @Test("Numbers, scientific notation, quotes, CRLF and blank lines")
  func reading() throws {
    let text =
      "\u{FEFF}year,name,share\r\n1917,\"Ash, ley\",4.45e-06\r\n\r\n1918,\"say \"\"hi\"\"\",\r\n"
    let table = try CSVReader.read(Data(text.utf8), file: "t.csv")
    #expect(table.fields == ["year", "name", "share"])
    #expect(table.rowCount == 2)
    #expect(table.column(named: "year") == .numbers([1917, 1918]))
    #expect(table.column(named: "name") == .strings(["Ash, ley", "say \"hi\""]))
    guard case .numbers(let shares) = try #require(table.column(named: "share")) else {
      Issue.record("share should be numeric")
      return
    }
    #expect(shares[0] == 4.45e-06)
    #expect(shares[1].isNaN)
    #expect(table.location(ofRow: 1, field: "year").line == 4)
  }

  @Test("A quoted line break keeps later rows' line numbers right")
  func multilineCell() throws {
    let table = try CSVReader.read(Data("a,b\n\"x\ny\",1\nz,w\n".utf8), file: "t.csv")
    #expect(table.location(ofRow: 1, field: "b").line == 4)
    #expect(throws: ChartSpecError.self) {
      try table.resolve(EncodingSpec(field: "b", type: .quantitative), at: .root)
    }
  }

  @Test(
    "Malformed CSV fails with the line",
    arguments: [
      ("a,b\n1,2\n3\n", "line 3: expected 2 fields, found 1"),
      ("a,a\n1,2\n", "line 1: header field 'a' appears twice"),
      ("a,b\n\"1,2\n", "line 2: a quoted field is never closed"),
      ("", "the file is empty; a header row is required"),
    ])
  func malformed(text: String, expected: String) {
    #expect {
      _ = try CSVReader.read(Data(text.utf8), file: "t.csv")
    } throws: { error in
      (error as? ChartSpecError)?.description == expected
    }
  }

  @Test("Temporal fields read years, ISO dates and milliseconds")
  func temporal() throws {
    let table = DataTable(rows: [
      ["y": .number(1948), "d": .category("2024-03-01"), "t": .category("2024-03-01T12:00:00Z")]
    ])
    let years = try table.resolve(EncodingSpec(field: "y", unit: .year), at: .root)
    let dates = try table.resolve(EncodingSpec(field: "d"), at: .root)
    let times = try table.resolve(EncodingSpec(field: "t", type: .temporal), at: .root)
    #expect(years.type == .temporal)
    #expect(dates.type == .temporal)
    #expect(years.number(at: 0) == -694_310_400)
    #expect(dates.number(at: 0) == 1_709_251_200)
    #expect(times.number(at: 0) == 1_709_251_200 + 43_200)
  }
}
