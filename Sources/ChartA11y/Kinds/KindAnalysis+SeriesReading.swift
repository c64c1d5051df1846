extension KindAnalysis {
  /// Whether the chart's series are read as series over x, with "starts at"/"ends at" and a
  /// Mann–Kendall trend (``SeriesSentences``) and compared by their extremes
  /// (``ComparisonSentences``).
  ///
  /// `false` for kinds whose order along x means nothing (a scatter plot's points, a pie's
  /// slices, a box plot's groups), which say their facts in their own section; the one place
  /// ``SeriesSentences``, the alt text, the comparisons and the JSON ask.
  ///
  /// - Complexity: O(1).
  public var readsSeriesOverX: Bool {
    switch self {
    case .scatter, .pie, .boxPlot: return false
    case .connectedScatter: return false
    case .heatmap: return false
    case .histogram: return false
    case .interval, .candlestick: return false
    case .orderedCategories: return true
    case .normalizedStack: return true
    case .twoValueAxes: return true
    // A category's rows are in no order of the chart: no start, end or trend over them.
    case .stripPlot: return false
    }
  }

  /// Whether x is an axis the data samples, at a regular step or calendar unit, so that a
  /// position between two values that none has is missing data (``MissingRun``).
  ///
  /// `false` for a scatter plot, connected or not: its x is a measured variable, and an x no
  /// point has is no missing sample (random x drawn at a pixel's resolution has a regular
  /// spacing, which read as a sampled axis said thousands of values were missing). Every other
  /// kind keeps the gaps found on its axis: a candlestick's missing trading days, a
  /// histogram's or heatmap's positions, categories absent from one series.
  ///
  /// - Complexity: O(1).
  public var samplesX: Bool {
    switch self {
    case .scatter, .connectedScatter: return false
    case .pie, .boxPlot, .heatmap, .histogram, .interval, .candlestick: return true
    case .orderedCategories, .normalizedStack, .twoValueAxes, .stripPlot: return true
    }
  }

  /// Whether the overview states the chart's axes (and a single series): `false` for a pie,
  /// which has neither axes nor a series apart from its slices, and for a heatmap, whose rows,
  /// columns and colour its own sentence names.
  ///
  /// - Complexity: O(1).
  var statesAxes: Bool {
    switch self {
    case .scatter, .boxPlot: return true
    case .connectedScatter: return true
    case .histogram: return true
    case .interval, .candlestick: return true
    case .orderedCategories: return true
    case .pie: return false
    case .heatmap: return false
    case .normalizedStack: return true
    case .twoValueAxes: return true
    case .stripPlot: return true
    }
  }

  /// Whether each series' section states its span, its range of values, the rows left out and
  /// its values by position: `false` for a histogram, whose own section reads each bin as a
  /// range ("80 to 100: 113", where a series' section would name it by its start) and says
  /// what is left out; `false` for an interval chart, whose own sentences read each category's
  /// centre and interval together (a series' section would read the bounds one by one).
  ///
  /// - Complexity: O(1).
  /// The straight line a scatter plot draws with a series (``FittedLine``), when the series
  /// is one: its section says what it is instead of reading its two end points as data.
  ///
  /// - Complexity: O(*f*) in the chart's fitted lines.
  func fittedLine(drawnBy series: DataSeries, in chart: AccessibleChart) -> FittedLine? {
    switch self {
    case .scatter(let reading):
      return reading.fittedLines.first { line in
        chart.series.indices.contains(line.seriesIndex)
          && chart.series[line.seriesIndex].name == series.name
      }
    case .pie, .boxPlot, .histogram, .heatmap, .interval, .candlestick, .connectedScatter,
      .orderedCategories, .normalizedStack, .twoValueAxes, .stripPlot:
      return nil
    }
  }

  var listsSeriesValues: Bool {
    switch self {
    case .scatter, .pie, .boxPlot: return true
    case .connectedScatter: return true
    case .heatmap: return true
    case .histogram: return false
    case .interval, .candlestick: return false
    case .orderedCategories: return true
    case .normalizedStack: return true
    case .twoValueAxes: return true
    case .stripPlot: return true
    }
  }

  /// Whether the description names the chart's series and gives each its own section:
  /// `false` for a candlestick chart, whose two series are the parts of every candle (the
  /// rule's low to high, the bar's open to close) that its own sentences read together; named
  /// one by one they would be read as two unrelated things ("Price to high", "open (bar)");
  /// and for an interval chart, whose centre and interval series are read together, one
  /// section per colour group (``KindSentences/sections``), each group named once.
  ///
  /// - Complexity: O(1).
  var describesSeries: Bool {
    switch self {
    case .scatter, .pie, .boxPlot, .histogram, .heatmap: return true
    case .connectedScatter: return true
    case .orderedCategories, .normalizedStack: return true
    case .twoValueAxes, .stripPlot: return true
    case .candlestick, .interval: return false
    }
  }

  /// Whether the series are tested for a trend along the independent axis' categories, by
  /// their steps (0, 1, 2, …), as series over time are: `true` for ordered categories
  /// (months, weekdays, ordinal years); nominal categories have no order to follow.
  ///
  /// - Complexity: O(1).
  var readsCategoryOrder: Bool {
    switch self {
    case .scatter, .pie, .boxPlot, .histogram: return false
    case .connectedScatter: return false
    case .heatmap, .interval, .candlestick, .stripPlot: return false
    case .orderedCategories: return true
    case .normalizedStack(let stack): return stack.categoryOrder != nil
    case .twoValueAxes(let reading): return reading.categoryOrder != nil
    }
  }
}
