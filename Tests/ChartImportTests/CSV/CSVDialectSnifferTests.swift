import Foundation
import Testing

@testable import ChartImport

@Suite("CSV dialect sniffing")
struct CSVDialectSnifferTests {
  private func sniff(_ text: String, given: CSVDelimiter? = nil) -> CSVDialectSniffer.Result {
    Data(text.utf8).withUnsafeBytes {
      CSVDialectSniffer.sniff($0.assumingMemoryBound(to: UInt8.self), given: given)
    }
  }

  @Test(
    "The delimiter is the one whose count is the same on most lines",
    arguments: zip(
      [
        "a,b\n1,2\n", "a;b;c\n1,5;2,5;3\n", "a\tb\n1\t2\n", "a|b\n1|2\n", "a\n1,5\n",
        "x,\"y;z\"\n1,2\n", "name;value\n\"a, b\";1\n", "x,y;z\n1,2\n3,4\n",
      ],
      [CSVDelimiter.comma, .semicolon, .tab, .pipe, .comma, .comma, .semicolon, .comma]))
  func delimiter(text: String, expected: CSVDelimiter) {
    #expect(sniff(text).delimiter == expected, "\(text)")
  }

  @Test("Excel's sep= line names the delimiter and is skipped, after a byte order mark")
  func separatorLine() {
    let result = sniff("\u{FEFF}sep=;\r\nmonth;value\r\n2024-01-01;1,5\r\n")
    #expect(result == CSVDialectSniffer.Result(delimiter: .semicolon, start: 10, isDeclared: true))
    #expect(sniff("sep=|\na|b\n", given: .comma).delimiter == .comma)
  }

  @Test("A given delimiter wins")
  func given() {
    #expect(sniff("a;b\n1;2\n", given: .comma).delimiter == .comma)
  }

  @Test("Sniffing a 100 MB line and 100,000 columns reads a bounded sample, quickly")
  func bounded() {
    var line = Data(count: 100 * 1024 * 1024)
    line.withUnsafeMutableBytes { raw in
      for index in stride(from: 0, to: raw.count, by: 8) { raw[index] = UInt8(ascii: ";") }
    }
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      #expect(
        line.withUnsafeBytes {
          CSVDialectSniffer.sniff($0.assumingMemoryBound(to: UInt8.self), given: nil)
        }.delimiter == .semicolon)
      let wide = (0..<100_000).map { "c\($0)" }.joined(separator: "|") + "\n"
      #expect(sniff(wide + wide).delimiter == .pipe)
    }
    #expect(elapsed < .seconds(5), "\(elapsed)")
  }
}
