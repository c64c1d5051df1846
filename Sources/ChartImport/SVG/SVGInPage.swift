import Foundation

/// The SVG drawing a web page or a Jupyter notebook holds: an `<svg>` element inline in an
/// HTML page, or a cell's `image/svg+xml` output in a notebook (`.ipynb`, nbformat 4).
///
/// A page or notebook holding exactly one drawing gives it; one holding none or several is
/// refused, naming what it holds and what to do (save the chart as its own `.svg` file).
public enum SVGInPage {
  /// The drawing.
  ///
  /// From an HTML page, the bytes from the first `<svg` to its matching `</svg>` (nested
  /// `<svg>`s counted), preceded by one newline for each line before it and one space for
  /// each byte before it on its line, so that a line and column in the drawing are the same
  /// as in the page. From a notebook, the one `image/svg+xml` output, its list of lines
  /// joined.
  ///
  /// - Parameter data: The page's or notebook's bytes.
  /// - Returns: The drawing's bytes, as an SVG export.
  /// - Throws: ``ChartImportError`` `.noChartData` when it holds no SVG drawing or more than
  ///   one.
  /// - Complexity: O(*n*) in the size of the input.
  public static func drawing(in data: Data) throws(ChartImportError) -> Data {
    if let notebook = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
      return try drawing(inNotebook: notebook)
    }
    let bytes = [UInt8](data)
    let found = svgElements(in: bytes)
    guard found.count == 1, let range = found.first else {
      throw refusal(found.count, of: "inline <svg> element", in: "page")
    }
    let before = bytes[..<range.lowerBound]
    let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
    let newlines = before.filter { $0 == UInt8(ascii: "\n") }.count
    let padding =
      [UInt8](repeating: UInt8(ascii: "\n"), count: newlines)
      + [UInt8](repeating: UInt8(ascii: " "), count: range.lowerBound - lineStart)
    return Data(padding + bytes[range])
  }

  /// The one `image/svg+xml` output of a notebook's cells.
  private static func drawing(inNotebook notebook: [String: Any]) throws(ChartImportError)
    -> Data
  {
    let cells = notebook["cells"] as? [[String: Any]] ?? []
    let outputs = cells.flatMap { $0["outputs"] as? [[String: Any]] ?? [] }
    let drawings = outputs.compactMap { output -> String? in
      let svg = (output["data"] as? [String: Any])?["image/svg+xml"]
      if let text = svg as? String { return text }
      return (svg as? [String])?.joined()
    }
    guard drawings.count == 1, let drawing = drawings.first else {
      throw refusal(drawings.count, of: "image/svg+xml output", in: "notebook")
    }
    return Data(drawing.utf8)
  }

  private static func refusal(_ count: Int, of what: String, in container: String)
    -> ChartImportError
  {
    let reason =
      count == 0
      ? "the \(container) holds no \(what): save the chart as an SVG file and describe that, "
        + "or pass the data with --spec"
      : "the \(container) holds \(count) \(what)s: save the chart to describe as its own SVG "
        + "file and describe that"
    return ChartImportError(.noChartData(reason: reason))
  }

  /// The byte ranges of the outermost `<svg>` elements, each from its `<svg` to the end of
  /// its matching `</svg>`; an element left open runs to the end.
  private static func svgElements(in bytes: [UInt8]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var depth = 0
    var start = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<") {
        if matches(bytes, at: index + 1, "svg") {
          if depth == 0 { start = index }
          depth += 1
        } else if matches(bytes, at: index + 1, "/svg"), depth > 0 {
          depth -= 1
          if depth == 0 {
            let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 }
            result.append(start..<(end ?? bytes.count))
          }
        }
      }
      index += 1
    }
    if depth > 0 { result.append(start..<bytes.count) }
    return result
  }

  /// Whether `bytes` at `index` spell `name` (ignoring ASCII case) followed by white space,
  /// `>` or `/`.
  private static func matches(_ bytes: [UInt8], at index: Int, _ name: String) -> Bool {
    let letters = Array(name.utf8)
    guard index + letters.count < bytes.count else { return false }
    for (offset, letter) in letters.enumerated()
    where bytes[index + offset] | 0x20 != letter | 0x20 {
      return false
    }
    let next = bytes[index + letters.count]
    return next == UInt8(ascii: ">") || next == UInt8(ascii: "/") || next == 0x20 || next == 0x09
      || next == 0x0A || next == 0x0D
  }
}
