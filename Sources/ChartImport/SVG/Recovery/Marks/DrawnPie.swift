import ChartModel

/// A pie or donut read from a drawing: its wedges, each named, in drawing order.
///
/// Shares are the wedges' angles (``DrawnWedge/sweep``); the drawing gives no values, so
/// none are made up (``PieChartBuilder``).
struct DrawnPie: Sendable {
  /// One named wedge.
  struct Slice: Sendable {
    /// The wedge.
    var wedge: DrawnWedge
    /// Its name: the label along its middle, or its legend entry.
    var name: String
  }

  /// The slices, in drawing order.
  var slices: [Slice]
  /// The plot's title, if any.
  var title: String?
  /// What the values are, when the drawing names them (pandas' `plot.pie` writes the column's
  /// name as the y axis label).
  var valueLabel: String?
  /// What was left out or checked, one lowercase sentence each.
  var notes: [String]
}
