import ChartModel
import Testing

@testable import ChartA11y

@Suite("The English phrasebook")
struct EnglishPhrasebookTests {
  let book = EnglishPhrasebook()

  @Test("counts agree in number, with numbers as people say them")
  func counts() {
    #expect(book.phrase(.count(1, .series)) == "1 series")
    #expect(book.phrase(.count(3, .series)) == "3 series")
    #expect(book.phrase(.count(1, .category)) == "1 category")
    #expect(book.phrase(.count(12, .category)) == "12 categories")
    #expect(book.phrase(.count(0, .point)) == "0 points")
    #expect(book.phrase(.count(1_234_567, .point)) == "1.23 million points")
    #expect(book.phrase(.count(1, .period(.quarter))) == "1 quarter")
    #expect(book.phrase(.count(2, .period(.year))) == "2 years")
    #expect(book.phrase(.plural(.value)) == "values")
  }

  @Test("chart types read in a sentence and at its start")
  func chartTypes() {
    #expect(book.opening(.chartType(.boxPlot)) == "Box plot")
    #expect(book.phrase(.chartType(.boxPlot)) == "box plot")
    #expect(book.phrase(.chartType(.marks([]))) == "chart")
    #expect(book.phrase(.chartType(.marks([.bar, .line]))) == "bar and line chart")
    #expect(book.opening(.chartType(.marks([.area]))) == "Area chart")
    #expect(
      book.opening(.chartType(.groups([.rule, .point])))
        == "Chart of grouped rule and point marks, each group read as one observation")
  }

  @Test("a histogram's unlisted bins agree in number: \"1 more bin\", \"2 more bins\"")
  func unlistedBins() {
    let bin = (start: Phrase.number(0), end: Phrase.number(5), value: Phrase.number(3))
    for (unlisted, tail) in [
      (1, "; and 1 more bin."), (2, "; and 2 more bins."), (0, "0 to 5: 3."),
    ] {
      let text = book.sentence(
        .histogramBins(value: "Count", binned: "Score", bins: [bin], unlisted: unlisted))
      #expect(text.hasSuffix(tail), "\(text)")
    }
  }

  @Test("lists, sentences and headings")
  func sentences() {
    #expect(
      book.phrase(.list([.name("Day"), .name("Dusk"), .name("Night")])) == "Day, Dusk and Night")
    #expect(book.sentence(.kind(.marks([.area]), title: "Sales")) == "Area chart: Sales.")
    #expect(book.sentence(.kind(.boxPlot, title: nil)) == "Box plot without a title.")
    #expect(
      book.sentence(
        .series(names: ["A", "B"], count: 2, grouping: "Region", legendHidden: true))
        == "It shows 2 series by Region, in chart order (the legend is hidden on the chart): A, B.")
    #expect(
      book.sentence(.stacking(.normalized, mark: .area))
        == "The areas are stacked to the same height, showing shares.")
    #expect(
      book.sentence(.undetailedSeries(names: ["C"], count: 1))
        == "1 more series is not detailed: C.")
    #expect(book.sentence(.rowsWithoutValue(1)) == "1 row has no value and is left out.")
    #expect(book.sentence(.rowsWithoutValue(3)) == "3 rows have no value and are left out.")
    #expect(book.heading(.overview) == nil)
    #expect(book.heading(.series("Linda")) == "Linda")
    #expect(book.heading(.comparison) == "Comparison")
  }
}
