/// What a person exploring a chart asks for, one key press each.
///
/// The keys follow the interactive audio graphs people already know (Apple's Audio Graphs,
/// Highcharts' sonification, Chart2Music): left and right move between points, up and down
/// between series, Home and End to the ends, Page Up and Page Down by a tenth of the series.
public enum ExploreAction: String, CaseIterable, Sendable {
  /// The next point of the current series.
  case nextPoint
  /// The previous point of the current series.
  case previousPoint
  /// The first point of the current series.
  case firstPoint
  /// The last point of the current series.
  case lastPoint
  /// A tenth of the series (at least one point) forward.
  case jumpForward
  /// A tenth of the series (at least one point) back.
  case jumpBackward
  /// The first highest point of the current series.
  case highestPoint
  /// The first lowest point of the current series.
  case lowestPoint
  /// The next series, at the point nearest the same position.
  case nextSeries
  /// The previous series, at the point nearest the same position.
  case previousSeries
  /// Plays the current series as an audio graph.
  case playSeries
  /// Reads the current point again, with its series and place.
  case whereAmI
  /// Reads every series at the current position: "At 1948: Mary 0.0131; Emma 0.00271; …".
  case allSeriesHere
  /// Reads the current series' description: extent, statistics and trend.
  case describeSeries
  /// Reads the chart's overview.
  case describeChart
  /// Reads both axes.
  case describeAxes
  /// Reads the facts of the chart's kind (a scatter plot's relationship, a pie's shares, …).
  case kindSummary
  /// Lists the keys.
  case help
}

extension ExploreAction {
  /// Whether the action moves the cursor or reads where it is, so its response shows the
  /// braille graph with the current point (a move that stops at an edge included).
  public var moves: Bool {
    switch self {
    case .nextPoint, .previousPoint, .firstPoint, .lastPoint, .jumpForward, .jumpBackward,
      .highestPoint, .lowestPoint, .nextSeries, .previousSeries, .whereAmI:
      return true
    case .playSeries, .allSeriesHere, .describeSeries, .describeChart, .describeAxes,
      .kindSummary, .help:
      return false
    }
  }
}
