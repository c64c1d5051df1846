import ChartModel

/// A connected scatter plot's reading: each line's path from its start to its end, with the
/// values that order it, and the relationship of y and x as a scatter plot's
/// (``ScatterRelationship``), over all points and within each line.
///
/// A connected scatter plot is a line whose points are connected in an order that is not
/// their x order (``SeriesPath``): the order (a year, a step) is a third variable, so the line
/// is not a series over x, and reading it over x ("starts at", a Mann–Kendall trend over x)
/// would be wrong.
public struct ConnectedScatterReading: Hashable, Sendable {
  /// One line's path.
  public struct Path: Hashable, Sendable {
    /// The series' index in the accessible chart.
    public var seriesIndex: Int
    /// The series name.
    public var name: String
    /// Where the path starts and ends (x across, y up).
    public var start: ScatterRelationship.Point
    /// Where the path ends.
    public var end: ScatterRelationship.Point
    /// The ordering values at the start and end, or `nil` for a path in data order (or a row
    /// without one).
    public var startOrder: DataValue?
    /// The ordering value at the end.
    public var endOrder: DataValue?
    /// The label of the ordering value ("Year"), or `nil` for a path in data order.
    public var orderLabel: String?
    /// Whether the ordering values are years (``YearAxis``) or dates: the path is then said
    /// to start "in 1956".
    public var orderIsTime: Bool
    /// How many points the path connects.
    public var pointCount: Int
    /// The relationship of y and x over the line's points.
    public var relationship: ScatterRelationship
  }

  /// Each line, in series order.
  public var paths: [Path]
  /// Over every point of every line.
  public var overall: ScatterRelationship

  /// The reading of a chart that is a connected scatter plot, else `nil`.
  ///
  /// A connected scatter plot: every series is drawn by a line (with or without points), not
  /// `Plot` groups, without extents, on a numeric independent axis that does not hold years
  /// and a numeric dependent axis, and at least one line connects its points in an order that
  /// is not their x order (``DataSeries/path``). Lines over dates or years stay series over
  /// time.
  ///
  /// - Complexity: O(*n* log *n*) for *n* points.
  static func recognise(_ analysis: ChartAnalysis) -> ConnectedScatterReading? {
    let chart = analysis.chart
    let key = chart.independentAxisDescriptor
    let value = chart.dependentAxisDescriptor
    guard !chart.series.isEmpty, key.kind == .numeric, !key.holdsYears, value.kind == .numeric,
      chart.series.contains(where: { $0.path != nil }),
      chart.series.allSatisfy({ series in
        series.markKinds.contains(.line)
          && series.markKinds.allSatisfy { $0 == .line || $0 == .point } && !series.isPlot
          && series.observations.allSatisfy { $0.components.isEmpty }
      })
    else { return nil }
    var all: [ScatterRelationship.Point] = []
    var paths: [Path] = []
    for (seriesIndex, series) in chart.series.enumerated() {
      let order = series.path?.indices ?? Array(series.observations.indices)
      var points: [ScatterRelationship.Point] = []
      var orders: [DataValue?] = []
      for (step, index) in order.enumerated() {
        let observation = series.observations[index]
        guard let x = observation.x.numericValue, x.isFinite, observation.value.isFinite
        else { continue }
        let (across, up) =
          chart.independentAxis == .x ? (x, observation.value) : (observation.value, x)
        points.append(
          ScatterRelationship.Point(
            x: across, y: up, series: series.name, label: observation.label))
        let values = series.path?.orderValues ?? []
        orders.append(values.indices.contains(step) ? values[step] : nil)
      }
      all += points
      guard let start = points.first, let end = points.last else { continue }
      let known = orders.compactMap { $0 }
      let numbers = known.compactMap { value -> Double? in
        if case .number(let number) = value { return number }
        return nil
      }
      let isTime =
        !known.isEmpty
        && (known.allSatisfy { if case .date = $0 { return true } else { return false } }
          || (numbers.count == known.count
            && YearAxis.holdsYears(names: [series.path?.orderLabel ?? ""], values: numbers)))
      paths.append(
        Path(
          seriesIndex: seriesIndex, name: series.name, start: start, end: end,
          startOrder: orders.first ?? nil, endOrder: orders.last ?? nil,
          orderLabel: series.path?.orderLabel, orderIsTime: isTime, pointCount: points.count,
          relationship: ScatterRelationship(points)))
    }
    return ConnectedScatterReading(paths: paths, overall: ScatterRelationship(all))
  }
}
