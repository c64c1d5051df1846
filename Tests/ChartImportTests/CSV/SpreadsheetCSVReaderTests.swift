import ChartImport
import ChartModel
import Foundation
import Testing

@Suite("Spreadsheet CSV: dialects, numbers and dates as written")
struct SpreadsheetCSVReaderTests {
  private func read(_ text: String, _ dialect: CSVDialectOptions = CSVDialectOptions()) throws
    -> DataTable
  {
    try CSVReader.read(Data(text.utf8), file: "t.csv", dialect: dialect)
  }

  private func numbers(_ table: DataTable, _ field: String) -> [Double]? {
    guard case .numbers(let values)? = table.column(named: field) else { return nil }
    return values
  }

  @Test("A European file: ';', decimal commas, thousands points, a sep= line, CRLF, a BOM")
  func european() throws {
    let table = try read(
      "\u{FEFF}sep=;\r\nDatum;Wert;Menge\r\n2024-03-01;1.004,78;1.234\r\n"
        + "2024-03-02;2,5;12\r\n")
    #expect(table.fields == ["Datum", "Wert", "Menge"])
    #expect(numbers(table, "Wert") == [1004.78, 2.5])
    // `1.234` alone is decided by the file's other number column, whose mark is ','.
    #expect(numbers(table, "Menge") == [1234, 12])
  }

  @Test("`1,234` with nothing to tell is refused naming both readings and the flag")
  func ambiguousComma() throws {
    #expect(
      throws: ChartSpecError(
        .invalidValue(
          "field 'amount': '1,234' reads as 1234 if ',' groups thousands, or 1.234 if ',' is "
            + "the decimal mark, and no other cell tells which: pass --decimal point or "
            + "--decimal comma"), file: "t.csv", line: 2)
    ) {
      try read("region;amount\nNorth;1,234\nSouth;2,345\n")
    }
    let point = try read("region;amount\nNorth;1,234\n", CSVDialectOptions(decimal: .point))
    #expect(numbers(point, "amount") == [1234])
    let comma = try read("region;amount\nNorth;1,234\n", CSVDialectOptions(decimal: .comma))
    #expect(numbers(comma, "amount") == [1.234])
    // Another cell of the column decides it.
    #expect(numbers(try read("r;a\nN;1,234\nS;2,5\n"), "a") == [1.234, 2.5])
    #expect(numbers(try read("r,a\nN,\"1,234\"\nS,\"1,234,567\"\n"), "a") == [1234, 1_234_567])
  }

  @Test("`1.234` is a decimal in a ',' file and ambiguous in a ';' file")
  func ambiguousPoint() throws {
    #expect(numbers(try read("r,a\nN,1.234\n"), "a") == [1.234])
    #expect(throws: ChartSpecError.self) { try read("r;a\nN;1.234\n") }
    #expect(numbers(try read("r;a\nN;1.234\nS;1.234,5\n"), "a") == [1234, 1234.5])
  }

  @Test("A cell the column's mark does not read makes the column text, as written")
  func conflict() throws {
    let table = try read("r;a\nN;1,5\nS;2.5\n")
    #expect(table.column(named: "a") == .strings(["1,5", "2.5"]))
    let units = try read("r,a\nN,12%\nS,n.a.\n")
    #expect(units.column(named: "a") == .strings(["12%", "n.a."]))
  }

  @Test("Units become the column's format")
  func units() throws {
    let percent = try read("m,rate\n1,7.8%\n2,9%\n3,-\n")
    let rates = try #require(numbers(percent, "rate"))
    #expect(rates[0] == 0.078 && rates[1] == 0.09 && rates[2].isNaN)
    #expect(percent.valueFormats["rate"]?.specifier == ".1%")
    let dollars = try read("q,revenue\nQ1,\"$1,234.50\"\nQ2,$980\n")
    #expect(numbers(dollars, "revenue") == [1234.5, 980])
    #expect(dollars.valueFormats["revenue"] == WrittenNumberFormat(specifier: "$,.2f", unit: nil))
    let euros = try read("d;p\n1;1.234,5 €\n2;3 €\n")
    #expect(numbers(euros, "p") == [1234.5, 3])
    #expect(euros.valueFormats["p"] == WrittenNumberFormat(specifier: ",.1f", unit: "€"))
    let accounting = try read("a,b\nA,\"(1,200)\"\nB,\"3,400\"\nC,1.5\n")
    #expect(numbers(accounting, "b") == [-1200, 3400, 1.5])
    let sizes = try read("t,f\nA,1.2k\nB,950\n")
    #expect(numbers(sizes, "f") == [1200, 950])
    #expect(sizes.valueFormats["f"]?.specifier == "~s")
  }

  @Test("Missing-value markers are gaps in a number column", arguments: ["NA", "#N/A", "-", ""])
  func markers(marker: String) throws {
    let values = try #require(numbers(try read("x,y\n1,2\n2,\(marker)\n3,4\n"), "y"))
    #expect(values[0] == 2 && values[1].isNaN && values[2] == 4)
  }

  @Test("Windows-1252 text is read; a byte it leaves undefined is refused")
  func windows1252() throws {
    var data = Data("ville;pluie\n".utf8)
    // Nîmes;12€ in Windows-1252.
    data.append(contentsOf: [0x4E, 0xEE, 0x6D, 0x65, 0x73, 0x3B, 0x31, 0x32, 0x80, 0x0A])
    let table = try CSVReader.read(data, file: "t.csv")
    #expect(table.column(named: "ville") == .strings(["Nîmes"]))
    #expect(table.valueFormats["pluie"]?.unit == "€")
    #expect(throws: ChartSpecError.self) {
      try CSVReader.read(Data([0x61, 0x0A, 0x81, 0x0A]), file: "t.csv")
    }
  }

  @Test(
    "Dates as written are read per column",
    arguments: zip(
      [
        "d,v\n03/15/2024,1\n03/16/2024,2\n", "d;v\n15.03.2024;1\n16.03.2024;2\n",
        "d,v\n15/03/2024,1\n16/03/2024,2\n", "d;v\nMärz 2024;1\nApril 2024;2\n",
        "d;v\n15. März 2024;1\n1. April 2024;2\n",
        "d,v\n\"March 15, 2024\",1\n\"April 1, 2024\",2\n",
      ],
      [
        ["2024-03-15", "2024-03-16"], ["2024-03-15", "2024-03-16"], ["2024-03-15", "2024-03-16"],
        ["2024-03-01", "2024-04-01"], ["2024-03-15", "2024-04-01"], ["2024-03-15", "2024-04-01"],
      ]))
  func dates(text: String, expected: [String]) throws {
    let column = try #require(try read(text).column(named: "d"))
    guard case .dates = column else {
      Issue.record("not dates: \(column)")
      return
    }
    #expect((0..<column.count).map { column.text(at: $0) } == expected)
  }

  @Test(
    "Period labels stay text as written: marked years, seasons, quarters, fiscal years, months",
    arguments: [
      ["2017", "2018*", "2019¹"], ["2019/20", "2020/21"], ["2019-20", "2020-21"],
      ["Q1 2023", "Q2 2023"], ["2023 Q1", "2023 Q2"], ["FY2021", "FY2022"],
      ["Jan 2020", "Feb 2020"], ["March 2024", "April 2024"], ["2019", "2019*"],
    ])
  func periods(labels: [String]) throws {
    let text = "d,v\n" + labels.enumerated().map { "\($1),\($0)" }.joined(separator: "\n")
    #expect(try read(text).column(named: "d") == .strings(labels))
  }

  @Test("A TSV file with CRLF line ends (Python's excel-tab, Excel) is read row by row")
  func tabsWithCRLF() throws {
    let table = try TSVReader.read(Data("a\tb\r\n1\t2\r\n2\t3\r\n".utf8), file: "t.tsv")
    #expect(table.rowCount == 2)
    #expect(numbers(table, "b") == [2, 3])
  }

  @Test("Slashed dates with every number 12 or less are refused, or read with --date-format")
  func ambiguousDates() throws {
    #expect(
      throws: ChartSpecError(
        .invalidValue(
          "field 'd': '03/04/2024' reads as 4 March 2024 (month first) or 3 April 2024 (day "
            + "first), and no cell tells which: pass --date-format %m/%d/%Y or --date-format "
            + "%d/%m/%Y"), file: "t.csv", line: 2)
    ) {
      try read("d,v\n03/04/2024,1\n04/04/2024,2\n")
    }
    let table = try read(
      "d,v\n03/04/2024,1\n04/04/2024,2\n", CSVDialectOptions(dateFormat: "%d/%m/%Y"))
    let column = try #require(table.column(named: "d"))
    #expect(column.text(at: 0) == "2024-04-03")
  }

  @Test("A number column with one word keeps that cell as its mistyped cell")
  func mistyped() throws {
    let table = try read("year,hours\n2001,1.5\n2002,2.5\n2003,about 3\n2004,3.5\n")
    #expect(table.mistypedCells["hours"] == MistypedCell(row: 2, text: "about 3"))
    #expect(try read("x,y\n1,a\n2,b\n3,4\n").mistypedCells.isEmpty)
  }
}
