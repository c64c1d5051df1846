import ChartModel

extension JSONRenderer.KindObject {
  /// A chart with two y axes: each axis with its side, title, unit, range and scale, and the
  /// series read on it; values are not compared across the axes.
  ///
  ///     "twoValueAxes": {"comparedAcrossAxes": false, "axes": [{"position": "leading",
  ///       "side": "left", "title": "Temperature", "range": [5, 25], "series": ["Temperature"]}, …]}
  struct TwoValueAxes: Encodable {
    /// Always `false`: no value is compared or ranked across the two axes.
    var comparedAcrossAxes = false
    var axes: [Side]

    init(_ reading: TwoValueAxesReading, chart: AccessibleChart) {
      axes = reading.sides.map { side in
        Side(
          position: side.position.rawValue,
          side: EnglishPhrasebook().phrase(.axisSide(side.position)), title: side.axis.title,
          unit: side.axis.unit, range: side.axis.range.map { [$0.lowerBound, $0.upperBound] },
          scale: Self.scaleName(side.axis.scale.kind),
          series: side.seriesIndices.map { chart.series[$0].name })
      }
    }

    /// The scale's kind as the chart spec names it: `linear`, `log`, `symlog`, `pow`.
    private static func scaleName(_ kind: AxisScale.Kind) -> String {
      switch kind {
      case .linear: return "linear"
      case .log: return "log"
      case .symlog: return "symlog"
      case .pow: return "pow"
      }
    }

    /// One y axis and its series.
    struct Side: Encodable {
      /// `leading` or `trailing`, as the chart spec's `axisPosition`.
      var position: String
      /// `left` or `right`.
      var side: String
      var title: String
      var unit: String?
      /// The smallest and largest value of its own series.
      var range: [Double]?
      var scale: String
      var series: [String]
    }
  }
}
