import ChartModel
import Foundation
import GoldenTesting

@testable import ChartImport

/// Imports a Vega-Lite spec written inline, resolving data paths against `directory`.
func importVegaLite(_ json: String, directory: URL = FileManager.default.temporaryDirectory)
  throws -> ImportedChart
{
  try VegaLiteImporter.read(Data(json.utf8), baseDirectory: directory)
}

/// The single mark of an imported chart's first element.
func firstMark(_ chart: ImportedChart) -> MarkSpec? {
  guard case .mark(let mark)? = chart.document.spec.marks.first else { return nil }
  return mark
}

/// A column's cells as text, in row order, for compact expectations.
func cells(_ chart: ImportedChart, _ field: String) -> [String] {
  let table = chart.document.table
  guard let column = table.column(named: field) else { return [] }
  return (0..<table.rowCount).map { column.text(at: $0) }
}

/// Runs `body` in a temporary folder (``withTemporaryFolder(_:)``) holding text files.
///
/// - Parameters:
///   - files: The files' text by name.
///   - body: Receives the folder.
/// - Throws: When a file cannot be written, or what `body` throws.
func withTemporaryFolder(holding files: [String: String], _ body: (URL) throws -> Void) throws {
  try withTemporaryFolder { folder in
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    try body(folder)
  }
}

/// Four rows of quarterly sales by region, as a Vega-Lite `data` member.
let salesData = """
    "data": {"values": [
      {"q": "Q2", "sales": 14, "region": "North"}, {"q": "Q1", "sales": 10, "region": "North"},
      {"q": "Q1", "sales": 7, "region": "South"}, {"q": "Q2", "sales": 9, "region": "South"}
    ]}
  """
