import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("Reading SVG files safely")
struct SVGDocumentTests {
  static func read(_ text: String, limits: SVGLimits = SVGLimits()) throws(ChartImportError)
    -> SVGDocument
  {
    try SVGDocument(bytes: Data(text.utf8), limits: limits)
  }

  /// The reason and line of the invalid-SVG error a text gives.
  static func refusal(_ text: String, limits: SVGLimits = SVGLimits()) -> (Int?, String)? {
    refusal(bytes: Data(text.utf8), limits: limits)
  }

  /// The line and reason an SVG file's bytes are refused with, or `nil` when they are read
  /// (or refused for another reason than invalid SVG).
  static func refusal(bytes: Data, limits: SVGLimits = SVGLimits()) -> (Int?, String)? {
    do {
      _ = try SVGDocument(bytes: bytes, limits: limits)
      return nil
    } catch {
      guard case .invalidSVG(let line, let reason) = error.kind else { return nil }
      return (line, reason)
    }
  }

  @Test("The root start tag is found exactly, with '>' and quotes inside attribute values")
  func rootSpan() throws {
    let text = """
      <?xml version="1.0"?>
      <!-- a <svg> in a comment -->
      <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
      <svg xmlns="http://www.w3.org/2000/svg" data-a='x > "y"' data-b="it's >"
        width="10"><![CDATA[<title>not a child</title>]]><title>T</title><g/></svg>
      """
    let document = try Self.read(text)
    let bytes = Array(text.utf8)
    let root = document.markup.root
    let tag = String(decoding: bytes[root.span], as: UTF8.self)
    #expect(tag.hasPrefix("<svg xmlns="))
    #expect(tag.hasSuffix("width=\"10\">"))
    #expect(root.line == 4)
    #expect(root.attribute("data-a")?.rawValue == "x > \"y\"")
    #expect(document.markup.children.map(\.tag.name) == ["title", "g"])
    #expect(document.children.first?.text == "T")
  }

  @Test("An external entity is refused and its file is never read")
  func externalEntity() throws {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE svg [
        <!ENTITY xxe SYSTEM "file:///etc/passwd">
      ]>
      <svg xmlns="http://www.w3.org/2000/svg"><title>&xxe;</title></svg>
      """
    let refusal = try #require(Self.refusal(text))
    #expect(refusal.0 == 3)
    #expect(refusal.1.contains("external entity 'xxe' is not allowed"))
    #expect(!refusal.1.contains("root:"))
  }

  @Test("An external DTD is never loaded, so its entities stay undeclared")
  func externalDoctype() throws {
    let text = """
      <!DOCTYPE svg SYSTEM "file:///etc/passwd">
      <svg xmlns="http://www.w3.org/2000/svg"><title>&x;</title></svg>
      """
    let refusal = try #require(Self.refusal(text))
    #expect(refusal.1 == "a reference to an undeclared or unusable entity")
    #expect(refusal.0 == 2)
  }

  @Test("A parameter entity is refused")
  func parameterEntity() throws {
    let text = """
      <!DOCTYPE svg [<!ENTITY % remote SYSTEM "http://example.invalid/x.dtd"> %remote;]>
      <svg xmlns="http://www.w3.org/2000/svg"/>
      """
    let refusal = try #require(Self.refusal(text))
    #expect(refusal.1 == "parameter entities are not allowed")
  }

  @Test("Billion laughs is refused at the declaration, before any expansion")
  func billionLaughs() throws {
    var declarations = "<!ENTITY lol0 \"lol\">"
    for level in 1...9 {
      declarations +=
        "<!ENTITY lol\(level) \""
        + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
    }
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE svg [\(declarations)]>
      <svg xmlns="http://www.w3.org/2000/svg"><title>&lol9;</title></svg>
      """
    let refusal = try #require(Self.refusal(text))
    #expect(refusal.0 == 2)
    #expect(refusal.1 == "entity 'lol5' would expand to more than 100000 characters")
  }

  @Test("Many references to a modest entity are refused by the total bound")
  func manyReferences() throws {
    let entity = String(repeating: "x", count: 1000)
    let body = String(repeating: "<text>&big;</text>", count: 200)
    let text = """
      <!DOCTYPE svg [<!ENTITY big "\(entity)">]>
      <svg xmlns="http://www.w3.org/2000/svg">\(body)</svg>
      """
    let refusal = try #require(Self.refusal(text))
    #expect(refusal.1.contains("in total"))
  }

  @Test("Harmless internal entities, as Illustrator writes them, are read")
  func internalEntities() throws {
    let text = """
      <!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg">]>
      <svg xmlns="&ns_svg;"><title>A &amp; B</title></svg>
      """
    let document = try Self.read(text)
    #expect(document.children.first?.text == "A & B")
  }

  @Test("100,000-deep nesting is refused with the line of the element too deep")
  func deepNesting() throws {
    let depth = 100_000
    let text =
      "<svg xmlns=\"http://www.w3.org/2000/svg\">\n"
      + String(repeating: "<g>", count: depth) + String(repeating: "</g>", count: depth)
      + "</svg>"
    let refusal = try #require(Self.refusal(text))
    #expect(refusal.0 == 2)
    #expect(refusal.1 == "elements are nested more than 256 deep")
  }

  /// libxml2 hands FoundationXML a null pointer for the content of `<?target?>`, and
  /// FoundationXML reads it as a C string (a crash, found by the fuzz run): such an instruction
  /// is refused wherever it is — prolog, DOCTYPE internal subset, content — with its line.
  @Test(
    "A processing instruction with a target and no content is refused with its line, not a crash",
    arguments: [
      ("<?xml?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>", 1),
      ("<?xmlx?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>", 1),
      ("<!DOCTYPE svg [\n<?pi?>\n]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>", 2),
      ("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<title>T</title>\n<?é?></svg>", 3),
    ])
  func emptyProcessingInstruction(_ text: String, line: Int) throws {
    let refusal = try #require(Self.refusal(text))
    #expect(refusal.0 == line)
    #expect(
      refusal.1
        == "a processing instruction with a target and no content (such as <?xml?>) cannot be read")
  }

  @Test(
    "A processing instruction with no target is refused with its line and what is wrong",
    arguments: [
      ("<??>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>", 1),
      ("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<? data?></svg>", 2),
    ])
  func processingInstructionWithoutTarget(_ text: String, line: Int) throws {
    let refusal = try #require(Self.refusal(text))
    #expect(refusal.0 == line)
    #expect(refusal.1 == "a processing instruction has no target name")
  }

  @Test("libxml2's error codes are named by what they mean (xmlerror.h)")
  func libxml2Reasons() {
    #expect(SVGParserEvents.reason(forLibxml2Code: 45) == "a comment is not closed")
    #expect(SVGParserEvents.reason(forLibxml2Code: 47) == "a processing instruction is not closed")
    #expect(SVGParserEvents.reason(forLibxml2Code: 63) == "a CDATA section is not closed")
    #expect(SVGParserEvents.reason(forLibxml2Code: 999) == "malformed XML (libxml2 error 999)")
  }

  @Test("Processing instructions with content, or with a space before '?>', are read")
  func processingInstructions() throws {
    let text = """
      <?xml version="1.0"?>
      <?xml-stylesheet href="a.css"?>
      <svg xmlns="http://www.w3.org/2000/svg"><?pi ?><?pi data?><title>T</title></svg>
      """
    let document = try Self.read(text)
    #expect(document.elements.map(\.name) == ["svg", "title"])
  }

  @Test("A 50 MB file is refused by its size, before parsing")
  func largeFile() throws {
    let body = String(repeating: "<rect width=\"1\" height=\"1\"/>\n", count: 1_800_000)
    let text = "<svg xmlns=\"http://www.w3.org/2000/svg\">" + body + "</svg>"
    #expect(text.utf8.count > 50_000_000)
    let refusal = try #require(Self.refusal(text))
    #expect(refusal.0 == nil)
    #expect(refusal.1.contains("the limit is 33554432 bytes"))
  }

  @Test("A 12 MB chart on one line (over libxml2's 10 MB chunk limit) is read")
  func largeValidFile() throws {
    let mark = "<path aria-label=\"x: 1; y: 2\" role=\"graphics-symbol\" d=\"M0,0h1v1h-1Z\"/>"
    let count = 12_000_000 / mark.utf8.count
    let text =
      "<svg xmlns=\"http://www.w3.org/2000/svg\"><g>" + String(repeating: mark, count: count)
      + "</g></svg>"
    let document = try Self.read(text)
    #expect(document.labelledElements.count == count)
  }

  @Test(
    "Malformed files are refused with a line",
    arguments: zip(
      [
        "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g>\n</svg>",
        "<svg xmlns=\"http://www.w3.org/2000/svg\" a=\"1\" a=\"2\"/>",
        "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\ntrailing",
        "<html><body/></html>",
        "",
        "not xml at all",
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><g>",
      ],
      [
        "a start tag and its end tag do not match", "an attribute is given twice",
        "extra content after the root element", "the root element is <html>, not <svg>",
        "the file has no root element", "text before the root element; this is not an SVG file",
        "the root element <svg> is not closed",
      ]))
  func malformed(text: String, reason: String) throws {
    let refusal = try #require(Self.refusal(text))
    #expect(refusal.1 == reason)
    #expect(refusal.0 != nil)
  }

  @Test("Vega's aria-labels are collected, but not inside aria-hidden groups")
  func labels() throws {
    let text = """
      <svg xmlns="http://www.w3.org/2000/svg"><g aria-hidden="true"><path aria-label="hidden: 1"/>\
      </g><path role="graphics-symbol" aria-roledescription="bar" aria-label="a: x; b: &#x2212;1"/>\
      </svg>
      """
    let document = try Self.read(text)
    #expect(document.labelledElements.map(\.label) == ["a: x; b: \u{2212}1"])
    #expect(document.labelledElements.first?.roleDescription == "bar")
  }

  @Test("Every element is read with its attributes, line, parent and text in document order")
  func elementTree() throws {
    let text = """
      <svg xmlns="http://www.w3.org/2000/svg" role="img">
        <title id="t">Sales <tspan>by &amp; for</tspan> office<![CDATA[ <2024>]]></title>
        <g aria-label="x: 1">
          <rect
            width="1"/>
        </g>
      </svg>
      """
    let document = try Self.read(text)
    #expect(document.elements.map(\.name) == ["svg", "title", "tspan", "g", "rect"])
    #expect(document.elements.map(\.parent) == [nil, 0, 1, 0, 3])
    #expect(document.elements.map(\.line) == [1, 2, 2, 3, 5])
    #expect(document.root.attributes["role"] == "img")
    let title = try #require(document.element(withID: "t"))
    #expect(document.textContent(of: title) == "Sales by & for office <2024>")
    #expect(document.textContent(of: document.elements[2]) == "by & for")
    #expect(document.element(withID: "nope") == nil)
    #expect(document.elements[4].attributes == ["width": "1"])
  }

  @Test("Prefixed elements keep their qualified name and give their local name")
  func prefixedNames() throws {
    let document = try Self.read(
      "<svg:svg xmlns:svg=\"http://www.w3.org/2000/svg\"><svg:title>T</svg:title></svg:svg>")
    #expect(document.elements.map(\.name) == ["svg:svg", "svg:title"])
    #expect(document.elements.map(\.localName) == ["svg", "title"])
  }
}
