import ChartModel

/// Panels drawn side by side over one y axis, or one above another over one x axis (facets,
/// small multiples), found as a person finds them: one row of x tick labels (or one column of
/// y tick labels) that reads as no single axis because its labels start over ("2.5 5.0 … 12.5
/// 2.5 5.0 … 12.5"), and whose runs, each starting with the first label, each fit a scale of
/// their own.
///
/// A shape belongs to the panel whose ticks its clip rectangle holds (ggplot2, plotly and
/// lets-plot clip each panel's marks to its plot area), else to the panel whose ticks lie
/// nearest its centre.
struct DrawnPanelRow {
  /// Each panel's axis along the row: x axes left to right, or y axes bottom to top.
  var columns: [TickLabelAxes.Candidate]
  /// Whether the panels stand side by side (each its own x axis), not one above another.
  var isRow = true

  /// Every label of the row.
  var labels: [DrawnText] { columns.flatMap(\.labels) }

  /// The row of panels the texts draw, if any.
  ///
  /// - Parameters:
  ///   - texts: The drawing's texts.
  ///   - verticalRules: The x of every vertical two-point stroke (grid lines, tick marks).
  /// - Returns: Two or more panels, or `nil` when every row of centred labels fits one axis
  ///   or none splits into runs that each fit one.
  /// - Complexity: O(*t* log *t* + *t* · *r*) for *t* texts and *r* rules.
  static func find(_ texts: [DrawnText], verticalRules: [Double]) -> DrawnPanelRow? {
    let rows = TickLabelAxes.groups(
      texts.filter { $0.isLevel && $0.anchor == .middle }, by: { $0.point.y }
    )
    .map { $0.sorted { $0.point.x < $1.point.x } }
    .sorted { $0[0].point.y > $1[0].point.y }
    return split(rows, horizontal: true, rules: verticalRules)
  }

  /// The column of panels the texts draw one above another, if any: a column of
  /// right-aligned y labels that starts over.
  ///
  /// - Parameters:
  ///   - texts: The drawing's texts.
  ///   - horizontalRules: The y of every horizontal two-point stroke.
  /// - Returns: Two or more panels, bottom to top, or `nil`.
  /// - Complexity: O(*t* log *t* + *t* · *r*).
  static func findStack(_ texts: [DrawnText], horizontalRules: [Double]) -> DrawnPanelRow? {
    let columns = TickLabelAxes.groups(
      texts.filter { $0.isLevel && $0.anchor == .end }, by: { $0.point.x }
    )
    .map { $0.sorted { $0.point.y > $1.point.y } }
    .sorted { $0[0].point.x < $1[0].point.x }
    guard var stack = split(columns, horizontal: false, rules: horizontalRules) else {
      return nil
    }
    stack.isRow = false
    return stack
  }

  /// The first group of labels that fits no one axis but splits into runs that each do.
  private static func split(_ groups: [[DrawnText]], horizontal: Bool, rules: [Double])
    -> DrawnPanelRow?
  {
    for group in groups where group.count >= 4 {
      if case .success = TickLabelAxes.candidate(group, horizontal: horizontal, rules: rules) {
        return nil
      }
      let starts = group.indices.filter { group[$0].text == group[0].text }
      guard starts.count >= 2 else { continue }
      let runs = zip(starts, starts.dropFirst() + [group.count]).map { Array(group[$0..<$1]) }
      guard runs.allSatisfy({ $0.count >= 2 }) else { continue }
      var columns: [TickLabelAxes.Candidate] = []
      for run in runs {
        guard
          case .success(let column) = TickLabelAxes.candidate(
            run, horizontal: horizontal, rules: rules)
        else { break }
        columns.append(column)
      }
      if columns.count == runs.count { return DrawnPanelRow(columns: columns) }
    }
    return nil
  }

  /// The pixels from each panel's first tick to its last.
  private var spans: [(low: Double, high: Double)] {
    columns.map { column in
      let pixels = column.ticks.map(\.pixel)
      return (pixels.min() ?? 0, pixels.max() ?? 0)
    }
  }

  /// The panel a shape is drawn in.
  ///
  /// - Returns: The index of the panel whose ticks the shape's clip holds, when one alone
  ///   does; else of the panel whose ticks lie nearest the shape's centre.
  /// - Complexity: O(*p*) in the panels.
  func panel(of shape: DrawnShape) -> Int {
    let spans = spans
    let (low, high) = isRow ? (\SVGRect.minX, \SVGRect.maxX) : (\SVGRect.minY, \SVGRect.maxY)
    if let clip = shape.clip {
      let held = spans.indices.filter {
        clip[keyPath: low] - 0.5 <= spans[$0].low && spans[$0].high <= clip[keyPath: high] + 0.5
      }
      if held.count == 1 { return held[0] }
    }
    let centre = isRow ? shape.bounds.centre.x : shape.bounds.centre.y
    func distance(_ index: Int) -> Double {
      max(0, spans[index].low - centre, centre - spans[index].high)
    }
    return spans.indices.min { distance($0) < distance($1) } ?? 0
  }

  /// The text heading each panel, other than the title: for panels side by side, the nearest
  /// level text above the plot (above `top`) whose middle lies over the panel's ticks (within
  /// half a tick step); for panels one above another, the nearest level text above the
  /// panel's top tick label and below the next panel up.
  ///
  /// - Returns: One heading per panel, `nil` where a panel has none.
  func headings(_ texts: [DrawnText], above top: Double, title: String?) -> [DrawnText?] {
    let level = texts.filter { $0.isLevel && $0.text != title }
    guard isRow else {
      return columns.indices.map { index in
        let column = columns[index]
        let upper =
          (column.labels.map(\.point.y).min() ?? 0)
          - (column.labels.map(\.fontSize).max() ?? 0)
        let ceiling =
          index + 1 < columns.count ? (columns[index + 1].labels.map(\.point.y).max() ?? 0) : -1e300
        return level.filter { $0.point.y < upper && $0.point.y > ceiling }
          .max { $0.point.y < $1.point.y }
      }
    }
    return zip(columns, spans).map { column, span in
      let step = (span.high - span.low) / Double(max(1, column.ticks.count - 1))
      return level.filter { text in
        let middle: Double
        switch text.anchor {
        case .start: middle = text.point.x + text.estimatedWidth / 2
        case .middle: middle = text.point.x
        case .end: middle = text.point.x - text.estimatedWidth / 2
        }
        return text.point.y < top && middle >= span.low - step / 2 && middle <= span.high + step / 2
      }.max { $0.point.y < $1.point.y }
    }
  }
}
