import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG file as a flat list of elements, enough to find its accessible name.
///
/// Parsed with Foundation's `XMLParser` (libxml2) with external entities off, so a file cannot
/// make the audit read other files or the network.
public struct SVGElementTree: Hashable, Sendable {
  /// One element.
  public struct Element: Hashable, Sendable {
    /// The local name, such as `svg`, `title` or `text`.
    public var name: String
    /// The attributes as written (qualified names).
    public var attributes: [String: String]
    /// The 1-based line on which the start tag ends, as libxml2 reports it.
    public var line: Int
    /// The index of the parent element, or `nil` for the root.
    public var parent: Int?
    /// The element's own character data, not its descendants'.
    public var text: String
  }

  /// Every element in document order; the root is first.
  public var elements: [Element]

  /// Parses an SVG document.
  ///
  /// - Parameter data: The file's bytes.
  /// - Throws: ``ChartA11yError`` `.invalidSVG(line:reason:)` when the file is not well-formed
  ///   XML or its root is not `svg`.
  /// - Complexity: O(*n*) in the size of the file.
  public init(data: Data) throws(ChartA11yError) {
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    let collector = ElementCollector()
    parser.delegate = collector
    let parsed = parser.parse()
    if !parsed || collector.errorLine != nil || collector.isUnclosed {
      let reason = parser.parserError.map { Self.reason(of: $0) } ?? "not well-formed XML"
      throw ChartA11yError(
        .invalidSVG(line: collector.errorLine ?? parser.lineNumber, reason: reason))
    }
    guard let root = collector.elements.first, Self.localName(root.name) == "svg" else {
      throw ChartA11yError(
        .invalidSVG(
          line: collector.elements.first?.line,
          reason: "the root element is not 'svg'"))
    }
    elements = collector.elements
  }

  /// The element with the given `id`, if any.
  public func element(withID id: String) -> Element? {
    elements.first { $0.attributes["id"] == id }
  }

  /// The text of an element and all its descendants, whitespace collapsed.
  ///
  /// - Complexity: O(*n*) in the number of elements.
  public func textContent(of index: Int) -> String {
    var parts = [elements[index].text]
    var inside: Set<Int> = [index]
    for candidate in elements.indices where candidate > index {
      guard let parent = elements[candidate].parent, inside.contains(parent) else { continue }
      inside.insert(candidate)
      parts.append(elements[candidate].text)
    }
    return parts.joined(separator: " ").split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
  }

  /// The name without a namespace prefix: `svg:title` is `title`.
  static func localName(_ name: String) -> String {
    name.split(separator: ":").last.map(String.init) ?? name
  }

  /// A lowercase reason for `XMLParser.ErrorCode` values that SVG files commonly hit.
  private static func reason(of error: any Error) -> String {
    switch (error as NSError).code {
    case XMLParser.ErrorCode.prematureDocumentEndError.rawValue:
      return "not well-formed XML: the file ends before every element is closed"
    case XMLParser.ErrorCode.tagNameMismatchError.rawValue:
      return "not well-formed XML: an end tag does not match its start tag"
    case XMLParser.ErrorCode.undeclaredEntityError.rawValue:
      return "not well-formed XML: an entity is used but never declared"
    case XMLParser.ErrorCode.emptyDocumentError.rawValue:
      return "the file is empty"
    default:
      return "not well-formed XML"
    }
  }
}

/// Collects elements as `XMLParser` reports them.
private final class ElementCollector: NSObject, XMLParserDelegate {
  var elements: [SVGElementTree.Element] = []
  private var open: [Int] = []
  /// The line of the first error libxml2 reported.
  var errorLine: Int?

  /// Whether an element was left open at the end of the input.
  var isUnclosed: Bool { !open.isEmpty }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if errorLine == nil { errorLine = parser.lineNumber }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    elements.append(
      SVGElementTree.Element(
        name: SVGElementTree.localName(elementName), attributes: attributes,
        line: parser.lineNumber, parent: open.last, text: ""))
    open.append(elements.count - 1)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    _ = open.popLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let index = open.last { elements[index].text += string }
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    if let index = open.last { elements[index].text += String(decoding: block, as: UTF8.self) }
  }
}
