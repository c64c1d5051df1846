import Foundation
import Testing

@testable import ChartModel

@Suite("Display controls in JSON")
struct DisplayControlsTests {
  /// DEL, C1 (NEL, CSI), every bidirectional control, and neighbours that are not controls.
  static let text =
    "a\u{7F}b\u{85}\u{9B}31m\u{202A}\u{202E}\u{2066}\u{2069}é\u{2029}\u{202F}\u{2065}€\u{A0}"

  @Test("StableJSON escapes DEL, C1 and bidirectional controls, and reads back the same")
  func escaped() throws {
    let data = try StableJSON.data([Self.text])
    let written = String(decoding: data, as: UTF8.self)
    #expect(
      written
        == "[\n  \"a\\u007fb\\u0085\\u009b31m\\u202a\\u202e\\u2066\\u2069é\u{2029}\u{202F}"
        + "\u{2065}€\u{A0}\"\n]\n")
    #expect(!written.unicodeScalars.contains { DisplayControls.contains($0) && $0 != "\n" })
    #expect(try JSONDecoder().decode([String].self, from: data) == [Self.text])
  }

  @Test("Text without those bytes is returned as it is")
  func untouched() {
    let plain = Data("{\"a\": \"naïve – ✓\"}".utf8)
    #expect(DisplayControls.escapingInJSON(plain) == plain)
  }
}
