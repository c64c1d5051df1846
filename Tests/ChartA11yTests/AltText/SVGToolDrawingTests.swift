import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("Reading other tools' SVG exports from their text and shapes")
struct SVGToolDrawingTests {
  /// The fixtures in fixtures/svg-tools read from their drawings (`<tool>/<chart>`).
  static let read = [
    "ggplot2-svglite/date-line", "ggplot2-svglite/scatter", "plotly/date-line", "plotly/scatter",
    "rbase-svglite/hbar", "rbase-svglite/date-line", "lets-plot/hbar", "pygal/hbar",
    "bokeh/grouped-bar", "matplotlib/year-axis", "matplotlib/twinx",
  ]

  /// Facets: one panel per series, each headed by its name (plotly's "Region=North",
  /// seaborn's "Region = North"), side by side or one above another; `facets-held-out` is
  /// lets-plot's `theme_none` from the held-out corpus, whose strips are filled rectangles
  /// among the marks.
  static let facets = [
    "ggplot2-svglite/facets", "plotly/facets", "lets-plot/facets", "seaborn/facets",
    "lets-plot/facets-held-out",
  ]

  /// Read fixtures whose truth is not a list of series' values (a box plot's boxes): their
  /// goldens alone.
  static let readBoxes = ["bokeh/box"]

  /// The fixtures whose drawings are not read yet: refused, never described wrongly.
  static let refused = ["ggplot2-svglite/box", "pygal/box"]

  /// Pies drawn by other tools: wedges as arcs (plotly, pygal, bokeh) or polygons (R), and a
  /// donut (pygal's `inner_radius`).
  static let pies = ["plotly/pie", "pygal/pie", "bokeh/pie", "rbase-svglite/pie", "pygal/donut"]

  static func url(_ name: String, _ suffix: String) -> URL {
    Fixtures.root.appendingPathComponent("svg-tools/\(name)\(suffix)")
  }

  static func recovered(_ name: String) throws -> RecoveredChart {
    try SVGChartRecovery.recover(from: Data(contentsOf: url(name, ".svg")))
  }

  /// The truth the corpus script wrote beside the drawing: its title and each series' values.
  static func truth(_ name: String) throws -> (title: String, values: [[Double]]) {
    let object = try JSONSerialization.jsonObject(
      with: Data(contentsOf: url(name, ".truth.json")))
    let truth = try #require(object as? [String: Any])
    let series = try #require(truth["series"] as? [[String: Any]])
    let values = try series.map { entry in
      let points = try #require(entry["points"] as? [[Any]])
      return points.compactMap { $0.last as? Double }
    }
    return (try #require(truth["title"] as? String), values)
  }

  @Test(
    "Each read drawing's description matches its golden file",
    arguments: read + readBoxes + facets + pies + ["matplotlib/subplots"])
  func golden(_ name: String) throws {
    let recovered = try Self.recovered(name)
    let analysis = ChartAnalysis(try AccessibleChart(recovered.document))
    let notes = recovered.notes.map { "note: \($0)" }.joined(separator: "\n")
    expectGolden(
      notes + "\n\n" + PlainTextRenderer.render(ChartDescription(analysis)),
      at: "golden/svg-tools/\(name.replacingOccurrences(of: "/", with: "-")).describe.txt")
  }

  @Test(
    "Each read drawing gives its truth's title and values, to the stated resolution",
    arguments: read)
  func values(_ name: String) throws {
    let recovered = try Self.recovered(name)
    let chart = try AccessibleChart(recovered.document)
    let truth = try Self.truth(name)
    #expect(chart.title == truth.title)
    let resolution = try #require(chart.drawingReading?.resolution)
    let read = chart.series.map { $0.observations.compactMap(\.value).sorted() }
    #expect(read.count == truth.values.count, "\(name)")
    for (series, expected) in zip(read, truth.values) {
      // A tool may leave out a line's vertices that lie on it (plotly): each value read is a
      // true value, and no more values are read than there are.
      #expect(series.count <= expected.count, "\(name)")
      for value in series {
        #expect(
          expected.contains { abs($0 - value) <= resolution + 1e-9 },
          "\(name): \(value) is no true value")
      }
    }
  }

  /// The truth's series by name, with their values.
  static func truthSeries(_ name: String) throws -> [String: [Double]] {
    let object = try JSONSerialization.jsonObject(
      with: Data(contentsOf: url(name, ".truth.json")))
    let series = try #require((object as? [String: Any])?["series"] as? [[String: Any]])
    var result: [String: [Double]] = [:]
    for entry in series {
      let points = try #require(entry["points"] as? [[Any]])
      result[try #require(entry["name"] as? String)] = points.compactMap { $0.last as? Double }
    }
    return result
  }

  @Test("Each facet is read as the series its heading names, every value true", arguments: facets)
  func facet(_ name: String) throws {
    let recovered = try Self.recovered(name)
    let chart = try AccessibleChart(recovered.document)
    let truth = try Self.truthSeries(name)
    let resolution = try #require(chart.drawingReading?.resolution)
    #expect(chart.series.count == truth.count, "\(name)")
    #expect(chart.title == "Weekly visitors, one panel per region")
    for series in chart.series {
      // A heading as the tool prints it: "Region=North", "Region = North", "North".
      let region = String(series.name.split(separator: "=").last ?? "")
        .trimmingCharacters(in: .whitespaces)
      let expected = try #require(truth[region], "\(name): \(series.name)")
      let values = series.observations.compactMap(\.value)
      #expect(!values.isEmpty && values.count <= expected.count, "\(name): \(series.name)")
      // A tool may leave out a line's vertices that lie on it (plotly): each value read is a
      // true value, in its place when none is left out.
      for (index, value) in values.enumerated() {
        let near = values.count == expected.count ? [expected[index]] : expected
        #expect(
          near.contains { abs($0 - value) <= resolution + 1e-9 }, "\(name): \(series.name)")
      }
    }
  }

  @Test("Each pie's shares are its truth's, each slice named as drawn", arguments: pies)
  func pie(_ name: String) throws {
    let recovered = try Self.recovered(name)
    let chart = try AccessibleChart(recovered.document)
    guard case .pie(let pie)? = ChartAnalysis(chart).kind else {
      Issue.record("\(name): not read as a pie")
      return
    }
    let object = try JSONSerialization.jsonObject(
      with: Data(contentsOf: Self.url(name, ".truth.json")))
    let truth = try #require((object as? [String: Any])?["pie"] as? [String: Any])
    let shares = try #require(truth["shares"] as? [[Any]])
    let resolution = try #require(chart.drawingReading?.resolution)
    #expect(chart.title == "Monthly budget", "\(name)")
    #expect(pie.slices.count == shares.count, "\(name)")
    #expect(chart.isDonut == (truth["donut"] as? Bool ?? false), "\(name)")
    for entry in shares {
      let label = try #require(entry.first as? String)
      let share = try #require(entry.last as? Double)
      let slice = try #require(pie.slices.first { $0.label == label }, "\(name): \(label)")
      #expect(abs(slice.value - share) <= resolution + 1e-9, "\(name): \(label)")
    }
  }

  @Test("Subplots over dates and over categories: the first read, the other named as unread")
  func subplots() throws {
    let recovered = try Self.recovered("matplotlib/subplots")
    let chart = try AccessibleChart(recovered.document)
    let truth = try Self.truthSeries("matplotlib/subplots")
    let resolution = try #require(chart.drawingReading?.resolution)
    #expect(chart.title == "Sales and users")
    #expect(chart.series.count == 1)
    let values = chart.series[0].observations.compactMap(\.value)
    let sales = try #require(truth["Sales"])
    #expect(values.count == sales.count)
    for (value, expected) in zip(values, sales) {
      #expect(abs(value - expected) <= resolution + 1e-9)
    }
    #expect(
      recovered.document.unreadViews.map(\.name) == [
        "the panel 'Users' (bar marks of Users (millions))"
      ])
  }

  @Test("A box plot drawn as two halves a box is read as its five numbers and outliers")
  func boxHalves() throws {
    let recovered = try Self.recovered("bokeh/box")
    let chart = try AccessibleChart(recovered.document)
    let resolution = try #require(chart.drawingReading?.resolution)
    let object = try JSONSerialization.jsonObject(
      with: Data(contentsOf: Self.url("bokeh/box", ".truth.json")))
    let boxes = try #require((object as? [String: Any])?["boxes"] as? [[String: Any]])
    let table = recovered.document.table
    let categories = try #require(
      table.columns.first { if case .strings = $0 { return true } else { return false } })
    #expect(boxes.count == 3)
    for box in boxes {
      let x = try #require(box["x"] as? String)
      let rows = (0..<table.rowCount).filter { categories.text(at: $0) == x }
      #expect(!rows.isEmpty, "\(x)")
      let numbers = table.columns.flatMap { column -> [Double] in
        guard case .numbers(let values) = column else { return [] }
        return rows.map { values[$0] }
      }
      for key in ["lowerWhisker", "lowerQuartile", "median", "upperQuartile", "upperWhisker"] {
        let expected = try #require(box[key] as? Double)
        #expect(
          numbers.contains { abs($0 - expected) <= resolution + 1e-9 }, "\(x) \(key)")
      }
    }
  }

  @Test("An SVG inline in an HTML page is read as the same SVG alone")
  func inPage() throws {
    let page = try Data(contentsOf: Self.url("containers/ggplot2-svglite-scatter", ".html"))
    #expect(ChartInputKind.detect(name: nil, data: page) == .svgInPage)
    let fromPage = try ChartInputReader.read(
      page, kind: .svgInPage, file: "page.html", baseDirectory: Fixtures.root)
    let alone = try Self.recovered("ggplot2-svglite/scatter")
    #expect(fromPage.document.table == alone.document.table)
    #expect(fromPage.document.spec.title == alone.document.spec.title)
    // The drawing keeps its place in the page, so a line named in it is the page's.
    let drawing = try SVGInPage.drawing(in: page)
    let pageLines = String(decoding: page, as: UTF8.self).components(separatedBy: "\n")
    let drawingLines = String(decoding: drawing, as: UTF8.self).components(separatedBy: "\n")
    let svgLine = try #require(pageLines.firstIndex { $0.contains("<svg") })
    #expect(drawingLines[svgLine] == pageLines[svgLine])
  }

  @Test(
    "A page or notebook with no drawing, or several, is refused naming what it holds",
    arguments: [
      ("<!DOCTYPE html><html><body><p>no chart</p></body></html>", "holds no inline <svg>"),
      ("<html><svg></svg><p/><svg><svg></svg></svg></html>", "holds 2 inline <svg> elements"),
      (#"{"cells": [], "nbformat": 4}"#, "holds no image/svg+xml output"),
    ])
  func inPageRefused(_ page: String, _ reason: String) throws {
    let data = Data(page.utf8)
    #expect(ChartInputKind.detect(name: nil, data: data) == .svgInPage)
    do {
      _ = try SVGInPage.drawing(in: data)
      Issue.record("read a drawing from \(page)")
    } catch {
      guard case .noChartData(let message) = error.kind else {
        Issue.record("\(error)")
        return
      }
      #expect(message.contains(reason), "\(message)")
    }
  }

  @Test("A drawing not read yet is refused, not described wrongly", arguments: refused)
  func refusal(_ name: String) throws {
    #expect(throws: ChartImportError.self) { try Self.recovered(name) }
  }

  @Test("Text drawn as glyph outlines is refused with that reason and what to do")
  func glyphs() throws {
    do {
      _ = try Self.recovered("ggplot2-cairo/histogram")
      Issue.record("a drawing without text was read")
    } catch let error as ChartImportError {
      guard case .noChartData(let reason) = error.kind else {
        Issue.record("\(error)")
        return
      }
      #expect(
        reason
          == "the text is drawn as glyph outlines: save with svglite, or pass the data with "
          + "--spec")
    }
  }
}
