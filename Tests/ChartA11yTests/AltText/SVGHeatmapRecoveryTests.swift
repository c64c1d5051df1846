import ChartModel
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Heatmaps and figures that are not one plot, read from SVG drawings (issue 15): fixtures
/// written by scripts/make_svg_geometry_fixtures.py.
@Suite("Recovering heatmaps, percent axes and refusing subplots from SVG drawings")
struct SVGHeatmapRecoveryTests {
  /// The true temperatures of the heatmap fixtures: rows 2020–2022, columns January–June.
  static let temps: [[Double]] = (0..<3).map { year -> [Double] in
    (0..<6).map { month -> Double in
      let temp: Double = 2 + Double(month) * 1.5 + Double(year) * 0.8
      return (temp * 10).rounded() / 10
    }
  }
  static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]

  static func recover(_ name: String) throws -> RecoveredChart {
    try SVGChartRecovery.recover(from: SVGAltTextTests.svg(name))
  }

  /// Each cell as (column, row, value), in drawing order.
  static func cells(_ recovered: RecoveredChart) throws -> [(String, String, Double)] {
    let table = recovered.document.table
    guard case .strings(let x)? = table.column(named: "Month"),
      case .strings(let y)? = table.column(named: "Year"),
      case .numbers(let value)? = table.column(named: "Temp")
    else {
      Issue.record("columns: \(table.fields)")
      return []
    }
    return (0..<table.rowCount).map { (x[$0], y[$0], value[$0]) }
  }

  static func rectangle(_ recovered: RecoveredChart) throws -> MarkSpec {
    let marks = recovered.document.flattenedMarks.map(\.mark)
    #expect(marks.count == 1)
    return try #require(marks.first)
  }

  @Test("Month labels Vega hides to avoid overlap still place every column")
  func hiddenLabels() throws {
    let cells = try Self.cells(Self.recover("heatmap-hidden-labels.vl.svg"))
    #expect(cells.count == 18)
    var seen: Set<String> = []
    for (column, row, value) in cells {
      let m = try #require(Self.months.firstIndex(of: column))
      let y = try #require(Int(row)) - 2020
      #expect(value == Self.temps[y][m], "\(column) \(row)")
      seen.insert("\(column) \(row)")
    }
    #expect(seen.count == 18)
  }

  @Test("Cells labelled 'Month: undefined; Year: undefined' are placed from the drawing")
  func undefinedPositions() throws {
    let recovered = try Self.recover("heatmap-months.vl.svg")
    let mark = try Self.rectangle(recovered)
    #expect(mark.kind == .rectangle)
    #expect(mark.x?.field == "Month" && mark.x?.type == .categorical)
    #expect(mark.y?.field == "Year" && mark.y?.type == .categorical)
    #expect(mark.modifiers.foregroundStyleBy?.field == "Temp")
    #expect(mark.modifiers.foregroundStyleBy?.type == .quantitative)
    let cells = try Self.cells(recovered)
    #expect(cells.count == 18)
    for (column, row, value) in cells {
      let m = try #require(Self.months.firstIndex(of: column))
      let y = try #require(Int(row)) - 2020
      // Printed in the cells' labels: exact.
      #expect(value == Self.temps[y][m], "\(column) \(row)")
    }
    #expect(recovered.document.drawingReading == nil)
  }

  @Test("Cells without labels are read from their colour through the gradient legend")
  func colourValues() throws {
    let recovered = try Self.recover("heatmap-colour.vl.svg")
    let reading = try #require(recovered.document.drawingReading)
    #expect(reading.unit == "Temp" && reading.isRelative == false)
    // The legend's end labels "2" and "11" (the domain 2–11.1, rounded for show) place the
    // ramp to within 0.5, to which the colour step (about 0.04) adds: 0.6 said.
    #expect(reading.resolution == 0.6)
    let cells = try Self.cells(recovered)
    #expect(cells.count == 18)
    var seen: Set<String> = []
    for (column, row, value) in cells {
      let m = try #require(Self.months.firstIndex(of: column))
      let y = try #require(Int(row)) - 2020
      seen.insert("\(column) \(row)")
      #expect(abs(value - Self.temps[y][m]) <= reading.resolution, "\(column) \(row): \(value)")
    }
    #expect(seen.count == 18)
    #expect(recovered.notes.contains { $0.hasPrefix("'Temp' was read from the cells' colours") })
  }

  @Test("A colour off the legend's scale is refused, never given a made-up value")
  func colourOffScale() throws {
    var svg = String(decoding: try SVGAltTextTests.svg("heatmap-colour.vl.svg"), as: UTF8.self)
    let cell = try #require(svg.range(of: #"role-mark"#))
    let fill = try #require(svg[cell.upperBound...].range(of: #"fill=""#))
    let end = try #require(svg[fill.upperBound...].firstIndex(of: "\""))
    svg.replaceSubrange(fill.upperBound..<end, with: "#ff00ff")
    #expect {
      _ = try SVGChartRecovery.recover(from: Data(svg.utf8))
    } throws: { error in
      guard case .noChartData(let reason)? = (error as? ChartImportError)?.kind else {
        return false
      }
      return reason.contains("(#ff00ff) is not on the colour legend's scale")
    }
  }

  @Test("A ramp reads a colour between two stops, and refuses one far from it")
  func ramp() throws {
    let ramp = try #require(
      ColourRamp([
        ColourRamp.Stop(value: 0, red: 0, green: 0, blue: 0),
        ColourRamp.Stop(value: 100, red: 200, green: 100, blue: 0),
      ]))
    let read = try #require(ramp.value(of: "#643200"))
    #expect(abs(read.value - 50) < 1e-9)
    // One step of the red channel is half a unit of value.
    #expect(read.resolution == 0.5)
    #expect(ramp.value(of: "#00ff00") == nil)
  }

  @Test("Two subplots are read each as a view with axes of its own")
  func subplots() throws {
    let recovered = try Self.recover("subplots.matplotlib.svg")
    #expect(recovered.document.panels.count == 2)
    #expect(recovered.document.panels.allSatisfy { $0.ownsXAxis && $0.ownsYAxis })
    let chart = try AccessibleChart(recovered.document)
    #expect(chart.series.map(\.name) == ["y", "y (panel 2)"])
    #expect(chart.series.map { $0.observations.map(\.value) } == [[4, 5, 7], [10, 20, 5]])
    #expect(chart.yPanelAxes.count == 2)
  }

  @Test("matplotlib heatmaps are refused with what is not read")
  func refusals() throws {
    for (name, expected) in [
      ("heatmap.matplotlib.svg", "colour bar drawn as an embedded raster image")
    ] {
      #expect {
        _ = try Self.recover(name)
      } throws: { error in
        guard case .noChartData(let reason)? = (error as? ChartImportError)?.kind else {
          return false
        }
        return reason.contains(expected)
      }
    }
  }

  @Test("A percent axis keeps '%' as its unit, and its precision is in percentage points")
  func percentAxis() throws {
    let recovered = try Self.recover("percent.matplotlib.svg")
    #expect(recovered.document.spec.axes.y.unit == "%")
    let reading = try #require(recovered.document.drawingReading)
    #expect(reading.unit == "%")
    #expect(DrawingReadingText.text(reading).hasSuffix(" percentage points"))
    let chart = try AccessibleChart(recovered.document)
    let values = chart.series[0].observations.compactMap(\.value)
    for (value, truth) in zip(values, [20.0, 35, 30, 60]) {
      #expect(abs(value - truth) <= reading.resolution)
    }
  }

  @Test("An area drawn as a <use> of a path in <defs> (the 'classic' style) is read")
  func collectionByUse() throws {
    let recovered = try Self.recover("area-classic.matplotlib.svg")
    let chart = try AccessibleChart(recovered.document)
    let reading = try #require(recovered.document.drawingReading)
    let values = chart.series[0].observations.compactMap(\.value)
    #expect(values.count == 4)
    for (value, truth) in zip(values, [4.0, 8, 6, 10]) {
      #expect(abs(value - truth) <= reading.resolution)
    }
  }

  @Test("Series without a legend title are grouped by their colour, not 'by series'")
  func groupingName() throws {
    let recovered = try SVGChartRecovery.recover(
      from: SVGAltTextTests.svg("line.matplotlib.svg"))
    let mark = try #require(recovered.document.flattenedMarks.first?.mark)
    #expect(mark.modifiers.foregroundStyleBy?.field == "line colour")
  }
}
