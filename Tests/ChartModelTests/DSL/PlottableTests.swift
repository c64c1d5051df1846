import ChartModel
import Foundation
import Testing

@Suite("Plottable values")
struct PlottableTests {
  enum Activity: String, Plottable {
    case research = "Research"
  }

  enum Rating: Int, Plottable {
    case good = 4
  }

  @Test("Numbers are quantitative")
  func numbers() {
    #expect(Int(12).primitivePlottable == .number(12))
    #expect(Double(0.5).primitivePlottable == .number(0.5))
    #expect(Float(0.25).primitivePlottable == .number(0.25))
    #expect(CGFloat(2.5).primitivePlottable == .number(2.5))
  }

  @Test("Strings are categorical, dates temporal")
  func stringsAndDates() {
    let date = Date(timeIntervalSince1970: 86_400)
    #expect("Avery".primitivePlottable == .category("Avery"))
    #expect(date.primitivePlottable == .date(date))
  }

  @Test("Enums plot their raw value: String as a category, Int as a number")
  func rawRepresentable() {
    #expect(Activity.research.primitivePlottable == .category("Research"))
    #expect(Rating.good.primitivePlottable == .number(4))
  }

  @Test(".value(_:_:) keeps the label and the primitive value")
  func value() {
    let value = PlottableValue.value("Activity", Activity.research)
    #expect(value == PlottableValue(label: "Activity", value: .category("Research")))
  }

  @Test(".value(_:_:unit:) records the calendar unit; weekOfYear is a week")
  func unit() {
    let date = Date(timeIntervalSince1970: 0)
    #expect(PlottableValue.value("Month", date, unit: .month).unit == .month)
    #expect(PlottableValue.value("Week", date, unit: .weekOfYear).unit == .week)
    #expect(PlottableValue.value("Month", date, unit: .month).value == .date(date))
  }
}
