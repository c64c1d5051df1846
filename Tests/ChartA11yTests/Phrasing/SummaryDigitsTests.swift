import ChartModel
import Foundation
import Testing

@testable import ChartA11y

@Suite("Values close together for their size are written with the digits that tell them apart")
struct SummaryDigitsTests {
  private static func description(_ values: [Double]) throws -> String {
    let rows = values.enumerated().map { #"{"d": \#($0.offset + 1), "v": \#($0.element)}"# }
    let spec = """
      {"version": 1, "title": "T", "data": {"values": [\(rows.joined(separator: ", "))]},
       "marks": [{"type": "line", "x": {"field": "d", "label": "Day"},
                  "y": {"field": "v", "label": "Km"}}]}
      """
    let document = try ChartDocument(
      json: Data(spec.utf8), baseDirectory: URL(fileURLWithPath: "/nonexistent"))
    return PlainTextRenderer.render(ChartDescription(ChartAnalysis(try AccessibleChart(document))))
  }

  @Test("An odometer rising by 3,900 km from a million is not 'from 1 million to 1 million'")
  func odometer() throws {
    let text = try Self.description([1_000_100, 1_000_900, 1_002_000, 1_004_000])
    #expect(text.contains("from 1.0001 million to 1.004 million"))
    #expect(text.contains("Values: 1 1.0001 million; 2 1.0009 million; 3 1.002 million"))
    #expect(!text.contains(" 1 million"))
  }

  @Test("Prices around 100 keep their fourth digit; values far apart keep three")
  func prices() throws {
    let text = try Self.description([101.2, 100.9, 100.6, 100.0, 99.96, 100.04])
    #expect(text.contains("ranges from 99.96 at 5 to 101.2 at 1"))
    let wide = try Self.description([12.345, 56.789, 90.123])
    #expect(wide.contains("ranges from 12.3 at 1 to 90.1 at 3"))
  }

  @Test("The digits follow the size of the values over their range, from 3 to 15")
  func digits() {
    func axis(_ low: Double, _ high: Double) -> AxisDescriptor {
      AxisDescriptor(
        title: "v", unit: nil, kind: .numeric, calendarUnit: nil, isHidden: false,
        range: low...high, categories: [])
    }
    #expect(axis(1_000_100, 1_004_000).summaryDigits == 5)
    #expect(axis(99.96, 101.2).summaryDigits == 4)
    #expect(axis(0, 100).summaryDigits == 3)
    #expect(axis(5, 5).summaryDigits == 3)
    #expect(axis(1, 1 + 1e-14).summaryDigits == 15)
    #expect(ValueFormatter.number(1_000_100, digits: 5) == "1.0001 million")
    #expect(ValueFormatter.number(999_960, digits: 5) == "999,960")
    #expect(ValueFormatter.number(999_996, digits: 5) == "1 million")
    #expect(ValueFormatter.number(999_600) == "1 million")
  }
}
