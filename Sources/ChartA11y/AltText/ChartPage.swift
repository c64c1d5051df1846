import ChartImport
import Foundation

/// A small accessible HTML page for publishing a chart: the SVG inline with its alt text, the
/// long description, and the data table.
///
/// The page is XHTML-compatible (well-formed XML, parsed by the tests): the SVG's own
/// `<title>` and `<desc>` carry the alt text for the image (``SVGAltText`` writes them, and
/// the `<desc>` stays prose), the description is repeated as headings and paragraphs for
/// every reader, and the table (``DataTableHTMLRenderer``) gives the numbers cell by cell.
/// All text from data is read by a screen reader: its control characters are dropped
/// (``TextEscaping/spoken(_:)``), then it is escaped by ``TextEscaping/xml(_:for:)``.
public enum ChartPage {
  /// Renders the page.
  ///
  /// - Parameters:
  ///   - svg: The SVG file with its alt text written (``SVGAltTextEdit/bytes``); its root
  ///     element is put inline, without the XML declaration or document type before it.
  ///   - content: The alt text: the short text is the page's `<title>`.
  ///   - analysis: The chart and its statistics, for the description and the table.
  ///   - limits: The limits the SVG is read within.
  /// - Returns: The page, ending in a newline.
  /// - Throws: ``ChartImport/ChartImportError`` when the SVG cannot be read (``SVGDocument/init(bytes:limits:)``).
  /// - Complexity: O(*b* + *r* · *c*) for an SVG of *b* bytes and a table of *r* rows of *c*
  ///   columns.
  public static func render(
    svg: Data, content: AltTextContent, analysis: ChartAnalysis, limits: SVGLimits = SVGLimits()
  ) throws(ChartImportError) -> String {
    let document = try SVGDocument(bytes: svg, limits: limits)
    let root = document.bytes[document.markup.root.span.lowerBound...]
    let inline = String(decoding: root, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    let text = { (value: String) in TextEscaping.xml(TextEscaping.spoken(value), for: .text) }
    let heading = analysis.chart.title.flatMap { $0.isEmpty ? nil : $0 } ?? content.short
    // The heading says the title in full; the description and the table's caption after it
    // refer to a long one shortened (RepeatedDataText).
    let after = { (value: String) in
      text(RepeatedDataText.referring(to: analysis.chart.title, in: value))
    }
    var lines = [
      "<!DOCTYPE html>",
      "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\" xml:lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\" />",
      "<title>\(text(content.short))</title>",
      "</head>",
      "<body>",
      "<main>",
      "<h1>\(text(heading))</h1>",
      "<figure>",
      inline,
      "</figure>",
      "<section aria-labelledby=\"chart-description\">",
      "<h2 id=\"chart-description\">Description</h2>",
    ]
    var table = DataTableView(analysis)
    table.caption = RepeatedDataText.referring(to: analysis.chart.title, in: table.caption)
    for section in ChartDescription(analysis).sections where !section.sentences.isEmpty {
      if let title = section.heading { lines.append("<h3>\(after(title))</h3>") }
      lines.append("<p>\(after(section.sentences.map(\.text).joined(separator: " ")))</p>")
    }
    lines += [
      "</section>",
      "<section aria-labelledby=\"chart-data\">",
      "<h2 id=\"chart-data\">Data</h2>",
      DataTableHTMLRenderer.render(table).trimmingCharacters(in: .newlines),
      "</section>",
      "</main>",
      "</body>",
      "</html>",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
