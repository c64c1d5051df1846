import Foundation

extension ChartSpec {
  /// Checks what decoding alone cannot: required values for each mark kind, paired extents,
  /// a chart with content, and sonification durations within the limit.
  ///
  /// Field names are checked against the data by ``ChartDocument``.
  ///
  /// - Throws: ``ChartSpecError`` at the JSON path of the first problem found.
  /// - Complexity: O(*m*) in the number of marks.
  public func validate() throws(ChartSpecError) {
    let marksPath = SpecPath.root.appending("marks")
    guard !marks.isEmpty else {
      throw ChartSpecError(.invalidValue("a chart needs at least one mark"), path: marksPath)
    }
    let markCount = marks.reduce(0) { count, element in
      switch element {
      case .mark: count + 1
      case .plot(let plot): count + plot.marks.count
      }
    }
    guard markCount <= InputBudget.maximumMarks else {
      throw InputBudget.exceeded(
        "marks", count: markCount, limit: InputBudget.maximumMarks,
        advice: "split the chart into several", path: marksPath)
    }
    for (index, element) in marks.enumerated() {
      let path = marksPath.appending(index: index)
      switch element {
      case .mark(let mark):
        try mark.validate(at: path)
      case .plot(let plot):
        guard !plot.marks.isEmpty else {
          throw ChartSpecError(
            .invalidValue("a plot needs at least one mark"), path: path.appending("marks"))
        }
        for (inner, mark) in plot.marks.enumerated() {
          try mark.validate(at: path.appending("marks").appending(index: inner))
        }
      }
    }
    for (index, suppression) in (audit?.suppressions ?? []).enumerated()
    where suppression.reason.trimmingCharacters(in: .whitespaces).isEmpty {
      throw ChartSpecError(
        .invalidValue("a suppression needs a reason"),
        path: SpecPath.root.appending("audit").appending("suppressions").appending(index: index)
          .appending("reason"))
    }
    try sonification?.validate(at: SpecPath.root.appending("sonification"))
    for (name, axis) in [("x", axes.x), ("y", axes.y), ("yTrailing", axes.yTrailing)] {
      if let domain = axis?.domain, domain.count != 2 {
        throw ChartSpecError(
          .invalidValue("a scale domain has two bounds, found \(domain.count)"),
          path: SpecPath.root.appending("axes").appending(name).appending("domain"))
      }
    }
  }
}

extension MarkSpec {
  /// Checks that the mark has the values its kind needs.
  func validate(at path: SpecPath) throws(ChartSpecError) {
    for (start, end, startName, endName) in [
      (xStart, xEnd, "xStart", "xEnd"), (yStart, yEnd, "yStart", "yEnd"),
    ] where (start == nil) != (end == nil) {
      let missing = start == nil ? startName : endName
      throw ChartSpecError(
        .missingField(missing), path: path,
        file: nil)
    }
    let hasX = x != nil || xStart != nil
    let hasY = y != nil || yStart != nil
    let needs: String?
    switch kind.positions {
    case .bothAxes:
      needs = (x != nil && y != nil) ? nil : "both 'x' and 'y'"
    case .valueExtent:
      needs =
        (x != nil && hasY) || (y != nil && hasX) ? nil : "'x' and 'y' (or 'yStart' and 'yEnd')"
    case .eitherAxis:
      needs = (hasX || hasY) ? nil : "'x' or 'y' (or a start and end)"
    case .angle:
      needs = angle != nil ? nil : "'angle'"
    }
    if let needs {
      let article = kind.rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a"
      throw ChartSpecError(
        .invalidValue("\(article) \(kind.rawValue) mark needs \(needs)"), path: path)
    }
  }
}
