import ChartImport
import ChartModel

/// The English wording of every part, sentence and heading (see ``Phrasebook``).
///
/// Numbers and dates are written by ``ValueFormatter`` and values on an axis by
/// ``AxisPhrasing``, both English; lists by ``ListPhrasing``.
struct EnglishPhrasebook: Phrasebook {
  /// - Complexity: O(*n*) in the length of the text written, for every part.
  func phrase(_ part: Phrase) -> String {
    switch part {
    case .name(let text): return text
    case .number(let number): return ValueFormatter.number(number)
    case .value(let value, let axis): return AxisPhrasing.value(value, on: axis)
    case .preciseValue(let value, let axis):
      return AxisPhrasing.value(value, on: axis, precise: true)
    case .count(let count, let noun):
      let word = count == 1 ? words(noun).singular : words(noun).plural
      return "\(ValueFormatter.number(Double(count))) \(word)"
    case .valuesInPeriods(let periods, let unit):
      return phrase(.count(periods.valueCount, .value)) + " in "
        + phrase(.count(periods.periodCount, .period(unit)))
    case .plural(let noun): return words(noun).plural
    case .list(let parts): return ListPhrasing.joined(parts.map(phrase))
    case .marks(let kinds): return kinds.map(\.noun).joined(separator: " and ")
    case .chartType(let type): return chartType(type)
    case .axis(let axis): return self.axis(axis)
    case .axisSide(let side):
      // Swift Charts' leading and trailing are left and right in a left-to-right layout.
      switch side {
      case .leading: return "left"
      case .trailing: return "right"
      }
    }
  }

  /// The two ends of a range: summaries of numbers on one axis to the same decimals
  /// (``AxisPhrasing/range(_:_:on:)``: "92.41 to 100.97", not "92.41 to 101"), other parts
  /// each as ``phrase(_:)`` words it.
  ///
  /// - Complexity: O(*n*) in the length of the text written.
  func ends(_ low: Phrase, _ high: Phrase) -> (low: String, high: String) {
    if case .value(.number(let lower), let axis) = low,
      case .value(.number(let upper), let other) = high, axis == other
    {
      return AxisPhrasing.range(lower, upper, on: axis)
    }
    return (phrase(low), phrase(high))
  }

  /// Capitalizes only our own words: a name or a value from the data keeps its spelling
  /// ("mpg", "Miles_per_Gallon"), and a list opens as its first part does.
  func opening(_ part: Phrase) -> String {
    switch part {
    case .name, .value, .preciseValue, .number, .axis: return phrase(part)
    case .list(let parts):
      guard let first = parts.first else { return phrase(part) }
      return ListPhrasing.joined([opening(first)] + parts.dropFirst().map(phrase))
    case .count, .valuesInPeriods, .plural, .marks, .chartType, .axisSide:
      let text = phrase(part)
      return text.prefix(1).uppercased() + text.dropFirst()
    }
  }

  func heading(_ role: DescriptionSection.Role) -> String? {
    switch role {
    case .overview: return nil
    case .authorSummary: return "Author's summary"
    case .kind: return "What the chart shows"
    case .series(let name): return name
    case .otherSeries: return "Other series"
    case .comparison: return "Comparison"
    }
  }

  /// A noun's English singular and plural.
  private func words(_ noun: Noun) -> (singular: String, plural: String) {
    switch noun {
    case .series: return ("series", "series")
    case .point: return ("point", "points")
    case .category: return ("category", "categories")
    case .value: return ("value", "values")
    case .slice: return ("slice", "slices")
    case .row: return ("row", "rows")
    case .period(let unit): return (unit.rawValue, unit.pluralNoun)
    }
  }

  /// "box plot", "bar and line chart", "chart", or for `Plot` groups "chart of grouped rule
  /// and point marks, each group read as one observation".
  private func chartType(_ type: ChartType) -> String {
    switch type {
    case .boxPlot: return "box plot"
    case .groups(let kinds):
      return "chart of grouped \(phrase(.marks(kinds))) marks, each group read as one observation"
    case .marks(let kinds): return kinds.isEmpty ? "chart" : "\(phrase(.marks(kinds))) chart"
    case .scatter: return "scatter plot"
    case .connectedScatter: return "connected scatter plot"
    case .pie: return "pie chart"
    case .heatmap: return "heatmap"
    case .histogram: return "histogram"
    case .donut: return "donut chart"
    case .intervals(let band): return band ? "error band chart" : "error bar chart"
    case .candlestick: return "candlestick chart"
    case .twoValueAxes(let kinds): return "\(phrase(.marks(kinds))) chart with two y axes"
    case .stripPlot: return "strip plot"
    }
  }

  /// "Year, temporal, from 1880 to 2017", "Region, categorical with 3 categories: North, …".
  private func axis(_ axis: AxisDescriptor) -> String {
    var text = axis.title
    if let unit = axis.unit, !unit.isEmpty { text += " (\(unit))" }
    switch axis.kind {
    case .categorical:
      let shown = axis.categories.prefix(12).joined(separator: ", ")
      let more = axis.categories.count > 12 ? ", and \(axis.categories.count - 12) more" : ""
      text += ", categorical with \(phrase(.count(axis.categories.count, .category)))"
      if !axis.categories.isEmpty { text += ": \(shown)\(more)" }
    case .numeric, .temporal:
      text += axis.kind == .temporal ? ", temporal" : ", numeric"
      text += extent(axis)
    }
    if axis.isHidden { text += "; the axis is hidden on the chart" }
    return text
  }

  /// What a numeric or temporal axis spans, and what its values run over.
  ///
  /// ", from 0 to 15" when the axis fits its values (no declared domain, or one written as the
  /// values' range), else the declared domain as drawn and, separately, the values' range:
  /// ", spanning 0 to 10, on a logarithmic scale; the values run from 0 to 15; 2 values above
  /// the axis maximum of 10 are cut off at its edge, not drawn". Without a declared domain,
  /// an axis drawn beyond its values (``AxisScale/drawnSpan``) is said the same way
  /// (", spanning 0% to 8%; the values run from 4.3% to 7.7%"), or by the end that is known
  /// (", starting at 0; the values run from 43 to 77"). The values' range is never called the
  /// axis's.
  private func extent(_ axis: AxisDescriptor) -> String {
    // Both ends to the same decimals (AxisPhrasing.range).
    func written(_ range: ClosedRange<Double>) -> (low: String, high: String) {
      AxisPhrasing.range(range.lowerBound, range.upperBound, on: axis)
    }
    // One value is not a range.
    func values(_ range: ClosedRange<Double>, subject: String) -> String {
      let (low, high) = written(range)
      return range.lowerBound == range.upperBound
        ? "every value \(subject.isEmpty ? "" : "is ")\(low)"
        : "\(subject)from \(low) to \(high)"
    }
    guard let domain = axis.scale.domain else {
      guard let range = axis.range, let span = axis.scale.drawnSpan else {
        return (axis.range.map { ", " + values($0, subject: "") } ?? "") + scale(axis)
      }
      // Vega draws the axis from 0, or to round ends, beyond its values: said as drawn.
      var low = span.lowerBound.map { AxisPhrasing.number($0, on: axis) }
      var high = span.upperBound.map { AxisPhrasing.number($0, on: axis) }
      if let lower = span.lowerBound, let upper = span.upperBound {
        (low, high) = AxisPhrasing.range(lower, upper, on: axis)
      }
      let drawn: String
      if span.isReachedByReferenceLines {
        // How far past a reference line the axis is drawn is not known, only that it holds it.
        let reach =
          switch (low, high) {
          case (let low?, let high?): "from \(low) to \(high), to hold its reference lines"
          case (let low?, nil): "down to \(low), to hold its reference line"
          case (nil, let high?): "up to \(high), to hold its reference line"
          case (nil, nil): ""
          }
        return ", drawn at least \(reach)" + scale(axis) + "; "
          + values(range, subject: "the values run ")
      }
      switch (low, high) {
      case (let low?, let high?):
        if (low, high) == written(range) {
          return ", " + values(range, subject: "") + scale(axis)
        }
        drawn = "spanning \(low) to \(high)"
      case (let low?, nil): drawn = "starting at \(low)"
      case (nil, let high?): drawn = "ending at \(high)"
      case (nil, nil):
        // Drawn beyond its values by an amount not known: only the values are said.
        return scale(axis) + "; " + values(range, subject: "the values run ")
      }
      return ", " + drawn + scale(axis) + "; " + values(range, subject: "the values run ")
    }
    let drawn = written(domain)
    if let range = axis.range, range.lowerBound != range.upperBound, written(range) == drawn {
      return ", " + values(range, subject: "") + scale(axis) + beyondDomain(axis)
    }
    var text = ", spanning \(drawn.low) to \(drawn.high)" + scale(axis)
    if let range = axis.range { text += "; " + values(range, subject: "the values run ") }
    return text + beyondDomain(axis)
  }

  /// How a numeric or temporal axis is drawn when not linear and upright: ", on a logarithmic
  /// scale", ", reversed (largest to smallest)".
  private func scale(_ axis: AxisDescriptor) -> String {
    var text = ""
    switch axis.scale.kind {
    case .linear: break
    case .log: text += ", on a logarithmic scale"
    case .symlog: text += ", on a symmetric logarithmic scale"
    case .pow(let exponent):
      text +=
        exponent == 0.5
        ? ", on a square-root scale"
        : ", on a power scale with exponent \(ValueFormatter.number(exponent))"
    }
    if axis.scale.isReversed { text += ", reversed (largest to smallest)" }
    return text + unplaceable(axis)
  }

  /// The values a declared domain leaves out, and what becomes of them: "; 3 values above the
  /// axis maximum of 100 are drawn at its edge"; empty when it holds every value.
  private func beyondDomain(_ axis: AxisDescriptor) -> String {
    var text = ""
    guard let domain = axis.scale.domain else { return text }
    let edge =
      axis.scale.clamps
      ? "are drawn at its edge"
      : axis.scale.clips ? "are cut off at its edge, not drawn" : "are drawn past its edge"
    for (count, side, bound) in [
      (axis.scale.valuesBelowDomain, "below the axis minimum", domain.lowerBound),
      (axis.scale.valuesAboveDomain, "above the axis maximum", domain.upperBound),
    ] where count > 0 {
      let verb = count == 1 ? edge.replacingOccurrences(of: "are", with: "is") : edge
      text +=
        "; \(phrase(.count(count, .value))) \(side) of \(AxisPhrasing.number(bound, on: axis)) "
        + verb
    }
    return text
  }

  /// The values a log scale cannot place, by count and which.
  ///
  /// "; 2 values, -5 and 0, cannot be placed on a logarithmic scale (only values above 0
  /// can), so the chart cannot show them at their values" (Vega draws them at the plot's
  /// edge). More than three distinct values are given by their range ("from -40 to 0").
  private func unplaceable(_ axis: AxisDescriptor) -> String {
    let values = axis.scale.unplaceableValues
    guard !values.isEmpty else { return "" }
    let distinct = Array(Set(values)).sorted()
    let which: String
    if distinct.count > 3, let first = distinct.first, let last = distinct.last {
      let ends = AxisPhrasing.range(first, last, on: axis)
      which = "from \(ends.low) to \(ends.high)"
    } else {
      which = ListPhrasing.joined(distinct.map { AxisPhrasing.number($0, on: axis) })
    }
    let subject =
      values.count == 1
      ? "the value \(which)" : "\(phrase(.count(values.count, .value))), \(which),"
    let (them, their) = values.count == 1 ? ("it", "its value") : ("them", "their values")
    return "; \(subject) cannot be placed on a logarithmic scale (only values above 0 can), "
      + "so the chart cannot show \(them) at \(their)"
  }
}
