import ChartModel

extension JSONRenderer {
  /// A strip plot's evidence: each series' categories in axis order, each with its count and
  /// five-number summary (definition 7), the numbers its description reads and its sound plays.
  ///
  ///     "stripPlot": {"method": "…", "series": [{"name": "Horsepower", "categories":
  ///       [{"category": "3", "count": 4, "fiveNumbers": [90, 95.25, 98.5, 102.5, 110]}, …]}]}
  struct StripPlot: Encodable {
    var method =
      "per category: count, lowest, lower quartile, median, upper quartile, highest "
      + "(Hyndman and Fan definition 7, as pandas' describe)"
    var series: [Series]

    init(_ reading: StripPlotReading, chart: AccessibleChart) {
      series = zip(chart.series, reading.spreads).map { series, spreads in
        Series(
          name: series.name,
          categories: spreads.map { spread in
            Category(
              category: ValueFormatter.text(of: spread.category), count: spread.count,
              fiveNumbers: spread.fiveNumbers)
          })
      }
    }

    /// One series' categories.
    struct Series: Encodable {
      var name: String
      var categories: [Category]
    }

    /// One category's count and five numbers (lowest, lower quartile, median, upper quartile,
    /// highest).
    struct Category: Encodable {
      var category: String
      var count: Int
      var fiveNumbers: [Double]
    }
  }
}
