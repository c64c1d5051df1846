import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y

/// The wording of a normalized stack's sentences, once per sentence kind, on the charts whose
/// values `NormalizedStackAndDonutTests` checks.
@Suite("Wording: normalized stacks")
struct NormalizedStackWordingTests {
  @Test("Shares: every stack 100 %, the largest and smallest share, each stack's largest")
  func shares() throws {
    let text = KindWording.text(
      try ChartFixture.analysis("charts/energy-mix-normalized.chart.json"))
    #expect(
      text.contains(
        "Each value is read as its share of the total for its Region, as the stack draws it: "
          + "every stack is 100 %. The largest share is 60 %, Wind for West; the smallest is "
          + "10 %, Coal for West. The largest share in each stack: Coal (50 %) for North; Gas "
          + "(50 %) for South; Wind (60 %) for West."))
    #expect(text.contains("Values: North 20 %; South 33.3 %; West 60 %."))
  }

  @Test("Tied smallest shares: counted and grouped by series")
  func tiedSmallest() throws {
    let text = KindWording.text(try NormalizedStackAndDonutTests.zeroSharesChart())
    #expect(
      text.contains(
        "The largest share is 100 %, A for q2; 4 shares are 0 %: A for q3; B for q2; C for q1 "
          + "and q2."), "\(text)")
  }

  @Test("Leader: one series largest throughout, in percent, never the raw values")
  func leaderThroughout() throws {
    let text = KindWording.text(
      try ChartFixture.analysis("vega-lite/iowa-electricity-normalized.vl.json"))
    #expect(!text.contains("42,750"))
    #expect(text.contains("Fossil Fuels has the largest share in every stack, 87 % in 2001"))
  }

  @Test("Leaders: the largest share passing from one series to another along an order")
  func leaderPasses() throws {
    let text = KindWording.text(try NormalizedStackAndDonutTests.monthsChart())
    #expect(text.contains("The Month categories follow the months of the year"))
    #expect(
      text.contains("The largest share passes from Rain (75 %) in January to Sun (75 %) in March."))
  }
}
