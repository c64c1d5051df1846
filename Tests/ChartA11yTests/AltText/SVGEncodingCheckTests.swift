import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("SVG files meant as UTF-8 must be UTF-8")
struct SVGEncodingCheckTests {
  static func bytes(_ parts: [[UInt8]]) -> Data { Data(parts.joined()) }

  /// Expects `data` to be refused as an SVG that is not UTF-8, at `line`.
  static func expectRefused(
    _ data: Data, line expectedLine: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      _ = try SVGDocument(bytes: data)
      Issue.record("an SVG with invalid UTF-8 was read", sourceLocation: sourceLocation)
    } catch {
      guard case .invalidSVG(let line, let reason) = error.kind else {
        Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
        return
      }
      #expect(line == expectedLine, sourceLocation: sourceLocation)
      #expect(
        reason == "the file is not valid UTF-8 and declares no other encoding libxml2 reads",
        sourceLocation: sourceLocation)
    }
  }

  @Test("Invalid UTF-8 in an element name is refused with its line, not a trap")
  func invalidName() {
    let data = Self.bytes([
      Array("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g>\n<".utf8), [0xC3, 0x28, 0xFF],
      Array("/></g></svg>".utf8),
    ])
    Self.expectRefused(data, line: 3)
  }

  @Test("Each invalid form is found: overlong, surrogate, above U+10FFFF, cut short")
  func invalidForms() {
    let forms: [[UInt8]] = [
      [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xF5, 0x80, 0x80, 0x80], [0x80], [0xE2, 0x82],
    ]
    for form in forms {
      let bytes = Array("<svg>\n".utf8) + form
      #expect(SVGEncodingCheck.firstInvalidLine(in: bytes) == 2, "\(form)")
    }
    let valid = Array("<svg><title>Ünïcödé € 𝄞 ⣿</title></svg>".utf8)
    #expect(SVGEncodingCheck.firstInvalidLine(in: valid) == nil)
  }

  @Test("A declared Latin-1 file and a UTF-16 file are left to libxml2")
  func otherEncodings() throws {
    let latin1 = Self.bytes([
      Array(
        "<?xml version='1.0' encoding='ISO-8859-1'?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><title>Caf"
          .utf8),
      [0xE9], Array("</title></svg>".utf8),
    ])
    #expect(SVGEncodingCheck.firstInvalidLine(in: [UInt8](latin1)) == nil)
    let document = try SVGDocument(bytes: latin1)
    #expect(document.root.localName == "svg")
    #expect(SVGEncodingCheck.firstInvalidLine(in: [0xFF, 0xFE, 0x3C, 0x00, 0xE9, 0x00]) == nil)
    let declaredUTF8 = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg>".utf8) + [0xE9]
    #expect(SVGEncodingCheck.firstInvalidLine(in: declaredUTF8) == 2)
  }

  /// Issue 19, fuzz case 59,886 of the svg seed: libxml2 reads the bytes unconverted when the
  /// declaration's encoding is not an `EncName`, or is UTF-16 without a byte-order mark, and
  /// FoundationXML trapped on the invalid UTF-8 they left in an attribute name.
  @Test(
    "A declaration libxml2 ignores does not exempt the file from the UTF-8 check",
    arguments: ["u?xml version=", "", "ISO 8859-1", "utf16", "UTF-16", "-latin1"])
  func ignoredDeclaration(_ encoding: String) {
    let data = Self.bytes([
      Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n".utf8),
      Array("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g ".utf8), [0xE0],
      Array("d=\"x\"/></svg>".utf8),
    ])
    Self.expectRefused(data, line: 3)
  }

  @Test("The declared encoding is read only from a well-formed declaration")
  func declaredEncoding() {
    func name(_ text: String) -> String? {
      SVGEncodingCheck.declaredEncoding(ArraySlice(text.utf8)).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    #expect(name("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>") == "ISO-8859-1")
    #expect(name("<?xml version='1.0'\n  encoding = 'windows-1252' ?>") == "windows-1252")
    #expect(name("<?xml version=\"1.0\" encoding=\"ISO 8859-1\"?>") == nil)
    #expect(name("<?xml version=\"1.0\" encoding=\"\"?>") == nil)
    #expect(name("<?xml version=\"1.0encoding='latin1'\" ?>") == nil)
    #expect(name("<?xml version=\"1.0\"?>") == nil)
    #expect(name("<svg encoding=\"latin1\">") == nil)
  }

  /// An SVG of three lines declaring `encoding`, with `byte` in its title on line 3.
  static func declared(_ encoding: String, byte: UInt8) -> Data {
    bytes([
      Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n".utf8),
      Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">\n".utf8),
      Array("<title>a".utf8), [byte], Array("b</title><rect/></svg>\n".utf8),
    ])
  }

  /// Issue 19: libxml2 printed "xmlParseChunk: encoder error" on standard error itself for a
  /// byte its iconv conversion refuses; the file is now refused first, with the line.
  @Test(
    "A byte that is not valid in the declared encoding is refused with its line",
    arguments: [("UTF-7", 0x80), ("windows-1252", 0x81), ("US-ASCII", 0xE9)] as [(String, UInt8)])
  func unsupportedEncoding(_ encoding: String, byte: UInt8) throws {
    let refusal = try #require(SVGDocumentTests.refusal(bytes: Self.declared(encoding, byte: byte)))
    #expect(refusal.0 == 3)
    #expect(refusal.1 == "the file is not valid \(encoding), the encoding its declaration names")
    // The same encodings with valid bytes read: 0xE9 is é in windows-1252.
    let valid = try SVGDocument(
      bytes: Self.declared(encoding == "windows-1252" ? encoding : "ISO-8859-1", byte: 0xE9))
    #expect(valid.root.localName == "svg")
    #expect(
      SVGDeclaredEncodingCheck.refusal(for: [UInt8](Self.declared("UTF-7", byte: 0x41))) == nil)
  }

  /// libxml2 reads some encodings iconv does not know through ICU, where a bad byte would put
  /// libxml2's own line on standard error: every name iconv does not know is refused on line 1.
  @Test(
    "An encoding iconv does not know is refused on line 1, naming it",
    arguments: ["NO-SUCH-9", "SCSU"])
  func unknownEncoding(_ encoding: String) throws {
    let refusal = try #require(SVGDocumentTests.refusal(bytes: Self.declared(encoding, byte: 0x41)))
    #expect(refusal.0 == 1)
    #expect(
      refusal.1
        == "the encoding the declaration names, \(encoding), is not one chart-describe reads; "
        + "convert the file to UTF-8")
  }
}
