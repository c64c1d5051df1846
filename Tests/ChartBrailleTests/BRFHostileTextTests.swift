import ChartA11y
import ChartModel
import Foundation
import Testing

@testable import ChartBraille

@Suite("BRF from hostile text: ASCII braille only, in linear time")
struct BRFHostileTextTests {
  /// Whether text holds only what a BRF file may: North American Braille ASCII
  /// (U+0020–U+005F), CR, LF and form feed.
  static func isBRF(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy {
      (0x20...0x5F).contains($0.value) || "\r\n\u{0C}".unicodeScalars.contains($0)
    }
  }

  /// A line chart whose title is `title`, described.
  static func description(title: String) throws -> ChartDescription {
    let spec: [String: Any] = [
      "version": 1, "title": title,
      "data": ["values": [["x": 1, "y": 2], ["x": 2, "y": 3]]],
      "marks": [["type": "line", "x": "x", "y": "y"]],
    ]
    let document = try ChartDocument(
      json: try JSONSerialization.data(withJSONObject: spec),
      baseDirectory: FileManager.default.temporaryDirectory)
    return ChartDescriber.describe(ChartAnalysis(try AccessibleChart(document)))
  }

  @Test("Spaces, controls, noncharacters and 8-dot braille in a title give ASCII braille")
  func asciiOnly() throws {
    // liblouis's en-ueb copies U+00A0 and 8-dot patterns through, and spells U+FEFF "zero".
    for title in [
      "A\u{A0}B", "A\u{3000}B\u{2028}C\u{202F}D", "A\u{0}D\u{FFFF}E\u{1B}[2J\u{9B}",
      "A\u{2840}\u{28FF}B", "A\u{FEFF}B", "北京 😀 naïve",
    ] {
      let description = try Self.description(title: title)
      let brf = try BrailleTextRenderer.brf(description)
      #expect(Self.isBRF(brf), "\(title.unicodeScalars.map(\.value)): \(brf)")
    }
    let brf = try BrailleTextRenderer.brf(try Self.description(title: "Rain\u{A0}fall\u{3000}2024"))
    let back = try LouisTranslator.backTranslate(
      BrailleRoundTrip.unpaged(brf, width: BrailleLayout.defaultWidth),
      table: LouisTranslator.defaultTable, encoding: .asciiBraille)
    #expect(back.lowercased().hasPrefix("line chart: rain fall 2024."), "\(back)")
    #expect(LouisTranslator.brailleASCII(["A", "\u{2840}", "\u{1F600}"]) == "A'\\XBHDJ''\\YAFFJJ'")
  }

  @Test("A word of a million cells is divided into lines in linear time")
  func longWord() {
    let layout = BrailleLayout()
    let word = String(repeating: "T", count: 1_000_000)
    let clock = ContinuousClock()
    var lines: [String] = []
    let elapsed = clock.measure {
      lines = layout.lines(of: .init(isParagraph: true, braille: "A " + word + " B"))
    }
    // Before, each division recounted the rest of the word: 108 s for a 1 MB title.
    #expect(elapsed < .seconds(10))
    #expect(lines.first == "  A")
    let divided = lines.dropFirst().dropLast()
    #expect(divided.dropLast().allSatisfy { $0.count == 40 && $0.hasSuffix("-") })
    #expect(divided.map { $0.hasSuffix("-") ? $0.count - 1 : $0.count }.reduce(0, +) == 1_000_000)
    #expect(lines.last == "B")
  }
}
