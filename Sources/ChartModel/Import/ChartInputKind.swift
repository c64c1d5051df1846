import Foundation

/// The format of a chart input: a chart spec, a Vega-Lite spec, or a delimited data file.
public enum ChartInputKind: String, CaseIterable, Sendable {
  /// A JSON chart spec (docs/chart-spec.md).
  case chartSpec
  /// A Vega-Lite v5 or v6 JSON spec.
  case vegaLite
  /// Comma-separated values with a header row.
  case csv
  /// Tab-separated values with a header row.
  case tsv

  /// Detects the format from the file name, then from the content.
  ///
  /// `.csv` and `.tsv` names are data files, `.vl.json` names are Vega-Lite and `.chart.json`
  /// names are chart specs (without reading the content). Otherwise a
  /// JSON object whose `$schema` contains `vega-lite` is Vega-Lite, and so is one without
  /// `$schema` and `version` that has a view member (`mark`, `layer`, `concat`, `hconcat`,
  /// `vconcat`, `facet`, `repeat`); any other JSON is a chart spec, and anything else is CSV
  /// (TSV when the first line has tabs and no commas).
  ///
  /// - Parameters:
  ///   - name: The file name or path, or `nil` for standard input.
  ///   - data: The file's bytes.
  /// - Returns: The detected kind.
  /// - Complexity: O(*n*) in the size of `data` for JSON content, O(1) otherwise.
  public static func detect(name: String?, data: Data) -> ChartInputKind {
    let lowered = name?.lowercased() ?? ""
    if lowered.hasSuffix(".csv") { return .csv }
    if lowered.hasSuffix(".tsv") || lowered.hasSuffix(".tab") { return .tsv }
    if lowered.hasSuffix(".vl.json") { return .vegaLite }
    if lowered.hasSuffix(".chart.json") { return .chartSpec }
    let start = data.firstIndex { !Self.isSpaceOrMark($0) } ?? data.endIndex
    guard start < data.endIndex else { return .chartSpec }
    if data[start] == UInt8(ascii: "{") {
      return Self.isVegaLite(data) ? .vegaLite : .chartSpec
    }
    if data[start] == UInt8(ascii: "[") { return .chartSpec }
    let firstLine = data[start...].prefix { $0 != UInt8(ascii: "\n") }
    let hasTab = firstLine.contains(UInt8(ascii: "\t"))
    let hasComma = firstLine.contains(UInt8(ascii: ","))
    return hasTab && !hasComma ? .tsv : .csv
  }

  private static func isSpaceOrMark(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB
      || byte == 0xBF
  }

  private static func isVegaLite(_ data: Data) -> Bool {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      return false
    }
    if let schema = object["$schema"] as? String {
      return schema.lowercased().contains("vega-lite")
    }
    let viewKeys = ["mark", "layer", "concat", "hconcat", "vconcat", "facet", "repeat"]
    return object["version"] == nil && viewKeys.contains { object[$0] != nil }
  }
}
