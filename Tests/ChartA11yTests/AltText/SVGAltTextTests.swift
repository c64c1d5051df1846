import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("Writing alt text into SVG files")
struct SVGAltTextTests {
  static func svg(_ name: String) throws -> Data {
    try Data(contentsOf: Fixtures.root.appendingPathComponent("svg/\(name)"))
  }

  static let salesContent: AltTextContent = {
    // swift-format-ignore: NeverUseForceTry
    // The fixture is part of the repository; a failure here is a broken checkout.
    guard let analysis = try? ChartFixture.analysis(spec: "sales-report") else {
      preconditionFailure("fixture")
    }
    return AltTextContent(analysis)
  }()

  /// The bytes with the root start tag and the inserted elements cut out, for comparing
  /// everything else byte for byte.
  static func outside(_ data: Data) throws -> [UInt8] {
    let document = try SVGDocument(bytes: data)
    let bytes = document.bytes
    var result = Array(bytes[..<document.markup.root.span.lowerBound])
    var position = document.markup.root.span.upperBound
    for child in document.markup.children
    where child.tag.attribute("id")?.rawValue.hasPrefix("chart-describe-") == true {
      result += bytes[position..<child.span.lowerBound]
      position = child.span.upperBound
    }
    result += bytes[position...]
    return result
  }

  @Test(
    "Title, desc, role, aria attributes and digest are written and parse back",
    arguments: ["sales-report.vl.svg", "sales-report.matplotlib.svg"])
  func writes(file: String) throws {
    let original = try Self.svg(file)
    let content = Self.salesContent
    let edit = try SVGAltText.write(content, into: original)
    let root = try #require(ParsedSVG.parse(edit.bytes))
    #expect(root.name == "svg")
    #expect(root.children.first?.name == "title")
    #expect(root.children.dropFirst().first?.name == "desc")
    #expect(root.attributes["role"] == "img")
    let titleID = try #require(root.attributes["aria-labelledby"])
    let descriptionID = try #require(root.attributes["aria-describedby"])
    #expect(root.element(withID: titleID)?.text == content.short)
    #expect(root.element(withID: descriptionID)?.text == content.long)
    #expect(root.attributes[SVGAltText.digestAttribute] == content.digest)
    #expect(content.short.count <= 150)
    #expect(try Self.outside(edit.bytes) == Self.outside(original))
  }

  @Test(
    "A second run changes no byte",
    arguments: ["sales-report.vl.svg", "sales-report.matplotlib.svg"])
  func idempotent(file: String) throws {
    let once = try SVGAltText.write(Self.salesContent, into: Self.svg(file))
    let twice = try SVGAltText.write(Self.salesContent, into: once.bytes)
    #expect(twice.isUnchanged)
    #expect(twice.bytes == once.bytes)
  }

  @Test("Everything outside the root start tag stays: namespaces, comments, CDATA, DOCTYPE")
  func bytePreservation() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8" standalone="no"?>\r
      <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
      <!-- made by hand -->
      <svg:svg   xmlns:svg='http://www.w3.org/2000/svg'  data-x='a > b'
         viewBox = "0 0 10 10" >
        <svg:style><![CDATA[ rect { fill: red } ]]></svg:style>
        <svg:rect width="1" height="1"/>   <!-- trailing -->
      </svg:svg>
      <!-- after -->

      """
    let edit = try SVGAltText.write(Self.salesContent, into: Data(text.utf8))
    let written = String(decoding: edit.bytes, as: UTF8.self)
    #expect(written.contains("<svg:title id=\"chart-describe-title-"))
    #expect(written.contains("<svg:desc id=\"chart-describe-desc-"))
    #expect(written.contains("data-x='a > b'\n   viewBox = \"0 0 10 10\" role=\"img\""))
    #expect(try Self.outside(edit.bytes) == Self.outside(Data(text.utf8)))
    let start = try #require(text.range(of: "<svg:svg"))
    let end = try #require(text.range(of: "\" >"))
    let untouched = text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
    #expect(try Self.outside(edit.bytes) == Array(untouched.utf8))
    let root = try #require(ParsedSVG.parse(edit.bytes))
    #expect(root.children.first?.name == "svg:title")
  }

  @Test("A self-closing root gets an end tag")
  func selfClosingRoot() throws {
    let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\"/>"
    let edit = try SVGAltText.write(Self.salesContent, into: Data(text.utf8))
    let root = try #require(ParsedSVG.parse(edit.bytes))
    #expect(root.children.map(\.name) == ["title", "desc"])
    let again = try SVGAltText.write(Self.salesContent, into: edit.bytes)
    #expect(again.isUnchanged)
  }

  @Test("A person's own title and desc are kept, and replaced with --replace")
  func authored() throws {
    let text = """
      <svg xmlns="http://www.w3.org/2000/svg"><title>Sales by office</title>\
      <desc>Written by our editor.</desc><rect/></svg>
      """
    let kept = try SVGAltText.write(Self.salesContent, into: Data(text.utf8))
    #expect(kept.keptAuthoredTitle && kept.keptAuthoredDescription)
    let root = try #require(ParsedSVG.parse(kept.bytes))
    #expect(root.children.map(\.name) == ["title", "desc", "rect"])
    #expect(root.child("title")?.text == "Sales by office")
    #expect(root.attributes["aria-labelledby"] == nil)
    #expect(root.attributes[SVGAltText.digestAttribute] == Self.salesContent.digest)

    let replaced = try SVGAltText.write(
      Self.salesContent, into: Data(text.utf8), replacingAuthored: true)
    let newRoot = try #require(ParsedSVG.parse(replaced.bytes))
    #expect(newRoot.children.map(\.name) == ["title", "desc", "rect"])
    #expect(newRoot.child("title")?.text == Self.salesContent.short)
    #expect(!String(decoding: replaced.bytes, as: UTF8.self).contains("our editor"))
  }

  @Test("Generator boilerplate is not taken for a description")
  func boilerplate() throws {
    let text = """
      <svg xmlns="http://www.w3.org/2000/svg"><desc>Created with Highcharts 11.4.0</desc>\
      <title>Chart</title></svg>
      """
    let edit = try SVGAltText.write(Self.salesContent, into: Data(text.utf8))
    #expect(!edit.keptAuthoredTitle && !edit.keptAuthoredDescription)
    let root = try #require(ParsedSVG.parse(edit.bytes))
    #expect(root.children.map(\.name) == ["title", "desc", "desc", "title"])
    #expect(root.children.first?.text == Self.salesContent.short)
    for text in ["Created with matplotlib", "  ", "Untitled-1", "Layer 1", "Interactive chart"] {
      #expect(SVGAltText.isGeneratorBoilerplate(text))
    }
    #expect(!SVGAltText.isGeneratorBoilerplate("Sales rose in 2024"))
  }

  @Test("Labels from data are escaped in the written XML")
  func escaping() throws {
    var content = Self.salesContent
    content.short = "A <b>&\"</b> \u{1B}[31m \u{202E}evil"
    content.long = "]]> <!-- &lt;"
    let edit = try SVGAltText.write(
      content, into: Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8))
    let root = try #require(ParsedSVG.parse(edit.bytes))
    // Controls are dropped, as a browser draws them: a screen reader never says "backslash u".
    #expect(root.child("title")?.text == "A <b>&\"</b> [31m evil")
    #expect(root.child("desc")?.text == "]]> <!-- &lt;")
    #expect(root.child("title")?.children.isEmpty == true)
  }

  @Test("Status is missing, then current, then stale when a data point changes")
  func status() throws {
    let original = try Self.svg("sales-report.vl.svg")
    let analysis = try ChartFixture.analysis(spec: "sales-report")
    #expect(try SVGAltText.status(of: original, for: analysis.chart) == .missing)
    let edit = try SVGAltText.write(AltTextContent(analysis), into: original)
    #expect(try SVGAltText.status(of: edit.bytes, for: analysis.chart) == .current)
    var changed = analysis.chart
    changed.series[0].observations[3].value = 931
    #expect(try SVGAltText.status(of: edit.bytes, for: changed) == .stale)
  }

  /// Finding F22: a title written by alt-text and then edited to say something false passed
  /// `--check` and the audit, as the digest covers only the data.
  @Test("A title or description written by this tool and then edited is reported as edited")
  func edited() throws {
    let original = try Self.svg("sales-report.vl.svg")
    let analysis = try ChartFixture.analysis(spec: "sales-report")
    let content = AltTextContent(analysis)
    let written = try SVGAltText.write(content, into: original).bytes
    let text = try #require(String(data: written, encoding: .utf8))
    for (old, new) in [
      (content.short, "Area chart: Sales Report. Sales falls sharply."),
      (String(content.long.prefix(40)), "Nothing to see here. Nothing to see here"),
    ] {
      let lie = Data(text.replacingOccurrences(of: old, with: new).utf8)
      #expect(lie != written)
      #expect(try SVGAltText.status(of: lie, for: analysis.chart) == .edited)
    }
    #expect(try SVGAltText.status(of: written, for: analysis.chart) == .current)
  }
}
