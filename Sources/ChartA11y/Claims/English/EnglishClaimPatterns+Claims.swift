extension EnglishClaimPatterns {
  typealias Terms = EnglishClaimTerms

  /// The claims of one clause: the first pattern that matches it whole, and any counts in it.
  ///
  /// A pattern runs only on a clause that holds its cue words (``EnglishClaimCues``), so a
  /// clause with none costs no match at all.
  ///
  /// - Parameters:
  ///   - clause: The clause, without its final punctuation.
  ///   - context: The sentence's subject and last position, updated by the clause.
  /// - Returns: The claims read, empty when no pattern matches the whole clause.
  static func claims(in clause: String, context: inout Context) -> [ChartClaim] {
    let cues = EnglishClaimCues(clause)
    let changeWithDigits = cues.hasDigit && cues.hasDirection
    // Each pattern is named in a closure, so that a pattern not cued is never touched: a
    // static pattern is compiled when first read (420 M instructions for all of them).
    let readers: [(Bool, () -> Regex<AnyRegexOutput>?, (Match, inout Context) -> [ChartClaim]?)] =
      [
        (changeWithDigits, { changeWithValues }, changeWithValues(_:_:)),
        (changeWithDigits, { changeToValue }, changeToValue(_:_:)),
        (cues.hasRatio, { ratio }, ratio(_:_:)), (cues.hasPeak, { peak }, peak(_:_:)),
        (cues.hasExtremeNoun, { superlativeAt }, superlativeAt(_:_:)),
        (cues.hasSuperlative, { positionSuperlative }, positionSuperlative(_:_:)),
        (cues.hasShareVerb && cues.hasShareNumber, { share }, share(_:_:)),
        (cues.hasDirection, { change }, change(_:_:)),
        (cues.hasStatedValue, { valueAfterPosition }, value(_:_:)),
        (cues.hasStatedValue, { valueBeforePosition }, value(_:_:)),
      ]
    var result: [ChartClaim] = []
    for (isCued, pattern, read) in readers where isCued {
      if let pattern = pattern(), let match = clause.wholeMatch(of: pattern),
        let claims = read(match, &context)
      {
        result = claims
        break
      }
    }
    return result + (cues.hasCountable ? counts(in: clause) : [])
  }

  /// The clause's subject, or the sentence's for a clause without one; `nil` when unreadable.
  private static func subject(_ match: Match, _ context: inout Context) -> ClaimReference? {
    let written = group(match, "subj") ?? ""
    // A clause without a subject ("fall: Mann–Kendall …") is read only after one with.
    if written.trimmingCharacters(in: .whitespaces).isEmpty {
      return context.isContinuation ? context.subject : nil
    }
    guard let subject = Terms.subject(written) else { return nil }
    if context.subject == nil { context.subject = subject }
    return subject
  }

  private static func direction(_ match: Match) -> ClaimDirection {
    group(match, "rise") != nil ? .rises : .falls
  }

  /// The pace adverbs and "every …" say, from the groups tagged 1 to 3.
  private static func pace(_ match: Match) -> ClaimPace {
    if let unit = group(match, "everyUnit") ?? group(match, "unitAfter")
      ?? group(match, "leadUnit") ?? group(match, "stepUnit")
    {
      return .everyStep(Words.units[unit.lowercased()])
    }
    for tag in ["1", "2", "3"] where group(match, "every" + tag) != nil {
      return .everyStep(nil)
    }
    for tag in ["1", "2", "3"] where group(match, "steady" + tag) != nil { return .steadily }
    return .overall
  }

  /// The span the groups of ``span`` give; `nil` when a position in it cannot be read,
  /// ``ClaimSpan/whole`` when there is none (or, in a continuation, from the last position).
  private static func span(_ match: Match, _ context: Context) -> ClaimSpan? {
    func read(_ name: String) -> ClaimPosition?? {
      group(match, name).map { Terms.position($0) }
    }
    if let from = read("spanFrom") ?? read("betweenFrom"),
      let to = read("spanTo") ?? read("betweenTo")
    {
      guard let from, let to else { return nil }
      return .between(from, to)
    }
    if let since = read("since") { return since.map { .since($0) } }
    if let until = read("until") { return until.map { .until($0) } }
    if let into = read("into") { return into.map { .into($0) } }
    if context.isContinuation {
      return context.lastPosition.map { .since($0) }
    }
    return .whole
  }

  private static func changeWithValues(_ match: Match, _ context: inout Context) -> [ChartClaim]? {
    guard let series = subject(match, &context),
      let from = group(match, "fromPos").flatMap(Terms.position),
      let to = group(match, "toPos").flatMap(Terms.position)
    else { return nil }
    context.lastPosition = to
    let values = ClaimedValues(
      from: group(match, "fromValue").flatMap(Terms.number),
      to: group(match, "toValue").flatMap(Terms.number))
    return [
      ChartClaim(
        series: series,
        kind: .change(direction(match), span: .between(from, to), pace: pace(match), values: values)
      )
    ]
  }

  private static func changeToValue(_ match: Match, _ context: inout Context) -> [ChartClaim]? {
    guard let series = subject(match, &context),
      let to = group(match, "toPos").flatMap(Terms.position)
    else { return nil }
    let span: ClaimSpan =
      context.isContinuation
      ? context.lastPosition.map { .between($0, to) } ?? .into(to) : .into(to)
    context.lastPosition = to
    let values = ClaimedValues(from: nil, to: group(match, "toValue").flatMap(Terms.number))
    return [
      ChartClaim(
        series: series,
        kind: .change(direction(match), span: span, pace: pace(match), values: values))
    ]
  }

  private static func change(_ match: Match, _ context: inout Context) -> [ChartClaim]? {
    guard let series = subject(match, &context), let span = span(match, context) else {
      return nil
    }
    switch span {
    case .between(_, let end), .until(let end), .into(let end): context.lastPosition = end
    case .whole, .since: break
    }
    return [
      ChartClaim(
        series: series,
        kind: .change(direction(match), span: span, pace: pace(match), values: nil))
    ]
  }

  private static func ratio(_ match: Match, _ context: inout Context) -> [ChartClaim]? {
    guard let series = subject(match, &context), let span = span(match, context),
      let word = group(match, "ratio")?.lowercased().split(whereSeparator: \.isWhitespace)
        .joined(separator: " "),
      let factor = Words.ratios.first(where: { $0.word == word })?.factor
    else { return nil }
    let qualifier: ClaimQualifier =
      group(match, "approx") != nil
      ? .approximately
      : group(match, "more") != nil ? .moreThan : group(match, "less") != nil ? .lessThan : .exact
    return [
      ChartClaim(
        series: series,
        kind: .ratio(ClaimedRatio(factor: factor, qualifier: qualifier), span: span))
    ]
  }

  private static func peak(_ match: Match, _ context: inout Context) -> [ChartClaim]? {
    guard let series = subject(match, &context) else { return nil }
    let position = group(match, "pos").map(Terms.position)
    let value = (group(match, "value1") ?? group(match, "value2")).flatMap(Terms.number)
    guard position != nil || value != nil, position != .some(nil) else { return nil }
    if let position = position ?? nil { context.lastPosition = position }
    let extreme: ClaimExtreme = group(match, "peak") != nil ? .maximum : .minimum
    return [ChartClaim(series: series, kind: .extreme(extreme, at: position ?? nil, value: value))]
  }

  private static func superlativeAt(_ match: Match, _ context: inout Context) -> [ChartClaim]? {
    guard let series = Terms.series(noun: group(match, "noun")) else { return nil }
    // A name straight after the verb is read only after a generic noun ("the biggest share
    // is South"); "the most common category is Retail" is not about the largest value.
    if group(match, "named") != nil && series != .implicit { return nil }
    let position = (group(match, "pos") ?? group(match, "named")).map(Terms.position)
    let value = (group(match, "value1") ?? group(match, "value2")).flatMap(Terms.number)
    guard position != nil || value != nil, position != .some(nil) else { return nil }
    let extreme: ClaimExtreme = group(match, "least") != nil ? .minimum : .maximum
    return [ChartClaim(series: series, kind: .extreme(extreme, at: position ?? nil, value: value))]
  }

  private static func positionSuperlative(_ match: Match, _ context: inout Context)
    -> [ChartClaim]?
  {
    guard let position = group(match, "pos").flatMap(Terms.position),
      let series = Terms.series(noun: group(match, "noun"))
    else { return nil }
    let extreme: ClaimExtreme = group(match, "least") != nil ? .minimum : .maximum
    let rank = group(match, "ord").flatMap { Words.ordinals[$0.lowercased()] } ?? 1
    if rank > 1 {
      return [ChartClaim(series: series, kind: .rank(rank, extreme, at: position))]
    }
    let value = group(match, "value").flatMap(Terms.number)
    return [ChartClaim(series: series, kind: .extreme(extreme, at: position, value: value))]
  }

  private static func share(_ match: Match, _ context: inout Context) -> [ChartClaim]? {
    guard let position = group(match, "pos").flatMap(Terms.position),
      let number = group(match, "value").flatMap(Terms.number)
        ?? group(match, "fraction").flatMap(Terms.fraction), number.isPercent,
      number.value >= 0, number.value <= 100
    else { return nil }
    let whole = (group(match, "whole") ?? "total").lowercased()
    let series: ClaimReference =
      ["total", "all", "the total", "everything", "all sources"].contains(whole)
      ? .implicit : .named(whole)
    return [ChartClaim(series: series, kind: .share(number, at: position))]
  }

  private static func value(_ match: Match, _ context: inout Context) -> [ChartClaim]? {
    guard let number = group(match, "value").flatMap(Terms.number) else { return nil }
    if let written = group(match, "pos") {
      guard let position = Terms.position(written), let series = subject(match, &context) else {
        return nil
      }
      return [ChartClaim(series: series, kind: .value(number, at: position))]
    }
    // No position: the subject is the position ("California had 4,020").
    guard let position = group(match, "subj").flatMap(Terms.position) else { return nil }
    return [ChartClaim(series: .implicit, kind: .value(number, at: position))]
  }

  /// The counts in a clause: "three lines", "5 categories"; not "the top three bars".
  private static func counts(in clause: String) -> [ChartClaim] {
    // Only the chart's own count: after a verb of showing, or starting the clause, and not
    // a count of what is missing ("2 categories missing").
    let allowed: Set = [
      "", "shows", "show", "showed", "has", "have", "had", "with", "contains", "compares",
      "compare", "plots", "displays", "draws", "are", "were", "across", "into",
    ]
    let excluded: Set = [
      "top", "first", "last", "other", "remaining", "next", "previous", "highest", "lowest",
      "tallest", "shortest", "these", "those", "largest", "smallest", "biggest", "of",
    ]
    guard let count else { return [] }
    return clause.matches(of: count).compactMap { match in
      let before = (group(match, "before") ?? "").trimmingCharacters(in: .whitespaces)
        .lowercased()
      let after = clause[match.range.upperBound...].lowercased()
        .trimmingCharacters(in: .whitespaces)
      guard !excluded.contains(before), allowed.contains(before),
        !["missing", "with no", "without", "lack", "are missing", "have no", "of "].contains(
          where: after.hasPrefix),
        let written = group(match, "count")?.lowercased(),
        let number = Int(written) ?? Words.countWords[written],
        let noun = group(match, "noun").flatMap({ Words.countables[$0.lowercased()] })
      else { return nil }
      return ChartClaim(series: .implicit, kind: .count(number, of: noun))
    }
  }
}
