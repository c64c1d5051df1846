/// Calendar units for a chart spec's temporal fields that do not give one.
extension ChartSpec {
  /// The spec with a calendar unit on every position field (`x`, `y` and their starts and
  /// ends) that is temporal and has none, inferred from the field's dates by
  /// ``CalendarUnitInference/unit(ofSeconds:)``: the rule CSV and Vega-Lite input follow, so
  /// that a column of dates `"2001"`, `"2003"` is years (with 2002 missing, and a slope per
  /// year), whichever format it came in.
  ///
  /// A field that does not resolve is left for ``ChartDocument``'s checks to report.
  ///
  /// - Parameter table: The spec's data.
  /// - Returns: The spec, with units added where they were inferred.
  /// - Complexity: O(*n* log *n*) per temporal field of *n* rows.
  package func inferringCalendarUnits(from table: DataTable) -> ChartSpec {
    var cache: [String: CalendarUnit?] = [:]
    func inferred(_ encoding: EncodingSpec?) -> EncodingSpec? {
      guard var encoding, encoding.unit == nil, let field = encoding.field else { return encoding }
      if cache[field] == nil {
        var unit: CalendarUnit?
        if let resolved = try? table.resolve(encoding, at: .root),
          case .dates(let seconds) = resolved.storage
        {
          unit = CalendarUnitInference.unit(ofSeconds: seconds)
        }
        cache[field] = .some(unit)
      }
      encoding.unit = cache[field] ?? nil
      return encoding
    }
    func inferred(_ mark: MarkSpec) -> MarkSpec {
      var mark = mark
      mark.x = inferred(mark.x)
      mark.y = inferred(mark.y)
      mark.xStart = inferred(mark.xStart)
      mark.xEnd = inferred(mark.xEnd)
      mark.yStart = inferred(mark.yStart)
      mark.yEnd = inferred(mark.yEnd)
      return mark
    }
    var spec = self
    spec.marks = marks.map { element in
      switch element {
      case .mark(let mark): return .mark(inferred(mark))
      case .plot(var plot):
        plot.marks = plot.marks.map(inferred)
        return .plot(plot)
      }
    }
    return spec
  }
}
