import ChartModel

/// A scatter plot's reading: the relationship of y and x over all points and, when the points
/// are grouped by colour (several series), within each group.
public struct ScatterReading: Hashable, Sendable {
  /// One colour group's relationship.
  public struct Group: Hashable, Sendable {
    /// The series name.
    public var name: String
    /// Its relationship.
    public var relationship: ScatterRelationship
  }

  /// Over every point of every series.
  public var overall: ScatterRelationship
  /// Per series, in series order, when there are several; empty otherwise.
  public var groups: [Group]
  /// The straight lines drawn over the points (regression layers), in series order.
  public var fittedLines: [FittedLine] = []
  /// The best k-means partition of all the points (``ScatterClusters``), stated when clearly
  /// separated; `nil` when none could be judged (too few points, an axis that does not vary).
  public var clusters: ScatterClusters?

  /// The reading of a chart that is a scatter plot, else `nil`.
  ///
  /// A scatter plot: every series is drawn by point marks alone (rules that only draw
  /// reference lines aside), not `Plot` groups, without extents, on a numeric independent axis
  /// that does not hold years and a numeric dependent axis. Points over dates or years are a
  /// series over time; points over categories are a dot plot.
  ///
  /// - Complexity: O(*n* log *n*) for *n* points.
  static func recognise(_ analysis: ChartAnalysis) -> ScatterReading? {
    let chart = analysis.chart
    let key = chart.independentAxisDescriptor
    let value = chart.dependentAxisDescriptor
    // Only a chart with a series of points can be one (a long line is not scanned for it).
    guard chart.series.contains(where: { $0.markKinds == [.point] && !$0.isPlot }) else {
      return nil
    }
    // Straight lines drawn over the points (a regression layer) are not series of points.
    let straight = FittedLine.straightSeries(in: chart)
    let pointSeries = chart.series.indices.filter { !straight.contains($0) }
    guard !pointSeries.isEmpty, key.kind == .numeric, !key.holdsYears, value.kind == .numeric,
      pointSeries.map({ chart.series[$0] }).allSatisfy({ series in
        series.markKinds == [.point] && !series.isPlot
          && series.observations.allSatisfy { $0.components.isEmpty }
      })
    else { return nil }
    var all: [ScatterRelationship.Point] = []
    var groups: [Group] = []
    for series in pointSeries.map({ chart.series[$0] }) {
      let points = series.observations.compactMap { observation -> ScatterRelationship.Point? in
        guard let x = observation.x.numericValue, x.isFinite, observation.value.isFinite
        else { return nil }
        let (across, up) =
          chart.independentAxis == .x ? (x, observation.value) : (observation.value, x)
        return ScatterRelationship.Point(
          x: across, y: up, series: series.name, label: observation.label)
      }
      all += points
      groups.append(Group(name: series.name, relationship: ScatterRelationship(points)))
    }
    var reading = ScatterReading(
      overall: ScatterRelationship(all), groups: groups.count > 1 ? groups : [])
    reading.clusters = ScatterClusters(all.map { ($0.x, $0.y) })
    reading.fittedLines = straight.sorted().compactMap {
      FittedLine(series: $0, in: chart, pointSeries: pointSeries)
    }
    return reading
  }
}
