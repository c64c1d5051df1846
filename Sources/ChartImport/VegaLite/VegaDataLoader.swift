import ChartModel
import Foundation

/// One row of Vega-Lite data: field names to values; a missing value has no entry.
typealias VegaRow = [String: DataValue]

/// Loads Vega-Lite `data` into rows, never from the network.
///
/// Reads inline `values`, a named top-level dataset, a local `url` (CSV, TSV or JSON, relative
/// to the spec) or a `sequence`.
struct VegaDataLoader {
  /// The folder relative `url`s are resolved against, and the folders they may be in.
  let rule: DataFolderRule
  /// The spec's top-level `datasets`.
  let datasets: [String: JSONValue]

  /// The rows of a `data` object.
  ///
  /// - Throws: ``ChartSpecError`` at the data's path for a remote `url` (`.unreadableData`), a
  ///   `url` outside the chart's folder (``DataFolderRule``, `.invalidValue`),
  ///   a missing or unreadable file, an unknown dataset name, an unsupported format, or a
  ///   `format.parse` that cannot be applied (``VegaFormatParse``).
  func rows(of data: JSONValue, at path: SpecPath) throws(ChartSpecError) -> [VegaRow] {
    var rows = try unparsedRows(of: data, at: path)
    try VegaFormatParse.apply(
      data["format"]?["parse"], to: &rows, at: path.appending("format").appending("parse"))
    return rows
  }

  /// The rows of a `data` object as loaded, before `format.parse`.
  private func unparsedRows(of data: JSONValue, at path: SpecPath) throws(ChartSpecError)
    -> [VegaRow]
  {
    let format = data["format"]
    if let values = data["values"] {
      if let text = values.string {
        return try Self.rows(
          fromText: Data(text.utf8), type: format?["type"]?.string ?? "json", file: "inline data",
          property: format?["property"]?.string, path: path.appending("values"))
      }
      return Self.rows(fromJSON: values)
    }
    if let name = data["name"]?.string {
      guard let values = datasets[name] else {
        throw ChartSpecError(
          .invalidValue("no dataset named '\(name)' in 'datasets'"), path: path.appending("name"))
      }
      return Self.rows(fromJSON: values)
    }
    if let url = data["url"]?.string {
      return try rows(ofURL: url, format: format, at: path.appending("url"))
    }
    if let sequence = data["sequence"] {
      let start = sequence["start"]?.number ?? 0
      let stop = sequence["stop"]?.number ?? 0
      let step = sequence["step"]?.number ?? 1
      let name = sequence["as"]?.string ?? "data"
      guard step != 0, (stop - start) / step < 1_000_000 else {
        throw ChartSpecError(
          .invalidValue("the sequence is empty or too long"), path: path.appending("sequence"))
      }
      return stride(from: start, to: stop, by: step).map { [name: .number($0)] }
    }
    let kind = data.object?.keys.sorted().first ?? "data"
    throw ChartSpecError(
      .invalidValue("data '\(kind)' is not supported; use 'values', 'name' or 'url'"), path: path)
  }

  private func rows(ofURL url: String, format: JSONValue?, at path: SpecPath)
    throws(ChartSpecError) -> [VegaRow]
  {
    let lowered = url.lowercased()
    if lowered.hasPrefix("http:") || lowered.hasPrefix("https:") || lowered.hasPrefix("//")
      || lowered.hasPrefix("ftp:") || lowered.hasPrefix("data:")
    {
      throw ChartSpecError(
        .unreadableData(
          "remote data '\(url)' is not fetched (chart-describe works offline); "
            + "download it and give its local path"), path: path)
    }
    let fileURL = try rule.file(url, at: path)
    let contents = try DataFile.contents(of: fileURL, written: url, at: path)
    let declared = format?["type"]?.string
    let type =
      declared
      ?? (lowered.hasSuffix(".csv")
        ? "csv" : lowered.hasSuffix(".tsv") || lowered.hasSuffix(".txt") ? "tsv" : "json")
    return try Self.rows(
      fromText: contents, type: type, file: ChartDocument.displayPath(of: fileURL),
      property: format?["property"]?.string, path: path)
  }

  private static func rows(
    fromText data: Data, type: String, file: String, property: String?, path: SpecPath
  ) throws(ChartSpecError) -> [VegaRow] {
    switch type {
    case "csv": return rows(of: try CSVReader.read(data, file: file))
    case "tsv": return rows(of: try TSVReader.read(data, file: file))
    case "json":
      var json = try JSONValue.parse(data)
      for key in (property ?? "").split(separator: ".") {
        json = json[String(key)] ?? .null
      }
      guard json.array != nil else {
        throw ChartSpecError(
          .invalidValue("\(file): expected an array of rows, found \(json.typeName)"), path: path)
      }
      return rows(fromJSON: json)
    default:
      throw ChartSpecError(
        .invalidValue("data format '\(type)' is not supported; use csv, tsv or json"), path: path)
    }
  }

  /// Rows from a JSON array: objects give their members, scalars a field named `data`.
  static func rows(fromJSON json: JSONValue) -> [VegaRow] {
    (json.array ?? []).map { element in
      if let members = element.object {
        return members.compactMapValues(\.cell)
      }
      return element.cell.map { ["data": $0] } ?? [:]
    }
  }

  /// Rows from a parsed table: number cells as numbers, text cells as categories.
  static func rows(of table: DataTable) -> [VegaRow] {
    var rows = [VegaRow](repeating: [:], count: table.rowCount)
    for (name, column) in zip(table.fields, table.columns) {
      switch column {
      case .numbers(let values):
        for (row, value) in values.enumerated() where !value.isNaN {
          rows[row][name] = .number(value)
        }
      case .strings(let values):
        for (row, value) in values.enumerated() where !value.isEmpty {
          rows[row][name] = .category(value)
        }
      case .dates(let seconds, _):
        for (row, value) in seconds.enumerated() where !value.isNaN {
          rows[row][name] = .category(column.text(at: row))
        }
      }
    }
    return rows
  }
}
