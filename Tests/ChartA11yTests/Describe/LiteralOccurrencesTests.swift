import Foundation
import Testing

@testable import ChartA11y

@Suite("Literal occurrences are found in linear time, whole characters only")
struct LiteralOccurrencesTests {
  private static func offsets(of pattern: String, in text: String) -> [Int] {
    LiteralOccurrences(of: pattern).ranges(in: text).map {
      text.distance(from: text.startIndex, to: $0.lowerBound)
    }
  }

  @Test("Occurrences are found leftmost first and do not overlap")
  func nonOverlapping() {
    #expect(Self.offsets(of: "aa", in: "aaaaa") == [0, 2])
    #expect(Self.offsets(of: "abab", in: "xababab abab") == [1, 8])
    #expect(Self.offsets(of: "b", in: "aaa") == [])
    #expect(Self.offsets(of: "", in: "aaa") == [])
    #expect(Self.offsets(of: "longer", in: "long") == [])
  }

  @Test("A match inside a character (e before a combining accent) is not one")
  func wholeCharacters() {
    #expect(Self.offsets(of: "e", in: "cafe\u{301} e") == [5])
    #expect(Self.offsets(of: "🇫🇷", in: "🇫🇷🇫🇷") == [0, 1])
    #expect(Self.offsets(of: "🇷🇫", in: "🇫🇷🇫🇷") == [])
  }

  @Test("Replacing gives each occurrence its own text")
  func replacing() {
    let search = LiteralOccurrences(of: "ab")
    #expect(search.replacing(in: "ab-ab-ab") { $0 == 0 ? "AB" : "x" } == "AB-x-x")
    #expect(search.replacing(in: "none") { _ in "x" } == "none")
  }

  @Test("Labels sharing a long prefix are found exactly (xxx…0 is not in xxx…2)")
  func sharedPrefix() {
    let prefix = String(repeating: "x", count: 5_000)
    let text = "from \(prefix)2 to \(prefix)0 and \(prefix)2"
    #expect(Self.offsets(of: prefix + "0", in: text) == [5_010])
    #expect(Self.offsets(of: prefix + "2", in: text).count == 2)
  }
}
