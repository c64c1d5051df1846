/// The English clause patterns, each matched against a whole clause, and the claims they
/// give.
///
/// The compiled patterns are `nonisolated(unsafe)`: `Regex` is not declared `Sendable`, but it
/// is an immutable value whose lazily compiled program is published atomically by the
/// standard library, and matching never mutates it, so sharing one across threads is safe.
///
/// Every pattern is anchored at both ends: a clause with words a pattern does not expect is
/// not read at all. Named groups carry the parts, read by ``EnglishClaimTerms``.
enum EnglishClaimPatterns {
  typealias Words = EnglishClaimVocabulary
  typealias Match = Regex<AnyRegexOutput>.Match

  /// What a sentence's clauses share: the first subject, and where the last clause ended.
  struct Context {
    /// The subject of the sentence's first clause that had one.
    var subject: ClaimReference?
    /// The position the previous clause's span ended at ("until 2007").
    var lastPosition: ClaimPosition?
    /// Whether the clause follows another in its sentence.
    var isContinuation = false
  }

  private static let number = EnglishClaimTerms.number
  private static let position = EnglishClaimTerms.position
  private static let at = #"(?:in|at|on|for|during)"#

  /// An adverb, its kind in a named group suffixed `tag`.
  private static func adverb(_ tag: String) -> String {
    "(?:(?<every\(tag)>\(Words.everyStepAdverb))|(?<steady\(tag)>\(Words.steadyAdverb))|\(Words.otherAdverb))"
  }

  /// The span of a change, in named groups.
  private static let span =
    "(?:from\\s+(?<spanFrom>\(position))\\s+(?:to|until|through|till)\\s+(?<spanTo>\(position))"
    + "|between\\s+(?<betweenFrom>\(position))\\s+and\\s+(?<betweenTo>\(position))"
    + "|(?:since|after)\\s+(?<since>\(position))"
    + "|(?:until|till|through)\\s+(?<until>\(position))"
    + "|(?:in|during)\\s+(?<into>\(position))"
    + "|(?:in\\s+)?(?:every|each)\\s+(?:single\\s+)?(?<everyUnit>year|quarter|month|week|day)"
    + "|(?<unitAfter>year|quarter|month|week|day)\\s+(?:after|on)\\s+(?:year|quarter|month|week|day)"
    + "|over\\s+(?:the\\s+)?(?:whole\\s+|entire\\s+)?(?:period|decade|years|months|quarters"
    + "|weeks|days|time|chart|series|century|span|range|year)|overall|throughout)"

  /// A fraction in words ("half", "two thirds"), longest first.
  private static let fraction = Words.fractions.map {
    $0.word.replacingOccurrences(of: " ", with: "\\s+")
  }
  .sorted { $0.count > $1.count }.joined(separator: "|")

  private static let direction = "(?:(?<rise>\(Words.rise))|(?<fall>\(Words.fall)))"

  /// A pattern anchored at both ends, matched case-insensitively; `nil` only if a pattern of
  /// this file does not compile, which `EnglishClaimParserTests` checks for every one.
  private static func regex(_ pattern: String) -> Regex<AnyRegexOutput>? {
    compile("^" + pattern + "$")
  }

  /// A pattern matched case-insensitively, or `nil` if it does not compile.
  static func compile(_ pattern: String) -> Regex<AnyRegexOutput>? {
    (try? Regex(pattern))?.ignoresCase()
  }

  /// Every pattern, for the test that compiles them.
  static var all: [Regex<AnyRegexOutput>?] {
    [
      changeWithValues, changeToValue, change, ratio, peak, superlativeAt, positionSuperlative,
      share, valueAfterPosition, valueBeforePosition, count,
    ] + EnglishClaimTerms.qualifiers.map(\.pattern) + EnglishClaimTerms.multipliers.map(\.pattern)
  }

  /// A change with its values at two positions: "rises from 12 mm at 1 to 15 mm at 2".
  nonisolated(unsafe) static let changeWithValues = regex(
    "(?<subj>.*?)\\s*(?:\(adverb("1"))\\s+)?\(direction)(?:\\s+\(adverb("2")))?"
      + "(?:\\s+by\\s+\(number))?\\s+from\\s+(?<fromValue>\(number))\\s+\(at)\\s+"
      + "(?<fromPos>\(position))\\s+to\\s+(?<toValue>\(number))\\s+\(at)\\s+(?<toPos>\(position))")
  /// A change to a value at a position: "rose to 150 in 2010", "then falls to 9 mm at 3".
  nonisolated(unsafe) static let changeToValue = regex(
    "(?<subj>.*?)\\s*(?:\(adverb("1"))\\s+)?\(direction)(?:\\s+\(adverb("2")))?"
      + "(?:\\s+by\\s+\(number))?\\s+to\\s+(?<toValue>\(number))\\s+\(at)\\s+(?<toPos>\(position))")
  /// A change over a span, or over the whole series: "sales rose every quarter", "went up
  /// from 2010 to 2015", "fell steadily".
  nonisolated(unsafe) static let change = regex(
    "(?:(?:in\\s+)?(?:every|each)\\s+(?<leadUnit>year|quarter|month|week|day),?\\s+)?"
      + "(?<subj>.*?)\\s*(?:\(adverb("1"))\\s+)?\(direction)(?:\\s+\(adverb("2")))?"
      + "(?:\\s+by\\s+\(number))?(?:\\s+(?:in\\s+)?(?:every|each)\\s+(?:single\\s+)?"
      + "(?<stepUnit>year|quarter|month|week|day))?(?:\\s+\(span))?(?:\\s+\(adverb("3")))?")
  /// A ratio: "roughly doubled between 2000 and 2010", "more than tripled".
  nonisolated(unsafe) static let ratio = regex(
    "(?<subj>.*?)\\s*(?:(?<approx>\(Words.approximately))\\s+|(?<more>\(Words.moreThan))\\s+"
      + "|(?<less>\(Words.lessThan))\\s+)?(?<ratio>"
      + Words.ratios.map { $0.word.replacingOccurrences(of: " ", with: "\\s+") }
      .sorted { $0.count > $1.count }.joined(separator: "|")
      + ")(?:\\s+\(span))?")
  /// A peak or trough with a position or value: "peaked in 2007 at 5%", "hit a low of 3 in
  /// March".
  nonisolated(unsafe) static let peak = regex(
    "(?<subj>.*?)\\s*(?:(?<peak>\(Words.peak))|(?<trough>\(Words.trough)))"
      + "(?:\\s+(?:at|of)\\s+(?<value1>\(number)))?(?:\\s+\(at)\\s+(?<pos>\(position)))?"
      + "(?:,?\\s+(?:at|of|with)\\s+(?<value2>\(number)))?")
  /// "The highest sales were in Q4", "the lowest value was 3.2 in March", "the peak came in
  /// 2007", "the biggest share is South" (a name straight after the verb).
  nonisolated(unsafe) static let superlativeAt = regex(
    "(?:the|its|their)\\s+(?:(?<most>\(Words.most)|peak|high|maximum|high\\s+point)"
      + "|(?<least>\(Words.least)|trough|low|minimum|low\\s+point))"
      + "(?:\\s+(?<noun>[a-z][a-z ]*?))?\\s+(?:was|is|came|comes|occurred|occurs|were|are|fell|falls)"
      + "(?:\\s+(?<value1>\(number)))?,?(?:\\s+\(at)\\s+(?<pos>\(position))"
      + "|\\s+(?<named>[a-z][^,;:]*?))?"
      + "(?:,?\\s+(?:at|with|of)\\s+(?<value2>\(number)))?")
  /// A position with a superlative or rank: "California had the highest sales", "Denver
  /// has the second lowest", "coal takes the biggest share".
  nonisolated(unsafe) static let positionSuperlative = regex(
    "(?<pos>\(position))\\s+\(Words.have)\\s+(?:the\\s+)?(?:(?<ord>"
      + Words.ordinals.keys.sorted { $0.count > $1.count }.joined(separator: "|")
      + ")\\s+)?(?:(?<most>\(Words.most))|(?<least>\(Words.least)))"
      + "(?:\\s+(?<noun>[a-z][a-z ]*?))?(?:,?\\s+(?:at|with|of)\\s+(?<value>\(number)))?")
  /// A share: "coal made up 40% of the total", "wind accounts for about a quarter", "South
  /// is roughly half".
  nonisolated(unsafe) static let share = regex(
    "(?<pos>\(position))(?:'s\\s+share)?\\s+\(Words.share)\\s+(?:(?<value>\(number))"
      + "|(?<fraction>(?:(?:\(Words.approximately)|\(Words.moreThan)|\(Words.lessThan))\\s+)?"
      + "(?:\(fraction))))"
      + "(?:\\s+of\\s+(?:the\\s+)?(?<whole>[a-z][a-z' ]*))?")
  /// A value at a position, the position first: "in Q3, sales were 95".
  nonisolated(unsafe) static let valueAfterPosition = regex(
    "\(at)\\s+(?<pos>\(position)),?\\s+(?<subj>.+?)\\s+\(Words.be)\\s+(?<value>\(number))")
  /// A value at a position, the position last: "sales were 95 in Q3", "California had 4,020".
  nonisolated(unsafe) static let valueBeforePosition = regex(
    "(?<subj>.+?)\\s+\(Words.be)\\s+(?<value>\(number))(?:\\s+\(at)\\s+(?<pos>\(position)))?")
  /// A count: "three lines", "5 categories".
  nonisolated(unsafe) static let count = compile(
    "(?:^|\\s)(?<before>[a-z]+\\s+)?(?<count>\\d+|"
      + Words.countWords.keys.joined(separator: "|") + ")\\s+(?<noun>"
      + Words.countables.keys.joined(separator: "|") + ")\\b")

  /// The text of a named group, or `nil` when it did not take part.
  static func group(_ match: Match, _ name: String) -> String? {
    match.output[name]?.substring.map(String.init)
  }
}
