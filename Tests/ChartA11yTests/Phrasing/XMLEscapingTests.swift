import Foundation
import FoundationXML
import Testing

@testable import ChartA11y

/// The one XML escaper: what it writes, and that an XML 1.0 parser reads it back.
@Suite("The XML escaper")
struct XMLEscapingTests {
  /// Every character the escaper treats specially: the five markup characters, tab and LF,
  /// controls XML 1.0 forbids (U+0001, U+001B), DEL, a C1 control, U+FFFE and a bidirectional
  /// override.
  static let hostile = "a&b<c>d\"e'f\tg\nh\u{1}i\u{1B}j\u{7F}k\u{85}l\u{FFFE}m\u{202E}n"
  /// What a parser reads back: the text, with the controls spelled out as `\u{…}`.
  static let readBack =
    #"a&b<c>d"e'f"# + "\tg\nh" + #"\u{1}i\u{1b}j\u{7f}k\u{85}l\u{fffe}m\u{202e}n"#

  @Test("the five markup characters become XML's five entities where the context needs them")
  func entities() {
    #expect(TextEscaping.xml(#"&<>"'"#, for: .text) == #"&amp;&lt;&gt;"'"#)
    #expect(TextEscaping.xml(#"&<>"'"#, for: .attribute) == #"&amp;&lt;&gt;&quot;'"#)
    #expect(TextEscaping.xml(#"&<>"'"#, for: .textOrAttribute) == "&amp;&lt;&gt;&quot;&apos;")
    #expect(TextEscaping.xml("\t\n\r", for: .text) == "\t\n\r")
    #expect(TextEscaping.xml("\t\n\r", for: .attribute) == "&#9;&#10;&#13;")
    #expect(TextEscaping.xml("\u{0}\u{FFFF}\u{9F}", for: .text) == #"\u{0}\u{ffff}\u{9f}"#)
    #expect(TextEscaping.xml("Zürich 日本 🎵", for: .textOrAttribute) == "Zürich 日本 🎵")
  }

  @Test(
    "character data parses and reads back as the text",
    arguments: [
      TextEscaping.XMLContext.text, .textOrAttribute,
    ])
  func text(context: TextEscaping.XMLContext) throws {
    let escaped = TextEscaping.xml(Self.hostile, for: context)
    let read = try Self.parse("<r>\(escaped)</r>")
    #expect(read.text == Self.readBack)
  }

  @Test(
    "a double-quoted attribute parses and keeps tabs and line breaks",
    arguments: [
      TextEscaping.XMLContext.attribute, .textOrAttribute,
    ])
  func attribute(context: TextEscaping.XMLContext) throws {
    let escaped = TextEscaping.xml(Self.hostile + "\r", for: context)
    let read = try Self.parse("<r a=\"\(escaped)\"/>")
    #expect(read.attributes["a"] == Self.readBack + "\r")
  }

  @Test("text for any context parses in a single-quoted attribute too")
  func singleQuoted() throws {
    let escaped = TextEscaping.xml(Self.hostile, for: .textOrAttribute)
    let read = try Self.parse("<r a='\(escaped)'/>")
    #expect(read.attributes["a"] == Self.readBack)
  }

  @Test("SSML and JUnit reports use it: markup in data is text")
  func writers() throws {
    #expect(SpeechMarkup.escape("<audio src='x'/>&") == "&lt;audio src=&apos;x&apos;/&gt;&amp;")
    let speech = try Self.parse(SpeechMarkup.document(["a <voice>\u{1B}[31m & b"]))
    #expect(speech.text == "a less than voice greater than [31m & b")
    let finding = AuditFinding(
      ruleID: "hidden-data-loss", severity: .warning, message: Self.hostile, path: .root, line: 1)
    let report = AuditReport(
      files: [AuditReport.File(path: "a'b\"c.json", findings: [finding])], failureThreshold: .error)
    let junit = try Self.parse(JUnitAuditReporter.render(report))
    #expect(junit.text.contains("warning: " + Self.readBack))
  }

  /// The character data and the root element's attributes an XML 1.0 parser reads, or the
  /// parser's error.
  static func parse(_ document: String) throws -> (text: String, attributes: [String: String]) {
    let reader = Reader()
    let parser = XMLParser(data: Data(document.utf8))
    parser.delegate = reader
    guard parser.parse() else {
      throw parser.parserError ?? CocoaError(.coderReadCorrupt)
    }
    return (reader.text, reader.attributes)
  }

  private final class Reader: NSObject, XMLParserDelegate {
    var text = ""
    var attributes: [String: String] = [:]

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      if self.attributes.isEmpty { self.attributes = attributes }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      text += string
    }
  }
}
