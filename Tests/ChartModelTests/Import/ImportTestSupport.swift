import ChartModel
import Foundation

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

/// Writes a file into a fresh temporary folder and returns the folder.
func temporaryFolder(with files: [String: String]) throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("chart-describe-import-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  for (name, text) in files {
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
  }
  return folder
}

/// Four rows of quarterly sales by region, as a Vega-Lite `data` member.
let salesData = """
    "data": {"values": [
      {"q": "Q2", "sales": 14, "region": "North"}, {"q": "Q1", "sales": 10, "region": "North"},
      {"q": "Q1", "sales": 7, "region": "South"}, {"q": "Q2", "sales": 9, "region": "South"}
    ]}
  """
