import ChartModel

extension EnglishPhrasebook {
  /// An error-bar or interval chart's sentence in English.
  ///
  ///     Each error bar spans the mean ± 1 standard deviation of yield for its Variety; the
  ///     points mark Barley yield.
  ///     Barley yield and interval for each Variety: Glabron: 33.3, 23.1 to 43.6; ….
  ///     The highest Barley yield is 39.4, for Trebi (27.7 to 51.1); 9 of the 9 other
  ///     intervals overlap its interval: Glabron, ….
  ///
  /// - Complexity: O(*n*) in the intervals named.
  func intervalSentence(_ sentence: IntervalSentence) -> String {
    switch sentence {
    case .encoding(let extent, let field, let bounds, let band, let category, let centre, let mean):
      let drawn = band ? "error band" : "error bar"
      let spans: String
      switch extent {
      case .standardError, .standardDeviation, .interquartileRange:
        spans = "the \(extent.name) of \(field ?? bounds.lower)"
      case .minToMax:
        spans = "the range, \(extent.name), of \(field ?? bounds.lower)"
      case .interval:
        spans = "an interval from \(bounds.lower) to \(bounds.upper)"
      }
      let each = band ? "The \(drawn) spans" : "Each \(drawn) spans"
      let per = band ? "at each \(category)" : "for its \(category)"
      var text = "\(each) \(spans) \(per)"
      if let centre {
        // "the points mark", "the line marks", "the points and line mark".
        let nouns = centre.marks.map { $0 == .point ? "points" : phrase(.marks([$0])) }
        let verb = nouns == ["line"] ? "marks" : "mark"
        text += "; the \(phrase(.list(nouns.map(Phrase.name)))) \(verb) \(centre.label)"
      } else if mean {
        text += ", centred on the mean"
      }
      return text + "."
    case .group(let centre, let extent, let field, let bounds, let count, let category):
      let with = extent.spreadName ?? "interval from \(bounds.lower) to \(bounds.upper)"
      let named =
        centre.map { "\($0) with its \(with)" }
        ?? (field.map { extent.seriesName(of: $0) }
          ?? "Interval from \(bounds.lower) to \(bounds.upper)")
      let of = category.map { " of \($0)" } ?? ""
      return "\(named), for \(phrase(count))\(of)."
    case .groups(let names, let grouping, let legendHidden):
      return self.sentence(
        ChartSentence.series(
          names: names, count: names.count, grouping: grouping, legendHidden: legendHidden))
    case .values(let category, let centre, let items, let unlisted):
      let listed = items.map { item in
        let (low, high) = ends(item.low, item.high)
        let interval = "\(low) to \(high)"
        return "\(phrase(item.name)): "
          + (item.centre.map { "\(phrase($0)), \(interval)" } ?? interval)
      }
      let more = unlisted > 0 ? "; and \(phrase(.number(Double(unlisted)))) more" : ""
      let what = centre.map { "\($0) and interval" } ?? "Interval"
      return "\(what) for each \(category): \(listed.joined(separator: "; "))\(more)."
    case .highest(
      let centre, let highest, let value, let interval, let overlapping, let unlisted, let others):
      let (low, high) = ends(interval.low, interval.high)
      var text =
        "The highest \(centre) is \(phrase(value)), for \(phrase(.list(highest))) "
        + "(\(low) to \(high))"
      let count = overlapping.count + unlisted
      if others == 0 {
        return text + "."
      } else if count == 0 {
        text += "; no other interval overlaps its interval"
      } else if count == others {
        switch others {
        case 1: text += "; the other interval overlaps it"
        case 2: text += "; both other intervals overlap it"
        default: text += "; all \(phrase(.number(Double(others)))) other intervals overlap it"
        }
      } else {
        let verb = count == 1 ? "overlaps" : "overlap"
        text +=
          "; \(phrase(.number(Double(count)))) of the \(phrase(.number(Double(others)))) "
          + "other intervals \(verb) it: \(phrase(.list(overlapping)))"
        if unlisted > 0 { text += " and \(phrase(.number(Double(unlisted)))) more" }
      }
      return text + "."
    case .steps(let centre, let runs, let band, let unlisted, let until):
      return intervalSteps(centre: centre, runs: runs, band: band, unlisted: unlisted, until: until)
    case .noCentre:
      return "No interval has a centre drawn, so none is named the highest."
    case .inBrief(let centre, let highest, let value, let overlapping, let others, let brief):
      let top = "Highest \(centre): \(phrase(.list(highest))), \(phrase(value))"
      if brief || others == 0 { return top + "." }
      let overlaps =
        overlapping == 0
        ? "no other interval overlaps it"
        : overlapping == others
          ? (others == 1 ? "the other interval overlaps it" : "every other interval overlaps it")
          : "\(phrase(.number(Double(overlapping)))) of \(phrase(.number(Double(others)))) other intervals overlap it"
      return "\(top); \(overlaps)."
    }
  }

  /// The steps of a group of intervals in English.
  ///
  /// "Mean score rises from 312 in 2019 to 356 in 2021, then stays about the same until 2023
  /// (the error bars overlap)."; "Mean score is 312 in 2019 and stays about the same until
  /// 2023: each error bar overlaps the next."
  private func intervalSteps(
    centre: String, runs: [IntervalSentence.StepRun], band: Bool, unlisted: Int, until: String
  ) -> String {
    let drawn = band ? "error band" : "error bars"
    let clauses = runs.enumerated().map { position, run -> String in
      let from = position == 0 ? " from \(phrase(run.from.centre)) \(run.from.at)" : ""
      switch run.change {
      case .rises: return "rises\(from) to \(phrase(run.to.centre)) \(run.to.at)"
      case .falls: return "falls\(from) to \(phrase(run.to.centre)) \(run.to.at)"
      case .withinIntervals:
        let start = position == 0 ? "is \(phrase(run.from.centre)) \(run.from.at) and " : ""
        return "\(start)stays about the same until \(run.to.position)"
      case .variesWithinIntervals:
        let start = position == 0 ? "is \(phrase(run.from.centre)) \(run.from.at) and " : ""
        return "\(start)varies until \(run.to.position), ending at \(phrase(run.to.centre))"
      }
    }
    if runs.count == 1, unlisted == 0, runs[0].change == .withinIntervals {
      let each =
        band ? "the band at each position overlaps the next" : "each error bar overlaps the next"
      return "\(centre) \(clauses[0]): \(each)."
    }
    let overlap = "(the \(drawn) \(band ? "overlaps" : "overlap"))"
    var text =
      "\(centre) "
      + zip(runs, clauses).map { run, clause in
        run.change == .withinIntervals || run.change == .variesWithinIntervals
          ? "\(clause) \(overlap)" : clause
      }.joined(separator: ", then ")
    if unlisted > 0 {
      let changes = unlisted == 1 ? "change" : "changes"
      text += ", then \(phrase(.number(Double(unlisted)))) more \(changes) until \(until)"
    }
    return text + "."
  }
}
