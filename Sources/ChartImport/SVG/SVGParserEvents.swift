import ChartModel
import Foundation
import FoundationXML

/// Collects what `XMLParser` reports for ``SVGDocument``: every element with its attributes,
/// line and parent, and the text in document order; it stops at the first error or at the
/// depth limit.
final class SVGParserEvents: NSObject, XMLParserDelegate {
  let maximumDepth: Int
  /// Every element in document order.
  private(set) var elements: [SVGDocument.Element] = []
  /// Character data and CDATA in document order; each element's runs are contiguous.
  private(set) var textRuns: [String] = []
  /// The first error: its line and a reason in words.
  private(set) var failure: (line: Int?, reason: String)?
  private var open: [Int] = []

  init(maximumDepth: Int) {
    self.maximumDepth = maximumDepth
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    if open.count + 1 > maximumDepth {
      fail(parser, "elements are nested more than \(maximumDepth) deep")
      return
    }
    elements.append(
      SVGDocument.Element(
        name: elementName, attributes: attributes, line: parser.lineNumber, parent: open.last,
        textRuns: textRuns.count..<textRuns.count))
    open.append(elements.count - 1)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard let index = open.popLast() else { return }
    elements[index].textRuns = elements[index].textRuns.lowerBound..<textRuns.count
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if !open.isEmpty { textRuns.append(string) }
  }

  func parser(_ parser: XMLParser, foundComment comment: String) {
    if let index = open.last {
      elements[index].comments.append(comment.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    if !open.isEmpty { textRuns.append(String(decoding: block, as: UTF8.self)) }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
    guard failure == nil else { return }
    let code = (error as NSError).code
    failure = (parser.lineNumber, Self.reason(forLibxml2Code: code))
  }

  private func fail(_ parser: XMLParser, _ reason: String) {
    if failure == nil { failure = (parser.lineNumber, reason) }
    parser.abortParsing()
  }

  /// Words for the libxml2 errors (`xmlParserErrors`, numbered as in libxml2's `xmlerror.h`)
  /// that malformed SVG files usually give; any other code is named by its number.
  static func reason(forLibxml2Code code: Int) -> String {
    switch code {
    case 1: return "libxml2 refused the file (an internal limit)"
    case 4: return "the file is empty"
    case 5: return "extra content after the root element"
    case 9: return "a character that is not allowed in XML"
    case 23, 24, 26, 27: return "a reference to an undeclared or unusable entity"
    case 32: return "the encoding the declaration names is not one libxml2 reads"
    case 38, 39, 40: return "an attribute value is malformed"
    case 41: return "an attribute has no value"
    case 42: return "an attribute is given twice"
    case 45: return "a comment is not closed"
    case 46: return "a processing instruction has no target name"
    case 47: return "a processing instruction is not closed"
    case 56, 57: return "the XML declaration is malformed"
    case 61: return "the DOCTYPE is not closed"
    case 62: return "']]>' appears outside a CDATA section"
    case 63: return "a CDATA section is not closed"
    case 64: return "a processing instruction's target is the reserved name 'xml'"
    case 68: return "a name is expected here"
    case 73: return "a '>' is expected here"
    case 76: return "a start tag and its end tag do not match"
    case 77: return "an element is not closed"
    case 89: return "entities refer to each other in a loop"
    case 201, 202, 203: return "a namespace prefix is not declared"
    case 6003: return "a byte sequence is not valid in the encoding the declaration names"
    default: return "malformed XML (libxml2 error \(code))"
    }
  }
}
