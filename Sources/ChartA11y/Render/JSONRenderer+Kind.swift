import ChartModel

extension JSONRenderer {
  /// The top-level `"kind"` object: the recognised kind's name and its evidence (the values
  /// each stated fact rests on, and the method behind them), as docs/chart-kinds.md lists.
  ///
  ///     "kind": {"name": "scatter", "overall": {"pearson": {"coefficient": -0.778, "p": …}, …}}
  struct KindObject: Encodable {
    var name: String
    var overall: Relationship?
    var groups: [Relationship]?
    var pie: Pie?
    var boxPlot: BoxPlot?
    var heatmap: Heatmap?
    var histogram: Histogram?
    var categoryOrder: CategoryOrder?
    var normalizedStack: NormalizedStack?
    var interval: Interval?
    var candlestick: Candlestick?
    var connectedScatter: ConnectedScatter?
    var fittedLines: [FittedLineObject]?
    var clusters: Clusters?
    var twoValueAxes: TwoValueAxes?
    var stripPlot: StripPlot?

    /// The evidence of a kind's reading, a scatter plot's at the trend tests' significance
    /// level.
    ///
    /// - Complexity: O(*g* + *o* + *b*) in the groups, outliers, slices and boxes.
    init(_ kind: KindAnalysis, chart: AccessibleChart, alpha: Double) {
      switch kind {
      case .scatter(let reading):
        name = "scatter"
        overall = Relationship(reading.overall, group: nil, alpha: alpha)
        groups =
          reading.groups.isEmpty
          ? nil
          : reading.groups.map { Relationship($0.relationship, group: $0.name, alpha: alpha) }
        fittedLines =
          reading.fittedLines.isEmpty ? nil : reading.fittedLines.map(FittedLineObject.init)
        clusters = reading.clusters.map(Clusters.init)
      case .pie(let reading):
        name = "pie"
        pie = Pie(reading)
      case .boxPlot(let reading):
        name = "boxPlot"
        boxPlot = BoxPlot(reading, chart: chart)
      case .heatmap(let reading):
        name = "heatmap"
        heatmap = Heatmap(reading, chart: chart)
      case .histogram(let reading):
        name = "histogram"
        histogram = Histogram(reading)
      case .orderedCategories(let reading):
        name = "orderedCategories"
        categoryOrder = reading.order
      case .normalizedStack(let reading):
        name = "normalizedStack"
        normalizedStack = NormalizedStack(reading, chart: chart)
      case .interval(let reading):
        name = "interval"
        interval = Interval(reading, chart: chart)
      case .candlestick(let reading):
        name = "candlestick"
        candlestick = Candlestick(reading, alpha: alpha)
      case .connectedScatter(let reading):
        name = "connectedScatter"
        overall = Relationship(reading.overall, group: nil, alpha: alpha)
        connectedScatter = ConnectedScatter(reading, alpha: alpha)
      case .twoValueAxes(let reading):
        name = "twoValueAxes"
        categoryOrder = reading.categoryOrder
        twoValueAxes = TwoValueAxes(reading, chart: chart)
      case .stripPlot(let reading):
        name = "stripPlot"
        stripPlot = StripPlot(reading, chart: chart)
      }
    }

    /// A scatter plot's best k-means partition and whether it is stated.
    struct Clusters: Encodable {
      var method: String
      var k: Int
      var silhouette: Double
      var threshold: Double
      var stated: Bool
      var pointCount: Int
      var sampledCount: Int
      var clusters: [Cluster]

      init(_ found: ScatterClusters) {
        let counts = ScatterClusters.candidateCounts
        let share = Int((ScatterClusters.minimumShare * 100).rounded())
        method =
          "k-means (k-means++ seeding, \(KMeans.restarts) restarts) on z-scored x and y, "
          + "k from \(counts.lowerBound) to \(counts.upperBound) by mean silhouette; stated at "
          + "a silhouette of at least \(ScatterClusters.strongStructure) (Kaufman & Rousseeuw: "
          + "strong structure), every cluster at least \(share)% and "
          + "\(ScatterClusters.minimumClusterSize) points"
        k = found.k
        silhouette = found.silhouette
        threshold = ScatterClusters.strongStructure
        stated = found.isClear
        pointCount = found.pointCount
        sampledCount = found.sampledCount
        clusters = found.clusters.map { Cluster(count: $0.count, x: $0.x, y: $0.y) }
      }
    }

    /// One cluster's size and centre.
    struct Cluster: Encodable {
      var count: Int
      var x: Double
      var y: Double
    }

    /// A pie's total and shares.
    struct Pie: Encodable {
      var valueLabel: String
      var total: Double
      var rounding: String
      var slices: [Slice]
      var largest: [String]
      var smallest: [String]
      var problem: String?
      /// Whether the slices have a hole: a donut chart.
      var donut: Bool

      init(_ pie: PieReading) {
        valueLabel = pie.valueLabel
        donut = pie.isDonut
        total = pie.total
        rounding = "whole percent by largest remainder, summing to 100"
        slices = pie.slices.map {
          Slice(label: $0.label, value: $0.value, share: $0.share, percent: $0.percent)
        }
        largest = pie.largest.map(\.label)
        smallest = pie.smallest.map(\.label)
        switch pie.problem {
        case nil: problem = nil
        case .noValues?: problem = "no values"
        case .negativeValue?: problem = "negative value"
        case .zeroTotal?: problem = "zero total"
        }
      }
    }

    /// One slice: its value, exact share in percent and rounded percent.
    struct Slice: Encodable {
      var label: String
      var value: Double
      var share: Double
      var percent: Int
    }

    /// One scatter relationship's evidence.
    struct Relationship: Encodable {
      var group: String?
      var pointCount: Int
      var pearson: Coefficient?
      var spearman: Coefficient?
      var leastSquares: Line?
      var statedBy: String?
      var strength: String?
      var direction: String?
      var alpha: Double
      var outlierRule: String
      var outliers: [Point]

      init(_ relationship: ScatterRelationship, group: String?, alpha: Double) {
        self.group = group
        pointCount = relationship.pointCount
        pearson = relationship.pearson.map(Coefficient.init)
        spearman = relationship.spearman.map(Coefficient.init)
        leastSquares = relationship.line.map { Line(slope: $0.slope, intercept: $0.intercept) }
        self.alpha = alpha
        if let chosen = relationship.significant(alpha: alpha) {
          statedBy = chosen.method.rawValue
          strength = RelationshipStrength(chosen.coefficient).rawValue
          direction = chosen.coefficient > 0 ? "positive" : "negative"
        }
        outlierRule =
          "residual from the least-squares line more than \(ValueFormatter.number(ScatterRelationship.outlierCutoff)) "
          + "scaled MADs (1.4826 MAD) from the median residual"
        outliers = relationship.outliers.map {
          Point(x: $0.x, y: $0.y, series: $0.series, label: $0.label)
        }
      }
    }

    /// A correlation coefficient with its test.
    struct Coefficient: Encodable {
      var method: String
      var test: String
      var coefficient: Double
      var p: Double
      var sampleCount: Int

      init(_ correlation: Correlation) {
        method = correlation.method.rawValue
        switch correlation.method {
        case .pearson: test = "t test on n - 2 degrees of freedom"
        case .spearman: test = "t approximation on n - 2 degrees of freedom, ties by average ranks"
        }
        coefficient = correlation.coefficient
        p = correlation.p
        sampleCount = correlation.sampleCount
      }
    }

    /// The least-squares line.
    struct Line: Encodable {
      var slope: Double
      var intercept: Double
    }

    /// An outlying point.
    struct Point: Encodable {
      var x: Double
      var y: Double
      var series: String
      var label: String?
    }
  }

  /// A box plot's evidence: every box, the whisker rule and the medians' extremes.
  struct BoxPlot: Encodable {
    struct Box: Encodable {
      var series: String
      var x: Value
      var lowerWhisker: Value
      var lowerQuartile: Value
      var median: Value
      var upperQuartile: Value
      var upperWhisker: Value
      var interquartileRange: Value
      var outliers: [Value]
    }
    var boxes: [Box]
    var whiskerRule: String
    var interquartileMultiple: Double?
    var outlierCount: Int
    var highestMedian: [Int]
    var lowestMedian: [Int]
    var method: String

    init(_ reading: BoxPlotReading, chart: AccessibleChart) {
      func number(_ value: Double) -> Value { Value(.number(value)) }
      boxes = reading.boxes.map { box in
        Box(
          series: box.group(in: chart), x: Value(box.x),
          lowerWhisker: number(box.lowerWhisker), lowerQuartile: number(box.lowerQuartile),
          median: number(box.median), upperQuartile: number(box.upperQuartile),
          upperWhisker: number(box.upperWhisker),
          interquartileRange: number(box.interquartileRange),
          outliers: box.outliers.map(number))
      }
      switch reading.whiskerRule {
      case .nothingBeyond: whiskerRule = "nothing beyond the whiskers"
      case .interquartileMultiple(let multiple):
        whiskerRule = "interquartile multiple"
        interquartileMultiple = multiple
      case .pointsBeyond: whiskerRule = "points beyond the whiskers"
      }
      outlierCount = reading.outlierCount
      highestMedian = reading.highestMedian
      lowestMedian = reading.lowestMedian
      method =
        "the five values of each box in ascending order (lower whisker, lower quartile, "
        + "median, upper quartile, upper whisker); Vega-Lite boxplot quartiles by linear "
        + "interpolation between order statistics (d3-array quantile, R-7)"
    }
  }
}
