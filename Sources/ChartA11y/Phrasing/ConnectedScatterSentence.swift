import ChartModel

/// A sentence about a connected scatter plot's path (``ConnectedScatterReading``), by what it
/// says; a ``Phrasebook`` words it (``KindSentence/connectedScatter(_:)``).
enum ConnectedScatterSentence: Sendable {
  /// One end of a path: its ordering value (`nil` for data order) and its x and y.
  struct End: Sendable {
    /// The ordering value, read as text ("1956"), or `nil`.
    var order: String?
    /// The x value, read on the x axis.
    var x: Phrase
    /// The y value, read on the y axis.
    var y: Phrase
  }

  /// L2: where a path starts and ends, with the ordering values, and what orders it
  /// (`orderLabel`, `nil` for data order); `series` names the line when there are several;
  /// `keptOnly` when its points are the vertices its file keeps (a simplified line,
  /// ``ChartModel/SimplifiedLine``), not all its data.
  case ends(
    series: String?, start: End, end: End, orderLabel: String?, orderIsTime: Bool,
    points: Phrase, keptOnly: Bool, xTitle: String, yTitle: String)
  /// L2: the overall direction from start to end: how x and y change (the sign of end − start,
  /// 0 for none), with their values.
  case direction(
    series: String?, xChange: Int, yChange: Int, start: End, end: End, xTitle: String,
    yTitle: String)
  /// The short alt text's finding: the path's start and end, without the coordinates unless
  /// `brief` is false.
  case inBrief(start: End, end: End, xTitle: String, yTitle: String, brief: Bool)
}
