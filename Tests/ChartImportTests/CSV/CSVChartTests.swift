import ChartModel
import Foundation
import Testing

@testable import ChartImport

@Suite("CSV quick mode")
struct CSVChartTests {
  private let csv = """
    year,name,proportion
    1880,Mary,0.0724
    1881,Mary,6.9e-2
    1880,Emma,0.0199
    1881,Emma,0.0197

    """

  @Test("Named fields become a line mark with series, and years are read as years")
  func namedFields() throws {
    let chart = try CSVChart.read(
      Data(csv.utf8), file: "names.csv", isTabSeparated: false,
      options: CSVChartOptions(x: "year", y: "proportion", series: "name", title: "Names"))
    let mark = try #require(firstMark(chart))
    #expect(mark.kind == .line)
    #expect(mark.x == EncodingSpec(field: "year", type: .temporal, unit: .year))
    #expect(mark.y == EncodingSpec(field: "proportion"))
    #expect(mark.modifiers.foregroundStyleBy == EncodingSpec(field: "name", type: .categorical))
    #expect(chart.document.spec.title == "Names")
    #expect(cells(chart, "proportion") == ["0.0724", "0.069", "0.0199", "0.0197"])
    #expect(
      chart.diagnostics.map(\.message) == [
        "reading 'year' as calendar years; pass --x-type quantitative to read numbers"
      ])
  }

  @Test("Without --x and --y the first column and first number column are used, with notes")
  func defaults() throws {
    let chart = try CSVChart.read(
      Data("day,city,temp\n2024-03-01,Oslo,3\n2024-03-02,Oslo,5\n".utf8), file: "t.csv",
      isTabSeparated: false, options: CSVChartOptions(mark: .point))
    let mark = try #require(firstMark(chart))
    #expect(mark.kind == .point)
    #expect(mark.x == EncodingSpec(field: "day", unit: .day))
    #expect(mark.y == EncodingSpec(field: "temp"))
    #expect(
      chart.diagnostics.map(\.message) == [
        "plotting 'day' on the x axis; choose with --x",
        "plotting 'temp' on the y axis; choose with --y",
      ])
  }

  @Test("A type override wins over inference")
  func typeOverride() throws {
    let chart = try CSVChart.read(
      Data(csv.utf8), file: "names.csv", isTabSeparated: false,
      options: CSVChartOptions(x: "year", y: "proportion", xType: .categorical))
    #expect(firstMark(chart)?.x == EncodingSpec(field: "year", type: .categorical))
  }

  @Test("TSV files are read with tabs, a byte order mark and blank lines skipped")
  func tabSeparated() throws {
    let chart = try CSVChart.read(
      Data("\u{FEFF}k\tv\n\na\t1\nb \"q\"\t2\n".utf8), file: "t.tsv", isTabSeparated: true,
      options: CSVChartOptions(mark: .bar))
    #expect(chart.document.table.fields == ["k", "v"])
    #expect(cells(chart, "k") == ["a", "b \"q\""])
    #expect(cells(chart, "v") == ["1", "2"])
    #expect(
      throws: ChartSpecError(.invalidValue("expected 2 fields, found 1"), file: "t.tsv", line: 4)
    ) {
      try TSVReader.read(Data("k\tv\na\t1\n\nb\n".utf8), file: "t.tsv")
    }
  }

  @Test("A ragged row is an error with its line")
  func raggedRow() {
    #expect(
      throws: ChartSpecError(
        .invalidValue(
          "expected 3 fields, found 2 (separated by ','; choose the delimiter with --delimiter)"),
        file: "names.csv", line: 3)
    ) {
      try CSVChart.read(
        Data("year,name,proportion\n1880,Mary,1\n1881,Mary\n".utf8), file: "names.csv",
        isTabSeparated: false, options: CSVChartOptions())
    }
  }

  @Test(
    "A y column of text against years, dates or categories names its first cell that is not a number",
    arguments: [
      ("year,sales\n2001,10\n2002,20\n2003,Infinity\n2004,40\n", "Infinity", 4),
      ("year,sales\n2001,10\n2002,1e309\n", "1e309", 3),
      ("day,sales\n2024-03-01,5 apples\n2024-03-02,6\n", "5 apples", 2),
      ("city,sales\nOslo,5\nRome,about 5\n", "about 5", 3),
    ])
  func textValues(csv: String, cell: String, line: Int) throws {
    do {
      let chart = try CSVChart.read(
        Data(csv.utf8), file: "s.csv", isTabSeparated: false,
        options: CSVChartOptions(y: "sales"))
      Issue.record("read as \(String(describing: firstMark(chart)?.y))")
    } catch {
      #expect(error.line == line)
      #expect(error.message == "field 'sales': '\(cell)' is not a number")
    }
  }

  @Test("A y column of text stays categories when asked, or against numbers on x")
  func textValuesKept() throws {
    let asked = try CSVChart.read(
      Data("year,sales\n2001,a\n2002,b\n".utf8), file: "s.csv", isTabSeparated: false,
      options: CSVChartOptions(y: "sales", yType: .categorical))
    #expect(firstMark(asked)?.y == EncodingSpec(field: "sales", type: .categorical))
    let horizontal = try CSVChart.read(
      Data("value,region\n5,North\n7,South\n".utf8), file: "s.csv", isTabSeparated: false,
      options: CSVChartOptions(mark: .bar, x: "value", y: "region"))
    #expect(firstMark(horizontal)?.y == EncodingSpec(field: "region"))
  }

  @Test("An unknown field names the option and the fields")
  func unknownField() {
    #expect(
      throws: ChartSpecError(
        .invalidValue("--y: unknown field 'prop'; fields: year, name, proportion"),
        file: "names.csv")
    ) {
      try CSVChart.read(
        Data(csv.utf8), file: "names.csv", isTabSeparated: false,
        options: CSVChartOptions(y: "prop"))
    }
  }

  @Test("A file without a header is an error")
  func emptyFile() {
    #expect(
      throws: ChartSpecError(
        .invalidValue("the file is empty; a header row is required"), file: "e.tsv")
    ) {
      try CSVChart.read(Data(), file: "e.tsv", isTabSeparated: true, options: CSVChartOptions())
    }
  }
}
