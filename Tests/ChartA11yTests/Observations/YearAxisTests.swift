import Testing

@testable import ChartA11y

@Suite("Axes of years")
struct YearAxisTests {
  @Test("A name with the word year and whole values holds years")
  func named() {
    #expect(YearAxis.holdsYears(names: ["Year"], values: [1565, 1820]))
    #expect(YearAxis.holdsYears(names: ["Ships", "birth_year"], values: [1730]))
    #expect(!YearAxis.holdsYears(names: ["Year"], values: [1565.5]))
    #expect(!YearAxis.holdsYears(names: ["Yearly"], values: [1565]))
  }

  @Test("Whole values from 1000 to 2100 on a time-titled axis hold years; elsewhere they do not")
  func timeTitled() {
    #expect(YearAxis.holdsYears(names: ["Date"], values: [1999, 2005]))
    #expect(!YearAxis.holdsYears(names: ["Date"], values: [999, 2005]))
    #expect(!YearAxis.holdsYears(names: ["Sales"], values: [1999, 2005]))
  }
}
