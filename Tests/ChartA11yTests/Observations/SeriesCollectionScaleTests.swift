import ChartModel
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Many series: collection merged each new series by scanning all earlier ones, quadratic in
/// the number of series (20,000 series of two rows took 1.3 s in release, over 300 s in
/// debug).
@Suite("Series collection at scale")
struct SeriesCollectionScaleTests {
  @Test("20,000 series of two points are collected in linear time, each kept")
  func manySeries() throws {
    let count = 20_000
    var csv = "x,y,s\n"
    for index in 0..<count { csv += "1,\(index),s\(index)\n2,\(index + 1),s\(index)\n" }
    let clock = ContinuousClock()
    var chart: AccessibleChart?
    let elapsed = try clock.measure {
      let imported = try CSVChart.read(
        Data(csv.utf8), file: "many.csv", isTabSeparated: false,
        options: CSVChartOptions(x: "x", y: "y", series: "s"))
      chart = try AccessibleChart(imported.document)
    }
    #expect(chart?.series.count == count)
    #expect(chart?.series.last?.observations.map(\.value) == [Double(count - 1), Double(count)])
    #expect(elapsed < .seconds(30))
  }
}
