import ChartModel

extension JSONRenderer.KindObject {
  /// A connected scatter plot's evidence: each path's start and end with their ordering
  /// values, and its own relationship (the overall one is the kind's `overall`).
  ///
  ///     "connectedScatter": {"paths": [{"series": "Gas", "orderLabel": "Year",
  ///       "start": {"order": 1956, "x": 3675, "y": 2.38}, "end": {…}, "pointCount": 55,
  ///       "xChange": "higher", "yChange": "higher", "relationship": {…}}], "method": "…"}
  struct ConnectedScatter: Encodable {
    /// One end of a path.
    struct End: Encodable {
      var order: JSONRenderer.Value?
      var x: Double
      var y: Double
    }
    /// One path.
    struct Path: Encodable {
      var series: String
      var orderLabel: String?
      var pointCount: Int
      var start: End
      var end: End
      var xChange: String
      var yChange: String
      var relationship: Relationship
    }
    var paths: [Path]
    var method: String

    init(_ reading: ConnectedScatterReading, alpha: Double) {
      func change(_ from: Double, _ to: Double) -> String {
        to > from ? "higher" : to < from ? "lower" : "same"
      }
      paths = reading.paths.map { path in
        Path(
          series: path.name, orderLabel: path.orderLabel, pointCount: path.pointCount,
          start: End(
            order: path.startOrder.map(JSONRenderer.Value.init), x: path.start.x,
            y: path.start.y),
          end: End(
            order: path.endOrder.map(JSONRenderer.Value.init), x: path.end.x, y: path.end.y),
          xChange: change(path.start.x, path.end.x), yChange: change(path.start.y, path.end.y),
          relationship: Relationship(path.relationship, group: path.name, alpha: alpha))
      }
      method =
        "points in the order the line connects them (the order field ascending, ties in data "
        + "order; without one, data order); start and end are the first and last; the "
        + "relationship over the points as a scatter plot's"
    }
  }
}
