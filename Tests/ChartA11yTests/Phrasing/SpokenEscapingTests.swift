import ChartA11y
import Foundation
import Testing

@testable import ChartModel

@Suite("Text escaped for speech and screen readers")
struct SpokenEscapingTests {
  @Test("Display controls and noncharacters are dropped; tabs and line breaks are spaces")
  func dropped() {
    #expect(
      TextEscaping.spoken("Sales\u{1B}]52;c;SGVsbG8=\u{7}\u{1B}[2J\u{202E}up\u{2066}\u{9B}1m")
        == "Sales]52;c;SGVsbG8=[2Jup1m")
    #expect(TextEscaping.spoken("a\tb\nc\r\nd\u{FFFF}\u{FFFE}\u{7F}") == "a b c  d")
    #expect(TextEscaping.spoken("naïve 北京 😀\u{A0}") == "naïve 北京 😀\u{A0}")
  }

  @Test("The streaming JSON writer escapes display controls as StableJSON does")
  func streamingJSON() throws {
    let text = "x\u{1B}\u{7F}\u{85}\u{9B}\u{202E}\u{2068}é\u{2029}"
    var streamed: [UInt8] = []
    TextEscaping.appendJSONString(text, to: &streamed)
    let encoded = try StableJSON.data(text)
    #expect(Data(streamed) + Data("\n".utf8) == encoded)
    #expect(
      String(decoding: streamed, as: UTF8.self) == #""x\u001b\u007f\u0085\u009b\u202e\u2068é"#
        + "\u{2029}\"")
  }
}
