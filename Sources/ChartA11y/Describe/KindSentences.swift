import ChartModel

/// The sentences about a recognised kind's facts (``KindAnalysis``): the chart's, said after
/// the overview's construction sentences, and each series', said in its section.
enum KindSentences {
  /// The sentences about the whole chart, up to the options' level; none for a chart read as
  /// series over x.
  ///
  /// - Complexity: O(*k*) in the facts said.
  static func chart(
    _ analysis: ChartAnalysis, options: DescriptionOptions, phrasebook book: any Phrasebook
  ) -> [DescriptionSentence] {
    guard let kind = analysis.kind else { return [] }
    let chart = analysis.chart
    var said: [(DescriptionLevel, KindSentence)] = []
    switch kind {
    case .scatter(let reading):
      let overall = reading.overall
      said.append(
        (
          .trends,
          .relationship(
            overall, x: chart.xAxis, y: chart.yAxis, scope: .allPoints, alpha: analysis.alpha)
        ))
      if overall.line != nil, overall.pointCount >= 3 {
        said.append((.trends, .outliers(overall, x: chart.xAxis, y: chart.yAxis)))
      }
    case .pie(let pie):
      said.append((.construction, .pieEncoding(pie)))
      if let problem = pie.problem {
        said.append((.statistics, .pieProblem(problem)))
      } else {
        said.append((.statistics, .pieShares(pie, valueAxis: chart.dependentAxisDescriptor)))
        said.append((.statistics, .pieExtremes(pie)))
      }
    }
    return said.filter { $0.0 <= options.level }.map {
      DescriptionSentence(level: $0.0, text: book.sentence($0.1))
    }
  }

  /// The sentences about one series, up to the options' level: a scatter plot's colour
  /// group's relationship.
  ///
  /// - Complexity: O(*g*) in the chart's groups.
  static func series(
    _ name: String, of analysis: ChartAnalysis, options: DescriptionOptions,
    phrasebook book: any Phrasebook
  ) -> [DescriptionSentence] {
    guard let kind = analysis.kind, options.level >= .trends else { return [] }
    let chart = analysis.chart
    switch kind {
    case .scatter(let reading):
      guard let group = reading.groups.first(where: { $0.name == name }) else { return [] }
      let text = book.sentence(
        .relationship(
          group.relationship, x: chart.xAxis, y: chart.yAxis, scope: .group(name),
          alpha: analysis.alpha))
      return [DescriptionSentence(level: .trends, text: text, series: name)]
    case .pie:
      return []
    }
  }
}
