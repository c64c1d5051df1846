import Foundation
import FoundationXML

/// An SVG file read safely: its bytes, where its root and the root's children are, and what
/// libxml2 read from it (text of the root's children, and every element's ARIA attributes).
///
/// The bytes are never re-serialized; ``SVGAltText`` splices alt text into them.
struct SVGDocument: Sendable {
  /// An element that carries an `aria-label`, as Vega marks, axes, legends and titles do.
  struct LabelledElement: Hashable, Sendable {
    /// The qualified element name.
    var name: String
    /// The `aria-label`, with references decoded.
    var label: String
    /// The `role`, if any.
    var role: String?
    /// The `aria-roledescription`, if any.
    var roleDescription: String?
  }

  /// A child element of the root as libxml2 read it.
  struct Child: Hashable, Sendable {
    /// The qualified element name.
    var name: String
    /// Its text content, with references decoded and CDATA included.
    var text: String
  }

  /// The file's bytes, exactly as read.
  var bytes: [UInt8]
  /// Where the root start tag and the root's children are.
  var markup: SVGMarkup
  /// The root's attributes, decoded by libxml2.
  var rootAttributes: [String: String]
  /// The root's child elements, parallel to `markup.children`.
  var children: [Child]
  /// Elements with an `aria-label`, in document order, outside `aria-hidden` subtrees.
  var labelledElements: [LabelledElement]

  /// Reads and checks an SVG file.
  ///
  /// The file is refused before parsing when it is larger than `limits.maximumBytes`; then the
  /// markup scan refuses external and parameter entities, entity expansion beyond the limit
  /// and deep nesting; then libxml2 (through FoundationXML's `XMLParser`, with external
  /// entities off and no DTD loading) checks that it is well-formed XML whose root is `svg`.
  ///
  /// - Throws: ``ChartA11yError`` `.invalidSVG(line:reason:)`.
  /// - Complexity: O(*n*) in the file size.
  init(bytes data: Data, limits: SVGLimits = SVGLimits()) throws(ChartA11yError) {
    guard data.count <= limits.maximumBytes else {
      throw ChartA11yError(
        .invalidSVG(
          line: nil,
          reason: "the file is \(data.count) bytes; the limit is \(limits.maximumBytes) bytes"))
    }
    let bytes = [UInt8](data)
    let markup = try SVGMarkup(scanning: bytes, limits: limits)
    let reader = ParserEvents(maximumDepth: limits.maximumDepth)
    // A stream, not `XMLParser(data:)`: given the whole file as one chunk, libxml2 refuses
    // files over 10,000,000 bytes ("Huge input lookup"); the stream feeds 128 KiB chunks.
    let parser = XMLParser(stream: InputStream(data: data))
    parser.shouldResolveExternalEntities = false
    parser.externalEntityResolvingPolicy = .never
    parser.shouldProcessNamespaces = false
    parser.delegate = reader
    _ = parser.parse()
    if let failure = reader.failure {
      throw ChartA11yError(.invalidSVG(line: failure.line, reason: failure.reason))
    }
    if parser.parserError != nil {
      throw ChartA11yError(.invalidSVG(line: nil, reason: "malformed XML"))
    }
    guard markup.root.localName == "svg" else {
      throw ChartA11yError(
        .invalidSVG(
          line: markup.root.line,
          reason: "the root element is <\(markup.root.name)>, not <svg>"))
    }
    guard reader.rootName == markup.root.name,
      reader.children.map(\.name) == markup.children.map(\.tag.name)
    else {
      throw ChartA11yError(
        .invalidSVG(
          line: markup.root.line,
          reason: "entities that expand to markup are not supported"))
    }
    self.bytes = bytes
    self.markup = markup
    self.rootAttributes = reader.rootAttributes
    self.children = reader.children
    self.labelledElements = reader.labelled
  }
}

/// Collects what `XMLParser` reports, stopping at the first error or at the depth limit.
private final class ParserEvents: NSObject, XMLParserDelegate {
  let maximumDepth: Int
  var depth = 0
  var hiddenDepth: Int?
  var rootName: String?
  var rootAttributes: [String: String] = [:]
  var children: [SVGDocument.Child] = []
  var labelled: [SVGDocument.LabelledElement] = []
  var failure: (line: Int?, reason: String)?

  init(maximumDepth: Int) {
    self.maximumDepth = maximumDepth
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    depth += 1
    if depth > maximumDepth {
      fail(parser, "elements are nested more than \(maximumDepth) deep")
      return
    }
    if depth == 1 {
      rootName = elementName
      rootAttributes = attributes
    } else if depth == 2 {
      children.append(SVGDocument.Child(name: elementName, text: ""))
    }
    if hiddenDepth == nil, attributes["aria-hidden"] == "true" { hiddenDepth = depth }
    if hiddenDepth == nil, let label = attributes["aria-label"] {
      labelled.append(
        SVGDocument.LabelledElement(
          name: elementName, label: label, role: attributes["role"],
          roleDescription: attributes["aria-roledescription"]))
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if hiddenDepth == depth { hiddenDepth = nil }
    depth -= 1
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if depth >= 2, !children.isEmpty { children[children.count - 1].text += string }
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    if depth >= 2, !children.isEmpty {
      children[children.count - 1].text += String(decoding: block, as: UTF8.self)
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
    guard failure == nil else { return }
    let code = (error as NSError).code
    failure = (parser.lineNumber, Self.reason(forLibxml2Code: code))
  }

  func fail(_ parser: XMLParser, _ reason: String) {
    if failure == nil { failure = (parser.lineNumber, reason) }
    parser.abortParsing()
  }

  /// Words for the libxml2 errors (`xmlParserErrors`) that malformed SVG files usually give.
  static func reason(forLibxml2Code code: Int) -> String {
    switch code {
    case 1: return "libxml2 refused the file (an internal limit)"
    case 4: return "the file is empty"
    case 5: return "extra content after the root element"
    case 9: return "a character that is not allowed in XML"
    case 23, 24, 26, 27: return "a reference to an undeclared or unusable entity"
    case 38, 39, 40: return "an attribute value is malformed"
    case 41: return "an attribute has no value"
    case 42: return "an attribute is given twice"
    case 45, 46, 47: return "a comment or CDATA section is not closed"
    case 68: return "a name is expected here"
    case 73: return "a '>' is expected here"
    case 76: return "a start tag and its end tag do not match"
    case 77: return "an element is not closed"
    case 89: return "entities refer to each other in a loop"
    case 201, 202, 203: return "a namespace prefix is not declared"
    default: return "malformed XML (libxml2 error \(code))"
    }
  }
}
