import ChartModel

/// Everything computed about one series: summary, gaps and trend.
public struct SeriesAnalysis: Hashable, Sendable {
  /// The series.
  public var series: DataSeries
  /// The summary of its main values, or `nil` when it has none (extents only).
  public var summary: SummaryStatistics?
  /// Runs of missing periods, steps or categories.
  public var missingRuns: [MissingRun]
  /// Whether a daily series keeps a weekday calendar (``WeekdayCalendar``): its weekends are
  /// not missing.
  public var isWeekdaysOnly: Bool = false
  /// The trend, for a series over dates or numbers with at least three values; `nil` for a
  /// simplified line (``isSimplifiedLine``).
  public var trend: TrendAnalysis?
  /// The series read as the sequence it draws, when it is read along x with fewer values
  /// than the trend test needs (``ShortSequence``); descriptions then read it, not
  /// ``trend``, whose test cannot reach significance.
  public var sequence: ShortSequence?
  /// The growth rate on a logarithmic value axis (``GrowthRate``), for a series read along
  /// x whose values are all positive; `nil` on other scales.
  public var growth: GrowthRate?
  /// Whether the series is a line whose drawing may have left out vertices that lie on it
  /// (``ChartModel/SimplifiedLine``) and has gaps inside its strokes: its observations are
  /// the vertices the file keeps, not every data point, and only the gaps at its breaks are
  /// in ``missingRuns``.
  public var isSimplifiedLine = false
  /// Which tool may have left a simplified line's vertices out; `nil` for any other series.
  public var lineSimplifier: SimplifiedLine.Simplifier?
  /// The calendar periods its values fill when some period holds more than one value, else
  /// `nil` (``PeriodCount``).
  public var periods: PeriodCount?

  /// How many positions the series spans with its missing ones: its periods (a period given
  /// twice counted once) or values, and the missing positions between them.
  public var spannedPositionCount: Int {
    (periods?.periodCount ?? series.observations.count) + missingCount
  }

  /// The number of missing positions in all runs.
  public var missingCount: Int { missingRuns.reduce(0) { $0 + $1.count } }

  /// How many positions are missing between the observation at `previous` and the one at
  /// `index` (``MissingRun/count(in:before:after:)``).
  public func missingCount(before index: Int, after previous: Int) -> Int {
    MissingRun.count(in: missingRuns, before: index, after: previous)
  }
}
