import ChartModel
import Foundation

extension ChartDocument {
  /// Decodes a spec from JSON and loads its data.
  ///
  /// - Parameters:
  ///   - data: The spec's UTF-8 JSON.
  ///   - baseDirectory: The folder relative paths in the spec are resolved against: the spec's
  ///     own folder, or the working directory for standard input.
  ///   - dataRoot: Another folder `data.csv` may be in (`--data-root`); see ``DataFolderRule``.
  ///   - dialect: How `data.csv` is written where sniffing should not decide (`--decimal`,
  ///     `--date-format`); see ``CSVReader``.
  /// - Throws: ``ChartSpecError``; `.invalidValue` for a `data.csv` outside `baseDirectory` and
  ///   `dataRoot` (``DataFolderRule``); for an error inside a data file, its `file` is the file's
  ///   path relative to the working directory (absolute outside it); `.unreadableData` means
  ///   the file could not be read.
  /// - Complexity: O(*n*) in the size of the spec and the data.
  public init(
    json data: Data, baseDirectory: URL, dataRoot: URL? = nil,
    dialect: CSVDialectOptions = CSVDialectOptions()
  ) throws(ChartSpecError) {
    let spec = try ChartSpec.decode(from: data)
    let table: DataTable
    switch spec.data {
    case .none:
      table = .empty
    case .values(let rows):
      table = DataTable(rows: rows)
    case .csv(let path):
      table = try Self.csvTable(
        path: path, rule: DataFolderRule(base: baseDirectory, root: dataRoot), dialect: dialect)
    }
    try Self.refuseMistypedCells(in: spec, table: table)
    // A temporal field without a unit gets the one its dates show, as CSV and Vega-Lite
    // fields do.
    try self.init(spec: spec.inferringCalendarUnits(from: table), table: table)
  }

  /// Reads the CSV file a spec names; its bytes are freed on return, before the fields are
  /// checked.
  private static func csvTable(path: String, rule: DataFolderRule, dialect: CSVDialectOptions)
    throws(ChartSpecError) -> DataTable
  {
    let place = SpecPath.root.appending("data").appending("csv")
    let url = try rule.file(path, at: place)
    let contents = try DataFile.contents(of: url, written: path, at: place)
    return try CSVReader.read(contents, file: displayPath(of: url), dialect: dialect)
  }

  /// A data file's path for messages: relative to the working directory when inside it.
  package static func displayPath(of url: URL) -> String {
    let full = url.standardizedFileURL.path
    let directory = FileManager.default.currentDirectoryPath
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
  }
}
