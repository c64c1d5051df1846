import ChartModel

extension StripPlotReading {
  /// The labels of a category's five sounded values, lowest first.
  static let fiveNumberLabels = [
    "lowest", "lower quartile", "median", "upper quartile", "highest",
  ]

  /// What a strip plot's section announces after its name and count of points, such as "Its
  /// 5 categories each play their lowest value, lower quartile, median, upper quartile and
  /// highest value, rising.".
  ///
  /// - Parameter categories: How many categories the series has values in.
  /// - Returns: The sentence, ending with a period.
  static func announcement(categories: Int) -> String {
    let counted = EnglishPhrasebook().phrase(.count(categories, .category))
    let verb = categories == 1 ? "plays its" : "each play their"
    return "Its \(counted) \(verb) lowest value, lower quartile, median, upper quartile and "
      + "highest value, rising."
  }

  /// The chart as a strip plot sounds: each series one observation per category, in axis
  /// order, whose five components are the category's lowest value, quartiles, median and
  /// highest value (``Spread/fiveNumbers``), played as one fast rising arpeggio, as a box
  /// plot's are.
  ///
  /// Played point by point, every value of a category would sound at the same instant (a
  /// category is one position on the axis): hundreds of notes at once, too loud to follow and
  /// over in a second. The five numbers are those ``CategorySpreadSentence`` says.
  ///
  /// - Parameter analysis: The analysis of a strip plot (any other chart comes back
  ///   unchanged).
  /// - Returns: The analysis of the chart as its categories' spreads, without a kind of its
  ///   own.
  /// - Complexity: O(*n* log *n*) for *n* points (the new analysis).
  public static func asSpreads(_ analysis: ChartAnalysis) -> ChartAnalysis {
    guard case .stripPlot(let reading) = analysis.kind else { return analysis }
    var chart = analysis.chart
    for (index, spreads) in zip(chart.series.indices, reading.spreads) {
      chart.series[index].observations = spreads.map { spread in
        let numbers = spread.fiveNumbers
        let components =
          numbers.count == fiveNumberLabels.count
          ? zip(fiveNumberLabels, numbers).map { LabelledValue(label: $0, value: $1) } : []
        return Observation(
          x: spread.category, value: numbers.count == 5 ? numbers[2] : nil,
          components: components)
      }
    }
    var spreads = ChartAnalysis(chart, alpha: analysis.alpha)
    spreads.kind = nil
    return spreads
  }
}
