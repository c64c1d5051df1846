import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y

/// The wording of a two-axis chart's sentences, once per sentence kind, on the charts whose
/// values `TwoValueAxesTests` checks.
@Suite("Wording: two y axes")
struct TwoValueAxesWordingTests {
  @Test("Axes: the kind names both marks; each axis its title, range and series")
  func axes() throws {
    let text = KindWording.text(try ChartFixture.analysis(TwoValueAxesTests.revenue))
    #expect(text.hasPrefix("Bar and line chart with two y axes: Revenue and profit margin, 2024."))
    #expect(
      text.contains(
        "The left y axis is Revenue (USD), numeric, from $120,000 to $180,000; it shows Revenue. "
          + "The right y axis is Profit margin (%), numeric, from -4.5 % to 9.6 %."))
    let seattle = KindWording.text(try ChartFixture.analysis(TwoValueAxesTests.seattle))
    #expect(seattle.hasPrefix("Line chart with two y axes: "))
    #expect(
      seattle.contains(
        "The right y axis is Mean precipitation (mm), numeric, spanning 0 to 5.5; the values run "
          + "from 0.389 to 5.354."))
  }

  @Test("Series: each ranges on its own axis; none is compared across the two")
  func notCompared() throws {
    let revenue = KindWording.text(try ChartFixture.analysis(TwoValueAxesTests.revenue))
    #expect(
      revenue.contains("Profit margin ranges from -4.5 % in January 2024 to 9.6 % in August 2024"))
    #expect(
      revenue.contains("Revenue ranges from $120,000 in January 2024 to $180,000 in August 2024"))
    for path in [TwoValueAxesTests.seattle, TwoValueAxesTests.revenue] {
      let text = KindWording.text(try ChartFixture.analysis(path))
      for phrase in ["By mean", "reaches the highest value", "lowest maximum", "Comparison"] {
        #expect(!text.contains(phrase), "\(path): \(phrase)")
      }
      #expect(text.contains("values on the two axes are not compared"), "\(path)")
    }
  }

  @Test("Series past the detailed ones are not summed up across the two axes")
  func manySeries() throws {
    var options = DescriptionOptions()
    options.maximumDetailedSeries = 1
    let text = KindWording.text(
      try ChartFixture.analysis(TwoValueAxesTests.revenue), options: options)
    #expect(text.contains("1 more series is not detailed: Profit margin."), "\(text)")
    for phrase in ["last values range", "highest peak", "median"] {
      #expect(!text.contains(phrase), "\(phrase): \(text)")
    }
  }

  @Test("Narration, explore and the table name each series' axis")
  func everyOutput() throws {
    let analysis = try ChartFixture.analysis(TwoValueAxesTests.revenue)
    let spoken = KindWording.spoken(analysis, verbosity: .detailed)
    #expect(spoken.contains("each series on its own y axis"), "\(spoken)")
    #expect(spoken.contains("on the right y axis, lowest note -4.5 %, highest 9.6 %"), "\(spoken)")
    #expect(
      spoken.contains("on the left y axis, lowest note $120,000, highest $180,000"), "\(spoken)")
    var explorer = ChartExplorer(analysis)
    #expect(explorer.perform(.describeAxes).text.contains("Right y axis: Profit margin (%)"))
    #expect(explorer.perform(.kindSummary).text.contains("not compared"))
    let next = explorer.perform(.nextSeries).text
    #expect(next.contains("on the right y axis"), "\(next)")
    #expect(explorer.perform(.allSeriesHere).text.contains("Revenue $"))
    let table = DataTableView(analysis)
    #expect(table.columnTitles == ["Revenue (left y axis)", "Profit margin (right y axis, %)"])
    #expect(table.rows.first?.cells == ["$120,000", "-4.5 %"])
  }
}
