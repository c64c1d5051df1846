import ChartModel

/// What an error-bar (or error-band) chart shows: each category's centre and interval, the
/// extent the intervals are (``IntervalExtent``), and which intervals overlap the interval of
/// the highest centre (docs/chart-kinds.md, "Error bars and intervals").
///
/// An interval series is drawn by rules or areas alone, each observation two bounds and no
/// main value: Vega-Lite's `errorbar` and `errorband` (one `Plot` each), or a rule or area
/// from `y` to `y2` (`yStart` to `yEnd`). A centre series is drawn by points or a line, with
/// one value per position, and belongs to the interval series of the same colour group.
public struct IntervalReading: Hashable, Sendable {
  /// One interval at one position.
  public struct Interval: Hashable, Sendable {
    /// The index of the interval's series in the chart's series.
    public var seriesIndex: Int
    /// The position on the independent axis (its category).
    public var x: DataValue
    /// The lower bound.
    public var low: Double
    /// The upper bound.
    public var high: Double
    /// The centre: the drawn point's or line's value at this position, else the midpoint of
    /// a mean ± interval (the mean itself); `nil` when neither is known.
    public var centre: Double?
    /// Whether ``centre`` is drawn (a point or line), rather than the mean an interval of
    /// ±1 standard error or deviation is centred on.
    public var centreIsDrawn: Bool

    /// The interval's colour group as the legend names it: its series-defining values
    /// ("1931"), without the mark kinds a series name gains when its centres share them; the
    /// series' name for an interval without any.
    ///
    /// - Complexity: O(*p*) in the series-defining values.
    public func group(in chart: AccessibleChart) -> String {
      chart.series[seriesIndex].groupName
    }

    /// Whether two closed intervals share a value: neither lies wholly above the other.
    ///
    /// - Complexity: O(1).
    public func overlaps(_ other: Interval) -> Bool { low <= other.high && other.low <= high }
  }

  /// The extent every interval spans (``IntervalExtent/interval`` when they differ or none
  /// is stated).
  public var extent: IntervalExtent
  /// The field the intervals are of ("yield"), or `nil` for an explicit interval.
  public var field: String?
  /// The label of an interval's lower bound, as the chart gives it.
  public var lowerLabel: String
  /// The label of an interval's upper bound, as the chart gives it.
  public var upperLabel: String
  /// Whether the intervals are drawn as a band (areas) rather than bars (rules).
  public var isBand: Bool
  /// The intervals, series by series in chart order, then in axis order.
  public var intervals: [Interval]
  /// The indices of the series drawing intervals.
  public var intervalSeries: [Int]
  /// The indices of the series drawing centres.
  public var centreSeries: [Int]
  /// The indices into ``intervals`` of every interval with the highest centre, in order;
  /// empty when no interval has a centre.
  public var highestCentre: [Int]
  /// The indices into ``intervals`` of the other intervals overlapping the first highest
  /// centre's interval, in order.
  public var overlapping: [Int]

  /// Creates a reading (tests build them directly).
  public init(
    extent: IntervalExtent, field: String?, boundLabels: (lower: String, upper: String),
    isBand: Bool, intervals: [Interval], intervalSeries: [Int], centreSeries: [Int]
  ) {
    self.extent = extent
    self.field = field
    (lowerLabel, upperLabel) = boundLabels
    self.isBand = isBand
    self.intervals = intervals
    self.intervalSeries = intervalSeries
    self.centreSeries = centreSeries
    let centres = intervals.compactMap(\.centre)
    if let top = centres.max() {
      highestCentre = intervals.indices.filter { intervals[$0].centre == top }
    } else {
      highestCentre = []
    }
    if let first = highestCentre.first {
      overlapping = intervals.indices.filter {
        $0 != first && intervals[$0].overlaps(intervals[first])
      }
    } else {
      overlapping = []
    }
  }

  /// Each group's steps from one interval to the next, when the independent axis is ordered
  /// (dates, numbers, or categories in an order, ``CategoryOrder``); empty over nominal
  /// categories, whose order means nothing.
  public var steps: [IntervalSteps] = []

  /// The relative tolerance when checking that a drawn centre lies within its interval, for
  /// values that went through decimal text.
  static let tolerance = 1e-9

  /// Whether a series draws intervals: rules or areas alone, each observation two bounds
  /// and no main value.
  ///
  /// - Complexity: O(*v*) in the series' observations.
  static func drawsIntervals(_ series: DataSeries) -> Bool {
    !series.observations.isEmpty && !series.markKinds.isEmpty
      && series.markKinds.allSatisfy { $0 == .rule || $0 == .area }
      && series.observations.allSatisfy { !$0.hasValue && $0.components.count == 2 }
  }

  /// Whether a series draws centres: points or a line outside any `Plot`, one value each.
  ///
  /// - Complexity: O(*v*) in the series' observations.
  static func drawsCentres(_ series: DataSeries) -> Bool {
    !series.isPlot && !series.markKinds.isEmpty
      && series.markKinds.allSatisfy { $0 == .point || $0 == .line }
      && series.observations.allSatisfy { $0.components.isEmpty }
  }

  /// The reading of an interval chart, or `nil` when the chart is not one.
  ///
  /// Every series draws intervals or centres, at least one intervals. Intervals of a stated
  /// extent (an error bar's) need no centre; explicit bounds are read as an interval only
  /// around a drawn centre, every interval holding its centre (else the chart is a range
  /// chart, read as before).
  ///
  /// - Complexity: O(*v* log *v*) in the observations.
  static func recognise(_ analysis: ChartAnalysis) -> IntervalReading? {
    let chart = analysis.chart
    var intervalSeries: [Int] = []
    var centreSeries: [Int] = []
    for (index, series) in chart.series.enumerated() {
      if drawsIntervals(series) {
        intervalSeries.append(index)
      } else if drawsCentres(series) {
        centreSeries.append(index)
      } else {
        return nil
      }
    }
    guard let first = intervalSeries.first,
      let sample = chart.series[first].observations.first
    else { return nil }
    let labels = (sample.components[0].label, sample.components[1].label)
    var (extent, field) = IntervalExtent.read(lower: labels.0, upper: labels.1)
    for index in intervalSeries {
      for observation in chart.series[index].observations {
        let read = IntervalExtent.read(
          lower: observation.components[0].label, upper: observation.components[1].label)
        if read.extent != extent || read.field != field { (extent, field) = (.interval, nil) }
      }
    }
    var intervals: [Interval] = []
    for index in intervalSeries {
      let series = chart.series[index]
      // The centres of this interval series: those of its colour group.
      let centres = centreSeries.filter { chart.series[$0].identity == series.identity }
      var centreAt: [DataValue: Double] = [:]
      for centre in centres {
        for point in chart.series[centre].observations where point.value.isFinite {
          centreAt[point.x] = centreAt[point.x] ?? point.value
        }
      }
      for observation in series.observations {
        let low = observation.components[0].value
        let high = observation.components[1].value
        guard low.isFinite, high.isFinite else { continue }
        var interval = Interval(
          seriesIndex: index, x: observation.x, low: low, high: high, centre: nil,
          centreIsDrawn: false)
        if let drawn = centreAt[observation.x] {
          interval.centre = drawn
          interval.centreIsDrawn = true
        } else if extent == .standardError || extent == .standardDeviation {
          interval.centre = (low + high) / 2
        }
        intervals.append(interval)
      }
    }
    guard !intervals.isEmpty else { return nil }
    if extent == .interval {
      let held = intervals.allSatisfy { interval in
        guard interval.centreIsDrawn, let centre = interval.centre else { return false }
        let slack = tolerance * max(1, abs(interval.low), abs(interval.high))
        return centre >= interval.low - slack && centre <= interval.high + slack
      }
      guard held else { return nil }
    }
    let isBand = intervalSeries.allSatisfy { chart.series[$0].markKinds == [.area] }
    var reading = IntervalReading(
      extent: extent, field: field, boundLabels: labels, isBand: isBand, intervals: intervals,
      intervalSeries: intervalSeries, centreSeries: centreSeries)
    let axis = chart.independentAxisDescriptor
    if axis.kind != .categorical
      || CategoryOrder(axis.categories, declared: axis.declaresOrder) != nil
    {
      reading.steps = IntervalSteps.groups(intervals)
    }
    return reading
  }
}
