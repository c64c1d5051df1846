import ChartModel

/// A normalized stack's reading: the largest and smallest shares, and which series holds the
/// largest share in each stack.
///
/// The values are already shares of each position's total, in percent, as the stack draws
/// them (``NormalizedStack``); each series' own section reads its shares over x (its range,
/// start and end, and trend), as a stacked chart's series are read.
public struct NormalizedStackReading: Hashable, Sendable {
  /// One series' share at one position.
  public struct Share: Hashable, Sendable {
    /// The index of the series in the chart's series.
    public var seriesIndex: Int
    /// The position on the independent axis.
    public var x: DataValue
    /// The share of the position's total, in percent (0 to 100).
    public var percent: Double
  }

  /// The series holding the largest share at one position.
  public struct Leader: Hashable, Sendable {
    /// The position.
    public var x: DataValue
    /// The indices of the series tied for the largest share there, in series order.
    public var seriesIndices: [Int]
    /// Their share, in percent.
    public var percent: Double
  }

  /// The number of positions (stacks) with a value.
  public var positionCount: Int
  /// The positions where no stack is drawn, every value there being 0 or missing, in axis
  /// order.
  public var undrawnPositions: [DataValue] = []
  /// The largest share over every stack, every tie in chart order; empty without values.
  public var largest: [Share]
  /// The smallest share over every stack, every tie in chart order; empty without values.
  public var smallest: [Share]
  /// The series with the largest share at each position, in axis order.
  public var leaders: [Leader]
  /// The series that holds the largest share (alone or tied) at every position, or `nil`
  /// when none does.
  public var leaderThroughout: Int?
  /// The order the stacks' categories follow (months, weekdays, ordinal years:
  /// ``OrderedCategoriesReading``), along which each series' shares are read; `nil` for
  /// nominal categories and for an axis of numbers or dates.
  public var categoryOrder: CategoryOrder?

  /// Whether the stacks stand in an order (dates, numbers, ordered categories), so that a
  /// first and a last stack mean something.
  public var isOrdered: Bool { categoryOrder != nil || !isOverCategories }
  /// Whether the stacks stand on a categorical axis.
  public var isOverCategories: Bool

  /// The reading of a chart whose series form a normalized stack, else `nil`.
  ///
  /// - Complexity: O(*n* log *n*) for *n* observations (the positions are sorted).
  static func recognise(_ analysis: ChartAnalysis) -> NormalizedStackReading? {
    let series = analysis.chart.series
    guard NormalizedStack.applies(to: series) else { return nil }
    var shares: [Share] = []
    var byPosition: [DataValue: [Share]] = [:]
    var positions: [DataValue] = []
    var undrawn: [DataValue] = []
    for (seriesIndex, entry) in series.enumerated() {
      for observation in entry.observations where !observation.value.isFinite {
        if !undrawn.contains(observation.x) { undrawn.append(observation.x) }
      }
      for observation in entry.observations where observation.value.isFinite {
        let share = Share(seriesIndex: seriesIndex, x: observation.x, percent: observation.value)
        shares.append(share)
        if byPosition[observation.x] == nil { positions.append(observation.x) }
        byPosition[observation.x, default: []].append(share)
      }
    }
    // Positions in axis order: numbers and dates by value, categories as the axis lists them.
    let categories = analysis.chart.independentAxisDescriptor.categories
    let order = positions.enumerated().sorted { left, right in
      let (a, b) = (left.element, right.element)
      if let u = a.numericValue, let v = b.numericValue, u != v { return u < v }
      if case .category(let u) = a, case .category(let v) = b,
        let i = categories.firstIndex(of: u), let j = categories.firstIndex(of: v), i != j
      {
        return i < j
      }
      return left.offset < right.offset
    }.map(\.element)
    func leader(at x: DataValue) -> Leader? {
      guard let stack = byPosition[x], let top = stack.map(\.percent).max() else { return nil }
      return Leader(
        x: x, seriesIndices: stack.filter { $0.percent == top }.map(\.seriesIndex), percent: top)
    }
    let leaders = order.compactMap(leader(at:))
    let throughout = leaders.first?.seriesIndices.first { index in
      leaders.allSatisfy { $0.seriesIndices.contains(index) }
    }
    let top = shares.map(\.percent).max()
    let bottom = shares.map(\.percent).min()
    let drawn = Set(positions)
    var reading = NormalizedStackReading(
      positionCount: order.count, largest: shares.filter { $0.percent == top },
      smallest: shares.filter { $0.percent == bottom }, leaders: leaders,
      leaderThroughout: leaders.count > 1 ? throughout : nil,
      categoryOrder: OrderedCategoriesReading.recognise(analysis)?.order,
      isOverCategories: analysis.chart.independentAxisDescriptor.kind == .categorical)
    reading.undrawnPositions = undrawn.filter { !drawn.contains($0) }.sorted { a, b in
      if let u = a.numericValue, let v = b.numericValue { return u < v }
      if case .category(let u) = a, case .category(let v) = b {
        return (categories.firstIndex(of: u) ?? 0) < (categories.firstIndex(of: v) ?? 0)
      }
      return false
    }
    return reading
  }
}
