import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("Vega's ARIA labels")
struct VegaAriaLabelTests {
  @Test("A mark label splits into field and value pairs, keeping '; ' inside a value")
  func pairs() {
    let pairs = VegaAriaLabel.pairs("office: New York; note: a; b; sales: 3000")
    #expect(pairs.map(\.field) == ["office", "note", "sales"])
    #expect(pairs.map(\.value) == ["New York", "a; b", "3000"])
  }

  @Test(
    "Numbers are read as Vega prints them",
    arguments: zip(
      ["\u{2212}930", "3,000", "\u{2212}1,234.5", "1.5778368e+12", "0.5", "12,34", "Denver", "−"],
      [-930, 3000, -1234.5, 1.5778368e12, 0.5, nil, nil, nil] as [Double?]))
  func numbers(text: String, expected: Double?) {
    #expect(VegaAriaLabel.number(text) == expected)
  }

  @Test("Dates in Vega-Lite's default formats are read in UTC")
  func dates() throws {
    let date = try #require(VegaAriaLabel.date("Jan 01, 2020"))
    #expect(date.timeIntervalSince1970 == 1_577_836_800)
    #expect(VegaAriaLabel.date("Feb 2020")?.timeIntervalSince1970 == 1_580_515_200)
    #expect(VegaAriaLabel.date("New York") == nil)
  }

  @Test("Axis, legend and title labels are read for their titles")
  func nonMarks() {
    let axis = VegaAriaLabel.axis(
      "X-axis titled 'date (month)' for a discrete scale with 12 values: January, …")
    #expect(axis?.isX == true)
    #expect(axis?.title == "date (month)")
    #expect(axis?.scale == "discrete")
    #expect(VegaAriaLabel.axis("Y-axis for a linear scale with values from 0 to 5")?.title == nil)
    #expect(VegaAriaLabel.quoted(after: "Title text ", in: "Title text 'Sales'") == "Sales")
    #expect(
      VegaAriaLabel.quoted(
        after: "titled ", in: "Symbol legend titled 'sym' for stroke color with 2 values: A, B")
        == "sym")
  }

  @Test("'undefined' and 'null' are missing values")
  func missing() {
    #expect(VegaAriaLabel.isMissing("undefined"))
    #expect(VegaAriaLabel.isMissing("null"))
    #expect(!VegaAriaLabel.isMissing("0"))
  }
}
