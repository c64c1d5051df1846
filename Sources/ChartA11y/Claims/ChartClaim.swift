/// One checkable statement about a chart, as a parser reads it from text: language-free.
///
/// A claim names what it is about as the text wrote it (``ClaimReference``); the checker
/// (``ClaimChecker``) resolves those names against the chart's series and positions, so
/// parsing needs no chart and a parser for another language yields the same claims.
///
///     "Sales rose every quarter"
///     // ChartClaim(series: .named("Sales"), kind: .change(.rises, span: .whole, pace: .everyStep(nil), values: nil))
public struct ChartClaim: Hashable, Sendable {
  /// The series the claim is about: a name as written, or ``ClaimReference/implicit`` when the
  /// text names none ("it", "the line", or no subject).
  public var series: ClaimReference
  /// What the claim says.
  public var kind: Kind

  /// Creates a claim.
  public init(series: ClaimReference, kind: Kind) {
    self.series = series
    self.kind = kind
  }

  /// What a claim says, one case per kind of claim the corpus measures.
  public enum Kind: Hashable, Sendable {
    /// The series' largest or smallest value is at a position, and/or is a number
    /// ("peaked in 2007 at 5.0%", "California had the highest sales").
    case extreme(ClaimExtreme, at: ClaimPosition?, value: ClaimedNumber?)
    /// The series goes one way over a span ("rose from 2010 to 2015", "fell in Q3", "rose
    /// every quarter"), optionally from one value to another.
    case change(ClaimDirection, span: ClaimSpan, pace: ClaimPace, values: ClaimedValues?)
    /// The series' value at a position ("sales were 95 in Q3").
    case value(ClaimedNumber, at: ClaimPosition)
    /// A position's rank among the positions ("Denver had the second lowest sales"): 1 is
    /// the extreme itself.
    case rank(Int, ClaimExtreme, at: ClaimPosition)
    /// A position's share of the total over all positions, in percent ("coal made up 40%").
    case share(ClaimedNumber, at: ClaimPosition)
    /// How many series, bars, slices or categories the chart shows ("three lines").
    case count(Int, of: ClaimCountable)
    /// The ratio of the span's last value to its first ("roughly doubled since 2010").
    case ratio(ClaimedRatio, span: ClaimSpan)
  }
}

/// A series or position named in a claim, as written (case and spelling kept), or left
/// implicit.
public enum ClaimReference: Hashable, Sendable {
  /// No name: "it", "the line", "values", or a sentence without a subject.
  case implicit
  /// A name as written: "Sales", "the North region".
  case named(String)
}

/// Which end of the values a claim names.
public enum ClaimExtreme: String, Hashable, Sendable, CaseIterable {
  /// The largest value: "highest", "peaked", "the biggest share".
  case maximum
  /// The smallest value: "lowest", "bottomed out".
  case minimum
}

/// Which way a claim says the values go.
public enum ClaimDirection: String, Hashable, Sendable, CaseIterable {
  /// "rose", "went up", "grew".
  case rises
  /// "fell", "went down", "declined".
  case falls
}

/// How a claim says the values went over its span.
public enum ClaimPace: Hashable, Sendable {
  /// Only the span's ends are compared ("rose from 2010 to 2015").
  case overall
  /// Every step of the span goes the claim's way ("rose every quarter", "each year",
  /// "without a break"); the calendar unit the text names ("quarter"), if any.
  case everyStep(ClaimUnit?)
  /// "steadily", "consistently": every step of a short series, the trend of a long one.
  case steadily
}

/// A calendar unit a claim names ("every quarter").
public enum ClaimUnit: String, Hashable, Sendable, CaseIterable {
  case year, quarter, month, week, day
}

/// What a count in a claim counts.
public enum ClaimCountable: String, Hashable, Sendable, CaseIterable {
  /// Series: "lines", "series".
  case series
  /// Bars of a bar chart.
  case bars
  /// Slices or wedges of a pie or donut.
  case slices
  /// Categories on the key axis.
  case categories
}

/// A position written in a claim: a time by its parts, or any other text, resolved against
/// the chart's positions by the checker.
public enum ClaimPosition: Hashable, Sendable {
  /// A calendar year: "2007".
  case year(Int)
  /// A quarter, with its year when written: "Q3", "Q3 2023", "the third quarter of 2023".
  case quarter(Int, year: Int?)
  /// A month, with its year when written: "March", "March 2020".
  case month(Int, year: Int?)
  /// A number on a numeric axis: "at 3.5".
  case number(Double)
  /// Any other text ("California", "New York"), matched to a category or series name.
  case text(String)
}

/// The span a change or ratio claim covers.
public enum ClaimSpan: Hashable, Sendable {
  /// The whole series: no span written, or "over the period".
  case whole
  /// From one position to another ("from 2010 to 2015", "between Q1 and Q3").
  case between(ClaimPosition, ClaimPosition)
  /// From a position to the end ("since 2010", "after 2007").
  case since(ClaimPosition)
  /// From the start to a position ("until 2007", "up to March").
  case until(ClaimPosition)
  /// Into a position from the one before it, or within it when it holds several values
  /// ("fell in Q3").
  case into(ClaimPosition)
}

/// The values a change claim states at its span's ends ("from 120 to 95").
public struct ClaimedValues: Hashable, Sendable {
  /// The value at the start, when written.
  public var from: ClaimedNumber?
  /// The value at the end, when written.
  public var to: ClaimedNumber?

  /// Creates the values.
  public init(from: ClaimedNumber?, to: ClaimedNumber?) {
    self.from = from
    self.to = to
  }
}

/// A ratio claim: "doubled" is 2, "halved" 0.5, with how loosely it is said.
public struct ClaimedRatio: Hashable, Sendable {
  /// The factor from the first value to the last: 2 for "doubled", 0.5 for "halved".
  public var factor: Double
  /// How the factor is qualified.
  public var qualifier: ClaimQualifier

  /// Creates a ratio claim.
  public init(factor: Double, qualifier: ClaimQualifier) {
    self.factor = factor
    self.qualifier = qualifier
  }
}

/// How a number in a claim is qualified.
public enum ClaimQualifier: String, Hashable, Sendable, CaseIterable {
  /// Said plainly: "120", "doubled".
  case exact
  /// "about", "roughly", "around", "nearly", "almost", "some".
  case approximately
  /// "more than", "over", "above".
  case moreThan
  /// "less than", "under", "below".
  case lessThan
}
