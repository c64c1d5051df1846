import ChartA11y
import ChartImport
import ChartModel
import Foundation
import FoundationXML
import GoldenTesting
import Testing

/// This target depends on `ChartA11y`, `ChartModel` and `GoldenTesting` only: it builds and
/// links without libespeak-ng, libsndfile, libsamplerate or PortAudio.
@Suite("Alt text from the audio-free core")
struct AltTextWithoutAudioTests {
  /// The text of each `<title>` and `<desc>` child of the root, read back with `XMLParser`.
  final class RootTexts: NSObject, XMLParserDelegate {
    var texts: [String: String] = [:]
    var rootAttributes: [String: String] = [:]
    private var depth = 0
    private var current: String?

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      depth += 1
      if depth == 1 { rootAttributes = attributes }
      if depth == 2, name == "title" || name == "desc" { current = name }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let current { texts[current, default: ""] += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      if depth == 2 { current = nil }
      depth -= 1
    }
  }

  @Test("Alt text for the Vega-Lite cars SVG is written and parses back as <title> and <desc>")
  func writesAltText() throws {
    let url = Fixtures.root.appendingPathComponent("svg/cars.vl.svg")
    let svg = try Data(contentsOf: url)
    let chart = try AccessibleChart(try SVGChartRecovery.recover(from: svg).document)
    let content = AltTextContent(ChartAnalysis(chart))
    let edit = try SVGAltText.write(content, into: svg)
    #expect(!edit.isUnchanged)
    let reader = RootTexts()
    let parser = XMLParser(data: edit.bytes)
    parser.delegate = reader
    #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
    let title = try #require(reader.texts["title"])
    let description = try #require(reader.texts["desc"])
    #expect(title == content.short)
    #expect(description == content.long)
    #expect(
      title
        == "Scatter plot: Horsepower and fuel economy of 1970s and 1980s cars. Strong negative "
        + "relationship: Miles_per_Gallon falls as Horsepower rises.")
    #expect(title.count <= AltTextContent.maximumShortLength)
    #expect(description.contains("USA"))
    #expect(description.contains("Japan"))
    #expect(description.contains("Europe"))
    #expect(reader.rootAttributes["role"] == "img")
    #expect(reader.rootAttributes[SVGAltText.digestAttribute] == content.digest)
    #expect(try SVGAltText.status(of: edit.bytes, for: chart) == .current)
  }
}
