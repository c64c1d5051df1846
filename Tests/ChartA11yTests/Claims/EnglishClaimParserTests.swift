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

  @Test func claimsJoinedByAndAreEachRead() {
    #expect(
      claims("Sales rose in 2020 and fell in 2021.") == [
        ChartClaim(
          series: .named("Sales"),
          kind: .change(.rises, span: .into(.year(2020)), pace: .overall, values: nil)),
        ChartClaim(
          series: .named("Sales"),
          kind: .change(.falls, span: .into(.year(2021)), pace: .overall, values: nil)),
      ])
    // "and" inside a span, or joining names, is no join of claims.
    #expect(
      claims("Sales rose between 2000 and 2010.") == [
        ChartClaim(
          series: .named("Sales"),
          kind: .change(
            .rises, span: .between(.year(2000), .year(2010)), pace: .overall, values: nil))
      ])
    #expect(
      claims("Coal and gas rose.") == [
        ChartClaim(
          series: .named("Coal and gas"),
          kind: .change(.rises, span: .whole, pace: .overall, values: nil))
      ])
  }

  @Test func aLabelNamingTheChartIsSkipped() {
    #expect(
      claims("Line chart: Sales rose every quarter.") == claims("Sales rose every quarter."))
    #expect(
      claims("Bar chart of sales by region: North had the highest sales.") == [
        ChartClaim(
          series: .named("sales"), kind: .extreme(.maximum, at: .text("North"), value: nil))
      ])
    #expect(EnglishClaimParser.withoutChartPrefix("Note: sales rose") == "Note: sales rose")
  }

  @Test func sharesInWordsAndTheBiggestShare() {
    #expect(
      claims("South is roughly half.") == [
        ChartClaim(
          series: .implicit,
          kind: .share(
            ClaimedNumber(value: 50, halfStep: 0, isPercent: true, qualifier: .approximately),
            at: .text("South")))
      ])
    #expect(
      claims("Wind made up more than a third of the total.") == [
        ChartClaim(
          series: .implicit,
          kind: .share(
            ClaimedNumber(
              value: 100 / 3.0, halfStep: 0, isPercent: true, qualifier: .moreThan),
            at: .text("Wind")))
      ])
    #expect(
      claims("The biggest share is South.") == [
        ChartClaim(series: .implicit, kind: .extreme(.maximum, at: .text("South"), value: nil))
      ])
    // Not the largest value: "most common" says how often.
    #expect(claims("The most common category is Retail.").isEmpty)
  }

  @Test func clausesSplitAtTheirJoiningWords() {
    #expect(
      EnglishClaimParser.clauses(of: "Sales rose until 2007, then fell, but costs rose") == [
        "Sales rose until 2007", "fell", "costs rose",
      ])
    #expect(
      EnglishClaimParser.clauses(of: "It fell and then rose while costs fell") == [
        "It fell", "rose", "costs fell",
      ])
    #expect(EnglishClaimParser.clauses(of: "then it rose") == ["then it rose"])
  }

  @Test func decimalsDoNotEndSentences() {
    #expect(
      EnglishClaimParser.sentences(of: "It was 4.5 in 2010. Then 3.2!") == [
        "It was 4.5 in 2010", "Then 3.2",
      ])
  }
}
