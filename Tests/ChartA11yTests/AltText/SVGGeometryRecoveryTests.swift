import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("Recovering data from the geometry of matplotlib SVGs")
struct SVGGeometryRecoveryTests {
  /// The fixtures read from geometry, written by scripts/make_svg_geometry_fixtures.py.
  static let drawings = [
    "line", "line-text", "log-line", "date-line", "grouped-bar", "scatter", "sales-report",
    "histogram", "histogram-across", "histplot-across", "boxplot", "stacked-bar", "years-untitled",
    "band-line", "errorbar-points", "stacked-area", "overlapping-areas-classic", "band",
    "boxplot-hue-seaborn", "boxplot-across-plotnine", "range-bars", "negative-bars-plotnine",
    "negative-bars-across-plotnine", "concise-days", "concise-months", "pandas-days",
    "errorbar-line", "simplified-line", "simplified-linear", "marked-line", "white-bar-seaborn",
    "plotnine-titles", "scatter-hue-numeric-seaborn", "scatter-colorbar", "boxplot-log",
    "boxplot-log-across-seaborn", "range-bars-log", "log-line-two-decades", "bar-log",
    "stacked-bar-log", "boxplot-log-one",
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
    "Step lines and several marks at one category (strip, violin) are refused with the reason",
    arguments: [
      ("step-post", "a line is drawn in steps"), ("step-mid", "a line is drawn in steps"),
      ("stripplot-seaborn", "draws several marks at one of them"),
      ("violinplot-seaborn", "draws several marks at one of them"),
      // Lines in two colours beside a colour bar: series or values cannot be told.
      (
        "line-colorbar",
        "the line marks are drawn in 2 colours beside a colour bar of 'depth', a raster image "
          + "that is not read, so whether the colours name series or show its values cannot be "
          + "told"
      ),
      // seaborn's dark style as <text> naming Helvetica first, whose metrics are unknown: the
      // refusal names the font (it did not).
      (
        "white-bar-seaborn-helvetica",
        "its labels' positions are not exact enough to read values with (they are written in "
          + "'Helvetica', the first font they name, whose metrics are not known, so where each "
          + "was laid out is known only roughly)"
      ),
    ])
  func refusedWithReason(_ name: String, _ reason: String) throws {
    let said = try #require(SVGChartRecoveryTests.noDataReason("\(name).matplotlib.svg"))
    #expect(said.contains(reason), "\(said)")
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

  @Test("Floating bars with no strokes across them are read as the ranges they span")
  func floatingBars() throws {
    let (ranges, recovered) = try Self.analysis("range-bars")
    #expect(
      ranges.chart.series[0].observations.map { $0.components.map(\.value) } == [
        [10, 16], [12, 16], [8, 17],
      ])
    #expect(
      recovered.notes.contains { $0.hasPrefix("bars that do not start at zero and do not sit") })
    let (stacked, notes) = try Self.analysis("stacked-bar")
    #expect(
      stacked.chart.series.map { $0.observations.compactMap(\.value) } == [[4, 6, 5], [3, 2, 7]])
    #expect(
      notes.notes.contains { $0.hasPrefix("bars that do not start at zero were read as stacked") })
  }

  @Test("Text holding &, < and > is read as written, not as matplotlib escapes it")
  func specialCharacters() throws {
    let (analysis, _) = try Self.analysis("ampersand-labels")
    #expect(analysis.chart.title == "S&P 500 vs. AT&T")
    let observations = analysis.chart.series[0].observations
    #expect(
      observations.map(\.x) == ["R&D", "Sales & Marketing", "<5 yrs"].map(DataValue.category))
    #expect(observations.map(\.value) == [12, 30, 7])
    #expect(analysis.chart.dependentAxisDescriptor.title == "Spend ($M)")
  }

  @Test("Bars are read in their axis's order, not the order they are drawn in")
  func negativeBarsInAxisOrder() throws {
    // plotnine draws the bars below zero first; the axis lists a to e.
    for name in ["negative-bars-plotnine", "negative-bars-across-plotnine"] {
      let (analysis, _) = try Self.analysis(name)
      let observations = analysis.chart.series[0].observations
      #expect(observations.map(\.x) == ["a", "b", "c", "d", "e"].map(DataValue.category))
      #expect(observations.map(\.value) == [3, -2, 5, -4, 1], "\(name)")
    }
  }

  @Test("Dates printed in part (ConciseDateFormatter, pandas) are read as full dates")
  func datesInPart() throws {
    func day(_ year: Int, _ month: Int, _ day: Int) throws -> DataValue {
      let text = String(format: "%04d-%02d-%02d 00:00", year, month, day)
      return .date(try #require(PrintedValue.date(text)))
    }
    // 20 February 2024 to 10 March 2024 (across the month's end, "Mar" between "29" and "03").
    var days: [DataValue] = []
    for index in 0..<20 {
      days.append(try index < 10 ? day(2024, 2, 20 + index) : day(2024, 3, index - 9))
    }
    for (name, shift) in [("concise-days", 0.0), ("pandas-days", 1.0)] {
      let (analysis, _) = try Self.analysis(name)
      let observations = analysis.chart.series[0].observations
      let expected: [Double] = (0..<20).map { Double($0 % 5) + shift }
      #expect(observations.map(\.x) == days, "\(name)")
      #expect(observations.map(\.value) == expected, "\(name)")
    }
    // September 2023 to June 2024 ("Dec", then "2024" for January, beside "2024").
    let (months, recovered) = try Self.analysis("concise-months")
    var firsts: [DataValue] = []
    for month in 9...12 { firsts.append(try day(2023, month, 1)) }
    for month in 1...6 { firsts.append(try day(2024, month, 1)) }
    let doubled: [Double] = (0..<10).map { 2 * Double($0) }
    #expect(months.chart.series[0].observations.map(\.x) == firsts)
    #expect(months.chart.series[0].observations.map(\.value) == doubled)
    // The offset text is not the axis's title.
    #expect(recovered.document.spec.axes.x.title == nil)
  }

  @Test(
    "Dates in part that cannot be completed truthfully are refused",
    arguments: [
      ("concise-hours", "it prints times of day"),
      ("pandas-months", "its ticks stand evenly by month"),
    ])
  func datesInPartRefused(_ name: String, _ why: String) throws {
    let reason = try #require(SVGChartRecoveryTests.noDataReason("\(name).matplotlib.svg"))
    #expect(reason.hasPrefix("an axis prints dates in part"), "\(reason)")
    #expect(reason.contains(why), "\(reason)")
  }

  /// A box plot's boxes with its five values and outliers, as numpy computes them (the
  /// fixtures' comments in scripts/make_svg_geometry_fixtures.py), to the drawing's resolution
  /// (on a log axis a share of each value).
  static func expectBoxes(
    _ name: String, _ truth: [String: [Double]], outliers: [String: [Double]]
  ) throws {
    let (analysis, _) = try Self.analysis(name)
    guard case .boxPlot(let reading)? = analysis.kind else {
      Issue.record("\(name) is not read as a box plot")
      return
    }
    let drawingReading = try #require(analysis.chart.drawingReading)
    func near(_ value: Double, _ true_: Double) -> Bool {
      let tolerance =
        drawingReading.isRelative
        ? drawingReading.resolution / 100 * abs(true_) : drawingReading.resolution
      return abs(value - true_) <= tolerance
    }
    #expect(reading.boxes.count == truth.count)
    for box in reading.boxes {
      guard case .category(let category) = box.x else {
        Issue.record("\(name): a box at \(box.x)")
        continue
      }
      let key = "\(category) \(box.group(in: analysis.chart))"
      let expected = try #require(truth[key] ?? truth[category], "\(key)")
      let read = [
        box.lowerWhisker, box.lowerQuartile, box.median, box.upperQuartile, box.upperWhisker,
      ]
      for (value, true_) in zip(read, expected) {
        #expect(near(value, true_), "\(key): \(read) vs \(expected)")
      }
      let trueOutliers = outliers[key] ?? outliers[category] ?? []
      #expect(box.outliers.count == trueOutliers.count, "\(key)")
      for (value, true_) in zip(box.outliers.sorted(), trueOutliers) {
        #expect(near(value, true_), "\(key): \(box.outliers) vs \(trueOutliers)")
      }
    }
  }

  /// The low group of the log-axis box plots (numpy: linear percentiles, 1.5 IQR whiskers).
  static let logLowBox: [Double] = [0.9633, 5.8974, 11.294, 15.9672, 27.1308]
  static let logLowOutliers: [Double] = [38.7783, 83.4639, 89.501, 400]

  @Test("Box plots on a log value axis are read as box plots, their values through the log scale")
  func boxPlotsOnLogAxes() throws {
    // They were bar charts of each box's upper quartile ("low 16; mid 198; high 1,650").
    // matplotlib: numpy.percentile (linear) and Tukey's 1.5 IQR whiskers of the values.
    try Self.expectBoxes(
      "boxplot-log",
      [
        "low": Self.logLowBox, "mid": [29.5391, 62.859, 133.2767, 197.9526, 365.2946],
        "high": [201.7447, 641.8875, 828.5111, 1654.6119, 2969.4001],
      ],
      outliers: ["low": Self.logLowOutliers, "mid": [4000], "high": [40000]])
    // seaborn's `log_scale=True`: the same, of the values' base-10 logarithms.
    try Self.expectBoxes(
      "boxplot-log-across-seaborn",
      [
        "low": [1.8244, 5.897, 11.294, 15.967, 38.7783],
        "mid": [29.5391, 62.8292, 133.2767, 197.9526, 365.2946],
        "high": [201.7447, 641.8255, 828.5111, 1628.5071, 2969.4001],
      ],
      outliers: ["low": [0.9633, 83.4639, 89.501, 400], "mid": [4000], "high": [40000]])
    let (analysis, _) = try Self.analysis("boxplot-log")
    #expect(analysis.chart.drawingReading?.isRelative == true)
  }

  @Test("A log axis labelled at 10¹ and 10² only is read as log, bars on it as their ranges")
  func twoDecadeLogAxes() throws {
    // Read as linear, the ranges were a 10 to 72.9, b 72.9 to 163, c -17.1 to 72.9, and the
    // line -10, 80, 154.
    let (bars, _) = try Self.analysis("range-bars-log")
    let reading = try #require(bars.chart.drawingReading)
    #expect(reading.isRelative)
    let ranges = bars.chart.series[0].observations.map { $0.components.map(\.value) }
    let truth: [[Double]] = [[10, 50], [50, 500], [5, 50]]
    #expect(ranges.map(\.count) == [2, 2, 2])
    for (read, true_) in zip(ranges.joined(), truth.joined()) {
      #expect(abs(read / true_ - 1) <= reading.resolution / 100, "\(ranges)")
    }
    let (line, _) = try Self.analysis("log-line-two-decades")
    #expect(line.chart.series[0].observations.compactMap(\.value) == [6, 60, 400])
  }

  @Test("Bars from zero on a log axis, drawn from beyond the plot, are read at their far ends")
  func barsFromZeroOnLogAxes() throws {
    // They were left out as outside the plot's clip, and the chart refused.
    let (bars, _) = try Self.analysis("bar-log")
    #expect(bars.chart.series[0].observations.compactMap(\.value) == [5, 500, 50])
    // Stacked segments: each its ends' difference (q was 25 and 150, said not stacked).
    let (stacked, _) = try Self.analysis("stacked-bar-log")
    #expect(stacked.chart.series.map(\.name) == ["p", "q"])
    #expect(
      stacked.chart.series.map { $0.observations.compactMap(\.value) } == [[5, 50], [20, 100]])
    // One box has no other box to float above (it was a bar chart of its upper quartile).
    try Self.expectBoxes(
      "boxplot-log-one", ["low": Self.logLowBox], outliers: ["low": Self.logLowOutliers])
  }

  @Test("Box plots (matplotlib, seaborn with hues, plotnine across) are read as box plots")
  func boxPlots() throws {
    // numpy.percentile (linear) and Tukey's 1.5 IQR whiskers of each group.
    try Self.expectBoxes(
      "boxplot",
      [
        "a": [16.5108, 39.4359, 49.1063, 55.1873, 76.7156],
        "b": [13.251, 39.5707, 50.3995, 59.2788, 76.7589],
        "c": [13.0009, 41.6917, 53.1861, 63.4547, 82.6872],
      ], outliers: [:])
    let male: [String: [Double]] = [
      "Thu M": [0.48, 1.06, 1.81, 2.93, 5.52], "Fri M": [0.36, 1.43, 2.16, 2.73, 3.55],
      "Sat M": [0.24, 1.3, 2.86, 4.11, 8.18],
    ]
    let maleOutliers: [String: [Double]] = ["Fri M": [7.58, 8.18], "Sat M": [9.45]]
    try Self.expectBoxes(
      "boxplot-hue-seaborn",
      male.merging([
        "Thu F": [0.28, 1.81, 2.79, 4.72, 6.49], "Fri F": [0.96, 1.88, 2.76, 3.98, 7.02],
        "Sat F": [0.14, 1.55, 2.42, 4.57, 7.53],
      ]) { first, _ in first },
      outliers: maleOutliers.merging(["Thu F": [10.78], "Fri F": [8.48]]) { first, _ in first })
    try Self.expectBoxes(
      "boxplot-across-plotnine",
      Dictionary(uniqueKeysWithValues: male.map { (String($0.key.prefix(3)), $0.value) }),
      outliers: Dictionary(
        uniqueKeysWithValues: maleOutliers.map { (String($0.key.prefix(3)), $0.value) }))
    // Boxes drawn as outlines (`boxplot()`, seaborn's `fill=False`): the same male tips.
    for name in ["boxplot-outline", "boxplot-outline-seaborn"] {
      try Self.expectBoxes(
        name,
        Dictionary(uniqueKeysWithValues: male.map { (String($0.key.prefix(3)), $0.value) }),
        outliers: Dictionary(
          uniqueKeysWithValues: maleOutliers.map { (String($0.key.prefix(3)), $0.value) }))
    }
    let (_, recovered) = try Self.analysis("boxplot-hue-seaborn")
    #expect(recovered.document.spec.title == nil)
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

  @Test("A line is read rather than the band around it; points with their error bars")
  func bandsAndErrorBars() throws {
    let (band, bandNotes) = try Self.analysis("band-line")
    #expect(band.chart.series.map(\.markKinds) == [[.line]])
    #expect(band.chart.series[0].observations.map(\.value) == [2, 3.5, 3.5, 5.5, 6.5])
    #expect(
      bandNotes.notes.contains(
        "1 group of marks of other kinds than the line marks was not described"))
    // errorbar(x, [2, 4, 3, 5], yerr=[0.5, 0.3, 0.8, 0.4]): each point with its interval.
    let (points, pointNotes) = try Self.analysis("errorbar-points")
    #expect(points.chart.series.map(\.markKinds) == [[.point], [.rule]])
    guard case .interval(let reading)? = points.kind else {
      Issue.record("not read as error bars")
      return
    }
    #expect(reading.intervals.map(\.centre) == [2, 4, 3, 5])
    #expect(reading.intervals.map(\.low) == [1.5, 3.7, 2.2, 4.6])
    #expect(reading.intervals.map(\.high) == [2.5, 4.3, 3.8, 5.4])
    #expect(
      pointNotes.notes.contains {
        $0.hasPrefix("the upright strokes through the points were read as their error bars")
      })
    #expect(!pointNotes.notes.contains { $0.contains("separate strokes") })
    // Asymmetric errors on a line over categories (yerr=[[0.5, 1, 0.2], [1, 0.3, 0.6]]).
    let (line, _) = try Self.analysis("errorbar-line")
    guard case .interval(let lineReading)? = line.kind else {
      Issue.record("the line is not read with its error bars")
      return
    }
    #expect(lineReading.intervals.map(\.centre) == [2, 4, 3])
    #expect(lineReading.intervals.map(\.low) == [1.5, 3, 2.8])
    #expect(lineReading.intervals.map(\.high) == [3, 4.3, 3.6])
    // Errors along x (horizontal strokes) are not read as intervals: named in a note.
    let (across, acrossNotes) = try Self.analysis("errorbar-across")
    #expect(across.chart.series.map(\.markKinds) == [[.point]])
    #expect(acrossNotes.notes.contains { $0.hasPrefix("3 separate strokes") })
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

  @Test("A long line matplotlib simplified: its kept points, its breaks the only missing days")
  func simplifiedLine() throws {
    // scripts/make_svg_geometry_fixtures.py: 400 daily values 50 + 10 sin(day / 60) from
    // 1 January 2023, NaN on 11–20 April and 8 September 2023; the file keeps 82 vertices.
    let (analysis, _) = try Self.analysis("simplified-line")
    let entry = try #require(analysis.series.first)
    #expect(entry.isSimplifiedLine)
    #expect(entry.series.observations.count == 82)
    #expect(entry.missingCount == 11)
    #expect(entry.missingRuns.map(\.count) == [10, 1])
    #expect(entry.trend == nil)
    // Every kept point is a data point (pandas): within the reading's 0.06.
    for observation in entry.series.observations {
      guard case .date(let date) = observation.x else { continue }
      let day = (date.timeIntervalSince1970 - 1_672_531_200) / 86_400
      #expect(abs(observation.value - (50 + 10 * sin(day / 60))) <= 0.06)
    }
    let text = PlainTextRenderer.render(ChartDescription(analysis))
    #expect(text.contains("is drawn through 82 points the file keeps"))
    #expect(!text.contains("the mean is"))
    // The straight line is kept as its two ends, never "398 days missing".
    let (linear, _) = try Self.analysis("simplified-linear")
    #expect(linear.series[0].isSimplifiedLine)
    #expect(linear.series[0].missingRuns.isEmpty)
    #expect(linear.chart.series[0].observations.map(\.value) == [3, 202.5])
  }

  @Test("Axes without tick marks or grid lines are read from DejaVu labels' baselines, advances")
  func labelBaselines() throws {
    // scripts/make_svg_geometry_fixtures.py: seaborn's white style, glyph paths in DejaVu Sans:
    // each tick lies 0.5 × 0.759766 em above its label's baseline.
    let (bars, _) = try Self.analysis("white-bar-seaborn")
    #expect(bars.chart.series.count == 1)
    #expect(bars.chart.series[0].observations.compactMap(\.value) == [7.5, 12.25, 3, 9.75])
    // The dark style's numeric x: each tick centred on its label's advances.
    let (line, _) = try Self.analysis("white-line-seaborn")
    let points = line.chart.series[0].observations
    #expect(points.map(\.x) == (0..<9).map { .number(Double($0) * 2.5) })
    let resolution = try #require(line.chart.drawingReading?.resolution)
    for point in points {
      let x = try #require(point.x.numericValue)
      #expect(abs(point.value - (0.5 * x * x - 3)) <= resolution)
    }
    #expect(MatplotlibFontMetrics.advanceEm(of: "10", in: "DejaVuSans") == 2606.0 / 2048)
    #expect(MatplotlibFontMetrics.advanceEm(of: "Jan", in: "DejaVuSans") == nil)
    #expect(MatplotlibFontMetrics.advanceEm(of: "10", in: "ArialMT") == 2278.0 / 2048)
    let dejaVu = MatplotlibFontMetrics.dejaVuSans
    #expect(dejaVu.ascentEm == 1556.0 / 2048...1556.0 / 2048)
    #expect(MatplotlibFontMetrics.staysBelowAscent("−1.5e3%", in: dejaVu))
    #expect(!MatplotlibFontMetrics.staysBelowAscent("a|b", in: dejaVu))
  }

  @Test("<text> labels naming Arial first are read to within the shift its ascent allows")
  func arialLabels() throws {
    // seaborn's list 'Arial', 'DejaVu Sans', …: laid out in Arial (Liberation Sans's
    // metrics: an ascent from its cap height, 1409, to its typo ascender, 1491) or DejaVu
    // Sans (1556); a trailing generic name is matplotlib's fallback, DejaVu Sans.
    let ascent = try #require(
      MatplotlibFontMetrics.layoutAscentEm(
        families: ["Arial", "DejaVu Sans", "Liberation Sans", "sans-serif"], text: "12.5"))
    #expect(ascent == 1409.0 / 2048...1556.0 / 2048)
    #expect(
      MatplotlibFontMetrics.layoutAscentEm(families: ["Arial", "sans-serif"], text: "1")
        == 1409.0 / 2048...1556.0 / 2048)
    #expect(
      MatplotlibFontMetrics.layoutAscentEm(families: ["DejaVu Sans", "Arial"], text: "1")
        == 1556.0 / 2048...1556.0 / 2048)
    // A family whose metrics are unknown, or a character above Liberation's ascender ("$").
    #expect(
      MatplotlibFontMetrics.layoutAscentEm(families: ["Helvetica", "DejaVu Sans"], text: "1")
        == nil)
    // The unknown family is the one named, never one after a bundled font or a generic name.
    #expect(MatplotlibFontMetrics.unknownFamily(in: ["Helvetica", "DejaVu Sans"]) == "Helvetica")
    #expect(MatplotlibFontMetrics.unknownFamily(in: ["Arial", "Helvetica"]) == "Helvetica")
    #expect(MatplotlibFontMetrics.unknownFamily(in: ["DejaVu Sans", "Helvetica"]) == nil)
    #expect(MatplotlibFontMetrics.unknownFamily(in: ["sans-serif", "Helvetica"]) == nil)
    #expect(MatplotlibFontMetrics.layoutAscentEm(families: ["Arial"], text: "$1") == nil)
    // The white style (seaborn's list) and the dark style (Arial, Liberation Sans first):
    // every value within the precision the reading states, which allows the shift.
    for name in ["white-bar-seaborn-text", "white-bar-seaborn-liberation"] {
      let (bars, _) = try Self.analysis(name)
      let resolution = try #require(bars.chart.drawingReading?.resolution)
      let values = bars.chart.series[0].observations.compactMap(\.value)
      #expect(values.count == 4)
      for (value, truth) in zip(values, [7.5, 12.25, 3, 9.75]) {
        #expect(abs(value - truth) <= resolution, "\(name): \(value) for \(truth)")
      }
    }
  }

  @Test("seaborn's hue: scatter groups named by the legend, bars side by side, bars by category")
  func seabornHue() throws {
    // scripts/make_svg_geometry_fixtures.py. The legend's samples are markers defined in <defs>:
    // the series were "point 1", "point 2".
    let (scatter, _) = try Self.analysis("scatter-hue-seaborn")
    #expect(scatter.chart.series.map(\.name) == ["oak", "ash"])
    #expect(scatter.chart.series.map { $0.observations.map(\.value) } == [[2, 4, 3], [5, 1, 2]])
    // A zero-size patch per hue (seaborn's legend artists) is no mark: was refused as marks
    // between the categories.
    let (bars, _) = try Self.analysis("bar-hue-seaborn")
    #expect(bars.chart.series.map(\.name) == ["2020", "2021"])
    #expect(bars.chart.series.map { $0.observations.map(\.value) } == [[3, 5, 2], [4, 1, 6]])
    // Bars painted by category are one series: were "bar 1", "bar 2", "bar 3" side by side.
    let (byCategory, _) = try Self.analysis("bar-by-category-seaborn")
    #expect(byCategory.chart.series.count == 1)
    #expect(byCategory.chart.series[0].observations.map(\.value) == [3, 5, 2])
  }

  @Test("seaborn's numeric hue: one series whose colour is said not to be read, never 12")
  func seabornNumericHue() throws {
    // scatterplot(hue="depth") of 12 points, each its own shade: was "12 series by depth, in
    // chart order: point 1, point 2, …", one point each.
    let (scatter, recovered) = try Self.analysis("scatter-hue-numeric-seaborn")
    #expect(scatter.chart.series.count == 1)
    #expect(
      scatter.chart.series[0].observations.map(\.value) == [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8])
    let text = PlainTextRenderer.render(ChartDescription(scatter))
    #expect(
      text.contains(
        "not described: the points' colours, which show 'depth' on a continuous scale (its "
          + "legend samples 15 to 90)"))
    #expect(!recovered.notes.contains { $0.contains("no legend entry") })
    // A legend naming every colour still names series (oak, ash).
    let (named, _) = try Self.analysis("scatter-hue-seaborn")
    #expect(named.chart.series.map(\.name) == ["oak", "ash"])
    // matplotlib's scatter(c=…) beside fig.colorbar: was refused as "a heatmap drawn as an
    // image"; now the same one series, its colours said not to be read.
    let (barred, _) = try Self.analysis("scatter-colorbar")
    #expect(barred.chart.series.count == 1)
    #expect(
      barred.chart.series[0].observations.map(\.value) == [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8])
    #expect(
      PlainTextRenderer.render(ChartDescription(barred)).contains(
        "not described: the points' colours, which show 'depth' on a continuous scale (its "
          + "colour bar is a raster image)"))
  }

  @Test("An axis drawn from its largest value to its smallest is said to be reversed")
  func reversedAxes() throws {
    // invert_yaxis() on a line, invert_xaxis() on bars drawn across: the drawn line falls
    // while the values rise, which was not said.
    let (line, _) = try Self.analysis("inverted-y")
    #expect(line.chart.series[0].observations.map(\.value) == [10, 20, 30, 40])
    let lineText = PlainTextRenderer.render(ChartDescription(line))
    #expect(
      lineText.contains("The y axis is y, numeric, from 10 to 40, reversed (largest to smallest)"),
      "\(lineText)")
    #expect(!lineText.contains("The x axis is x, numeric, from 1 to 4, reversed"))
    let (bars, _) = try Self.analysis("inverted-x")
    #expect(bars.chart.series[0].observations.map(\.value) == [3, 5, 2])
    let barText = PlainTextRenderer.render(ChartDescription(bars))
    #expect(
      barText.contains("The x axis is x, numeric, from 2 to 5, reversed (largest to smallest)"),
      "\(barText)")
    // A box plot's axis too (it was "from 1 to 10" alone), its boxes read as drawn.
    let (boxes, _) = try Self.analysis("boxplot-inverted")
    let boxText = PlainTextRenderer.render(ChartDescription(boxes))
    #expect(
      boxText.contains("The y axis is y, numeric, from 1 to 10, reversed (largest to smallest)"),
      "\(boxText)")
    #expect(boxText.contains("median 3, quartiles 2 to 4, whiskers 1 to 5."), "\(boxText)")
    #expect(boxText.contains("median 6, quartiles 4 to 8, whiskers 2 to 10."), "\(boxText)")
    // Axes that run as usual are not.
    let (plain, _) = try Self.analysis("line")
    #expect(!PlainTextRenderer.render(ChartDescription(plain)).contains("reversed"))
  }

  @Test("An element whose transform is not valid is read as browsers draw it, with a note")
  func invalidTransform() throws {
    // The breaker's F15: a NaN in the "north" line's transform dropped the line silently and
    // the other lost its legend name. Browsers ignore the attribute.
    let text = try #require(
      String(data: SVGAltTextTests.svg("line.matplotlib.svg"), encoding: .utf8))
    let broken = try #require(text.range(of: "<path d=\"M 46.145455 115.952727"))
    let svg = text.replacingCharacters(
      in: broken, with: "<path transform=\"matrix(1 0 0 1 0 NaN)\" d=\"M 46.145455 115.952727")
    let recovered = try SVGChartRecovery.recover(from: Data(svg.utf8))
    let original = try SVGChartRecovery.recover(from: SVGAltTextTests.svg("line.matplotlib.svg"))
    #expect(recovered.document.table == original.document.table)
    #expect(
      recovered.notes.first
        == "1 element's transform attribute is not a valid transform; it was read as browsers "
        + "draw it, without the transform")
    // A valid list out of range still leaves its element out: its place is unknown.
    #expect(SVGTransformList.read("scale(1e300)") == .outOfRange)
    #expect(SVGTransformList.read("matrix(1 0 0 1 0 NaN)") == .invalid)
    #expect(SVGTransformList.read("translate(2 3)") == .transform(.translation(2, 3)))
  }

  @Test(
    "A transform that shrinks a mark's points to one spot is refused in one line, not read",
    arguments: [
      ("line", "<g id=\"line2d_13\">", "a line of 4 points"),
      ("scatter", "<g id=\"PathCollection_1\">", "a group of markers of"),
    ])
  func collapsedGeometry(name: String, group: String, mark: String) throws {
    // The breaker's scale(1e-300): the "south" line was read as 4 values at x 2018.318 (a
    // position no tick shows), each 8.83.
    let text = try #require(
      String(data: SVGAltTextTests.svg("\(name).matplotlib.svg"), encoding: .utf8))
    let opening = try #require(text.range(of: group))
    let svg = text.replacingCharacters(
      in: opening, with: group.dropLast() + " transform=\"scale(1e-300)\">")
    #expect {
      try SVGChartRecovery.recover(from: Data(svg.utf8))
    } throws: { error in
      guard let error = error as? ChartImportError, case .noChartData(let reason) = error.kind
      else { return false }
      return reason.hasPrefix(mark)
        && reason.hasSuffix(
          "is shrunk by its transform to a single spot (all within a billionth of a pixel of "
            + "each other), so its values cannot be read")
    }
  }

  @Test("A simplified path says its points are those the file keeps; no test or mean of them")
  func simplifiedPath() throws {
    // A spiral of 600 points matplotlib simplified: "The path connects 271 points in data
    // order", with a Pearson test of the kept points.
    let (spiral, _) = try Self.analysis("simplified-spiral")
    let text = PlainTextRenderer.render(ChartDescription(spiral))
    #expect(text.contains("points the file keeps, in data order, from (x 0, y 0)"), "\(text)")
    #expect(!text.contains("Pearson"), "\(text)")
    // The JSON of a simplified line gives no mean (the kept points' is not the line's).
    let (line, _) = try Self.analysis("simplified-line")
    let json = try JSONRenderer.render(line, description: ChartDescriber.describe(line))
    let decoded = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let series = try #require((decoded["series"] as? [[String: Any]])?.first)
    let statistics = try #require(series["statistics"] as? [String: Any])
    #expect(series["keepsSomeVertices"] as? Bool == true)
    #expect(statistics["mean"] == nil)
    #expect(statistics["count"] == nil)
    #expect((statistics["keptVertexCount"] as? Int).map { $0 > 0 } == true)
    #expect(statistics["maximum"] != nil)
  }

  @Test("A legend's title, drawn after its frame and before its samples, names the series field")
  func legendTitle() throws {
    // seaborn's `boxplot(hue="sex")`: its legend is titled "sex" (was "by bar colour").
    let (analysis, _) = try Self.analysis("boxplot-hue-seaborn")
    #expect(!analysis.chart.series.isEmpty)
    #expect(analysis.chart.series.allSatisfy { $0.groupingLabel == "sex" })
  }

  @Test("plotnine's axis titles and title, written outside the axes, name the axes and chart")
  func figureTexts() throws {
    // scripts/make_svg_geometry_fixtures.py: labs(x="Year of sale", y="Sales (k$)",
    // title="Sales by year"); were read as "x", "y" and no title.
    let (analysis, _) = try Self.analysis("plotnine-titles")
    #expect(analysis.chart.title == "Sales by year")
    #expect(analysis.chart.independentAxisDescriptor.title == "Year of sale")
    #expect(analysis.chart.series.map(\.valueLabel) == ["Sales (k$)"])
    #expect(analysis.chart.series[0].observations.map(\.value) == [12, 18, 9, 22])
  }

  @Test("A simplified line's markers hold every point")
  func markedLine() throws {
    // scripts/make_svg_geometry_fixtures.py: 3 sqrt(x) at x = 0…199, marker "o".
    let (analysis, _) = try Self.analysis("marked-line")
    #expect(analysis.chart.series.count == 1)
    #expect(!analysis.series[0].isSimplifiedLine)
    let points = analysis.chart.series[0].observations
    #expect(points.count == 200)
    for point in points {
      let x = try #require(point.x.numericValue)
      #expect(abs(point.value - 3 * x.squareRoot()) <= 0.2)
    }
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
    } catch let error as ChartImportError {
      guard case .noChartData(let reason) = error.kind else { throw error }
      #expect(
        reason.hasPrefix(
          "the drawing's axes give no scale to read its marks with: the y axis: its tick labels fit neither a linear nor a log scale within half a pixel"
        ))
    }
  }
}
