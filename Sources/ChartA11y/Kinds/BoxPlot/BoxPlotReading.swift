import ChartModel

/// What a box plot shows: each box's median, quartiles, whiskers and outliers, which box has
/// the highest median, and the rule its whiskers follow (docs/chart-kinds.md, "Box plot").
///
/// A box is a `Plot` group of rule and rectangle (or bar) marks with five values, read in
/// ascending order as lower whisker, lower quartile, median, upper quartile and upper
/// whisker (Tukey 1977; Swift Charts draws it as a `RuleMark` and `RectangleMark`s, Vega-Lite
/// as its `boxplot` composite mark). Outliers are the points of point-only series of the same
/// group (colour) drawn at a box's position and beyond its whiskers (Vega-Lite's `boxplot` draws them so; a Swift
/// Charts author adds `PointMark`s).
public struct BoxPlotReading: Hashable, Sendable {
  /// One box.
  public struct Box: Hashable, Sendable {
    /// The index of the box's series in the chart's series.
    public var seriesIndex: Int
    /// The box's position on the independent axis (its group).
    public var x: DataValue
    /// The end of the lower whisker.
    public var lowerWhisker: Double
    /// The lower quartile (the bottom of the box).
    public var lowerQuartile: Double
    /// The median (the line inside the box).
    public var median: Double
    /// The upper quartile (the top of the box).
    public var upperQuartile: Double
    /// The end of the upper whisker.
    public var upperWhisker: Double
    /// The outliers drawn at this box beyond its whiskers, ascending.
    public var outliers: [Double]

    /// The interquartile range, the box's height: upper minus lower quartile.
    public var interquartileRange: Double { upperQuartile - lowerQuartile }

    /// The box's colour group as the legend names it: its series-defining values ("1931"),
    /// without the mark kinds a series name gains when outliers share it; the series' name
    /// for a box without any.
    ///
    /// - Complexity: O(*p*) in the series-defining values.
    public func group(in chart: AccessibleChart) -> String {
      chart.series[seriesIndex].groupName
    }
  }

  /// The rule the whiskers follow, as far as the drawn values show it.
  public enum WhiskerRule: Hashable, Sendable {
    /// No point is drawn beyond the whiskers: they reach the lowest and highest drawn values.
    case nothingBeyond
    /// The whiskers reach the furthest values within this multiple of the interquartile range
    /// of the box, and every drawn outlier lies beyond it (Tukey's 1.5, Vega-Lite's default
    /// `extent`).
    case interquartileMultiple(Double)
    /// Points are drawn beyond the whiskers, but not by one stated multiple of the
    /// interquartile range.
    case pointsBeyond
  }

  /// The boxes, series by series in chart order, then in axis order.
  public var boxes: [Box]
  /// The whisker rule.
  public var whiskerRule: WhiskerRule
  /// The indices into ``boxes`` of every box with the highest median, in order.
  public var highestMedian: [Int]
  /// The indices into ``boxes`` of every box with the lowest median, in order.
  public var lowestMedian: [Int]
  /// The indices of the series that draw boxes.
  public var boxSeries: [Int]
  /// The indices of the point-only series read as outliers.
  public var outlierSeries: [Int]

  /// The number of outliers over all boxes.
  public var outlierCount: Int { boxes.reduce(0) { $0 + $1.outliers.count } }

  /// Tukey's multiple of the interquartile range, Vega-Lite's default `extent`.
  ///
  /// Tukey 1977, *Exploratory Data Analysis*, ch. 2; Vega-Lite's `boxplot` `extent: 1.5`.
  public static let tukeyMultiple = 1.5

  /// The relative tolerance when checking whiskers and outliers against a fence, for values
  /// that went through decimal text.
  static let fenceTolerance = 1e-9

  /// The reading of a box plot, or `nil` when the chart is not one (``layout(of:)``).
  ///
  /// - Complexity: O(*v* log *v*) in the observations.
  static func recognise(_ analysis: ChartAnalysis) -> BoxPlotReading? {
    let chart = analysis.chart
    guard let layout = layout(of: chart) else { return nil }
    var boxes: [Box] = []
    for index in layout.boxes {
      let series = chart.series[index]
      for observation in series.observations {
        let values = observation.components.map(\.value)
        guard values.count == 5, values.allSatisfy(\.isFinite) else { continue }
        var outliers: [Double] = []
        for other in layout.outliers where chart.series[other].identity == series.identity {
          for point in chart.series[other].observations
          where point.x == observation.x && point.value.isFinite
            && (point.value < values[0] || point.value > values[4])
          {
            outliers.append(point.value)
          }
        }
        boxes.append(
          Box(
            seriesIndex: index, x: observation.x, lowerWhisker: values[0],
            lowerQuartile: values[1], median: values[2], upperQuartile: values[3],
            upperWhisker: values[4], outliers: outliers.sorted()))
      }
    }
    guard !boxes.isEmpty else { return nil }
    let medians = boxes.map(\.median)
    let high = medians.max() ?? 0
    let low = medians.min() ?? 0
    return BoxPlotReading(
      boxes: boxes, whiskerRule: whiskerRule(of: boxes),
      highestMedian: boxes.indices.filter { boxes[$0].median == high },
      lowestMedian: boxes.indices.filter { boxes[$0].median == low },
      boxSeries: layout.boxes, outlierSeries: layout.outliers)
  }

  /// Which series draw boxes and which outliers, or `nil` when the chart is not a box plot.
  ///
  /// A box plot has at least one series of `Plot` groups of marks that span the value axis
  /// (rule, rectangle, bar; a point may mark the median) with five values each; every other series is drawn by points
  /// alone, outside any `Plot`, at positions of the boxes.
  ///
  /// - Complexity: O(*v*) in the observations, with a set of the boxes' positions.
  static func layout(of chart: AccessibleChart) -> (boxes: [Int], outliers: [Int])? {
    var boxes: [Int] = []
    var outliers: [Int] = []
    for (index, series) in chart.series.enumerated() {
      if series.isPlot && !series.observations.isEmpty
        && series.markKinds.contains(where: { $0.positions == .eitherAxis })
        && series.markKinds.allSatisfy({ $0.positions == .eitherAxis || $0 == .point })
        && series.observations.allSatisfy({ $0.components.count == 5 })
      {
        boxes.append(index)
      } else if !series.isPlot, series.markKinds == [.point] {
        outliers.append(index)
      } else {
        return nil
      }
    }
    guard !boxes.isEmpty else { return nil }
    let positions = Set(boxes.flatMap { chart.series[$0].observations.map(\.x) })
    for index in outliers
    where !chart.series[index].observations.allSatisfy({
      positions.contains($0.x)
    }) {
      return nil
    }
    return (boxes, outliers)
  }

  /// The whisker rule the boxes show: nothing beyond, Tukey's 1.5 × IQR when every whisker
  /// lies within its fences and every outlier beyond them, else points beyond.
  ///
  /// - Complexity: O(*b* + *o*) in the boxes and outliers.
  static func whiskerRule(of boxes: [Box]) -> WhiskerRule {
    guard boxes.contains(where: { !$0.outliers.isEmpty }) else { return .nothingBeyond }
    let multiple = tukeyMultiple
    let fits = boxes.allSatisfy { box in
      let reach = multiple * box.interquartileRange
      let slack = fenceTolerance * max(1, abs(box.upperQuartile), abs(box.lowerQuartile))
      let low = box.lowerQuartile - reach
      let high = box.upperQuartile + reach
      return box.lowerWhisker >= low - slack && box.upperWhisker <= high + slack
        && box.outliers.allSatisfy { $0 < low - slack || $0 > high + slack }
    }
    return fits ? .interquartileMultiple(multiple) : .pointsBeyond
  }
}
