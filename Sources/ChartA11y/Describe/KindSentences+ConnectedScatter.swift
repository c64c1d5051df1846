import ChartModel

extension KindSentences {
  /// A connected scatter plot's sentences.
  ///
  /// Each path's start and end with their ordering values, and its overall direction (L2);
  /// the relationship of y and x over all points, as a scatter plot's (L3; not for a simplified
  /// line, whose points are only those its file keeps). One line's are in
  /// the overview; with several, each line's path is in its series' section and the overall
  /// relationship in the overview. There is no "starts at … ends at" over x and no trend test
  /// over x.
  ///
  /// - Complexity: O(*s*) in the series.
  static func connectedScatter(
    _ reading: ConnectedScatterReading, analysis: ChartAnalysis, options: DescriptionOptions,
    book: any Phrasebook
  ) -> KindSentences {
    let chart = analysis.chart
    let (xAxis, yAxis) = (chart.xAxis, chart.yAxis)
    let named = reading.paths.count > 1
    // A simplified line's points are the vertices its file keeps: no test is read from them.
    func isKeptOnly(_ path: ConnectedScatterReading.Path) -> Bool {
      analysis.series.indices.contains(path.seriesIndex)
        && analysis.series[path.seriesIndex].isSimplifiedLine
    }
    let testsRelationship = !reading.paths.contains(where: isKeptOnly)
    func end(
      _ point: ScatterRelationship.Point, order: DataValue?, path: ConnectedScatterReading.Path
    )
      -> ConnectedScatterSentence.End
    {
      let text = order.map { value -> String in
        let written = orderText(value, isTime: path.orderIsTime)
        return path.orderIsTime ? written : "\(path.orderLabel ?? "") \(written)"
      }
      return ConnectedScatterSentence.End(
        order: text, x: .value(.number(point.x), on: xAxis), y: .value(.number(point.y), on: yAxis))
    }
    func sign(_ change: Double) -> Int { change > 0 ? 1 : change < 0 ? -1 : 0 }
    var overview: [DescriptionSentence] = []
    var seriesFacts: [String: [DescriptionSentence]] = [:]
    var summary: [String] = []
    for path in reading.paths {
      let start = end(path.start, order: path.startOrder, path: path)
      let finish = end(path.end, order: path.endOrder, path: path)
      let series = named ? path.name : nil
      let sentences = [
        DescriptionSentence(
          level: .statistics,
          text: book.sentence(
            .connectedScatter(
              .ends(
                series: series, start: start, end: finish, orderLabel: path.orderLabel,
                orderIsTime: path.orderIsTime, points: .count(path.pointCount, .point),
                keptOnly: isKeptOnly(path), xTitle: xAxis.title, yTitle: yAxis.title))),
          series: series),
        DescriptionSentence(
          level: .statistics,
          text: book.sentence(
            .connectedScatter(
              .direction(
                series: series, xChange: sign(path.end.x - path.start.x),
                yChange: sign(path.end.y - path.start.y), start: start, end: finish,
                xTitle: xAxis.title, yTitle: yAxis.title))), series: series),
      ]
      if named {
        seriesFacts[path.name] = sentences
      } else {
        overview += sentences
      }
      summary += sentences.map(\.text)
    }
    if testsRelationship {
      let relationship = book.sentence(
        .relationship(
          reading.overall, x: xAxis, y: yAxis, scope: .allPoints, alpha: analysis.alpha,
          statesTests: options.statesTests))
      overview.append(DescriptionSentence(level: .trends, text: relationship))
      summary.append(relationship)
    }
    var brief: [String] = []
    if let first = reading.paths.first, !named {
      let start = end(first.start, order: first.startOrder, path: first)
      let finish = end(first.end, order: first.endOrder, path: first)
      brief = [false, true].map {
        book.sentence(
          .connectedScatter(
            .inBrief(start: start, end: finish, xTitle: xAxis.title, yTitle: yAxis.title, brief: $0)
          ))
      }
    }
    if testsRelationship {
      brief.append(
        book.sentence(
          .relationshipInBrief(
            reading.overall, x: xAxis, y: yAxis, alpha: analysis.alpha, words: false)))
    }
    return KindSentences(
      overview: overview, facts: [], seriesFacts: seriesFacts, summary: summary,
      briefFindings: brief, level: options.level)
  }

  /// An ordering value as text: a year without a thousands separator ("1956"), a date by
  /// day, a number as people say it, a category as it is.
  ///
  /// - Complexity: O(1).
  static func orderText(_ value: DataValue, isTime: Bool) -> String {
    switch value {
    case .number(let number) where isTime && number == number.rounded() && abs(number) < 1e9:
      return String(Int(number))
    case .date(let date): return ValueFormatter.date(date, unit: nil)
    case .number, .category: return ValueFormatter.text(of: value)
    }
  }
}
