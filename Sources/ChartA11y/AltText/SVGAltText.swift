import ChartImport
import Foundation

/// Whether an SVG file's alt text is there and describes the current data.
public enum SVGAltTextStatus: String, CaseIterable, Codable, Sendable {
  /// The file has no accessible name, or no digest records which data its alt text describes.
  case missing
  /// The digest records other data than the chart's current data.
  case stale
  /// The digest matches the data, but the title or description this tool wrote was changed
  /// since: it no longer says what would be written for that data.
  case edited
  /// The file has an accessible name and its digest matches the current data.
  case current
}

/// The result of writing alt text into an SVG file.
public struct SVGAltTextEdit: Hashable, Sendable {
  /// The whole new file.
  public var bytes: Data
  /// Whether the new file is byte-for-byte the old one.
  public var isUnchanged: Bool
  /// Whether a title (or `aria-label`) a person wrote was kept instead of the short alt text.
  public var keptAuthoredTitle: Bool
  /// Whether a description a person wrote was kept instead of the long description.
  public var keptAuthoredDescription: Bool
}

/// Writes accessible names and descriptions into SVG files, and checks them against data.
///
/// The root `<svg>` gets a `<title>` (the short alt text) and a `<desc>` (the long
/// description) as its first children, `role="img"`, `aria-labelledby` naming the title,
/// `aria-describedby` naming the description, and ``digestAttribute`` holding
/// ``ChartDigest/digest(of:)`` of the described chart. Every byte outside the root start tag
/// and the inserted elements stays as it was; running again with the same data changes no
/// byte. Sources: SVG Accessibility API Mappings (W3C), §5 (name and description from `title`
/// and `desc`); WAI-ARIA 1.2 `aria-labelledby`, `aria-describedby`.
public enum SVGAltText {
  /// The root attribute that holds the digest of the data the alt text describes.
  public static let digestAttribute = "data-chart-describe-digest"
  /// The start of the `id` of the `<title>` this tool writes; the first 12 digits of the
  /// digest follow, so that several charts inlined in one HTML page keep distinct ids.
  public static let titleIDPrefix = "chart-describe-title-"
  /// The start of the `id` of the `<desc>` this tool writes.
  public static let descriptionIDPrefix = "chart-describe-desc-"

  /// Tells whether an SVG file's alt text is missing, stale or current for a chart.
  ///
  /// - Parameters:
  ///   - svg: The file's bytes.
  ///   - chart: The chart's data, as the accessible view.
  ///   - limits: Reading limits.
  /// - Returns: `.missing` without an accessible name or without a digest, `.stale` when the
  ///   digest differs from the chart's, `.edited` when the title or description this tool
  ///   wrote (by their ids) is not the text it would write for the chart, `.current` otherwise.
  /// - Throws: ``ChartImport/ChartImportError`` `.invalidSVG(line:reason:)` for a file that is not safe,
  ///   well-formed SVG.
  /// - Complexity: O(*n*) in the file size plus the number of observations.
  public static func status(
    of svg: Data, for chart: AccessibleChart, limits: SVGLimits = SVGLimits()
  ) throws -> SVGAltTextStatus {
    let document = try SVGDocument(bytes: svg, limits: limits)
    return status(
      of: document, digest: ChartDigest.digest(of: chart),
      expected: AltTextContent(ChartAnalysis(chart)))
  }

  /// Whether the file records a data digest written by this tool
  /// (``digestAttribute`` on the root).
  ///
  /// - Throws: ``ChartImport/ChartImportError`` `.invalidSVG(line:reason:)` for a file that is not safe,
  ///   well-formed SVG.
  /// - Complexity: O(*n*) in the file size.
  public static func recordsDigest(_ svg: Data, limits: SVGLimits = SVGLimits()) throws -> Bool {
    try SVGDocument(bytes: svg, limits: limits).rootAttributes[digestAttribute] != nil
  }

  /// The status against a chart's digest and, when given, the texts this tool would write for
  /// it: a title or description carrying this tool's id whose text differs from them was
  /// edited (the digest covers the data, not the words).
  static func status(of document: SVGDocument, digest: String, expected: AltTextContent? = nil)
    -> SVGAltTextStatus
  {
    guard let recorded = document.rootAttributes[digestAttribute] else { return .missing }
    let parts = AuthoredParts(document)
    let hasName =
      parts.ourTitle != nil || parts.authoredTitle != nil || parts.authoredName != nil
    guard hasName else { return .missing }
    guard recorded == digest else { return .stale }
    if let expected {
      if let title = parts.ourTitleText, title != expected.short { return .edited }
      if let description = parts.ourDescriptionText, description != expected.long {
        return .edited
      }
    }
    return .current
  }

  /// Writes alt text into an SVG file, keeping a person's own title and description unless
  /// told to replace them.
  ///
  /// Alt text written earlier by this tool is replaced. A `<title>` or `<desc>` child of the
  /// root that a person wrote, or a root `aria-label`, `aria-labelledby` or `aria-describedby`
  /// pointing elsewhere, is kept, unless `replacingAuthored`; generator boilerplate such as
  /// "Created with Highcharts 11.4" is not taken for a description (see
  /// ``isGeneratorBoilerplate(_:)``). With `replacingAuthored`, the root's other `title` and
  /// `desc` children and its `aria-label` are removed.
  ///
  /// - Parameters:
  ///   - content: The texts and digest to write.
  ///   - svg: The file's bytes.
  ///   - replacingAuthored: Whether to replace a title or description a person wrote.
  ///   - limits: Reading limits.
  /// - Returns: The new bytes and what was kept.
  /// - Throws: ``ChartImport/ChartImportError`` `.invalidSVG(line:reason:)` for a file that is not safe,
  ///   well-formed SVG.
  /// - Complexity: O(*n*) in the file size.
  public static func write(
    _ content: AltTextContent, into svg: Data, replacingAuthored: Bool = false,
    limits: SVGLimits = SVGLimits()
  ) throws -> SVGAltTextEdit {
    let document = try SVGDocument(bytes: svg, limits: limits)
    return write(content, into: document, replacingAuthored: replacingAuthored)
  }

  static func write(
    _ content: AltTextContent, into document: SVGDocument, replacingAuthored: Bool
  ) -> SVGAltTextEdit {
    let parts = AuthoredParts(document)
    let root = document.markup.root
    let suffix = String(content.digest.suffix(64).prefix(12))
    let titleID = titleIDPrefix + suffix
    let descriptionID = descriptionIDPrefix + suffix
    let keepTitle =
      !replacingAuthored && (parts.authoredTitle != nil || parts.authoredName != nil)
    let keepDescription =
      !replacingAuthored && (parts.authoredDescription != nil || parts.authoredDescribedBy != nil)

    // The elements to insert after the root start tag.
    var inserted = ""
    let prefix = root.prefix
    if !keepTitle {
      inserted +=
        "<\(prefix)title id=\"\(titleID)\">\(TextEscaping.xml(TextEscaping.spoken(content.short), for: .text))</\(prefix)title>"
    }
    if !keepDescription {
      inserted +=
        "<\(prefix)desc id=\"\(descriptionID)\">\(TextEscaping.xml(content.long, for: .text))"
        + "</\(prefix)desc>"
    }

    // The root attributes: nil removes.
    var settings: [(String, String?)] = [("role", "img")]
    if !keepTitle {
      settings.append(("aria-labelledby", titleID))
      if replacingAuthored { settings.append(("aria-label", nil)) }
    } else if parts.ourLabelledBy {
      settings.append(("aria-labelledby", nil))
    }
    if !keepDescription {
      settings.append(("aria-describedby", descriptionID))
    } else if parts.ourDescribedBy {
      settings.append(("aria-describedby", nil))
    }
    settings.append((digestAttribute, content.digest))

    // Children to remove: ours always; every other title and desc when replacing.
    var removals = parts.ourElements
    if replacingAuthored { removals += parts.otherTitleAndDescElements }
    removals.sort { $0.lowerBound < $1.lowerBound }

    let bytes = document.bytes
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + inserted.utf8.count + 200)
    output += bytes[..<root.span.lowerBound]
    output += rewrittenStartTag(root, bytes: bytes, settings: settings)
    output += Array(inserted.utf8)
    var position = root.span.upperBound
    for removal in removals where removal.lowerBound >= position {
      output += bytes[position..<removal.lowerBound]
      position = removal.upperBound
    }
    output += bytes[position...]
    if root.isSelfClosing { output += Array("</\(root.name)>".utf8) }
    return SVGAltTextEdit(
      bytes: Data(output), isUnchanged: output == bytes, keptAuthoredTitle: keepTitle,
      keptAuthoredDescription: keepDescription)
  }

  /// The root start tag with attributes set, replaced in place, or removed; untouched
  /// attributes keep their bytes, quotes and spacing.
  private static func rewrittenStartTag(
    _ tag: SVGMarkup.StartTag, bytes: [UInt8], settings: [(String, String?)]
  ) -> [UInt8] {
    var edits: [(range: Range<Int>, text: String)] = []
    var appended = ""
    for (name, value) in settings {
      let written = value.map { "\(name)=\"\(TextEscaping.xml($0, for: .attribute))\"" }
      if let existing = tag.attribute(name) {
        if let written {
          edits.append((existing.span, written))
        } else {
          edits.append((existing.spanWithLeadingSpace, ""))
        }
      } else if let written {
        appended += " " + written
      }
    }
    if !appended.isEmpty {
      edits.append((tag.attributeInsertionOffset..<tag.attributeInsertionOffset, appended))
    }
    edits.sort { $0.range.lowerBound < $1.range.lowerBound }
    var result: [UInt8] = []
    var position = tag.span.lowerBound
    for edit in edits {
      result += bytes[position..<edit.range.lowerBound]
      result += Array(edit.text.utf8)
      position = edit.range.upperBound
    }
    let end = tag.span.upperBound
    if tag.isSelfClosing {
      // `<svg …/>` becomes `<svg …>`; the end tag is added after the inserted children.
      var tail = Array(bytes[position..<end].dropLast(2))
      tail.append(UInt8(ascii: ">"))
      result += tail
    } else {
      result += bytes[position..<end]
    }
    return result
  }

  /// Whether a title or description is generator boilerplate rather than a description.
  ///
  /// Boilerplate is: empty, "Created with …", "Generated by …", "Made with …", "Produced by …", "Exported
  /// from …", a generic name such as "Chart", "Interactive chart", "Untitled", "Figure 1",
  /// "Layer 1", "graph", "plot" or "image", or a generator's name alone ("Plotly",
  /// "Highcharts", "matplotlib", "Bokeh", "Vega", "ECharts", "Chart.js", "D3"). The list is
  /// docs/audit-rules.md's (`svg-accessible-name`).
  ///
  /// - Complexity: O(*n*).
  public static func isGeneratorBoilerplate(_ text: String) -> Bool {
    let words = text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(
      separator: " ")
    if words.isEmpty { return true }
    let prefixes = [
      "created with ", "created using ", "created by ", "generated by ", "generated with ",
      "made with ", "produced by ", "exported from ", "drawn with ",
    ]
    if prefixes.contains(where: { words.hasPrefix($0) }) { return true }
    let generic = [
      "chart", "interactive chart", "untitled chart", "image", "graphic", "graph", "plot",
      "svg", "untitled", "figure", "plotly", "highcharts", "matplotlib", "bokeh", "vega",
      "vega-lite", "echarts", "chart.js", "d3",
    ]
    let withoutNumber = String(words.filter { !$0.isNumber && $0 != "-" && $0 != "_" })
      .trimmingCharacters(in: .whitespaces)
    return generic.contains(words) || generic.contains(withoutNumber) || withoutNumber == "layer"
  }
}

/// The root's title, description and naming attributes, sorted into this tool's and a
/// person's.
private struct AuthoredParts {
  var ourTitle: Range<Int>?
  /// The text of the title and description carrying this tool's ids.
  var ourTitleText: String?
  var ourDescriptionText: String?
  var ourElements: [Range<Int>] = []
  var otherTitleAndDescElements: [Range<Int>] = []
  var authoredTitle: String?
  var authoredDescription: String?
  var authoredName: String?
  var authoredDescribedBy: String?
  var ourLabelledBy = false
  var ourDescribedBy = false

  init(_ document: SVGDocument) {
    for (element, child) in zip(document.markup.children, document.children) {
      let name = element.tag.localName
      guard name == "title" || name == "desc" else { continue }
      let id = element.tag.attribute("id")?.rawValue ?? ""
      let isOurs =
        id.hasPrefix(name == "title" ? SVGAltText.titleIDPrefix : SVGAltText.descriptionIDPrefix)
      if isOurs {
        ourElements.append(element.span)
        if name == "title" {
          ourTitle = element.span
          ourTitleText = child.text
        } else {
          ourDescriptionText = child.text
        }
        continue
      }
      otherTitleAndDescElements.append(element.span)
      guard !SVGAltText.isGeneratorBoilerplate(child.text) else { continue }
      if name == "title", authoredTitle == nil { authoredTitle = child.text }
      if name == "desc", authoredDescription == nil { authoredDescription = child.text }
    }
    let attributes = document.rootAttributes
    if let label = attributes["aria-label"],
      !label.allSatisfy(\.isWhitespace), !SVGAltText.isGeneratorBoilerplate(label)
    {
      authoredName = label
    }
    if let labelledBy = attributes["aria-labelledby"] {
      if labelledBy.hasPrefix(SVGAltText.titleIDPrefix) {
        ourLabelledBy = true
      } else if !labelledBy.allSatisfy(\.isWhitespace) {
        authoredName = authoredName ?? labelledBy
      }
    }
    if let describedBy = attributes["aria-describedby"] {
      if describedBy.hasPrefix(SVGAltText.descriptionIDPrefix) {
        ourDescribedBy = true
      } else if !describedBy.allSatisfy(\.isWhitespace) {
        authoredDescribedBy = describedBy
      }
    }
  }
}
