import ChartModel

extension JSONRenderer.KindObject {
  /// A straight line a scatter plot draws (``FittedLine``): its slope and intercept as drawn,
  /// its extent, and the least-squares line of its points it is compared with.
  ///
  ///     {"group": null, "slope": -0.158, "intercept": 39.9, "start": 46, "end": 230,
  ///      "leastSquares": true, "pointsLeastSquares": {"slope": …, "intercept": …}, "method": …}
  struct FittedLineObject: Encodable {
    var group: String?
    var slope: Double
    var intercept: Double
    var start: Double
    var end: Double
    var leastSquares: Bool
    var pointsLeastSquares: Line?
    var method: String

    init(_ line: FittedLine) {
      group = line.group
      slope = line.slope
      intercept = line.intercept
      start = line.start
      end = line.end
      leastSquares = line.isLeastSquares
      pointsLeastSquares = line.leastSquares.map { Line(slope: $0.slope, intercept: $0.intercept) }
      method =
        "slope and intercept of the drawn line through its first and last points; least "
        + "squares when the ordinary least-squares line of its points (its colour group's, "
        + "else all) agrees at both ends to 1e-9 of the largest drawn value"
    }
  }
}
