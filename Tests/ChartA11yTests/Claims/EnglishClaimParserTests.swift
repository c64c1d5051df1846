import ChartA11y
import Testing

/// The English parser reads the ways people write claims into typed claims, and leaves
/// what it cannot read.
@Suite struct EnglishClaimParserTests {
  func claims(_ text: String) -> [ChartClaim] {
    EnglishClaimParser().claims(in: text).map(\.claim)
  }

  @Test func everyStepWithItsUnit() {
    #expect(
      claims("Sales rose every quarter.") == [
        ChartClaim(
          series: .named("Sales"),
          kind: .change(.rises, span: .whole, pace: .everyStep(.quarter), values: nil))
      ])
  }

  @Test func spansAndTimes() {
    #expect(
      claims("Revenue went down between Q1 2023 and Q3 2023.") == [
        ChartClaim(
          series: .named("Revenue"),
          kind: .change(
            .falls, span: .between(.quarter(1, year: 2023), .quarter(3, year: 2023)),
            pace: .overall, values: nil))
      ])
    #expect(
      claims("It fell steadily after March 2020.") == [
        ChartClaim(
          series: .implicit,
          kind: .change(.falls, span: .since(.month(3, year: 2020)), pace: .steadily, values: nil))
      ])
  }

  @Test func peaksWithValueAndPosition() {
    #expect(
      claims("Unemployment peaked in 2010 at 9.6%.") == [
        ChartClaim(
          series: .named("Unemployment"),
          kind: .extreme(
            .maximum, at: .year(2010),
            value: ClaimedNumber(value: 9.6, halfStep: 0.05, isPercent: true, qualifier: .exact)))
      ])
  }

  @Test func ranksSharesCountsAndRatios() {
    #expect(
      claims("Denver had the second lowest sales.") == [
        ChartClaim(series: .named("sales"), kind: .rank(2, .minimum, at: .text("Denver")))
      ])
    #expect(
      claims("Coal made up about 40% of the total.") == [
        ChartClaim(
          series: .implicit,
          kind: .share(
            ClaimedNumber(value: 40, halfStep: 5, isPercent: true, qualifier: .approximately),
            at: .text("Coal")))
      ])
    #expect(
      claims("The chart shows three lines.") == [
        ChartClaim(series: .implicit, kind: .count(3, of: .series))
      ])
    #expect(
      claims("Exports roughly doubled from 2000 to 2010.") == [
        ChartClaim(
          series: .named("Exports"),
          kind: .ratio(
            ClaimedRatio(factor: 2, qualifier: .approximately),
            span: .between(.year(2000), .year(2010))))
      ])
  }

  @Test func aContinuationStartsWhereTheLastClauseEnded() {
    #expect(
      claims("Sales rose until 2007, then fell.") == [
        ChartClaim(
          series: .named("Sales"),
          kind: .change(.rises, span: .until(.year(2007)), pace: .overall, values: nil)),
        ChartClaim(
          series: .named("Sales"),
          kind: .change(.falls, span: .since(.year(2007)), pace: .overall, values: nil)),
      ])
  }

  @Test func whatItCannotReadIsLeftAlone() {
    #expect(claims("The chart is a reminder that averages hide a great deal of variation.").isEmpty)
    #expect(claims("Sales moved a lot in the year the new office opened.").isEmpty)
    #expect(claims("The top three bars are blue.").isEmpty)
  }

  @Test func decimalsDoNotEndSentences() {
    #expect(
      EnglishClaimParser.sentences(of: "It was 4.5 in 2010. Then 3.2!") == [
        "It was 4.5 in 2010", "Then 3.2",
      ])
  }
}
