import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y

/// The wording of a pie's sentences, once per sentence kind, on the charts whose values
/// `KindReadingTests`, `PieProblemTests` and `NormalizedStackAndDonutTests` check.
@Suite("Wording: pies and donuts")
struct PieWordingTests {
  static let budget = "vega-lite/household-budget-pie.vl.json"

  @Test("Encoding: a pie or a donut, without axes")
  func encoding() throws {
    let text = KindWording.text(try ChartFixture.analysis(Self.budget))
    #expect(text.hasPrefix("Pie chart: Monthly household budget."))
    #expect(!text.contains("axis"))
    let donut = KindWording.text(
      try ChartFixture.analysis("vega-lite/website-traffic-donut.vl.json"))
    #expect(donut.hasPrefix("Donut chart: Website visits by source."))
    for (innerRadius, opening) in [(0.0, "Pie chart"), (0.618, "Donut chart")] {
      let text = KindWording.text(
        try NormalizedStackAndDonutTests.donutChart(innerRadius: innerRadius))
      #expect(text.hasPrefix(opening), "\(innerRadius)")
    }
  }

  @Test("Shares: the total and each slice's value and share, in reading order")
  func shares() throws {
    let analysis = try ChartFixture.analysis(Self.budget)
    #expect(
      KindWording.text(analysis).contains(
        "The slices total 3,430, largest first: Rent 1,200 (35 %); Food 640 (19 %); Savings 600 "
          + "(17 %); Leisure 410 (12 %); Transport 310 (9 %); Utilities 270 (8 %)."))
    var explorer = ChartExplorer(analysis)
    #expect(explorer.introduction.hasSuffix("Rent: 1,200, 35 % of the total. 1 of 6."))
    #expect(explorer.perform(.nextPoint).text == "Food: 640, 19 % of the total. 2 of 6.")
    #expect(explorer.perform(.kindSummary).text.contains("The slices total 3,430"))
    let donut = KindWording.text(
      try ChartFixture.analysis("vega-lite/website-traffic-donut.vl.json"))
    #expect(
      donut.contains(
        "Search 4,210 (50 %); Direct 2,380 (28 %); Social 1,150 (13 %); Email 760 (9 %)"))
  }

  @Test("Extremes: the largest and smallest slices with their shares")
  func extremes() throws {
    let text = KindWording.text(try ChartFixture.analysis(Self.budget))
    #expect(
      text.contains("The largest slice is Rent, 35 % of the total; the smallest is Utilities, 8 %.")
    )
  }

  @Test("Problem: the slices counted, the ones drawn, why no shares are given")
  func problem() throws {
    func text(_ values: [(String, Double)]) throws -> String {
      KindWording.text(
        try PieProblemTests.analysis(values), options: DescriptionOptions(level: .statistics))
    }
    let negative = try text([("Rent", 50), ("Food", 30), ("Refund", -20), ("Zero", 0)])
    #expect(!negative.contains("0 slices"))
    #expect(negative.contains("It has 4 slices, one per c; 3 are drawn, as 1 is 0."))
    #expect(
      negative.contains(
        "Refund has a negative value, which an angle cannot show, so no shares are given."))
    let two = try text([("Rent", 50), ("Refund", -20), ("Fee", -5)])
    #expect(two.contains("It has 3 slices, one per c."))
    #expect(two.contains("Refund and Fee have negative values"))
    let zero = try text([("A", 0), ("B", 0)])
    #expect(zero.contains("It has 2 slices, one per c."))
    #expect(zero.contains("Every slice is 0, so no shares can be given."))
  }
}
