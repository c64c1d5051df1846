import ChartModel

extension JSONRenderer {
  /// The top-level `"kind"` object: the recognised kind's name and its evidence (the values
  /// each stated fact rests on, and the method behind them), as docs/chart-kinds.md lists.
  struct KindObject: Encodable {
    var name: String
    var boxPlot: BoxPlot?

    init(_ kind: KindAnalysis, chart: AccessibleChart) {
      switch kind {
      case .boxPlot(let reading):
        name = "boxPlot"
        boxPlot = BoxPlot(reading, chart: chart)
      }
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
