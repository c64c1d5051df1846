import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Pies and donuts read from their wedges' angles (matplotlib), and Vega-Lite arcs' holes.
///
/// The fixtures and their true data are in scripts/make_svg_geometry_fixtures.py; the true
/// shares below are pandas' (`s / s.sum() * 100`).
@Suite("Recovering pies and donuts from SVG drawings")
struct SVGPieRecoveryTests {
  static let pieShares: [(String, Double)] = [
    ("rent", 39.4737), ("food", 21.0526), ("transport", 10.1974), ("energy", 8.8816),
    ("savings", 19.7368), ("fees", 0.6579),
  ]

  static func recovered(_ file: String) throws -> (ChartAnalysis, RecoveredChart) {
    let recovered = try SVGChartRecovery.recover(from: SVGAltTextTests.svg(file))
    return (ChartAnalysis(try AccessibleChart(recovered.document)), recovered)
  }

  static func refusal(_ svg: Data) throws -> String? {
    do {
      _ = try SVGChartRecovery.recover(from: svg)
      return nil
    } catch let error as ChartImportError {
      guard case .noChartData(let reason) = error.kind else { throw error }
      return reason
    }
  }

  @Test("Each pie's description matches its golden file", arguments: ["pie", "donut-text"])
  func golden(_ name: String) throws {
    let (analysis, recovered) = try Self.recovered("\(name).matplotlib.svg")
    let notes = recovered.notes.map { "note: \($0)" }.joined(separator: "\n")
    expectGolden(
      notes + "\n\n" + PlainTextRenderer.render(ChartDescription(analysis)),
      at: "golden/svg-geometry/\(name).describe.txt")
  }

  @Test("A pie's shares are its angles, named by its labels, within the stated resolution")
  func pieShares() throws {
    let (analysis, recovered) = try Self.recovered("pie.matplotlib.svg")
    guard case .pie(let pie)? = analysis.kind else {
      Issue.record("not read as a pie: \(String(describing: analysis.kind))")
      return
    }
    #expect(!pie.isDonut)
    #expect(analysis.chart.title == "Monthly budget")
    #expect(pie.slices.map(\.label) == Self.pieShares.map(\.0))
    let resolution = try #require(analysis.chart.drawingReading?.resolution)
    #expect(resolution == 0.2)
    for (slice, (_, truth)) in zip(pie.slices, Self.pieShares) {
      #expect(abs(slice.value - truth) <= resolution, "\(slice.label) \(slice.value)")
    }
    // Rounded to tenths of a percent, summing to exactly 100.
    #expect(pie.slices.map(\.value) == [39.5, 21, 10.2, 8.9, 19.7, 0.7])
    #expect(abs(pie.total - 100) < 1e-9)
    #expect(recovered.notes.contains("the percentages printed in 6 wedges agree with their angles"))
  }

  @Test(
    "A donut (wedgeprops width) is named by its legend's colours, with or without its frame",
    arguments: [
      ("donut-text.matplotlib.svg", "Sales by region"),
      // `legend(frameon=False)`: its first child is the first sample's patch, not a frame.
      ("donut-frameless.matplotlib.svg", nil),
    ] as [(String, String?)])
  func donutByLegend(_ file: String, _ title: String?) throws {
    let (analysis, _) = try Self.recovered(file)
    guard case .pie(let pie)? = analysis.kind else {
      Issue.record("not read as a pie")
      return
    }
    #expect(pie.isDonut)
    #expect(pie.slices.map(\.label) == ["north", "south", "east", "west"])
    #expect(pie.slices.map(\.value) == [35, 25, 25, 15])
    #expect(analysis.chart.title == title)
  }

  @Test("A bar chart's legend without a frame names its first series too")
  func framelessLegend() throws {
    let (bars, _) = try Self.recovered("stacked-bar-frameless.matplotlib.svg")
    #expect(bars.chart.series.map(\.name) == ["north", "south"])
    #expect(bars.chart.series.map { $0.observations.map(\.value) } == [[3, 5, 2], [1, 2, 4]])
  }

  @Test("A Vega-Lite arc with a hole is a donut; without one, a pie")
  func vegaDonut() throws {
    let (analysis, _) = try Self.recovered("donut.vl.svg")
    guard case .pie(let pie)? = analysis.kind else {
      Issue.record("not read as a pie")
      return
    }
    #expect(pie.isDonut)
    #expect(pie.slices.map(\.value) == [35, 25, 25, 15])
    // The same drawing with every arc drawn to its centre is a pie.
    var svg = String(decoding: try SVGAltTextTests.svg("donut.vl.svg"), as: UTF8.self)
    let arc = try NSRegularExpression(pattern: #"L[-0-9.]+,[-0-9.]+A[^Z]*Z""#)
    svg = arc.stringByReplacingMatches(
      in: svg, range: NSRange(svg.startIndex..., in: svg), withTemplate: #"L0,0Z""#)
    let recovered = try SVGChartRecovery.recover(from: Data(svg.utf8))
    #expect(!(try AccessibleChart(recovered.document)).isDonut)
  }

  @Test("Of several pies the first is described and the others named as not described")
  func severalPies() throws {
    let recovered = try SVGChartRecovery.recover(from: SVGAltTextTests.svg("pies.matplotlib.svg"))
    #expect(recovered.document.unreadViews.map(\.name) == ["panel 2 (sector marks of value)"])
    #expect(recovered.document.viewCount == 2)
    let chart = try AccessibleChart(recovered.document)
    guard case .pie(let pie)? = ChartAnalysis(chart).kind else {
      Issue.record("not read as a pie")
      return
    }
    #expect(pie.slices.map(\.label) == ["a", "b", "c"])
  }

  @Test("Unnamed wedges, a partial pie and a disagreeing percentage are refused")
  func refusals() throws {
    #expect(
      try Self.refusal(SVGAltTextTests.svg("pie-unnamed.matplotlib.svg"))
        == "the pie's 3 wedges cannot be named: 0 labels lie outside them (one is needed along "
        + "each wedge's middle, as labels= places them) and there is no legend")
    // The grayscale style's four greys give rent and savings one: the legend may list its
    // wedges in any order, so which is which is not shown. Was "1 wedge repeats another's
    // colour, so a legend cannot tell them apart".
    #expect(
      try Self.refusal(SVGAltTextTests.svg("donut-grayscale.matplotlib.svg"))
        == "the pie's 5 wedges cannot be named: its legend gives 'rent' and 'savings' one "
        + "colour, which 2 wedges share, so it does not show which of them is which; 0 labels "
        + "lie outside them (one is needed along each wedge's middle, as labels= places them)")
    // One wedge taken out: the others cover 306° of the circle.
    var donut = String(
      decoding: try SVGAltTextTests.svg("donut-text.matplotlib.svg"), as: UTF8.self)
    let wedge = try #require(donut.range(of: #"<g id="patch_2">"#))
    let end = try #require(donut[wedge.upperBound...].range(of: "</g>"))
    donut.removeSubrange(wedge.lowerBound..<end.upperBound)
    #expect(
      try Self.refusal(Data(donut.utf8))
        == "the pie's wedges cover 234° of the circle, not all of it, so their shares of a "
        + "whole cannot be read")
    // rent's printed percentage changed from 39.5 % to 45 %.
    let pie = String(decoding: try SVGAltTextTests.svg("pie.matplotlib.svg"), as: UTF8.self)
      .replacingOccurrences(of: "<!-- 39.5% -->", with: "<!-- 45.0% -->")
    #expect(
      try Self.refusal(Data(pie.utf8))?.hasPrefix(
        "the percentage '45.0%' printed in the pie agrees with no wedge it lies in") == true)
  }

  @Test("A wedge is read from its outline's arc; a polygon with the same vertices is not")
  func wedgeShapes() throws {
    let quarter = try SVGPathData(
      "M 110 100 C 110 94.477 105.523 90 100 90 L 100 100 z")
    let wedge = try #require(
      DrawnWedge(quarter.subpaths, transform: .identity, colour: "#1f77b4"))
    #expect(wedge.centre == SVGPoint(x: 100, y: 100))
    #expect(wedge.radius == 10)
    #expect(abs(wedge.sweep - .pi / 2) < 1e-9)
    #expect(wedge.isCounterclockwise)
    #expect(wedge.innerRadius == 0)
    let triangle = try SVGPathData("M 110 100 L 100 90 L 100 100 z")
    #expect(DrawnWedge(triangle.subpaths, transform: .identity, colour: nil) == nil)
    // A donut quarter: outer arc, a line in, the inner arc back.
    let ring = try SVGPathData(
      "M 110 100 C 110 94.477 105.523 90 100 90 L 100 95 C 102.761 95 105 97.239 105 100 z")
    let annulus = try #require(DrawnWedge(ring.subpaths, transform: .identity, colour: nil))
    #expect(abs(annulus.innerRadius - 5) < 1e-9)
    #expect(abs(annulus.centre.x - 100) < 1e-9 && abs(annulus.centre.y - 100) < 1e-9)
  }
}
