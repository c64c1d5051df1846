import ChartModel
import Foundation
import GoldenTesting
import Testing

/// Checks ``NumberFormat`` and ``TimeFormat`` against what d3 itself writes.
///
/// Every case in `fixtures/formats/d3-cases.json`, written by Vega's `format` and `utcFormat`
/// (`scripts/format_oracle.py`). d3's U+2212 minus is read as `-`, which chart-describe writes.
@Suite("d3 formats, checked against d3")
struct D3FormatCasesTests {
  struct Cases: Decodable {
    struct NumberCase: Decodable {
      var format: String
      var value: Double
      var text: String
    }
    struct TimeCase: Decodable {
      var format: String
      var date: String
      var text: String
    }
    var numbers: [NumberCase]
    var times: [TimeCase]
  }

  static func cases() throws -> Cases {
    let url = Fixtures.root.appendingPathComponent("formats/d3-cases.json")
    return try JSONDecoder().decode(Cases.self, from: Data(contentsOf: url))
  }

  @Test("Every number case reads as d3 writes it")
  func numbers() throws {
    let cases = try Self.cases()
    #expect(cases.numbers.count > 1_000)
    var wrong: [String] = []
    for entry in cases.numbers {
      let format = try NumberFormat(entry.format)
      let written = format.string(entry.value)
      let expected = entry.text.replacingOccurrences(of: "\u{2212}", with: "-")
      if written != expected {
        wrong.append("'\(entry.format)' \(entry.value): \(written) ≠ \(expected)")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong:\n\(wrong.prefix(40).joined(separator: "\n"))")
  }

  @Test("Every time case reads as d3 writes it, in UTC")
  func times() throws {
    let cases = try Self.cases()
    var wrong: [String] = []
    for entry in cases.times {
      let format = try TimeFormat(entry.format)
      let date = try #require(TemporalParser.date(fromISO8601: entry.date), "\(entry.date)")
      let written = format.string(date)
      if written != entry.text {
        wrong.append("'\(entry.format)' \(entry.date): \(written) ≠ \(entry.text)")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong:\n\(wrong.prefix(40).joined(separator: "\n"))")
  }

  @Test("Unsupported specifiers are refused with their reason")
  func unsupported() {
    for (specifier, reason) in [
      (".2c", "the type 'c' is not supported"), (".2q", "the type 'q' is not supported"),
      ("abc", "it is not a d3 number format"), (".f", "a '.' needs a precision after it"),
    ] {
      #expect(throws: ValueFormatError(specifier: specifier, reason: reason)) {
        try NumberFormat(specifier)
      }
    }
    #expect(
      throws: ValueFormatError(specifier: "%Y %k", reason: "the directive '%k' is not supported")
    ) {
      try TimeFormat("%Y %k")
    }
    #expect(throws: ValueFormatError(specifier: "%Y%", reason: "it ends in '%'")) {
      try TimeFormat("%Y%")
    }
  }

  @Test("Precise readings keep the format's style with six significant digits")
  func precise() throws {
    let dollars = try NumberFormat("$,.0f")
    #expect(dollars.precise(for: 1234.5678).string(1234.5678) == "$1,234.57")
    #expect(dollars.precise(for: 1200).string(1200) == "$1,200")
    let percent = try NumberFormat(".0%")
    #expect(percent.precise(for: 0.0361).string(0.0361) == "3.61%")
    let si = try NumberFormat(".2s")
    #expect(si.precise(for: 3_215_000).string(3_215_000) == "3.215M")
    #expect(try NumberFormat("d").precise(for: 41.6).string(41.6) == "42")
  }

  @Test("Summaries of a format without a precision keep three significant digits, not d3's 6")
  func summary() throws {
    // d3-format pads a missing precision to 6 ("12.000000%"); the axis, through d3-scale's
    // tickFormat, prints only the digits its step needs.
    let percent = try NumberFormat("%")
    #expect(percent.string(0.12) == "12.000000%")
    #expect(!percent.isPrecisionGiven)
    #expect(percent.summary(for: 0.12).string(0.12) == "12%")
    #expect(percent.summary(for: -0.034).string(-0.034) == "-3.4%")
    #expect(percent.summary(for: 0.08425).string(0.08425) == "8.43%")
    let dollars = try NumberFormat("$,f")
    #expect(dollars.summary(for: 1234.5678).string(1234.5678) == "$1,235")
    #expect(dollars.summary(for: 0.0123456).string(0.0123456) == "$0.0123")
    #expect(try NumberFormat("s").summary(for: 32_215_000).string(32_215_000) == "32.2M")
    #expect(try NumberFormat("e").summary(for: 1234.5).string(1234.5) == "1.23e+3")
    // A given precision, or a type without one, is kept as written.
    for specifier in [".0%", "$,.2f", "d", ",", ""] {
      #expect(try NumberFormat(specifier).isPrecisionGiven, "\(specifier)")
    }
    // `~` trims d3's padding already: `~s` writes 129,726 as "129.726k", as the chart does.
    // Integer types and formats whose own precision keeps three digits are kept too.
    for specifier in ["d", ",", "", "~s", "~%"] {
      let format = try NumberFormat(specifier)
      #expect(format.summary(for: 0.0361).string(0.0361) == format.string(0.0361), "\(specifier)")
    }
    #expect(try NumberFormat(".0%").summary(for: 0.45).string(0.45) == "45%")
    #expect(try NumberFormat("$,.2f").summary(for: 1234.5).string(1234.5) == "$1,234.50")
  }

  @Test("A given precision that would lose the third significant digit is widened to keep it")
  func summaryNeverRoundsAwayTheValue() throws {
    // ".0%" writes 0.004 as "0%" and both 0.036 and 0.044 as "4%": a summary saying "ranges
    // from 0%" or "starts at 4% and ends at 4%" would be false.
    let percent = try NumberFormat(".0%")
    #expect(percent.string(0.004) == "0%")
    #expect(percent.summary(for: 0.004).string(0.004) == "0.4%")
    #expect(percent.summary(for: 0.036).string(0.036) == "3.6%")
    #expect(percent.summary(for: 0.044).string(0.044) == "4.4%")
    #expect(percent.summary(for: 0.0361).string(0.0361) == "3.61%")
    #expect(try NumberFormat("$,.2f").summary(for: 0.0361).string(0.0361) == "$0.0361")
    #expect(try NumberFormat(".1f").summary(for: 12_345.67).string(12_345.67) == "12345.7")
  }

  @Test("Time formats know their finest unit and numeric months")
  func timeTraits() throws {
    #expect(try TimeFormat("%b %Y").finestUnit == .month)
    #expect(try TimeFormat("%d %b %H:00").finestUnit == .hour)
    #expect(try TimeFormat("Q%q %Y").finestUnit == .quarter)
    #expect(try TimeFormat("%Y").finestUnit == .year)
    #expect(try TimeFormat("at noon").finestUnit == nil)
    #expect(try TimeFormat("%m/%d").writesMonthAsNumber)
    #expect(try TimeFormat("%x").writesMonthAsNumber)
    #expect(try TimeFormat("%d %B %Y").writesMonthAsNumber == false)
  }
}
