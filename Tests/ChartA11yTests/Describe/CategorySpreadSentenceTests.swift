import ChartModel
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("A strip plot is read as each category's spread, without a trend")
struct CategorySpreadSentenceTests {
  /// Horsepower of the first 60 cars of vega-datasets' `cars` with their cylinders; pandas'
  /// `groupby("Cylinders").Horsepower.describe()`: 4: 18 values, 46 to 115, quartiles 73,
  /// 88, 93.75; 6: 12, 85 to 110, 89.5, 98.5, 100; 8: 30, 130 to 225, 153, 172.5, 196.75.
  static let cars: [(cylinders: Int, horsepower: Int)] = [
    (8, 130), (8, 165), (8, 150), (8, 150), (8, 140), (8, 198), (8, 220), (8, 215), (8, 225),
    (8, 190), (4, 115), (8, 165), (8, 153), (8, 175), (8, 175), (8, 170), (8, 160), (8, 140),
    (8, 150), (8, 225), (4, 95), (6, 95), (6, 97), (6, 85), (4, 88), (4, 46), (4, 87), (4, 90),
    (4, 95), (4, 113), (6, 90), (8, 215), (8, 200), (8, 210), (8, 193), (4, 88), (4, 90), (4, 95),
    (4, 48), (6, 100), (6, 105), (6, 100), (6, 88), (6, 100), (8, 165), (8, 175), (8, 153),
    (8, 150), (8, 180), (8, 170), (8, 175), (6, 110), (4, 72), (6, 100), (6, 88), (4, 86), (4, 90),
    (4, 70), (4, 76), (4, 65),
  ]

  static func describe(mark: String, cylinders: String) throws -> String {
    return PlainTextRenderer.render(
      ChartDescription(try analysis(mark: mark, cylinders: cylinders)))
  }

  static func analysis(mark: String, cylinders: String) throws -> ChartAnalysis {
    let rows = cars.map { #"{"Cylinders": \#($0.cylinders), "Horsepower": \#($0.horsepower)}"# }
    let json = #"""
      {"data": {"values": [\#(rows.joined(separator: ", "))]}, "mark": "\#(mark)",
       "encoding": {"x": {"field": "Horsepower", "type": "quantitative"},
                    "y": {"field": "Cylinders", "type": "\#(cylinders)"}}}
      """#
    let document = try ChartInputReader.read(
      Data(json.utf8), kind: .vegaLite, file: "t", baseDirectory: URL(fileURLWithPath: "/")
    ).document
    let analysis = ChartAnalysis(try AccessibleChart(document))
    guard case .stripPlot? = analysis.kind else {
      Issue.record("not read as a strip plot: \(String(describing: analysis.kind))")
      return analysis
    }
    return analysis
  }

  @Test(
    "ticks or points over ordinal or nominal categories: count, range, median, quartiles",
    arguments: [("tick", "ordinal"), ("point", "ordinal"), ("tick", "nominal")])
  func strip(mark: String, cylinders: String) throws {
    let text = try Self.describe(mark: mark, cylinders: cylinders)
    #expect(
      text.contains(
        "By Cylinders, in axis order: 4: 18 values from 46 to 115, median 88 (quartiles 73 and "
          + "93.8); 6: 12 values from 85 to 110, median 98.5 (quartiles 89.5 and 100); 8: 30 "
          + "values from 130 to 225, median 172 (quartiles 153 and 197)."), "\(text)")
    #expect(!text.contains("rises"), "\(text)")
    #expect(!text.contains("Mann–Kendall"), "\(text)")
    #expect(!text.contains("read in that order"), "\(text)")
    #expect(text.hasPrefix("Strip plot without a title."), "\(text)")
  }

  @Test("Explore's kind key and the short alt text read the strip plot, not series over x")
  func otherReadings() throws {
    let analysis = try Self.analysis(mark: "tick", cylinders: "ordinal")
    var explorer = ChartExplorer(analysis)
    let summary = explorer.perform(.kindSummary).text
    #expect(
      summary.hasPrefix("By Cylinders, in axis order: 4: 18 values from 46 to 115"), "\(summary)")
    let short = AltTextContent(analysis).short
    #expect(short.hasPrefix("Strip plot: "), "\(short)")
  }
}
