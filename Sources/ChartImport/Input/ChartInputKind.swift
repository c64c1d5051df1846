import ChartModel
import Foundation

/// The format of a chart input: the one registry of what every command and the audit read.
///
/// Each kind declares its name in messages, its file-name extensions and (in
/// ``ChartInputReader/read(_:kind:file:baseDirectory:csvOptions:svgLimits:)``) its reader, in
/// exhaustive `switch`es: a new format is one case here, and the compiler lists each place to
/// decide.
public enum ChartInputKind: String, CaseIterable, Sendable {
  /// A JSON chart spec (docs/chart-spec.md).
  case chartSpec
  /// A Vega-Lite v5 or v6 JSON spec.
  case vegaLite
  /// Comma-separated values with a header row.
  case csv
  /// Tab-separated values with a header row.
  case tsv
  /// An SVG export: Vega or Vega-Lite, its data read from its marks' `aria-label`s, or
  /// matplotlib (seaborn, plotnine), its data read from the drawing's geometry
  /// (``SVGChartRecovery``).
  case svgExport
  /// An SVG export inline in an HTML page, or a Jupyter notebook cell's `image/svg+xml`
  /// output (``SVGInPage``), read as an SVG export.
  case svgInPage

  /// The kind's name in messages, with its article: `a chart spec`, `an SVG export`.
  public var name: String {
    switch self {
    case .chartSpec: return "a chart spec"
    case .vegaLite: return "a Vega-Lite spec"
    case .csv: return "a CSV file"
    case .tsv: return "a TSV file"
    case .svgExport: return "an SVG export"
    case .svgInPage: return "an SVG in a web page or notebook"
    }
  }

  /// The lowercase file-name endings that name the kind without reading the content.
  ///
  /// A plain `.json` name is none of them: its content says whether it is Vega-Lite.
  public var extensions: [String] {
    switch self {
    case .chartSpec: return [".chart.json"]
    case .vegaLite: return [".vl.json"]
    case .csv: return [".csv"]
    case .tsv: return [".tsv", ".tab"]
    case .svgExport: return [".svg"]
    case .svgInPage: return [".html", ".htm", ".xhtml", ".ipynb"]
    }
  }

  /// Whether the kind is delimited data, plotted with the CSV quick-mode options
  /// (``ChartModel/CSVChartOptions``).
  public var isDelimitedData: Bool {
    switch self {
    case .csv, .tsv: return true
    case .chartSpec, .vegaLite, .svgExport, .svgInPage: return false
    }
  }

  /// The kind a file name gives, without reading the content.
  ///
  /// - Parameter name: The file name or path, or `nil` for standard input.
  /// - Returns: The kind whose ``extensions`` the name ends with (ignoring case), or `nil`.
  /// - Complexity: O(1).
  public static func detect(name: String?) -> ChartInputKind? {
    guard let lowered = name?.lowercased() else { return nil }
    return allCases.first { kind in kind.extensions.contains { lowered.hasSuffix($0) } }
  }

  /// Detects the format from the file name, then from the content.
  ///
  /// A name with one of a kind's ``extensions`` gives that kind without reading the content.
  /// Otherwise, after any byte-order mark and white space: content starting with `<?xml`,
  /// `<svg` or `<!DOCTYPE svg` is an SVG export, and content starting `<!DOCTYPE html` or
  /// `<html` an SVG in a page; a JSON object with `cells` and `nbformat` is a notebook (an SVG
  /// in a page); a JSON object whose `$schema` contains
  /// `vega-lite` is Vega-Lite, and so is one without `$schema` and `version` that has a view
  /// member (`mark`, `layer`, `concat`, `hconcat`, `vconcat`, `facet`, `repeat`); any other
  /// JSON (an array, or a lone `null`, string, number or Boolean) is a chart spec, and
  /// anything else is CSV (TSV when the first line has tabs and no
  /// commas).
  ///
  /// - Parameters:
  ///   - name: The file name or path, or `nil` for standard input.
  ///   - data: The file's bytes.
  /// - Returns: The detected kind.
  /// - Complexity: O(*n*) in the size of `data` for JSON content, O(1) otherwise.
  public static func detect(name: String?, data: Data) -> ChartInputKind {
    if let named = detect(name: name) { return named }
    let start = data.firstIndex { !Self.isSpaceOrMark($0) } ?? data.endIndex
    guard start < data.endIndex else { return .chartSpec }
    if Self.startsSVG(data[start...]) { return .svgExport }
    if Self.startsHTML(data[start...]) { return .svgInPage }
    if data[start] == UInt8(ascii: "{") {
      return Self.jsonKind(data)
    }
    if data[start] == UInt8(ascii: "[") { return .chartSpec }
    // A JSON text that is not an object (`null`, `"x"`, `0`) is a chart spec, refused as one
    // ("expected an object"), not a CSV file with a column named `null`.
    if Array("\"-0123456789tfn".utf8).contains(data[start]),
      (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
    {
      return .chartSpec
    }
    let firstLine = data[start...].prefix { $0 != UInt8(ascii: "\n") }
    let hasTab = firstLine.contains(UInt8(ascii: "\t"))
    let hasComma = firstLine.contains(UInt8(ascii: ","))
    return hasTab && !hasComma ? .tsv : .csv
  }

  private static func isSpaceOrMark(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB
      || byte == 0xBF
  }

  /// Whether the content starts as XML or SVG markup: `<?xml`, `<svg` or `<!DOCTYPE svg`
  /// (ignoring case).
  private static func startsSVG(_ content: Data.SubSequence) -> Bool {
    let head = String(decoding: content.prefix(14), as: UTF8.self).lowercased()
    return ["<?xml", "<svg", "<!doctype svg"].contains { head.hasPrefix($0) }
  }

  /// Whether the content starts as an HTML page: `<!DOCTYPE html` or `<html` (ignoring case).
  private static func startsHTML(_ content: Data.SubSequence) -> Bool {
    let head = String(decoding: content.prefix(14), as: UTF8.self).lowercased()
    return ["<!doctype html", "<html"].contains { head.hasPrefix($0) }
  }

  /// The kind of a JSON object: a notebook, Vega-Lite or a chart spec.
  private static func jsonKind(_ data: Data) -> ChartInputKind {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      return .chartSpec
    }
    if object["cells"] != nil && object["nbformat"] != nil { return .svgInPage }
    return isVegaLite(object) ? .vegaLite : .chartSpec
  }

  private static func isVegaLite(_ object: [String: Any]) -> Bool {
    if let schema = object["$schema"] as? String {
      return schema.lowercased().contains("vega-lite")
    }
    let viewKeys = ["mark", "layer", "concat", "hconcat", "vconcat", "facet", "repeat"]
    return object["version"] == nil && viewKeys.contains { object[$0] != nil }
  }
}
