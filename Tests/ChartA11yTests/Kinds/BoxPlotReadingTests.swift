import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Box plots read against numpy's and pandas' quartiles (scripts/kinds_b_oracle.py); the
/// wording is `BoxPlotWordingTests`'.
@Suite("Box plot reading")
struct BoxPlotReadingTests {
  /// The analysis of a Vega-Lite box plot of one case's raw values.
  static func analysis(_ oracle: BoxOracleCase) throws -> ChartAnalysis {
    var rows: [String] = []
    for group in oracle.groups {
      for value in group.values { rows.append("{\"g\": \"\(group.name)\", \"v\": \(value)}") }
    }
    let extent = oracle.extent.map { "\($0)" } ?? "\"min-max\""
    let json = """
      {"data": {"values": [\(rows.joined(separator: ", "))]},
       "mark": {"type": "boxplot", "extent": \(extent)},
       "encoding": {"x": {"field": "g", "type": "nominal"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """
    return try ChartText.analysis(json, kind: .vegaLite)
  }

  /// The cars case of the oracle: Miles_per_Gallon by Origin, Tukey's whiskers.
  static func cars() throws -> ChartAnalysis {
    try analysis(try #require(boxOracleCases.first { $0.name == "cars fixture" }))
  }

  static func reading(_ analysis: ChartAnalysis) throws -> BoxPlotReading {
    guard case .boxPlot(let reading) = try #require(analysis.kind) else {
      Issue.record("not read as a box plot")
      throw CancellationError()
    }
    return reading
  }

  @Test(
    "Quartiles, whiskers and outliers match numpy's linear quantiles to 1e-9",
    arguments: boxOracleCases)
  func oracle(_ oracle: BoxOracleCase) throws {
    let reading = try Self.reading(try Self.analysis(oracle))
    #expect(reading.boxes.count == oracle.groups.count)
    for group in oracle.groups {
      let box = try #require(reading.boxes.first { $0.x == .category(group.name) })
      let ours = [
        box.lowerWhisker, box.lowerQuartile, box.median, box.upperQuartile, box.upperWhisker,
      ]
      for (mine, theirs) in zip(ours, group.box) {
        #expect(abs(mine - theirs) <= 1e-9, "\(group.name): \(ours) vs \(group.box)")
      }
      #expect(box.outliers.count == group.outliers.count, "\(group.name) outliers")
      for (mine, theirs) in zip(box.outliers, group.outliers) {
        #expect(abs(mine - theirs) <= 1e-9)
      }
    }
    let highest = reading.highestMedian.map { reading.boxes[$0].x }
    #expect(highest == oracle.highestMedian.map { .category(oracle.groups[$0].name) })
    if oracle.extent == BoxPlotReading.tukeyMultiple, reading.outlierCount > 0 {
      #expect(reading.whiskerRule == .interquartileMultiple(1.5))
    }
    if oracle.extent == nil { #expect(reading.whiskerRule == .nothingBeyond) }
  }

  @Test("A box plot is never read as a series over x: no trend test")
  func noSeriesReading() throws {
    #expect(!boxOracleCases.isEmpty)
    for oracle in boxOracleCases {
      let analysis = try Self.analysis(oracle)
      _ = try Self.reading(analysis)
      #expect(analysis.kind?.readsSeriesOverX == false, "\(oracle.name)")
      #expect(analysis.series.allSatisfy { $0.trend == nil }, "\(oracle.name)")
    }
  }

  @Test("The cars box plot: USA's box and outliers, 10 outliers over 3 boxes, medians' ends")
  func carsOutliers() throws {
    let reading = try Self.reading(try Self.cars())
    let usa = try #require(reading.boxes.first { $0.x == .category("USA") })
    #expect(usa.median == 18.5 && usa.lowerQuartile == 15 && usa.upperQuartile == 24)
    #expect(usa.lowerWhisker == 9 && abs(usa.upperWhisker - 36.1) <= 1e-9)
    #expect(usa.outliers == [38, 38, 39])
    #expect(reading.outlierCount == 10)
    #expect(reading.boxes.filter { !$0.outliers.isEmpty }.count == 3)
    #expect(reading.whiskerRule == .interquartileMultiple(1.5))
    #expect(reading.highestMedian.map { reading.boxes[$0].x } == [.category("Japan")])
    #expect(reading.highestMedian.map { reading.boxes[$0].median } == [31.6])
    #expect(reading.lowestMedian.map { reading.boxes[$0].x } == [.category("USA")])
  }

  @Test("JSON gives the box plot's evidence under a top-level kind object")
  func json() throws {
    let analysis = try Self.cars()
    let text = try JSONRenderer.render(analysis, description: ChartDescription(analysis))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let kind = try #require(object["kind"] as? [String: Any])
    #expect(kind["name"] as? String == "boxPlot")
    let box = try #require(kind["boxPlot"] as? [String: Any])
    #expect(box["outlierCount"] as? Int == 10)
    #expect(box["whiskerRule"] as? String == "interquartile multiple")
    #expect(box["interquartileMultiple"] as? Double == 1.5)
    let boxes = try #require(box["boxes"] as? [[String: Any]])
    let usa = try #require(boxes.first { $0["x"] as? String == "USA" })
    #expect(usa["median"] as? Double == 18.5)
    #expect(usa["outliers"] as? [Double] == [38, 38, 39])
    #expect(box["highestMedian"] as? [Int] == [1])
    #expect((box["method"] as? String)?.contains("R-7") == true)
  }

  @Test("The water-intake box plot (Swift Charts Plot of a rule and rectangles) is read by box")
  func waterIntake() throws {
    let analysis = try ChartFixture.analysis(spec: "water-intake")
    let reading = try Self.reading(analysis)
    #expect(reading.boxes.count == 8)
    #expect(reading.whiskerRule == .nothingBeyond)
    let first = reading.boxes[0]
    #expect(
      [
        first.lowerWhisker, first.lowerQuartile, first.median, first.upperQuartile,
        first.upperWhisker,
      ] == [1.1, 1.6, 1.9, 2.3, 3.0])
    // The highest median, 2.2 litres, is Day's in 2024.
    let highest = reading.highestMedian.map { reading.boxes[$0] }
    #expect(highest.map(\.median) == [2.2])
    #expect(highest.map { analysis.chart.series[$0.seriesIndex].name } == ["Day"])
    // Boxes over years are still groups, not a series over x: no trend test.
    #expect(analysis.kind?.readsSeriesOverX == false)
    #expect(analysis.series.allSatisfy { $0.trend == nil })
  }
}
