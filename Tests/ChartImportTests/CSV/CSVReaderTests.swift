import ChartModel
import Foundation
import Testing

@testable import ChartImport

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

  @Test("Missing-value markers are gaps in number and date columns; all markers stay text")
  func missingMarkers() throws {
    let text = """
      year,count,day,region
      2001,5,2024-01-01,NA
      2002,NA,N/A,NA
      2003, null ,2024-01-03,
      2004,#N/A,2024-01-04,NA

      """
    let table = try CSVReader.read(Data(text.utf8), file: "m.csv")
    guard case .numbers(let counts) = try #require(table.column(named: "count")) else {
      Issue.record("count should be numeric")
      return
    }
    #expect(counts.count == 4 && counts[0] == 5 && counts.dropFirst().allSatisfy(\.isNaN))
    guard case .dates(let seconds, _) = try #require(table.column(named: "day")) else {
      Issue.record("day should be dates")
      return
    }
    #expect(seconds[1].isNaN && !seconds[2].isNaN)
    // Only markers and empty cells: a text column, as written (NA may be North America).
    #expect(table.column(named: "region") == .strings(["NA", "NA", "", "NA"]))
  }

  @Test("A column that turns to text keeps its earlier cells as written")
  func textKeepsEarlierCells() throws {
    let text = "code\n007\n2.50\n-0\n+7\n NA \n0.00001\n12\nA12\n"
    let table = try CSVReader.read(Data(text.utf8), file: "c.csv")
    #expect(
      table.column(named: "code")
        == .strings(["007", "2.50", "-0", "+7", " NA ", "0.00001", "12", "A12"]))
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
      (
        "a,b\n1,2\n3\n",
        "line 3: expected 2 fields, found 1 (separated by ','; choose the delimiter with "
          + "--delimiter)"
      ),
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

@Suite("CSV date columns")
struct CSVDateColumnTests {
  @Test("A column of one ISO form is kept as seconds and reads back as its text")
  func dateColumns() throws {
    let text = """
      day,at,local,mixed,late
      2024-01-31,2024-01-31T23:59:59Z,1900-02-28T00:00:00,2024-01-01,
      ,2024-02-29T00:00:01Z,1900-03-01T12:30:00,2024-01-01T00:00:00Z,1583-01-01
      2000-02-29,"2024-03-01T00:00:00Z",1900-03-01T12:30:00,x,1583-01-02

      """
    let table = try CSVReader.read(Data(text.utf8), file: "d.csv")
    guard case .dates(let days, .date)? = table.column(named: "day") else {
      Issue.record("day should be a date column")
      return
    }
    #expect(days[0] == 1_706_659_200 && days[1].isNaN && days[2] == 951_782_400)
    guard case .dates(_, .dateTimeUTC)? = table.column(named: "at"),
      case .dates(_, .dateTime)? = table.column(named: "local"),
      case .dates(_, .date)? = table.column(named: "late")
    else {
      Issue.record("at, local and late should be date columns")
      return
    }
    #expect(table.column(named: "mixed") == .strings(["2024-01-01", "2024-01-01T00:00:00Z", "x"]))
    let lines = text.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }
    for (index, field) in ["day", "at", "local", "late"].enumerated() {
      let column = try #require(table.column(named: field))
      for row in 0..<3 {
        let cell = String(lines[row][[0, 1, 2, 4][index]]).replacingOccurrences(of: "\"", with: "")
        #expect(column.text(at: row) == cell, "\(field) row \(row)")
      }
    }
  }

  @Test("pandas' to_csv of date-times and monthly periods reads as dates, by their unit")
  func pandasDates() throws {
    // `pd.DataFrame({"at": pd.date_range("2024-03-01 12:30", periods=3, freq="h"), "month":
    // pd.period_range("2024-01", periods=3, freq="M"), "v": [1, 2, 3]}).to_csv(index=False)`
    let text = """
      at,month,v
      2024-03-01 12:30:00,2024-01,1
      2024-03-01 13:30:00,2024-02,2
      2024-03-01 14:30:00,2024-03,3

      """
    let table = try CSVReader.read(Data(text.utf8), file: "d.csv")
    guard case .dates(let seconds, .dateTimeSpaced)? = table.column(named: "at") else {
      Issue.record("at should be a date column")
      return
    }
    let first = Double(GregorianDays.days(year: 2024, month: 3, day: 1) * 86_400 + 45_000)
    #expect(seconds == [first, first + 3_600, first + 7_200])
    #expect(table.column(named: "at")?.text(at: 1) == "2024-03-01 13:30:00")
    let months = try table.resolve(EncodingSpec(field: "month"), at: .root)
    #expect(months.type == .temporal)
    guard case .dates(let starts) = months.storage else {
      Issue.record("month should resolve to dates")
      return
    }
    #expect(
      starts == (1...3).map { Double(GregorianDays.days(year: 2024, month: $0, day: 1) * 86_400) })
  }

  @Test("A date column reads as the same seconds as its text through the full parser")
  func sameSecondsAsText() throws {
    let cells = ["1583-01-01", "1969-12-31", "1970-01-01", "2024-02-29", "9999-12-31"]
    let table = try CSVReader.read(
      Data(("d\n" + cells.joined(separator: "\n")).utf8), file: "d.csv")
    let values = try table.resolve(EncodingSpec(field: "d"), at: .root)
    guard case .dates(let seconds) = values.storage else {
      Issue.record("d should read as dates")
      return
    }
    #expect(
      seconds == cells.map { TemporalParser.date(fromISO8601: $0)?.timeIntervalSince1970 ?? 0 })
    #expect(throws: ChartSpecError.self) {
      _ = try table.resolve(EncodingSpec(field: "d", type: .quantitative), at: .root)
    }
  }
}
