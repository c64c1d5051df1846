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
  /// Plays the current series' audio graph from the current point to its end.
  case playFromHere
  /// Pauses what plays; again, resumes it where it stopped.
  case pausePlayback
  /// Plays series faster: the next speed of ``ChartExplorer/playbackSpeeds``.
  case faster
  /// Plays series slower: the previous speed of ``ChartExplorer/playbackSpeeds``.
  case slower
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
  /// Turns the braille graph line after each move on or off.
  case toggleBraille
  /// Lists the keys.
  case help
  /// Ends exploring (the command quits; the explorer itself answers nothing).
  case quit
}

extension ExploreAction {
  /// Whether the action moves the cursor or reads where it is, so its response shows the
  /// braille graph with the current point (a move that stops at an edge included).
  public var moves: Bool {
    switch self {
    case .nextPoint, .previousPoint, .firstPoint, .lastPoint, .jumpForward, .jumpBackward,
      .highestPoint, .lowestPoint, .nextSeries, .previousSeries, .whereAmI:
      return true
    case .playSeries, .playFromHere, .pausePlayback, .faster, .slower, .allSeriesHere,
      .describeSeries, .describeChart, .describeAxes, .kindSummary, .toggleBraille, .help, .quit:
      return false
    }
  }

  /// The action's name in a key-binding line ("next-point"): its case name in kebab case.
  public var configName: String {
    rawValue.reduce(into: "") { name, character in
      if character.isUppercase {
        name += "-" + character.lowercased()
      } else {
        name.append(character)
      }
    }
  }

  /// The action named in a key-binding line (``configName``), or `nil` for no action.
  public init?(configName: String) {
    guard let action = Self.allCases.first(where: { $0.configName == configName }) else {
      return nil
    }
    self = action
  }

  /// What the action does, as the help says it after its keys ("next point").
  public var helpPhrase: String {
    switch self {
    case .nextPoint: "next point"
    case .previousPoint: "previous point"
    case .firstPoint: "first point"
    case .lastPoint: "last point"
    case .jumpForward: "a tenth of the series forward"
    case .jumpBackward: "a tenth of the series back"
    case .highestPoint: "highest point, again for the next tied one"
    case .lowestPoint: "lowest point, again for the next tied one"
    case .nextSeries: "next series, at the nearest position"
    case .previousSeries: "previous series, at the nearest position"
    case .playSeries: "play the series"
    case .playFromHere: "play the series from this point"
    case .pausePlayback: "pause playing, again to resume"
    case .faster: "play faster"
    case .slower: "play slower"
    case .whereAmI: "where am I"
    case .allSeriesHere:
      "every series at this position, on a scatter plot every point there, on a chart of many "
        + "series a page at a time (again for the next)"
    case .describeSeries: "describe the series"
    case .describeChart: "describe the chart"
    case .describeAxes: "the axes"
    case .kindSummary: "what the chart's kind shows"
    case .toggleBraille: "braille graph line on or off"
    case .help: "these keys"
    case .quit: "quit"
    }
  }
}
