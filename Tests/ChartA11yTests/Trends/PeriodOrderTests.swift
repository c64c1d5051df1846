import ChartModel
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("Year-like labels (2018*, 2019/20, Q1 2023, FY2021, Jan 2020) are read as an order")
struct PeriodOrderTests {
  /// Labels and where their periods start, in years.
  static let labelStarts: [(String, Double)] = [
    ("2018*", 2018.0), ("2019¹", 2019), ("2021 (p)", 2021), ("2022e", 2022), ("2020†", 2020),
    ("2019/20", 2019), ("2019-20", 2019), ("1999/00", 1999), ("2019–2020", 2019),
    ("Q1 2023", 2023), ("2023 Q3", 2023.5), ("2023-Q2", 2023.25), ("Q4 '22", 2022.75),
    ("1Q23", 2023), ("H2 2023", 2023.5), ("FY2021", 2021), ("FY 2021/22", 2021),
    ("FY21", 2021), ("Jan 2020", 2020), ("March 2021", 2021 + 2.0 / 12),
    ("Mar-21", 2021 + 2.0 / 12), ("Sept '21", 2021 + 8.0 / 12),
    ("2020 December", 2020 + 11.0 / 12),
  ]

  @Test("Each kind of period label starts where its period starts", arguments: labelStarts)
  func starts(label: String, start: Double) throws {
    let period = try #require(PeriodLabel(label))
    #expect(abs(period.start - start) < 1e-12)
  }

  @Test(
    "Labels that name no period are not read as one",
    arguments: [
      "2019-2021", "Q5 2023", "Q1", "Total", "2018s", "North 2018", "20189", "FY", "2019/22",
      "May", "Jan 5 2020", "2018 (a footnote that is too long)",
    ])
  func notPeriods(label: String) {
    #expect(PeriodLabel(label) == nil)
  }

  @Test("Categories of one kind of period, ascending, follow the calendar")
  func order() {
    #expect(CategoryOrder(["2016", "2017", "2018*", "2019*"]) == .periods)
    #expect(CategoryOrder(["2016/17", "2017/18", "2018/19"]) == .periods)
    #expect(CategoryOrder(["Q3 2022", "Q4 2022", "Q1 2023"]) == .periods)
    #expect(CategoryOrder(["FY2019", "FY2020", "FY2021"]) == .periods)
    #expect(CategoryOrder(["Nov 2020", "Dec 2020", "Jan 2021"]) == .periods)
    // Plain years are numbers; a descending or mixed axis follows no order.
    #expect(CategoryOrder(["2016", "2017", "2018"]) == .numbers)
    #expect(CategoryOrder(["Q1 2023", "Q4 2022", "Q3 2022"]) == nil)
    #expect(CategoryOrder(["2018*", "2019/20", "Q1 2021"]) == nil)
  }

  @Test("Two names of times are already an order; two other numbers are not")
  func twoCategories() {
    #expect(CategoryOrder(["FY2021", "FY2022"]) == .periods)
    #expect(CategoryOrder(["2021", "2022"]) == .numbers)
    #expect(CategoryOrder(["Jan", "Feb"]) == .months)
    #expect(CategoryOrder(["Mon", "Tue"]) == .weekdays)
    #expect(CategoryOrder(["FY2022", "FY2021"]) == nil)
    #expect(CategoryOrder(["4", "8"]) == nil)
    #expect(CategoryOrder(["0-9", "10-19"]) == nil)
    #expect(CategoryOrder(["low", "high"], declared: true) == nil)
  }

  /// The trend-level sentences of a Vega-Lite bar chart of `values` (rows of `y`, the year
  /// label, and `r`, the value) over a nominal axis titled "Year".
  static func barSentences(_ values: String) throws -> [String] {
    let json = """
      {"data": {"values": \(values)}, "mark": "bar",
       "encoding": {"x": {"field": "y", "type": "nominal", "title": "Year"},
                    "y": {"field": "r", "type": "quantitative", "title": "Rate"}}}
      """
    let analysis = try ShortSequenceTests.analysis(vegaLite: json)
    return ChartDescription(analysis, options: DescriptionOptions(level: .trends)).sentences
      .map(\.text)
  }

  @Test("Two bars over fiscal years say their change")
  func twoFiscalYears() throws {
    let text = try Self.barSentences(#"[{"y": "FY2021", "r": 120}, {"y": "FY2022", "r": 95}]"#)
    #expect(text.contains { $0.contains("falls") && $0.contains("120 in FY2021") }, "\(text)")
  }

  @Test("A position among periods is said with 'in'; plain years keep 'for'")
  func preposition() {
    let marked = ["2017", "2018*", "2019*"]
    #expect(CategoryOrder.timePreposition(of: "2018*", among: marked) == "in")
    #expect(CategoryOrder.timePreposition(of: "2017", among: marked) == "in")
    #expect(CategoryOrder.timePreposition(of: "2017", among: ["2017", "2018"]) == nil)
    #expect(CategoryOrder.timePreposition(of: "North", among: ["North", "2018*"]) == nil)
  }

  @Test("Bars over marked years are read along them, the marks kept")
  func describedInOrder() throws {
    let text = try Self.barSentences(
      #"""
      [{"y": "2016", "r": 9.2}, {"y": "2017", "r": 8.7}, {"y": "2018*", "r": 8.1},
       {"y": "2019*", "r": 7.0}, {"y": "2020¹", "r": 5.4}]
      """#)
    #expect(
      text.contains(
        "The Year categories follow the calendar, from 2016 to 2020¹, so the values are read in "
          + "that order."))
    #expect(
      text.contains("Overall it falls significantly (Mann–Kendall: τ = -1, p = 0.027)."),
      "\(text)")
    #expect(text.contains { $0.contains("5.4 in 2020¹") })
  }
}
