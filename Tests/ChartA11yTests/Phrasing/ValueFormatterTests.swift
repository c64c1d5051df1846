import ChartA11y
import ChartModel
import Foundation
import Testing

@Suite("Numbers and dates as people say them")
struct ValueFormatterTests {
  @Test(
    "three significant digits, grouping from a thousand, names from a million",
    arguments: [
      (0, "0"), (0.072_44, "0.0724"), (-3.14159, "-3.14"), (2.5, "2.5"), (1_948, "1,948"),
      (42_750, "42,750"), (123_456.7, "123,457"), (999_499, "999,499"), (999_500, "1 million"),
      (1_234_567, "1.23 million"), (-45_000_000_000, "-45 billion"),
      (999_999_999, "1 billion"), (7e12, "7 trillion"), (999.4e12, "999 trillion"),
      (999.6e12, "1E15"), (1.2345e21, "1.23E21"), (.nan, "missing"), (.infinity, "missing"),
    ] as [(Double, String)])
  func number(value: Double, text: String) {
    #expect(ValueFormatter.number(value) == text)
  }

  @Test("quantities put currency symbols first and other units after")
  func quantity() {
    #expect(ValueFormatter(unit: "$").quantity(2_500_000) == "$2.5 million")
    #expect(ValueFormatter(unit: "births").quantity(3_000) == "3,000 births")
    #expect(ValueFormatter(unit: nil).quantity(0.5) == "0.5")
  }

  @Test("dates read by their calendar unit, in UTC")
  func dates() throws {
    let date = try #require(ISO8601DateFormatter().date(from: "2024-03-04T14:00:00Z"))
    #expect(ValueFormatter.date(date, unit: .year) == "2024")
    #expect(ValueFormatter.date(date, unit: .quarter) == "Q1 2024")
    #expect(ValueFormatter.date(date, unit: .month) == "March 2024")
    #expect(ValueFormatter.date(date, unit: .day) == "4 March 2024")
    #expect(ValueFormatter.date(date, unit: .hour) == "4 March 2024, 14:00")
    #expect(ValueFormatter.date(date, unit: nil) == "4 March 2024, 14:00")
  }
}
