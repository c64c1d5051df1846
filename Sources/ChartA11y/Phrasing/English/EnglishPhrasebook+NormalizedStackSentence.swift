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
  ///     The largest share passes from Fossil Fuels (81.2 %) in 2001 to Renewables (48 %) in
  ///     2017.
  ///     The largest share in each stack: Coal (50 %) for North; Wind (60 %) for West.
  ///
  /// - Complexity: O(*n*) in the shares named.
  func normalizedStackSentence(_ sentence: NormalizedStackSentence) -> String {
    switch sentence {
    case .encoding(let context):
      return "Each value is read as its share of the total \(position(context.key)), as the "
        + "stack draws it: every stack is \(AxisPhrasing.number(100, on: context.value))."
    case .extremes(let reading, let context):
      guard let top = reading.largest.first, let bottom = reading.smallest.first else {
        return "No stack has a value."
      }
      let value = context.value
      if top.percent == bottom.percent {
        return "Every share is \(AxisPhrasing.number(top.percent, on: value))."
      }
      return "The largest share is \(AxisPhrasing.number(top.percent, on: value)), "
        + "\(holders(reading.largest, context)); the smallest is "
        + "\(AxisPhrasing.number(bottom.percent, on: value)), "
        + "\(holders(reading.smallest, context))."
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
