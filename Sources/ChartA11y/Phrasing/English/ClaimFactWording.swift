import ChartModel

/// Words the fact that contradicts a claim, in English, in the terms the descriptions use:
/// values with their axis's unit and format, positions with their preposition.
///
///     ClaimFactWording.sentence(.step(series: "Sales", from: q2, to: q3), chart: chart)
///     // "Sales falls in Q3, from 120 to 95"
public enum ClaimFactWording {
  /// The fact as a clause.
  ///
  /// Lowercase unless it starts with a data name, without a final period. Data names are
  /// left unescaped (the reporter escapes for its format).
  ///
  /// - Parameters:
  ///   - fact: What the chart shows.
  ///   - chart: The chart, for its axes.
  /// - Returns: The clause, such as "Sales falls in Q3, from 120 to 95".
  /// - Complexity: O(*s*) in the number of series, to find the series' axis.
  public static func sentence(_ fact: ClaimFact, chart: AccessibleChart) -> String {
    let key = chart.independentAxisDescriptor
    func axis(_ name: String) -> AxisDescriptor {
      chart.series.first { $0.name == name }.map(chart.valueAxis(of:))
        ?? chart.dependentAxisDescriptor
    }
    func value(_ number: Double, _ series: String) -> String {
      AxisPhrasing.number(number, on: axis(series))
    }
    func at(_ x: DataValue) -> String { AxisPhrasing.at(x, on: key) }
    switch fact {
    case .extreme(let series, let extreme, let number, let positions):
      let place = positions.isEmpty ? "" : " " + AxisPhrasing.at(all: positions, on: key)
      return "the \(word(extreme)) value of \(series) is \(value(number, series))\(place)"
    case .extremeSeries(let series, let extreme, let number, let x):
      return "\(series) has the \(word(extreme)) value, \(value(number, series)) \(at(x))"
    case .value(let series, let number, let x):
      return "\(series) is \(value(number, series)) \(at(x))"
    case .step(let series, let from, let to):
      let verb = to.value > from.value ? "rises" : to.value < from.value ? "falls" : "stays"
      if verb == "stays" {
        return "\(series) stays at \(value(to.value, series)) \(at(to.x))"
      }
      return "\(series) \(verb) \(at(to.x)), from \(value(from.value, series)) to "
        + value(to.value, series)
    case .change(let series, let from, let to):
      return "\(series) goes from \(value(from.value, series)) \(at(from.x)) to "
        + "\(value(to.value, series)) \(at(to.x))"
    case .ratio(let series, let from, let to, let factor):
      return "\(series) goes from \(value(from.value, series)) \(at(from.x)) to "
        + "\(value(to.value, series)) \(at(to.x)), \(ValueFormatter.number(factor, digits: 2)) "
        + "times as much"
    case .trend(let series, let direction):
      switch direction {
      case .increasing: return "\(series) has a rising trend, not a falling one"
      case .decreasing: return "\(series) has a falling trend, not a rising one"
      case .none: return "\(series) has no significant trend (Mann–Kendall test)"
      }
    case .rank(let x, let extreme, let rank, let count):
      return "\(AxisPhrasing.value(x, on: key)) ranks \(ordinal(rank)) \(word(extreme)) of "
        + "\(count)"
    case .share(let x, let percent):
      return "\(AxisPhrasing.value(x, on: key)) is \(ValueFormatter.number(percent, digits: 2))% "
        + "of the total"
    case .count(let count, let countable):
      return "the chart shows \(count) \(noun(countable, count))"
    }
  }

  private static func word(_ extreme: ClaimExtreme) -> String {
    switch extreme {
    case .maximum: return "highest"
    case .minimum: return "lowest"
    }
  }

  private static func noun(_ countable: ClaimCountable, _ count: Int) -> String {
    let one = count == 1
    switch countable {
    case .series: return "series"
    case .bars: return one ? "bar" : "bars"
    case .slices: return one ? "slice" : "slices"
    case .categories: return one ? "category" : "categories"
    }
  }

  /// "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st".
  private static func ordinal(_ number: Int) -> String {
    let suffix: String
    switch (number % 10, number % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(number)\(suffix)"
  }
}
