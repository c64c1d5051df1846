import Foundation
import FoundationXML

/// A written SVG read back with `XMLParser`, as a small element tree for assertions.
final class ParsedSVG: NSObject, XMLParserDelegate {
  /// One element: name, attributes, text and children.
  final class Element {
    let name: String
    let attributes: [String: String]
    var text = ""
    var children: [Element] = []

    init(name: String, attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }

    /// The first child with a name.
    func child(_ name: String) -> Element? { children.first { $0.name == name } }

    /// The element with an `id` in this subtree.
    func element(withID id: String) -> Element? {
      if attributes["id"] == id { return self }
      for child in children {
        if let found = child.element(withID: id) { return found }
      }
      return nil
    }
  }

  private var stack: [Element] = []
  private(set) var root: Element?
  private(set) var failed = false

  /// Parses bytes; `nil` when they are not well-formed XML.
  static func parse(_ data: Data) -> Element? {
    let reader = ParsedSVG()
    let parser = XMLParser(data: data)
    parser.delegate = reader
    _ = parser.parse()
    return reader.failed || parser.parserError != nil ? nil : reader.root
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    let element = Element(name: elementName, attributes: attributes)
    if let parent = stack.last { parent.children.append(element) } else { root = element }
    stack.append(element)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    stack.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.text += string
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    failed = true
  }
}
