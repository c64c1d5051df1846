import ChartImport
import ChartModel

extension EnglishPhrasebook {
  /// - Complexity: O(*n*) in the length of the sentence.
  func sentence(_ sentence: ChartSentence) -> String {
    switch sentence {
    case .kind(let type, let title):
      let type = opening(.chartType(type))
      return title.map { "\(type): \($0)." } ?? "\(type) without a title."
    case .boxReading(let marks, let values):
      return "Each box groups \(phrase(.marks(marks))) marks, read as one observation of five "
        + "values: \(phrase(.list(values.map(Phrase.name))))."
    case .axis(let position, let axis):
      return "The \(position.rawValue) axis is \(phrase(.axis(axis)))."
    case .panelAxes(let position, let axes):
      let ordinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh"]
      let each = axes.enumerated().map { index, axis in
        let panel =
          index < ordinals.count ? "The \(ordinals[index]) panel's" : "Panel \(index + 1)'s"
        return "\(panel) \(position.rawValue) axis is \(phrase(.axis(axis)))."
      }
      return (["Each of its \(axes.count) panels draws its own \(position.rawValue) axis."] + each)
        .joined(separator: " ")
    case .valueAxis(let side, let axis, let series):
      let shown =
        series == [axis.title] ? "" : "; it shows " + ListPhrasing.joined(series)
      return "The \(phrase(.axisSide(side))) y axis is \(phrase(.axis(axis)))\(shown)."
    case .readOnOwnAxis:
      return "Each series is read on its own y axis; values on the two axes are not compared."
    case .noData:
      return "The chart shows no data to assistive technology: every mark is hidden."
    case .onlyReferenceLines:
      return "The chart has no data series, only reference lines."
    case .oneSeries(let name):
      return "It shows one series, \(name)."
    case .series(let names, let count, let grouping, let legendHidden):
      let grouping = grouping.map { " by \($0)" } ?? ""
      let legend = legendHidden ? " (the legend is hidden on the chart)" : ""
      let order = count > 1 ? ", in chart order" : ""
      let shown = "It shows \(phrase(.count(count, .series)))\(grouping)\(order)\(legend)"
      guard names.count < count else { return shown + ": " + names.joined(separator: ", ") + "." }
      guard !names.isEmpty else { return shown + "." }
      let first = names.count == 1 ? "the first" : "the first \(names.count)"
      return shown + "; \(first): " + names.joined(separator: ", ") + "."
    case .sideBySide(let band, let order):
      return "Within each \(band), marks are placed side by side in the order "
        + order.joined(separator: ", ") + "."
    case .stacking(let stacking, let mark):
      let marks = "The \(mark.noun)s are"
      switch stacking {
      case .standard: return "\(marks) stacked."
      case .unstacked: return "\(marks) not stacked; each shows its own values."
      case .normalized: return "\(marks) stacked to the same height, showing shares."
      case .center: return "\(marks) stacked around a centre line (a stream graph)."
      }
    case .referenceLine(let label, let value, let axis):
      let value = phrase(.value(value, on: axis))
      return label.isEmpty
        ? "A reference line without a label is drawn at \(value)."
        : "A reference line marks \(label) at \(value)."
    case .readFromDrawing(let reading):
      let unread =
        reading.unreadMarks.isEmpty
        ? "" : "; not described: \(ListPhrasing.joined(reading.unreadMarks))"
      return "Values read from the drawing, to within about \(DrawingReadingText.text(reading))"
        + unread + "."
    case .unreadViews(let views, let total):
      // "1 of the chart's 2 views is not described: bar marks of Costs (its data cannot be
      // joined with the first view's)."
      let count = ValueFormatter.number(Double(views.count))
      let verb = views.count == 1 ? "is" : "are"
      let which = views.map { "\($0.name) (\($0.reason))" }
      return
        "\(count) of the chart's \(ValueFormatter.number(Double(max(total, views.count + 1)))) "
        + "views \(verb) not described: \(ListPhrasing.joined(which))."
    case .authorSummary(let summary):
      return "“\(summary)”"
    case .undetailedSeries(let names, let count):
      let list = names.isEmpty ? "" : ": " + names.joined(separator: ", ")
      return count == 1
        ? "1 more series is not detailed\(list)."
        : "\(ValueFormatter.number(Double(count))) more series are not detailed\(list)."
    }
  }
}
