import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

@Suite("Recovering data from the geometry of matplotlib SVGs")
struct SVGGeometryRecoveryTests {
  /// The fixtures read from geometry, written by scripts/make_svg_geometry_fixtures.py.
  static let drawings = [
    "line", "line-text", "log-line", "date-line", "grouped-bar", "scatter", "sales-report",
    "histogram", "histogram-across", "histplot-across", "boxplot", "stacked-bar", "years-untitled",
    "band-line", "errorbar-points", "stacked-area", "overlapping-areas-classic", "band",
  ]

  static func analysis(_ name: String) throws -> (ChartAnalysis, RecoveredChart) {
    let recovered = try SVGChartRecovery.recover(
      from: SVGAltTextTests.svg("\(name).matplotlib.svg"))
    return (ChartAnalysis(try AccessibleChart(recovered.document)), recovered)
  }

  @Test("Each drawing's description matches its golden file", arguments: drawings)
  func golden(_ name: String) throws {
    let (analysis, recovered) = try Self.analysis(name)
    let notes = recovered.notes.map { "note: \($0)" }.joined(separator: "\n")
    expectGolden(
      notes + "\n\n" + PlainTextRenderer.render(ChartDescription(analysis)),
      at: "golden/svg-geometry/\(name).describe.txt")
  }

  @Test("Both svg.fonttype settings give the same true values")
  func lineValues() throws {
    for name in ["line", "line-text"] {
      let (analysis, _) = try Self.analysis(name)
      let chart = analysis.chart
      #expect(chart.title == "Rainfall anomaly")
      #expect(chart.series.map(\.name) == ["north", "south"])
      let values = chart.series.map { $0.observations.compactMap(\.value) }
      #expect(values == [[2.5, -1.25, 3, 7], [1, 1.5, 2, 2.25]])
      #expect(chart.drawingReading == DrawingReading(resolution: 0.03, unit: "anomaly (mm)"))
    }
  }

  @Test("Log and date axes, an offset text, grouped bars and the plot clip")
  func axesAndMarks() throws {
    let (log, _) = try Self.analysis("log-line")
    #expect(log.chart.series[0].observations.compactMap(\.value) == [5, 500, 20000, 80])
    #expect(log.chart.drawingReading?.isRelative == true)
    let (dates, _) = try Self.analysis("date-line")
    #expect(
      dates.chart.series[0].observations.compactMap(\.value)
        == [3e6, 4.5e6, 2e6, 5e6, 1e6, 6e6])
    let (bars, _) = try Self.analysis("grouped-bar")
    #expect(
      bars.chart.series.map { $0.observations.compactMap(\.value) } == [
        [12, 30, 18], [20, 10, 25],
      ])
    let (scatter, recovered) = try Self.analysis("scatter")
    #expect(scatter.chart.series[0].observations.count == 4)
    #expect(recovered.notes.contains("1 mark outside the plot's clip was left out"))
  }

  @Test("Bars touching edge to edge on a numeric axis are a histogram's bins")
  func histogram() throws {
    let (analysis, _) = try Self.analysis("histogram")
    guard case .histogram(let reading) = analysis.kind else {
      Issue.record("not a histogram: \(String(describing: analysis.kind))")
      return
    }
    // numpy.histogram of the 200 seeded values (scripts/make_svg_geometry_fixtures.py).
    #expect(reading.bins.map(\.value) == [0, 6, 15, 31, 42, 57, 30, 17, 2, 0])
    #expect(reading.bins.map(\.start) == stride(from: 0.0, to: 100, by: 10).map { $0 })
    #expect(reading.bins.map(\.end) == stride(from: 10.0, through: 100, by: 10).map { $0 })
  }

  @Test(
    "Bars drawn across, from zero on x and touching edge to edge on a numeric y, are the bins",
    arguments: ["histogram-across", "histplot-across"])
  func histogramAcross(_ name: String) throws {
    let (analysis, _) = try Self.analysis(name)
    #expect(analysis.chart.independentAxis == .y)
    guard case .histogram(let reading) = analysis.kind else {
      Issue.record("not a histogram: \(String(describing: analysis.kind))")
      return
    }
    // The same numpy.histogram counts as the bins drawn up (histogram.matplotlib.svg).
    #expect(reading.bins.map(\.value) == [0, 6, 15, 31, 42, 57, 30, 17, 2, 0])
    #expect(reading.bins.map(\.start) == stride(from: 0.0, to: 100, by: 10).map { $0 })
    #expect(reading.bins.map(\.end) == stride(from: 10.0, through: 100, by: 10).map { $0 })
    let text = PlainTextRenderer.render(ChartDescription(analysis))
    #expect(text.contains("The longest bin is 50 to 60, with 57."), "\(text)")
  }

  @Test(
    "A step line is refused: its drawing does not show which x each value belongs to",
    arguments: ["step-post", "step-mid"])
  func stepLines(_ name: String) throws {
    let reason = try #require(SVGChartRecoveryTests.noDataReason("\(name).matplotlib.svg"))
    #expect(reason.hasPrefix("a line is drawn in steps"), "\(reason)")
  }

  @Test("Steps are horizontal and vertical segments in turn, running one way along x")
  func stepShapes() {
    func points(_ pairs: [(Double, Double)]) -> [SVGPoint] {
      pairs.map { SVGPoint(x: $0.0, y: $0.1) }
    }
    // where="post": along, then up or down, and so on.
    #expect(DrawnSteps.areSteps(points([(0, 50), (10, 50), (10, 30), (20, 30), (20, 40)])))
    // A repeated value draws a vertical segment of no length: still steps.
    #expect(DrawnSteps.areSteps(points([(0, 50), (10, 50), (10, 50), (20, 50), (20, 40)])))
    // A box's outline runs back along x; a sloped segment is a line; one level is not steps.
    #expect(!DrawnSteps.areSteps(points([(0, 50), (10, 50), (10, 30), (0, 30), (0, 50)])))
    #expect(!DrawnSteps.areSteps(points([(0, 50), (10, 50), (15, 30), (20, 30), (20, 40)])))
    #expect(!DrawnSteps.areSteps(points([(0, 50), (10, 50), (10, 30)])))
  }

  @Test("Floating bars (a box plot's boxes) are read as the ranges they span, not lengths")
  func floatingBars() throws {
    let (boxes, recovered) = try Self.analysis("boxplot")
    // numpy.percentile(…, [25, 75]) of each group: 39.4359–55.1873, 39.5707–59.2788,
    // 41.6917–63.4547, read to the drawing's 0.3.
    let ranges = boxes.chart.series[0].observations.map { $0.components.map(\.value) }
    let truth = [[39.4359, 55.1873], [39.5707, 59.2788], [41.6917, 63.4547]]
    #expect(ranges.count == 3)
    for (read, true_) in zip(ranges, truth) {
      #expect(read.count == 2)
      for (value, expected) in zip(read, true_) { #expect(abs(value - expected) <= 0.3) }
    }
    #expect(
      recovered.notes.contains { $0.hasPrefix("bars that do not start at zero and do not sit") })
    let (stacked, notes) = try Self.analysis("stacked-bar")
    #expect(
      stacked.chart.series.map { $0.observations.compactMap(\.value) } == [[4, 6, 5], [3, 2, 7]])
    #expect(
      notes.notes.contains { $0.hasPrefix("bars that do not start at zero were read as stacked") })
  }

  @Test("An untitled axis whose ticks print years ('2002.5') writes its values as years")
  func years() throws {
    let (analysis, _) = try Self.analysis("years-untitled")
    let text = PlainTextRenderer.render(ChartDescription(analysis))
    #expect(text.contains("The x axis is x, numeric, from 2000 to 2020."), "\(text)")
    #expect(text.contains("to a low of 0 at 2010"), "\(text)")
    #expect(!text.contains("2,0"), "\(text)")
    let ticks = ["2000.0", "2002.5", "2005.0"].map { AxisTick(pixel: 0, label: $0) }
    #expect(RecoveredAxis.printsYears(ticks))
    #expect(!RecoveredAxis.printsYears(["2,000", "2,005"].map { AxisTick(pixel: 0, label: $0) }))
    #expect(!RecoveredAxis.printsYears(["0", "2000"].map { AxisTick(pixel: 0, label: $0) }))
  }

  @Test("A line is read rather than the band around it; points rather than their error bars")
  func bandsAndErrorBars() throws {
    let (band, bandNotes) = try Self.analysis("band-line")
    #expect(band.chart.series.map(\.markKinds) == [[.line]])
    #expect(band.chart.series[0].observations.map(\.value) == [2, 3.5, 3.5, 5.5, 6.5])
    #expect(
      bandNotes.notes.contains(
        "1 group of marks of other kinds than the line marks was not described"))
    let (points, pointNotes) = try Self.analysis("errorbar-points")
    #expect(points.chart.series.map(\.markKinds) == [[.point]])
    #expect(points.chart.series[0].observations.map(\.value) == [2, 4, 3, 5])
    #expect(
      pointNotes.notes.contains {
        $0.hasSuffix(
          "separate strokes (such as error bars, whiskers or medians) were not described")
      })
  }

  @Test("Areas: stacked ones are their thickness, overlapping ones their tops, bands ranges")
  func areas() throws {
    // scripts/make_svg_geometry_fixtures.py: north [4, 6, 5, 3], south [3, 2, 7, 1].
    for name in ["stacked-area", "overlapping-areas-classic"] {
      let (analysis, _) = try Self.analysis(name)
      #expect(analysis.chart.series.map(\.name) == ["north", "south"], "\(name)")
      #expect(
        analysis.chart.series.map { $0.observations.compactMap(\.value) } == [
          [4, 6, 5, 3], [3, 2, 7, 1],
        ], "\(name)")
    }
    let (stacked, _) = try Self.analysis("stacked-area")
    #expect(stacked.chart.series.map(\.stacking) == [.standard, .standard])
    let (overlapping, notes) = try Self.analysis("overlapping-areas-classic")
    #expect(overlapping.chart.series.map(\.stacking) == [.unstacked, .unstacked])
    #expect(
      notes.notes.contains(
        "2 area series share a colour with another; they are named in the legend's order"))
    let (band, _) = try Self.analysis("band")
    let ranges = band.chart.series[0].observations.map { $0.components.map(\.value) }
    #expect(ranges == [[1, 4], [2, 5], [1.5, 6], [3, 5]])
  }

  @Test("A line broken by missing values is a line, not error-bar strokes")
  func lineWithMissingValues() throws {
    // scripts/make_svg_geometry_fixtures.py: y 3, 4, NaN, 6, 7, NaN, 9, 10 at x 1…8.
    let (analysis, _) = try Self.analysis("nan-line")
    #expect(analysis.chart.series.map(\.markKinds) == [[.line]])
    let points = analysis.chart.series[0].observations
    #expect(points.map(\.x) == [1, 2, 4, 5, 7, 8].map { .number($0) })
    #expect(points.map(\.value) == [3, 4, 6, 7, 9, 10])
  }

  @Test("Bars with no declared fill (the grayscale style's black) are read, filled black")
  func undeclaredFill() throws {
    let (bars, _) = try Self.analysis("grayscale-bar")
    #expect(bars.chart.series.count == 1)
    #expect(bars.chart.series[0].observations.compactMap(\.value) == [14, 32, 21])
    #expect(
      bars.chart.series[0].observations.map(\.x) == [
        .category("north"), .category("south"), .category("east"),
      ])
  }

  @Test(
    "Categories with no tick marks are placed at their labels (text anchors, glyph centres)",
    arguments: [
      ("whitegrid-bar", ["oak", "ash", "elm", "yew"], [7.5, 12.25, 3, 9]),
      ("whitegrid-hbar", ["oak", "ash", "elm"], [7.5, 12.25, 3]),
    ])
  func labelPlacedCategories(_ name: String, _ categories: [String], _ values: [Double]) throws {
    let (bars, _) = try Self.analysis(name)
    #expect(bars.chart.series.count == 1)
    let observations = bars.chart.series[0].observations
    #expect(observations.map(\.x) == categories.map { .category($0) })
    #expect(observations.map(\.value) == values)
  }

  @Test("A drawing whose ticks fit no scale is refused with the reason")
  func unfitAxis() throws {
    var svg = String(decoding: try SVGAltTextTests.svg("line-text.matplotlib.svg"), as: UTF8.self)
    // Move one y tick by 5 pixels: the labels no longer fit a line within half a pixel.
    let tick = try #require(svg.range(of: #"x="36" y=""#))
    let end = try #require(svg[tick.upperBound...].firstIndex(of: "\""))
    let y = try #require(Double(svg[tick.upperBound..<end]))
    svg.replaceSubrange(tick.upperBound..<end, with: "\(y + 5)")
    do {
      _ = try SVGChartRecovery.recover(from: Data(svg.utf8))
      Issue.record("read")
    } catch let error as ChartA11yError {
      guard case .noChartData(let reason) = error.kind else { throw error }
      #expect(
        reason.hasPrefix(
          "the drawing's axes give no scale to read its marks with: the y axis: its tick labels fit neither a linear nor a log scale within half a pixel"
        ))
    }
  }
}
