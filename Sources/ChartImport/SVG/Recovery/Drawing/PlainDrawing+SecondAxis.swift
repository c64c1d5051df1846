import ChartModel

extension PlainDrawing {
  /// Splits a drawing's marks between its two y axes as a person does: each series is read
  /// on the axis whose title is the series' name in the legend (plotly's `secondary_y`,
  /// bokeh's `extra_y_ranges`, whose legends name each line as its axis is titled).
  ///
  /// The second axis is the column of numbers right of the plot (``TickLabelAxes/secondY``),
  /// its title the nearest text turned a quarter right of it.
  ///
  /// - Parameters:
  ///   - drawing: The drawing read on the left y axis.
  ///   - labels: The second axis's labels.
  ///   - rules: The y of every horizontal two-point stroke, to place its ticks.
  ///   - texts: The texts that are no tick labels (legend entries too: an axis may be titled
  ///     as its series is named).
  /// - Returns: The drawing's marks on each side, each side with its own y axis.
  /// - Throws: ``ChartImportError`` `.noChartData` when the second axis fits no scale, either
  ///   axis is untitled, or a series' name in the legend is neither axis's title (which marks
  ///   belong to which axis cannot be told).
  /// - Complexity: O(*m* + *t*) for *m* groups of marks and *t* texts.
  static func secondAxis(
    _ drawing: GeometryChartBuilder.Drawing, labels: [DrawnText], rules: [Double],
    texts: [DrawnText]
  ) throws(ChartImportError) -> (
    leading: GeometryChartBuilder.Drawing, trailing: GeometryChartBuilder.Drawing
  ) {
    guard
      case .success(let second) = TickLabelAxes.candidate(
        labels, horizontal: false, rules: rules),
      let column = labels.map(\.point.x).max(),
      let leftTitle = drawing.yAxis.title,
      let rightTitle = texts.filter({ abs(abs($0.rotation) - 90) < 1 && $0.point.x > column })
        .min(by: { $0.point.x < $1.point.x })?.text,
      leftTitle != rightTitle
    else { throw secondAxisUnread(labels) }
    let names = Dictionary(
      drawing.legend.map { ($0.colour, $0.name) }, uniquingKeysWith: { first, _ in first })
    var leading = drawing
    var trailing = drawing
    leading.marks = []
    trailing.marks = []
    for marks in drawing.marks {
      switch marks.colour.flatMap({ names[$0] }) {
      case leftTitle?: leading.marks.append(marks)
      case rightTitle?: trailing.marks.append(marks)
      default:
        // Strokes of no series (whiskers, error bars) stay with the left axis, named there as
        // not described; a series no axis names cannot be placed.
        guard marks.colour == nil else { throw secondAxisUnread(labels) }
        leading.marks.append(marks)
      }
    }
    guard !trailing.marks.isEmpty, leading.marks.contains(where: { $0.colour != nil }) else {
      throw secondAxisUnread(labels)
    }
    var axis = second.axis
    axis.title = rightTitle
    trailing.yAxis = axis
    return (leading, trailing)
  }

  /// Why a drawing of two y axes is not read: which marks belong to which axis cannot be
  /// told.
  static func secondAxisUnread(_ labels: [DrawnText]) -> ChartImportError {
    ChartImportError(
      .noChartData(
        reason: "the drawing has two y axes (a second one on the right"
          + (labels.isEmpty ? "" : ", labelled \(labels.map(\.text).joined(separator: ", "))")
          + "), each the scale of its own marks, and which marks belong to which axis cannot "
          + "be told from the drawing (its legend does not name each series as an axis is "
          + "titled)"))
  }
}
