import ChartModel
import Foundation
import Testing

/// A text column is decided once per table, stopping at its first cell that cannot be a date
/// (issue 42), with the answers the whole-column reading gave.
@Suite("Text columns as dates: one decision per column")
struct TextColumnDatesTests {
  private func table(_ cells: [String]) -> DataTable {
    DataTable(fields: ["t"], columns: [.strings(cells)], rowCount: cells.count, origin: .inline)
  }

  private func categories(_ table: DataTable) throws -> [String] {
    let values = try table.resolve(EncodingSpec(field: "t", type: .categorical), at: .root)
    guard case .categories(let names) = values.storage else { return [] }
    return names
  }

  @Test("A field without a type is temporal when its first 1,000 cells are ISO dates")
  func inference() throws {
    #expect(TextColumnDates.looksTemporal(["2024-03-01", "", "2024-03-02"]))
    #expect(TextColumnDates.looksTemporal(["2024-03", "2024-04"]))
    #expect(!TextColumnDates.looksTemporal(["North", "2024-03-01"]))
    #expect(!TextColumnDates.looksTemporal(["2024-03-01", "North"]))
    // A leading "-" is a sign: "-1234" is a number's text.
    #expect(!TextColumnDates.looksTemporal(["-1234", "-2000"]))
    #expect(!TextColumnDates.looksTemporal(["", ""]))
    // The decision rests on the first 1,000 cells; a later cell is refused when read.
    let sampled = Array(repeating: "2024-03-01", count: 1_000) + ["North"]
    #expect(TextColumnDates.looksTemporal(sampled))
    let resolved = try table(["2024-03-01", "2024-03-02"])
      .resolve(EncodingSpec(field: "t"), at: .root)
    #expect(resolved.type == .temporal)
    #expect(
      try table(["North", "South"]).resolve(EncodingSpec(field: "t"), at: .root).type
        == .categorical)
  }

  @Test("Categories name dates only when every cell is a fixed-form date or gives an offset")
  func categoricalDates() throws {
    let offsets = TextColumnDates.categoricalInstants([
      "2024-03-10T01:00:00-05:00", "", "2024-03-10T02:00:00-05:00",
    ])
    #expect(offsets?.count == 3)
    #expect(offsets?[0].seconds == 1_710_050_400)
    #expect(offsets?[0].offsetSeconds == -18_000)
    #expect(offsets?[1].seconds.isNaN == true)
    #expect(
      TextColumnDates.categoricalInstants(["2001-01-01T00:00:00Z"])?.first?.offsetSeconds == 0)
    #expect(TextColumnDates.categoricalInstants(["2024-03", "2024-04"]) == nil)
    #expect(TextColumnDates.categoricalInstants(["2024-03-01", "North"]) == nil)
    #expect(TextColumnDates.categoricalInstants(["", ""]) == nil)
    #expect(
      try categories(table(["2024-03-10T01:00:00-05:00", "2024-03-10T02:00:00-05:00"]))
        == ["10 March 2024, 01:00", "10 March 2024, 02:00"])
    #expect(try categories(table(["North", "South"])) == ["North", "South"])
  }

  @Test("A table whose columns change decides them again")
  func changedColumns() throws {
    var table = table(["2024-03-10T01:00:00-05:00", "2024-03-10T02:00:00-05:00"])
    #expect(try categories(table) == ["10 March 2024, 01:00", "10 March 2024, 02:00"])
    let copy = table
    table.columns[0] = .strings(["North", "South"])
    #expect(try categories(table) == ["North", "South"])
    #expect(try categories(copy) == ["10 March 2024, 01:00", "10 March 2024, 02:00"])
    #expect(try table.resolve(EncodingSpec(field: "t"), at: .root).type == .categorical)
    table.columns[0] = .strings(["2024-03-01", "2024-03-02"])
    #expect(try table.resolve(EncodingSpec(field: "t"), at: .root).type == .temporal)
  }

  @Test("Spaces are trimmed as Foundation trims them, with no copy when no end is a space")
  func trimming() {
    let texts = [
      "", " ", "2024-03-01", " 2024-03-01 ", "\t2024-03-01", "2024-03-01\u{00A0}",
      "\u{3000}12\u{2009}", "\u{202F}", "é", " é ", "x\n", "\nx", "a b",
    ]
    for text in texts {
      #expect(SpaceTrimming.trimmed(text) == text.trimmingCharacters(in: .whitespaces), "\(text)")
    }
    #expect(TemporalParser.instant(fromISO8601: "\u{3000}2024-03-01\t")?.seconds == 1_709_251_200)
    #expect(TemporalParser.instant(fromISO8601: "North") == nil)
    #expect(TemporalParser.instant(fromISO8601: "+002024-03-01")?.seconds == 1_709_251_200)
  }
}
