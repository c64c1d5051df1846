import ChartModel
import Foundation
import FoundationXML

/// An SVG file read safely: its bytes, where its root and the root's children are, and every
/// element libxml2 read from it, with its attributes, line, parent and text.
///
/// The one SVG reader of the package: `alt-text` splices alt text into ``bytes`` (never
/// re-serialized), recovers data from the marks' labels, and `audit` runs its SVG rules on
/// ``elements``. Reading refuses files above ``SVGLimits``, external and parameter entities,
/// entity expansion beyond the limit (billion laughs) and deep nesting, before or while
/// libxml2 parses; nothing a file names is ever opened.
///
///     let document = try SVGDocument(bytes: Data(contentsOf: url))
///     let title = document.elements.indices.first { document.elements[$0].localName == "title" }
public struct SVGDocument: Sendable {
  /// One element, as libxml2 read it.
  public struct Element: Hashable, Sendable {
    /// The qualified name, such as `svg`, `title` or `svg:title`.
    public var name: String
    /// The attributes with references decoded, by qualified name.
    public var attributes: [String: String]
    /// The 1-based line on which the start tag ends, as libxml2 reports it.
    public var line: Int
    /// The index of the parent element in ``SVGDocument/elements``, or `nil` for the root.
    public var parent: Int?
    /// The element's text runs and its descendants', as indices into the document's runs.
    package var textRuns: Range<Int>
    /// The comments directly inside the element, trimmed, in order (matplotlib writes each
    /// text's characters as a comment before the glyphs that draw it).
    public var comments: [String] = []

    /// The name without a namespace prefix: `svg:title` is `title`.
    public var localName: Substring {
      name.split(separator: ":", maxSplits: 1).last ?? Substring(name)
    }
  }

  /// An element that carries an `aria-label`, as Vega marks, axes, legends and titles do.
  package struct LabelledElement: Hashable, Sendable {
    /// The qualified element name.
    package var name: String
    /// The `aria-label`, with references decoded.
    package var label: String
    /// The `role`, if any.
    package var role: String?
    /// The `aria-roledescription`, if any.
    package var roleDescription: String?
  }

  /// A child element of the root as libxml2 read it.
  package struct Child: Hashable, Sendable {
    /// The qualified element name.
    package var name: String
    /// Its text content, with references decoded and CDATA included.
    package var text: String
  }

  /// The file's bytes, exactly as read.
  package var bytes: [UInt8]
  /// Where the root start tag and the root's children are.
  package var markup: SVGMarkup
  /// Every element in document order; the root is first.
  public private(set) var elements: [Element]
  /// The root `svg` element, `elements[0]`.
  public private(set) var root: Element
  /// The character data and CDATA of the file, in document order.
  private var textRuns: [String]

  /// Reads and checks an SVG file.
  ///
  /// The file is refused before parsing when it is larger than `limits.maximumBytes`, when its
  /// magic bytes say it is a picture, PDF, workbook or archive (``NotAChartFile``), or when it
  /// is meant as UTF-8 and is not (``SVGEncodingCheck``), or is not valid in the encoding it
  /// declares (``SVGDeclaredEncodingCheck``); then the markup scan refuses external and parameter entities, entity expansion beyond the limit
  /// and deep nesting; then libxml2 (through FoundationXML's `XMLParser`, with external
  /// entities off and no DTD loading) checks that it is well-formed XML whose root is `svg`.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - limits: Reading limits. The default is ``SVGLimits/init(maximumBytes:maximumDepth:maximumEntityExpansion:maximumPathCommands:maximumVertices:)``'s.
  /// - Throws: ``ChartImportError`` `.invalidSVG(line:reason:)`, with a line when one is known.
  /// - Complexity: O(*n*) in the file size.
  public init(bytes data: Data, limits: SVGLimits = SVGLimits()) throws(ChartImportError) {
    guard data.count <= limits.maximumBytes else {
      throw ChartImportError(
        .invalidSVG(
          line: nil,
          reason: "the file is \(data.count) bytes; the limit is \(limits.maximumBytes) bytes"))
    }
    // A picture, PDF or workbook named .svg is named as what it is, not as bad UTF-8.
    if let format = NotAChartFile(data) {
      throw ChartImportError(.invalidSVG(line: nil, reason: format.advice))
    }
    let bytes = [UInt8](data)
    if let line = SVGEncodingCheck.firstInvalidLine(in: bytes) {
      throw ChartImportError(
        .invalidSVG(
          line: line,
          reason: "the file is not valid UTF-8 and declares no other encoding libxml2 reads"))
    }
    if let refusal = SVGDeclaredEncodingCheck.refusal(for: bytes) {
      throw ChartImportError(.invalidSVG(line: refusal.line, reason: refusal.reason))
    }
    let markup = try SVGMarkup(scanning: bytes, limits: limits)
    let reader = SVGParserEvents(maximumDepth: limits.maximumDepth)
    // A stream, not `XMLParser(data:)`: given the whole file as one chunk, libxml2 refuses
    // files over 10,000,000 bytes ("Huge input lookup"); the stream feeds 128 KiB chunks.
    let parser = XMLParser(stream: InputStream(data: data))
    parser.shouldResolveExternalEntities = false
    parser.externalEntityResolvingPolicy = .never
    parser.shouldProcessNamespaces = false
    parser.delegate = reader
    _ = parser.parse()
    if let failure = reader.failure {
      throw ChartImportError(.invalidSVG(line: failure.line, reason: failure.reason))
    }
    if parser.parserError != nil {
      throw ChartImportError(.invalidSVG(line: nil, reason: "malformed XML"))
    }
    guard markup.root.localName == "svg" else {
      throw ChartImportError(
        .invalidSVG(
          line: markup.root.line,
          reason: "the root element is <\(markup.root.name)>, not <svg>"))
    }
    let rootChildren = reader.elements.filter { $0.parent == 0 }
    guard let root = reader.elements.first, root.name == markup.root.name,
      rootChildren.map(\.name) == markup.children.map(\.tag.name)
    else {
      throw ChartImportError(
        .invalidSVG(
          line: markup.root.line,
          reason: "entities that expand to markup are not supported"))
    }
    self.bytes = bytes
    self.markup = markup
    self.elements = reader.elements
    self.root = root
    self.textRuns = reader.textRuns
  }

  /// The first element whose `id` attribute is `id`, if any.
  ///
  /// - Complexity: O(*n*) in the number of elements.
  public func element(withID id: String) -> Element? {
    elements.first { $0.attributes["id"] == id }
  }

  /// The text of an element and its descendants in document order, as the DOM's
  /// `textContent`: references decoded, CDATA included, whitespace as written.
  ///
  /// - Complexity: O(*m*) in the length of the text.
  public func textContent(of element: Element) -> String {
    textRuns[element.textRuns].joined()
  }

  /// The root's attributes, decoded by libxml2.
  package var rootAttributes: [String: String] { root.attributes }

  /// The root's child elements, parallel to `markup.children`.
  package var children: [Child] {
    elements.filter { $0.parent == 0 }.map { Child(name: $0.name, text: textContent(of: $0)) }
  }

  /// Elements with an `aria-label`, in document order, outside `aria-hidden` subtrees.
  package var labelledElements: [LabelledElement] {
    var isHidden: [Bool] = []
    isHidden.reserveCapacity(elements.count)
    var labelled: [LabelledElement] = []
    for element in elements {
      let hidden =
        element.attributes["aria-hidden"] == "true"
        || element.parent.map { isHidden[$0] } == true
      isHidden.append(hidden)
      guard !hidden, let label = element.attributes["aria-label"] else { continue }
      labelled.append(
        LabelledElement(
          name: element.name, label: label, role: element.attributes["role"],
          roleDescription: element.attributes["aria-roledescription"]))
    }
    return labelled
  }
}
