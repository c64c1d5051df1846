import ChartImport
import ChartModel

extension EnglishPhrasebook {
  /// The most shares named one by one where several tie for the largest or smallest.
  static let maximumListedShares = 5

  /// A normalized stack's sentence in English.
  ///
  ///     Each value is read as its share of the total in its Year, as the stack draws it:
  ///     every stack is 100 %.
  ///     The largest share is 84.6 %, Fossil Fuels in 2005; the smallest is 3.37 %,
  ///     Renewables in 2001.
  ///     (or, tied: "…; 7 shares are 0 %: Solar in 2001, 2002 and 2003; Wind in 2001, and 3
  ///     more.")
  ///     The largest share passes from Fossil Fuels (81.2 %) in 2001 to Renewables (48 %) in
  ///     2017.
  ///     The largest share in each stack: Coal (50 %) for North; Wind (60 %) for West.
  ///
  /// - Complexity: O(*n*) in the shares named.
  func normalizedStackSentence(_ sentence: NormalizedStackSentence) -> String {
    switch sentence {
    case .encoding(let context, let undrawn):
      let full = AxisPhrasing.number(100, on: context.value)
      let start =
        "Each value is read as its share of the total \(position(context.key)), as the "
        + "stack draws it"
      guard !undrawn.isEmpty else { return start + ": every stack is \(full)." }
      // A stack of zeros is not drawn at all (Vega draws nothing for a total of 0).
      let places = ListPhrasing.joined(undrawn.map { AxisPhrasing.at($0, on: context.key) })
      return start + ": every stack drawn is \(full); no stack is drawn \(places), "
        + "where every value is 0 or missing."
    case .extremes(let reading, let context):
      guard let top = reading.largest.first, let bottom = reading.smallest.first else {
        return "No stack has a value."
      }
      let value = context.value
      if top.percent == bottom.percent {
        return "Every share is \(AxisPhrasing.number(top.percent, on: value))."
      }
      let largest =
        "The largest share is \(AxisPhrasing.number(top.percent, on: value)), "
        + holders(reading.largest, context)
      let smallest = AxisPhrasing.number(bottom.percent, on: value)
      guard reading.smallest.count > 1 else {
        return "\(largest); the smallest is \(smallest), \(holders(reading.smallest, context))."
      }
      // Several at the smallest (often 0 %, a colour absent from a stack): counted first.
      let count = ValueFormatter.number(Double(reading.smallest.count))
      let verb = bottom.percent == 0 ? "are" : "tie for the smallest,"
      return "\(largest); \(count) shares \(verb) \(smallest): "
        + "\(holdersBySeries(reading.smallest, context))."
    case .leaders(let reading, let context, let listed):
      guard let first = reading.leaders.first, let last = reading.leaders.last else {
        return "No stack has a value."
      }
      // Stacks over nominal categories have no first or last: each is named.
      if !reading.isOrdered {
        if let index = reading.leaderThroughout {
          return "\(context.seriesNames[index]) has the largest share in every stack."
        }
        let named = reading.leaders.prefix(listed).map { leader($0, context, names: true) }
        let more = reading.leaders.count - named.count
        let rest = more > 0 ? "; and \(ValueFormatter.number(Double(more))) more stacks" : ""
        return "The largest share in each stack: \(named.joined(separator: "; "))\(rest)."
      }
      if let index = reading.leaderThroughout {
        return "\(context.seriesNames[index]) has the largest share in every stack, "
          + "\(leader(first, context, names: false)) and \(leader(last, context, names: false))."
      }
      return "The largest share passes from \(leader(first, context, names: true)) to "
        + "\(leader(last, context, names: true))."
    }
  }

  /// "in its Year", "for its Region": how a stack's position is named.
  private func position(_ axis: AxisDescriptor) -> String {
    let preposition: String
    switch axis.kind {
    case .categorical: preposition = "for"
    case .numeric: preposition = "at"
    case .temporal: preposition = "in"
    }
    return "\(preposition) its \(axis.title)"
  }

  /// "Fossil Fuels in 2005", every tie, up to ``maximumListedShares`` and the rest counted.
  private func holders(
    _ shares: [NormalizedStackReading.Share], _ context: NormalizedStackSentence.Context
  )
    -> String
  {
    let named = shares.prefix(Self.maximumListedShares).map {
      "\(context.seriesNames[$0.seriesIndex]) \(AxisPhrasing.at($0.x, on: context.key))"
    }
    let more = shares.count - named.count
    return ListPhrasing.joined(
      named + (more > 0 ? ["\(ValueFormatter.number(Double(more))) more"] : []))
  }

  /// Tied shares grouped by series, in series order, up to ``maximumListedShares`` positions
  /// and the rest counted: "Solar in 2001, 2002 and 2003; Wind in 2001, and 3 more".
  private func holdersBySeries(
    _ shares: [NormalizedStackReading.Share], _ context: NormalizedStackSentence.Context
  ) -> String {
    // "and 1 more" would take as long as naming it.
    let listed = shares.prefix(
      shares.count == Self.maximumListedShares + 1 ? shares.count : Self.maximumListedShares)
    var order: [Int] = []
    var positions: [Int: [DataValue]] = [:]
    for share in listed {
      if positions[share.seriesIndex] == nil { order.append(share.seriesIndex) }
      positions[share.seriesIndex, default: []].append(share.x)
    }
    let groups = order.sorted().map { index -> String in
      let places = positions[index] ?? []
      let named = places.map { AxisPhrasing.at($0, on: context.key) }
      let values = places.map { AxisPhrasing.value($0, on: context.key) }
      // One preposition for all ("in 2001, 2002 and 2003") when they share it.
      let prepositions = Set(zip(named, values).map { String($0.dropLast($1.count)) })
      let written =
        prepositions.count == 1
        ? (prepositions.first ?? "") + ListPhrasing.joined(values) : ListPhrasing.joined(named)
      return "\(context.seriesNames[index]) \(written)"
    }
    let more = shares.count - listed.count
    return groups.joined(separator: "; ")
      + (more > 0 ? ", and \(ValueFormatter.number(Double(more))) more" : "")
  }

  /// "Fossil Fuels (81.2 %) in 2001", or without names "81.2 % in 2001".
  private func leader(
    _ leader: NormalizedStackReading.Leader, _ context: NormalizedStackSentence.Context,
    names: Bool
  ) -> String {
    let share = AxisPhrasing.number(leader.percent, on: context.value)
    let at = AxisPhrasing.at(leader.x, on: context.key)
    guard names else { return "\(share) \(at)" }
    let who = ListPhrasing.joined(leader.seriesIndices.map { context.seriesNames[$0] })
    return "\(who) (\(share)\(leader.seriesIndices.count > 1 ? " each" : "")) \(at)"
  }
}
