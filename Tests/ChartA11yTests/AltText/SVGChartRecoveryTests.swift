import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("Recovering data from Vega SVG exports")
struct SVGChartRecoveryTests {
  static func recover(_ file: String) throws -> RecoveredChart {
    try SVGChartRecovery.recover(from: SVGAltTextTests.svg(file))
  }

  static func noDataReason(_ file: String) -> String? {
    do {
      _ = try recover(file)
      return nil
    } catch let error as ChartImportError {
      guard case .noChartData(let reason) = error.kind else { return nil }
      return reason
    } catch {
      return nil
    }
  }

  @Test("A chart with two y axes is read each series on its own axis, or refused, never one axis")
  func twoYAxes() throws {
    let vega = try #require(Self.noDataReason("two-y-axes.vl.svg"))
    #expect(
      vega == "the SVG has 2 y axes (a chart with two y axes), each the scale of its own marks, "
        + "and recovery reads one value axis only")
    // matplotlib's twinx: the twin axes' line on the trailing y axis.
    let recovered = try Self.recover("twinx.matplotlib.svg")
    let chart = try AccessibleChart(recovered.document)
    #expect(chart.yAxis.title == "Temperature (°C)")
    #expect(chart.trailingYAxis?.title == "Precipitation (mm)")
    #expect(chart.series.map(\.name) == ["Temperature (°C)", "Precipitation (mm)"])
    #expect(chart.series[0].observations.map(\.value) == [5, 7, 11, 15, 19, 22])
  }

  @Test("A scatter plot's points, fields, legend and title are recovered")
  func cars() throws {
    let recovered = try Self.recover("cars.vl.svg")
    let chart = try AccessibleChart(recovered.document)
    #expect(chart.title == "Horsepower and fuel economy of 1970s and 1980s cars")
    #expect(chart.xAxis.title == "Horsepower")
    #expect(chart.yAxis.title == "Miles_per_Gallon")
    // In the legend's order (Vega sorts it), not the data's (USA first).
    #expect(chart.series.map(\.name) == ["Europe", "Japan", "USA"])
    #expect(chart.series.map(\.groupingLabel) == ["Origin", "Origin", "Origin"])
    // 406 cars; 14 lack a value and are printed 'undefined' or not drawn.
    let count = chart.series.reduce(0) { $0 + $1.observations.count }
    #expect(count > 380 && count <= 406)
  }

  @Test("A Vega-Lite histogram's bins printed '40 – 60' are read as bins, as from its spec")
  func histogram() throws {
    let recovered = try ChartAnalysis(
      AccessibleChart(Self.recover("cars-horsepower-histogram.vl.svg").document))
    guard case .histogram(let fromSVG) = recovered.kind else {
      Issue.record("not a histogram: \(String(describing: recovered.kind))")
      return
    }
    // The same chart read from its Vega-Lite spec, binned by the importer, not by Vega.
    let url = Fixtures.url("vega-lite/cars-horsepower-histogram.vl.json")
    let imported = try VegaLiteImporter.read(
      Data(contentsOf: url), baseDirectory: url.deletingLastPathComponent())
    guard case .histogram(let fromSpec) = ChartAnalysis(try AccessibleChart(imported.document)).kind
    else {
      Issue.record("the spec is not read as a histogram")
      return
    }
    let bins = { (reading: HistogramReading) in reading.bins.map { [$0.start, $0.end, $0.value] } }
    #expect(bins(fromSVG) == bins(fromSpec))
    #expect(fromSVG.bins.first?.start == 40 && fromSVG.bins.last?.end == 240)
    #expect(fromSVG.total == 400)
  }

  @Test("Bins on y (bars drawn across) are read as the same histogram as bins on x")
  func horizontalHistogram() throws {
    let across = try ChartAnalysis(
      AccessibleChart(Self.recover("cars-horsepower-histogram-horizontal.vl.svg").document))
    let down = try ChartAnalysis(
      AccessibleChart(Self.recover("cars-horsepower-histogram.vl.svg").document))
    #expect(across.chart.independentAxis == .y)
    guard case .histogram(let acrossBins) = across.kind, case .histogram(let downBins) = down.kind
    else {
      Issue.record("not a histogram: \(String(describing: across.kind))")
      return
    }
    #expect(acrossBins == downBins)
    #expect(acrossBins.bins.first?.start == 40 && acrossBins.bins.last?.end == 240)
    #expect(acrossBins.bins.count == 10)
  }

  @Test("The Unicode minus sign is read as a negative number")
  func unicodeMinus() throws {
    let chart = try AccessibleChart(Self.recover("us-employment.vl.svg").document)
    let values = chart.series[0].observations.map(\.value)
    #expect(values.contains(-802))
    #expect(chart.xAxis.kind == .temporal)
    #expect(chart.xAxis.calendarUnit == .month)
  }

  @Test("Millisecond timestamps in a date field are read as dates")
  func timestamps() throws {
    let chart = try AccessibleChart(Self.recover("seattle-january.vl.svg").document)
    #expect(chart.xAxis.kind == .temporal)
    #expect(chart.xAxis.calendarUnit == .day)
    let first = try #require(chart.series.first?.observations.first)
    #expect(first.x == .date(Date(timeIntervalSince1970: 1_325_376_000)))
    #expect(first.value == 12.8)
  }

  @Test("A field printed 'undefined' on every mark is left out with a note")
  func undefinedField() throws {
    let recovered = try Self.recover("barley.vl.svg")
    #expect(recovered.notes.contains { $0.contains("'notes' has no values") })
    let chart = try AccessibleChart(recovered.document)
    #expect(chart.series[0].observations.count == 10)
  }

  @Test("Lines labelled by their first point only are read from the drawing, and say so")
  func linesOnly() throws {
    let stocks = try Self.recover("stocks.vl.svg")
    #expect(stocks.notes.contains { $0.contains("their values were read from the drawing") })
    let chart = try AccessibleChart(stocks.document)
    // In the legend's order (alphabetical, as Vega draws it), not the data's (MSFT first).
    #expect(chart.series.map(\.name) == ["AAPL", "AMZN", "GOOG", "IBM", "MSFT"])
    let msft = try #require(chart.series.first { $0.name == "MSFT" })
    #expect(msft.observations.count == 123)
    let reading = try #require(chart.drawingReading)
    // MSFT's first price is 39.81 (fixtures/svg/stocks.vl.json).
    let first = try #require(msft.observations.first?.value)
    #expect(abs(first - 39.81) <= reading.resolution)
    let area = try AccessibleChart(Self.recover("sales-report.vl.svg").document)
    let values = area.series[0].observations.compactMap(\.value)
    let truth: [Double] = [3000, 2750, 4020, 930, 2100]
    let resolution = try #require(area.drawingReading?.resolution)
    #expect(values.count == 5)
    #expect(zip(values, truth).allSatisfy { abs($0 - $1) <= resolution })
    #expect(area.referenceLines.map(\.value) == [.number(1200)])
  }

  @Test("A Vega line chart with no tick marks places its y ticks from the labels' baselines")
  func linesWithoutTicks() throws {
    let chart = try AccessibleChart(Self.recover("line-noticks.vl.svg").document)
    #expect(chart.series.map(\.name) == ["a", "b"])
    let resolution = try #require(chart.drawingReading?.resolution)
    let truth: [[Double]] = [[4, 18, 11, 25], [30, 22, 27, 9]]
    for (series, values) in zip(chart.series, truth) {
      let read = series.observations.map(\.value)
      #expect(read.count == values.count)
      #expect(zip(read, values).allSatisfy { abs($0 - $1) <= resolution })
    }
  }

  @Test("Vega time axes with short tick labels ('March', '06 AM', 'Sat 02') are read")
  func shortTimeLabels() throws {
    // scripts/make_svg_geometry_fixtures.py.
    let hourly = try AccessibleChart(Self.recover("hourly-line.vl.svg").document)
    let hours: [Double] = [
      3, 5, 4, 8, 12, 9, 7, 6, 10, 11, 14, 13, 9, 8, 6, 5, 7, 9, 12, 15, 16, 13, 11, 10, 8, 7, 6,
      5, 4, 3,
    ]
    let start = try VegaTimeTickLabelsTests.seconds("2024-03-01T00:00:00Z")
    let resolution = try #require(hourly.drawingReading?.resolution)
    let points = hourly.series[0].observations
    #expect(points.count == hours.count)
    for (index, (point, value)) in zip(points, hours).enumerated() {
      #expect(point.x == .date(Date(timeIntervalSince1970: start + Double(index) * 3_600)))
      #expect(abs(point.value - value) <= resolution)
    }
    let monthly = try AccessibleChart(Self.recover("monthly-line.vl.svg").document)
    #expect(
      monthly.series[0].observations.map(\.x)
        == (1...12).map { month in
          .date(
            Date(
              timeIntervalSince1970: Double(
                GregorianDays.days(year: 2023, month: month, day: 1) * 86_400)))
        })
  }

  @Test("Categories in the order the axis draws them; a log scale said")
  func axisOrderAndLogScale() throws {
    let bars = try AccessibleChart(Self.recover("sorted-bar.vl.svg").document)
    #expect(bars.series[0].observations.map(\.x) == "ECAGDFB".map { .category(String($0)) })
    let log = try Self.recover("log-line.vl.svg")
    #expect(log.document.spec.axes.y.scale == ScaleSpec(type: .log))
    #expect(
      PlainTextRenderer.render(ChartDescription(ChartAnalysis(try AccessibleChart(log.document))))
        .contains("from 2 to 1,024, on a logarithmic scale"))
  }

  @Test("Years on a discrete axis (ordinal) are ordered categories, as from the spec")
  func ordinalYears() throws {
    for file in ["ordinal-years.vl.svg", "ordinal-years-line.vl.svg"] {
      let recovered = try Self.recover(file)
      #expect(
        recovered.document.spec.marks.first.map { element -> ValueType? in
          guard case .mark(let mark) = element else { return nil }
          return mark.x?.type
        } == .categorical, "\(file)")
      let chart = try AccessibleChart(recovered.document)
      #expect(
        chart.series[0].observations.map(\.x) == (2018...2022).map { .category(String($0)) })
      #expect(chart.series[0].observations.map(\.value) == [3, 5, 2, 6, 4])
    }
  }

  @Test(
    "Stacks that all reach the top of a 0–1 or 0–100 % axis are read as normalized shares",
    arguments: [
      "normalized-bars.vl.svg", "normalized-areas.vl.svg", "normalized-bars-percent.matplotlib.svg",
      "normalized-bars.matplotlib.svg",
    ])
  func normalizedStacks(_ file: String) throws {
    let recovered = try Self.recover(file)
    guard case .mark(let mark)? = recovered.document.spec.marks.first else {
      Issue.record("\(file): no mark")
      return
    }
    #expect(mark.stacking == .normalized, "\(file)")
    let analysis = ChartAnalysis(try AccessibleChart(recovered.document))
    guard case .normalizedStack? = analysis.kind else {
      Issue.record("\(file): not read as a normalized stack")
      return
    }
    // pandas: p 1, 2, 5 of 4, 4, 6 (25, 50, 83.3 %); the areas add 3 of 6 (50 %) at t = 3.
    let truth: [Double] = file.contains("areas") ? [25, 50, 83.33, 50] : [25, 50, 83.33]
    let shares = analysis.chart.series[0].observations.map(\.value)
    #expect(shares.count == truth.count, "\(file)")
    for (share, true_) in zip(shares, truth) {
      // Vega prints whole percents ("83%"); the drawings are read to 0.4 points.
      #expect(abs(share - true_) <= 0.5, "\(file): \(shares)")
    }
    let text = PlainTextRenderer.render(ChartDescription(analysis))
    #expect(text.contains("stacked to the same height, showing shares"), "\(text)")
  }

  @Test("Stacks that do not all reach one height are not normalized")
  func unnormalizedStacks() throws {
    let recovered = try Self.recover("stacked-bar.matplotlib.svg")
    guard case .mark(let mark)? = recovered.document.spec.marks.first else {
      Issue.record("no mark recovered: \(recovered.document.spec.marks)")
      return
    }
    #expect(mark.stacking != .normalized)
  }

  @Test("A symbol legend's numbers name series, in the legend's order")
  func symbolLegendNumbers() throws {
    // scripts/make_svg_geometry_fixtures.py: yields by site, stacked by year.
    let chart = try AccessibleChart(Self.recover("stacked-years.vl.svg").document)
    #expect(chart.series.map(\.name) == ["1931", "1932"])
    #expect(
      chart.series.map { $0.observations.map(\.value) } == [
        [43.7, 30.3, 29.3], [31.2, 25.7, 41.5],
      ])
    let scatter = try Self.recover("scatter-regression.vl.svg")
    let points = try AccessibleChart(scatter.document)
    // The legend lists Japan first; the data lists USA first.
    #expect(points.series.map(\.name) == ["Japan", "USA"])
    #expect(points.markKinds == [.point])
    #expect(points.series.map(\.observations.count) == [5, 5])
    #expect(
      scatter.notes.contains(
        "2 line marks do not pass through the point marks (such as fitted lines) and are not "
          + "described"))
  }

  @Test("Bars of several series are placed as drawn: side by side (xOffset) or stacked")
  func barPlacement() throws {
    func firstMark(_ file: String) throws -> MarkSpec? {
      guard case .mark(let mark)? = try Self.recover(file).document.spec.marks.first else {
        return nil
      }
      return mark
    }
    // activity-hours.vl.json groups its bars with xOffset; stacked-years stacks them.
    #expect(try firstMark("activity-hours.vl.svg")?.modifiers.position?.by.field == "Activity")
    #expect(try firstMark("stacked-years.vl.svg")?.modifiers.position == nil)
  }

  @Test("Values printed in percent are read in percent; an axis printed 'undefined' refused")
  func percentAndUndefined() throws {
    // scripts/make_svg_geometry_fixtures.py: growth 2.5 %, 3 %, -0.5 %, 2 %, -3.5 %.
    let recovered = try Self.recover("percent-bars.vl.svg")
    #expect(recovered.document.spec.axes.y.unit == "%")
    let chart = try AccessibleChart(recovered.document)
    #expect(chart.series[0].observations.map(\.value) == [2.5, 3, -0.5, 2, -3.5])
    let reason = try #require(Self.noDataReason("month-undefined.vl.svg"))
    #expect(reason.hasPrefix("the x axis's field 'date (month)' is printed 'undefined'"))
  }

  @Test("A Vega-Lite box plot is refused: its whiskers' ends are not labelled")
  func boxPlotRefused() throws {
    let reason = try #require(Self.noDataReason("boxplot.vl.svg"))
    #expect(
      reason.hasPrefix("the SVG is a Vega-Lite box plot, whose whiskers' ends are not labelled"))
  }

  @Test("Lines drawn with points take the points' values and say so")
  func linesWithPoints() throws {
    let recovered = try Self.recover("monthly-activity.vl.svg")
    #expect(recovered.notes.contains { $0.contains("label only their first point") })
    let chart = try AccessibleChart(recovered.document)
    #expect(chart.markKinds == [.line])
    #expect(chart.series.count == 3)
    #expect(chart.series.allSatisfy { $0.observations.count == 6 })
  }

  @Test("Marks whose position is always 'undefined' give no data, with the reason")
  func undefinedPositions() throws {
    let reason = try #require(Self.noDataReason("seattle-weather.vl.svg"))
    #expect(reason.contains("'date (month)' is printed 'undefined' on every mark"))
  }

  @Test("A matplotlib drawing without axes is refused, saying so")
  func matplotlib() throws {
    let reason = try #require(Self.noDataReason("no-axes.matplotlib.svg"))
    #expect(reason.hasPrefix("the matplotlib drawing has no axes"))
  }

  @Test("An SVG without data labels is read from its drawing, which says what it lacks")
  func unlabelled() throws {
    // Not the aria-label reason: a drawing without labels is read as any tool's drawing.
    let reason = try #require(Self.noDataReason("unnamed_inaccessible.svg"))
    #expect(!reason.contains("aria-label"), "\(reason)")
    #expect(reason.contains("tick labels"), "\(reason)")
  }

  @Test("A rule labelled with one value is a reference line, not data")
  func referenceLine() throws {
    func bar(_ x: String, _ y: String) -> SVGDocument.LabelledElement {
      SVGDocument.LabelledElement(
        name: "path", label: "office: \(x); sales: \(y)", role: "graphics-symbol",
        roleDescription: "bar")
    }
    let rule = SVGDocument.LabelledElement(
      name: "line", label: "Mean of sales: 0.667", role: "graphics-symbol",
      roleDescription: "rule mark")
    let chart = try AccessibleChart(
      SVGChartRecovery.recover(from: [bar("A", "3"), bar("B", "\u{2212}2"), rule]).document)
    #expect(chart.series.first?.observations.map(\.value) == [3, -2])
    #expect(chart.referenceLines.map(\.label) == ["Mean of sales"])
    #expect(chart.referenceLines.first?.value == .number(0.667))
  }

  @Test("Legends, axes and titles labelled like marks are not data")
  func legendsAreNotData() throws {
    let elements = [
      SVGDocument.LabelledElement(
        name: "g", label: "Title text 'T'", role: "graphics-symbol", roleDescription: "title"),
      SVGDocument.LabelledElement(
        name: "g", label: "Symbol legend titled 'k' for fill color with 2 values: a, b",
        role: "graphics-symbol", roleDescription: "legend"),
      SVGDocument.LabelledElement(
        name: "path", label: "x: a; y: 1; k: a", role: "graphics-symbol",
        roleDescription: "bar"),
      SVGDocument.LabelledElement(
        name: "path", label: "x: b; y: 2; k: b", role: "graphics-symbol",
        roleDescription: "bar"),
    ]
    let chart = try AccessibleChart(SVGChartRecovery.recover(from: elements).document)
    #expect(chart.title == "T")
    #expect(chart.series.map(\.name) == ["a", "b"])
    #expect(chart.series.allSatisfy { $0.observations.count == 1 })
  }
}
