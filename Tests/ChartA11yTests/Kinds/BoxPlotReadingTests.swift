import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Box plots read against numpy's and pandas' quartiles (scripts/kinds_b_oracle.py), and the
/// wording every output shares.
@Suite("Box plot reading")
struct BoxPlotReadingTests {
  /// The analysis of a Vega-Lite box plot of one case's raw values.
  private func analysis(_ oracle: BoxOracleCase) throws -> ChartAnalysis {
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
    let imported = try VegaLiteImporter.read(
      Data(json.utf8), baseDirectory: FileManager.default.temporaryDirectory)
    return ChartAnalysis(try AccessibleChart(imported.document))
  }

  private func reading(_ analysis: ChartAnalysis) throws -> BoxPlotReading {
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
    let reading = try reading(try analysis(oracle))
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

  @Test("A box plot is never read as a series over x, in any output")
  func noSeriesReading() throws {
    for oracle in boxOracleCases {
      let analysis = try analysis(oracle)
      let long = PlainTextRenderer.render(ChartDescription(analysis))
      for phrase in ["starts at", "ends at", "Mann–Kendall", "trend"] {
        #expect(!long.contains(phrase), "\(oracle.name): \(phrase)")
      }
      #expect(analysis.series.allSatisfy { $0.trend == nil })
      #expect(long.hasPrefix("Box plot"))
    }
  }

  @Test("The cars box plot says its outliers as outliers, in describe, alt text and explore")
  func carsOutliers() throws {
    let cars = try #require(boxOracleCases.first { $0.name == "cars fixture" })
    let analysis = try analysis(cars)
    let long = PlainTextRenderer.render(ChartDescription(analysis))
    #expect(
      long.contains(
        "USA: median 18.5, quartiles 15 to 24, whiskers 9 to 36.1; 3 outliers, 38, 38 and 39."))
    #expect(long.contains("10 outliers in all, beyond the whiskers of 3 boxes."))
    #expect(long.contains("The highest median is 31.6, for Japan; the lowest is 18.5, for USA."))
    #expect(long.contains("within 1.5 interquartile ranges (box heights) of the box"))
    #expect(!long.contains("rows have no value"))
    let short = AltTextContent(analysis).short
    #expect(
      short
        == "Box plot: v by g. The highest median is 31.6, for Japan; the lowest is 18.5, for USA.")
    var explorer = ChartExplorer(analysis)
    let kind = explorer.perform(.kindSummary).text
    #expect(
      kind
        == "The highest median is 31.6, for Japan; the lowest is 18.5, for USA. 10 outliers in all, beyond the whiskers of 3 boxes."
    )
  }

  @Test("JSON gives the box plot's evidence under a top-level kind object")
  func json() throws {
    let cars = try #require(boxOracleCases.first { $0.name == "cars fixture" })
    let analysis = try analysis(cars)
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
    let url = Fixtures.spec("water-intake")
    let document = try ChartInputReader.read(
      Data(contentsOf: url), kind: .chartSpec, file: url.lastPathComponent,
      baseDirectory: url.deletingLastPathComponent()
    ).document
    let analysis = ChartAnalysis(try AccessibleChart(document))
    let reading = try reading(analysis)
    #expect(reading.boxes.count == 8)
    #expect(reading.whiskerRule == .nothingBeyond)
    let first = reading.boxes[0]
    #expect(
      [
        first.lowerWhisker, first.lowerQuartile, first.median, first.upperQuartile,
        first.upperWhisker,
      ] == [1.1, 1.6, 1.9, 2.3, 3.0])
    let long = PlainTextRenderer.render(ChartDescription(analysis))
    #expect(long.contains("The highest median is 2.2 litres, for 2024, Day"))
    // Boxes over years are still groups, not a series over x: no ends, no trend test.
    for phrase in ["starts at", "ends at", "Mann–Kendall", "trend"] {
      #expect(!long.contains(phrase), "\(phrase)")
    }
    #expect(analysis.series.allSatisfy { $0.trend == nil })
  }
}
