import ChartModel

/// The trend of one series: Mann–Kendall with Sen's slope over the whole series, change
/// points, prominent peaks and troughs, and a test for every phase between them.
public struct TrendAnalysis: Hashable, Sendable {
  /// The smallest prominence of a reported peak or trough, as a fraction of the value
  /// range: smaller wiggles are not read as turns.
  ///
  /// - Note: A reading threshold chosen for this tool (not from the literature): a turn of
  ///   a tenth of the range is visible on any chart of the series, and smaller wiggles
  ///   would crowd the sentence.
  public static let minimumRelativeProminence = 0.1
  /// The most peaks and troughs reported; the most prominent are kept.
  ///
  /// - Note: A reading limit chosen for this tool (not from the literature): five phases are
  ///   about as many as one spoken sentence can carry.
  public static let maximumTurningPoints = 4
  /// Seconds in a day, the slope unit of dates that stand for no calendar unit.
  private static let secondsPerDay = 86_400.0

  /// The test over the whole series (original or Hamed–Rao, see ``overall``).
  public var mannKendall: MannKendallResult { overall.result }
  /// The whole-series evidence: test, statistics and Sen's slope per x unit.
  ///
  /// With one phase it is that phase's test; with several it is computed the first time it
  /// is read (``WholeSeriesTrend``): the trend sentence opens with it, but outputs without
  /// one (levels 1 and 2, sonification, tables) never read it.
  public var overall: TrendEvidence {
    get { wholeSeries.value.evidence }
    set { wholeSeries = WholeSeriesTrend(.init(evidence: newValue, line: sensSlope)) }
  }
  /// Sen's line over the whole series in value units per `slopeUnit`, or `nil` when it
  /// cannot be estimated; computed with ``overall``.
  public var sensSlope: SensSlope? {
    get { wholeSeries.value.line }
    set { wholeSeries = WholeSeriesTrend(.init(evidence: overall, line: newValue)) }
  }
  /// The whole-series test and line, computed when first read if there are several phases.
  private var wholeSeries: WholeSeriesTrend
  /// The x unit the slope is per, such as `year`; `nil` for a plain numeric x.
  public var slopeUnit: String?
  /// The shape.
  public var shape: SeriesShape
  /// The phases between prominent turning points, in order; one phase when there is none.
  public var phases: [TrendPhase]
  /// The prominent peaks and troughs, with their positions and values, in order.
  public var turningPoints: [(kind: TurningPoint.Kind, x: DataValue, value: Double)] {
    zip(phases, phases.dropFirst()).compactMap { phase, next in
      phase.endsAt.map { ($0, next.evidence.start, next.startValue) }
    }
  }
  /// Where PELT's piecewise-linear segments start, after the first (``ChangePoints``).
  public var changePoints: [DataValue]
  /// Observations whose main value is NaN or infinite, left out of every test.
  public var skippedCount: Int

  /// Tests the trend of observations in axis order.
  ///
  /// PELT splits the finite values (block means of at most 2,000 blocks for longer series)
  /// into least-squares line segments; where a rising segment meets a falling one (or the
  /// reverse), flat segments between passed over, the extreme value between them is a
  /// candidate peak (trough), kept when its
  /// topographic prominence is at least ``minimumRelativeProminence`` of the value range.
  /// The stretches between kept turning points are the phases, each tested by
  /// ``TrendEvidence`` (Hamed–Rao when the residuals about PELT's fit are significantly
  /// autocorrelated). When the stretch before the first turn (after the last) has its own
  /// significant opposite trend, its extreme becomes a turn too. The shape is a peak
  /// (trough) when one turning point splits the series into a significant rise and fall
  /// (fall and rise); with no turning point it follows the whole-series test.
  ///
  /// - Parameters:
  ///   - observations: Observations in axis order; those without a finite main value are
  ///     skipped and counted.
  ///   - unit: The calendar unit of dated positions, or of numeric positions that count it
  ///     (`.year` on an axis of years, ``AxisDescriptor/holdsYears``), which Sen's slope is
  ///     expressed per; `nil` for other numbers (per x unit).
  ///   - alpha: Significance level. The default is `0.05`.
  ///
  /// The initializer fails with fewer than three finite values.
  /// - Complexity: O(n log n) expected time, O(n) memory. The phases' tests run on two
  ///   threads (``evidence(for:_:)``); the result does not depend on their timing. With
  ///   several phases the whole-series test (``overall``, ``sensSlope``) is deferred until
  ///   it is read, and then costs O(n log n) once.
  public init?(_ observations: [Observation], unit: CalendarUnit?, alpha: Double = 0.05) {
    // Finite values, and where they are among the observations when some are skipped (the
    // observations are not copied: at ten million they take about a gigabyte).
    var values: [Double] = []
    values.reserveCapacity(observations.count)
    for observation in observations where observation.value.isFinite {
      values.append(observation.value)
    }
    let sources: [Int]? =
      values.count == observations.count
      ? nil : observations.indices.filter { observations[$0].value.isFinite }
    let position: @Sendable (Int) -> DataValue = { observations[sources?[$0] ?? $0].x }
    guard values.count >= 3 else { return nil }
    let (positions, slopeUnit) = TrendAnalysis.positions(
      of: observations, sources: sources, unit: unit)
    self.slopeUnit = slopeUnit
    skippedCount = observations.count - values.count
    // Steps 0, 1, 2, ... stand in for the positions of a categorical x.
    let steps = positions ?? SeriesPositions(stepsFrom: 0, count: values.count)
    let blocks = BlockMeans(x: steps, y: values, maximumCount: 2_000)
    let segments = ChangePoints.segments(x: blocks.x, y: blocks.y)
    changePoints = segments.dropFirst().map { position(blocks.firstIndex[$0.range.lowerBound]) }
    // The residuals about PELT's fit are computed where they are read (not stored).
    let fit = segments.map { segment in
      (
        range: blocks.firstIndex[
          segment.range.lowerBound]..<blocks.firstIndex[
            segment.range.upperBound], segment: segment
      )
    }
    let test = { @Sendable [values] (stretch: ClosedRange<Int>) -> TrendEvidence in
      TrendEvidence(
        values: stretch.count == values.count ? values : Array(values[stretch]),
        residuals: FitResiduals(
          values: values, positions: steps, segments: fit,
          stretch: stretch.lowerBound..<stretch.upperBound + 1),
        positions: positions.map { $0[stretch] }, start: position(stretch.lowerBound),
        end: position(stretch.upperBound), slopeUnit: slopeUnit, alpha: alpha)
    }
    let range = (blocks.y.max() ?? 0) - (blocks.y.min() ?? 0)
    let turns = TurningPoint.find(
      in: blocks.y, segments: segments,
      minimumProminence: max(range * Self.minimumRelativeProminence, .leastNonzeroMagnitude),
      limit: Self.maximumTurningPoints)
    // A turning point is the most extreme value between the previous turn and the block of
    // the next one, so that every phase runs from one extreme of its stretch to the other.
    var bounds: [(index: Int, kind: TurningPoint.Kind?)] = [(0, nil)]
    for (position, turn) in turns.enumerated() {
      let previous = bounds[bounds.count - 1].index
      let next =
        position + 1 < turns.count
        ? blocks.firstIndex[turns[position + 1].index] : values.count
      let from = max(previous + 1, blocks.firstIndex[max(turn.index - 1, 0)])
      guard from < next,
        let index = (from..<next).max(by: {
          turn.kind == .peak ? values[$0] < values[$1] : values[$0] > values[$1]
        }), index - previous >= 2, values.count - 1 - index >= 2
      else { continue }
      if let last = bounds.last, last.kind == turn.kind {
        let moreExtreme =
          turn.kind == .peak
          ? values[index] > values[last.index] : values[index] < values[last.index]
        if moreExtreme { bounds[bounds.count - 1] = (index, turn.kind) }
      } else {
        bounds.append((index, turn.kind))
      }
    }
    bounds.append((values.count - 1, nil))
    bounds = Self.completingEdges(bounds, values: values, alpha: alpha)
    // Each phase; the whole series when it is read (one phase is the whole series).
    let stretches = zip(bounds, bounds.dropFirst()).map { $0.index...$1.index }
    let evidence = Self.evidence(for: stretches, test)
    let whole = { @Sendable [values] (evidence: TrendEvidence) -> WholeSeriesTrend.Value in
      let line = evidence.sensSlope.flatMap { slope in
        positions.map {
          SensSlope(slope: slope, intercept: Selection.median(values) - $0.median() * slope)
        }
      }
      return WholeSeriesTrend.Value(evidence: evidence, line: line)
    }
    wholeSeries =
      stretches.count == 1
      ? WholeSeriesTrend(whole(evidence[0]))
      : WholeSeriesTrend(deferred: { [last = values.count - 1] in whole(test(0...last)) })
    phases = zip(bounds, bounds.dropFirst()).enumerated().map { phase, ends in
      TrendPhase(
        evidence: evidence[phase], startValue: values[ends.0.index],
        endValue: values[ends.1.index], endsAt: ends.1.kind)
    }
    shape = TrendAnalysis.shape(of: phases)
  }

  /// Tests every stretch, on two cores when there are several.
  ///
  /// The stretches are dealt to two lanes longest first, each to the lane with less work so
  /// far (Graham's 1969 LPT rule), and each lane tests its own in turn: at most two tests
  /// (and their memory) are alive at a time. The results do not depend on the timing: each
  /// test is a pure function of its stretch, stored at the stretch's index.
  ///
  /// - Parameters:
  ///   - stretches: The phases.
  ///   - test: The test of one stretch.
  /// - Returns: One result per stretch, in order.
  private static func evidence(
    for stretches: [ClosedRange<Int>], _ test: @Sendable (ClosedRange<Int>) -> TrendEvidence
  ) -> [TrendEvidence] {
    guard stretches.count > 1 else { return stretches.map(test) }
    var lanes: [[Int]] = [[], []]
    var work = [0, 0]
    let longestFirst = stretches.indices.sorted {
      (stretches[$0].count, $1) > (stretches[$1].count, $0)
    }
    for index in longestFirst {
      let lane = work[0] <= work[1] ? 0 : 1
      lanes[lane].append(index)
      work[lane] += stretches[index].count
    }
    let (first, second) = TwoLanes.run(
      { [lanes] in lanes[0].map { (index: $0, evidence: test(stretches[$0])) } },
      { [lanes] in lanes[1].map { (index: $0, evidence: test(stretches[$0])) } })
    var results = [TrendEvidence?](repeating: nil, count: stretches.count)
    for (index, evidence) in first + second { results[index] = evidence }
    return results.compactMap { $0 }
  }

  /// Adds the turn that a first phase ending at a peak (trough) starts from, and that a last
  /// phase starting at a peak (trough) ends in, when the stretch beyond it has its own
  /// significant opposite trend (original Mann–Kendall test).
  ///
  /// Prominence is measured against the whole range, so a long shallow fall before a tall
  /// peak is not prominent; without this step the phase would read "falls to a peak".
  private static func completingEdges(
    _ bounds: [(index: Int, kind: TurningPoint.Kind?)], values: [Double], alpha: Double
  ) -> [(index: Int, kind: TurningPoint.Kind?)] {
    guard bounds.count > 2, let lastIndex = bounds.last?.index else { return bounds }
    var result = bounds
    let significant = { (range: ClosedRange<Int>, direction: TrendDirection) -> Bool in
      range.count >= 3
        && MannKendall.original(KendallScore(Array(values[range])), alpha: alpha).direction
          == direction
    }
    let extreme = { (range: ClosedRange<Int>, kind: TurningPoint.Kind) -> Int? in
      range.max { kind == .peak ? values[$0] < values[$1] : values[$0] > values[$1] }
    }
    if let kind = result[1].kind {
      let opposite: TurningPoint.Kind = kind == .peak ? .trough : .peak
      if let index = extreme(0...result[1].index, opposite), result[1].index - index >= 2,
        significant(0...index, kind == .peak ? .decreasing : .increasing)
      {
        result.insert((index, opposite), at: 1)
      }
    }
    let last = result.count - 2
    if let kind = result[last].kind {
      let opposite: TurningPoint.Kind = kind == .peak ? .trough : .peak
      if let index = extreme(result[last].index...lastIndex, opposite),
        index - result[last].index >= 2,
        significant(index...lastIndex, kind == .peak ? .increasing : .decreasing)
      {
        result.insert((index, opposite), at: last + 1)
      }
    }
    return result
  }

  /// The shape read from the phases.
  private static func shape(
    of phases: [TrendPhase]
  ) -> SeriesShape {
    if phases.count == 1 {
      switch phases[0].direction {
      case .increasing: return .rising
      case .decreasing: return .falling
      case .none: return .noTrend
      }
    }
    if phases.count == 2 {
      let (before, after) = (phases[0], phases[1])
      if before.direction == .increasing && after.direction == .decreasing {
        return .peak(at: after.evidence.start, value: after.startValue)
      }
      if before.direction == .decreasing && after.direction == .increasing {
        return .trough(at: after.evidence.start, value: after.startValue)
      }
    }
    return phases.allSatisfy { $0.direction == .none } ? .noTrend : .phases
  }

  /// Numeric positions of the finite values for Sen's slope, in calendar units for dates.
  ///
  /// - Parameters:
  ///   - observations: All observations.
  ///   - sources: The observation index of each finite value, or `nil` when all are finite.
  ///   - unit: The calendar unit of dates; when `nil`, instants in (fractional) days.
  /// - Returns: The positions (or `nil` for categories) and the unit they count.
  static func positions(
    of observations: [Observation], sources: [Int]?, unit: CalendarUnit?
  ) -> (SeriesPositions?, String?) {
    guard let first = observations.first else { return (nil, nil) }
    let count = sources?.count ?? observations.count
    let x = { (index: Int) -> DataValue in observations[sources?[index] ?? index].x }
    switch first.x {
    case .category: return (nil, nil)
    case .number:
      // Numbers count in the unit when one is given (years on an axis of years).
      return (SeriesPositions(count: count) { x($0).numericValue ?? .nan }, unit?.rawValue)
    case .date:
      guard let unit else {
        // Dates that stand for no calendar unit (every 15 minutes, every second week) are
        // placed at their instants, in days: flooring them to whole days would put a day's
        // readings at one position and hide the shape they draw.
        let positions = SeriesPositions(count: count) { index -> Double in
          guard case .date(let date) = x(index) else { return .nan }
          return date.timeIntervalSince1970 / Self.secondsPerDay
        }
        return (positions, CalendarUnit.day.rawValue)
      }
      let positions = SeriesPositions(count: count) { index -> Double in
        guard case .date(let date) = x(index) else { return .nan }
        return Double(unit.periodIndex(of: date))
      }
      return (positions, unit.rawValue)
    }
  }
}
