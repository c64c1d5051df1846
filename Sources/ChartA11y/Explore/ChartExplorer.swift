import ChartModel

/// Walks a chart point by point and series by series, saying and sounding where it is.
///
/// The state is a cursor: a series and a point in it. Each ``ExploreAction`` moves the
/// cursor or asks for a reading, and answers with an ``ExploreResponse``: a short text (the
/// point's position and value, with its place, "1948: 0.0552, the highest. 69 of 138.") and
/// a tone whose pitch is the value and whose stereo position is the point's position, on the
/// same pitch mapping as the chart's whole audio graph (``ScoreComposer``), so that what a
/// point sounds like alone is what it sounds like in the graph. Hidden marks are not in the
/// accessible view, so they are never visited; a `Plot` group is one point with several
/// values.
///
///     var explorer = ChartExplorer(analysis)
///     print(explorer.introduction)
///     print(explorer.perform(.nextPoint).text)
public struct ChartExplorer: Sendable {
  /// The chart and its statistics.
  public let analysis: ChartAnalysis
  /// The chart's audio graph, whose pitch mapping the point tones share.
  public let score: SonificationScore
  /// The index of the current series in the chart's series.
  public private(set) var seriesIndex = 0
  /// The index of the current point in the current series' observations.
  public private(set) var pointIndex = 0
  /// The position the reader last moved to along x, which a change of series keeps even
  /// when the new series has no point there (Chart2Music and Audio Graphs do the same).
  private var targetPosition: DataValue?
  let scale: PositionScale
  /// Each series' braille graph, drawn once.
  private let graphs: [BrailleGraph]
  /// Where "every series here" (``ExploreAction/allSeriesHere``) continues on a chart of more
  /// than ``seriesPerReading`` series: the position it read and the first series of the next
  /// page; `nil` after any other action, so the next reading starts from the first series.
  private var allSeriesPage: (position: DataValue, start: Int)?
  /// Which key does what: the help lists these, and the introduction names the keys it says.
  public let bindings: ExploreKeyBindings
  /// Whether each move also answers the series' braille graph line (off by default: a
  /// speech-only screen reader would read every cell aloud; ``ExploreAction/toggleBraille``).
  public private(set) var showsBraille: Bool
  /// Whether sounds can be heard (the command sets it `false` when it has no audio device or
  /// sound is off): without, the play keys say so instead of pretending to play.
  public var playsSound = true
  /// The speed series play at, one of ``playbackSpeeds``.
  public internal(set) var playbackSpeed = 1.0
  /// Whether a series is playing, paused, or neither, as far as the keys tell: any other key
  /// cuts off what plays (live keys), so only playback keys keep it.
  var playback = Playback.idle

  /// The state of series playback.
  enum Playback: Sendable {
    case idle, playing, paused
  }

  /// The speeds ``ExploreAction/faster`` and ``ExploreAction/slower`` step through: half to
  /// twice the composed speed (pitch kept; at 2, a 0.15 s note lasts 75 ms, still longer
  /// than the 60 ms a tone needs to be heard as a pitch).
  public static let playbackSpeeds: [Double] = [0.5, 0.75, 1, 1.25, 1.5, 2]

  /// How many series one "every series here" reading names, at most.
  ///
  /// A chart with more says the spread of all of them first, then names them this many at a
  /// time, each press of X the next ones. The description names as many in detail
  /// (``DescriptionOptions/maximumDetailedSeries``), so that no reply is thousands of
  /// readings long.
  public static let seriesPerReading = DescriptionOptions().maximumDetailedSeries

  /// How long a point's tone lasts, in seconds.
  public static let pointToneSeconds = 0.15
  /// How long the click at a series' edge lasts, in seconds.
  public static let boundarySeconds = 0.03

  /// Creates an explorer at the first point of the first series.
  ///
  /// - Parameters:
  ///   - analysis: The chart and its statistics.
  ///   - options: The audio graph's settings (pitch range and scale, durations).
  ///   - bindings: Which key does what, for the help and the introduction.
  ///   - showsBraille: Whether moves answer the braille graph line from the start.
  /// - Complexity: O(*n*) for *n* observations, composing the audio graph once.
  public init(
    _ analysis: ChartAnalysis, options: SonificationOptions = SonificationOptions(),
    bindings: ExploreKeyBindings = .standard, showsBraille: Bool = false
  ) {
    self.analysis = analysis
    self.bindings = bindings
    self.showsBraille = showsBraille
    // Every series plays on its own here, however many there are: no band stands for the
    // series past the detailed ones, so each one is reached and heard.
    var options = options
    options.maximumDetailedSeries = .max
    score = ScoreComposer.compose(analysis, options: options)
    scale = PositionScale(analysis)
    graphs = analysis.chart.series.indices.map { BrailleGraph(analysis, seriesIndex: $0) }
  }

  var chart: AccessibleChart { analysis.chart }
  var keyAxis: AxisDescriptor { chart.independentAxisDescriptor }
  /// The current series' value axis: its own y axis on a chart with two.
  private var valueAxis: AxisDescriptor { chart.valueAxis(of: chart.series[seriesIndex]) }

  /// The first thing to say: what the chart is, where the cursor is, and how to move.
  public var introduction: String {
    let book = EnglishPhrasebook()
    let count = book.phrase(.count(chart.series.count, .series))
    // Named by all its mark kinds, reference-line rules and `Plot` groups included.
    let type =
      analysis.kind?.chartType
      ?? (ChartType.isBoxPlot(chart) ? ChartType.boxPlot : .marks(chart.markKinds))
    let noun = book.phrase(.chartType(type))
    let article = "aeiou".contains(noun.prefix(1)) ? "an" : "a"
    var text: String
    if let title = chart.title, !title.isEmpty {
      text = "Exploring \(title). \(article.capitalized) \(noun) with \(count). "
    } else {
      text = "Exploring \(article) \(noun) with \(count). "
    }
    if chart.series.isEmpty { return text + "It has no data to explore." }
    text += "Left and right arrows move between points, up and down between series"
    if let help = bindings.firstKeyName(for: .help) { text += "; \(help) lists the keys" }
    if let quit = bindings.firstKeyName(for: .quit) { text += ", \(quit) quits" }
    return text + ". " + seriesHeading() + " " + pointReading()
  }

  /// Carries out one action.
  ///
  /// - Parameter action: What was asked.
  /// - Returns: What to say and play.
  /// - Complexity: O(1) for moves between neighbouring points, O(*m*) for a series of *m*
  ///   points when changing series or reading a description.
  public mutating func perform(_ action: ExploreAction) -> ExploreResponse {
    var response = respond(to: action)
    if showsBraille, action.moves || action == .toggleBraille, !chart.series.isEmpty {
      response.braille = brailleLine()
    }
    if action != .allSeriesHere { allSeriesPage = nil }
    switch action {
    case .playSeries, .playFromHere, .pausePlayback, .faster, .slower: break
    default: playback = .idle
    }
    return response
  }

  /// The response to an action, without its braille line.
  private mutating func respond(to action: ExploreAction) -> ExploreResponse {
    if let answer = chartReading(action) { return answer }
    guard !chart.series.isEmpty else {
      return ExploreResponse(text: "This chart has no data series: every mark is hidden.")
    }
    let count = observations.count
    switch action {
    case .nextPoint: return move(to: pointIndex + 1, edge: "End")
    case .previousPoint: return move(to: pointIndex - 1, edge: "Start")
    case .firstPoint: return move(to: 0, edge: "Start")
    case .lastPoint: return move(to: count - 1, edge: "End")
    case .jumpForward: return move(to: pointIndex + max(1, count / 10), edge: "End")
    case .jumpBackward: return move(to: pointIndex - max(1, count / 10), edge: "Start")
    case .highestPoint, .lowestPoint:
      let extremes = extremeIndices(highest: action == .highestPoint)
      guard let first = extremes.first else {
        return ExploreResponse(text: "\(seriesName) has no values.")
      }
      // Again on a tied extreme: the next one with the same value.
      let next = extremes.first { $0 > pointIndex } ?? first
      return move(to: extremes.contains(pointIndex) ? next : first, edge: "Start")
    case .nextSeries, .previousSeries:
      let step = action == .nextSeries ? 1 : -1
      let target = seriesIndex + step
      guard chart.series.indices.contains(target) else {
        let edge = step > 0 ? "last" : "first"
        return ExploreResponse(
          text: "\(seriesName) is the \(edge) series.", sound: .boundary(boundaryClick()))
      }
      let position =
        targetPosition
        ?? (observations.indices.contains(pointIndex) ? observations[pointIndex].x : nil)
      targetPosition = position
      seriesIndex = target
      pointIndex = nearestPoint(to: position)
      var nearest = ""
      if let position, observations.indices.contains(pointIndex),
        observations[pointIndex].x != position
      {
        nearest =
          "No point at \(AxisPhrasing.value(position, on: keyAxis, precise: true)); nearest: "
      }
      return ExploreResponse(
        text: seriesHeading() + " " + nearest + pointReading(), sound: pointTone())
    case .playSeries, .playFromHere, .pausePlayback, .faster, .slower:
      return playbackResponse(action)
    case .whereAmI:
      return ExploreResponse(text: seriesHeading() + " " + pointReading(), sound: pointTone())
    case .allSeriesHere:
      return ExploreResponse(text: allSeriesReading(), sound: pointTone())
    case .describeSeries:
      let options = DescriptionOptions(level: .trends)
      // A kind that reads its series together (an interval chart's groups) says the section
      // the description gives the series' group.
      if analysis.kind?.describesSeries == false,
        let section = KindSentences(analysis, options: options, phrasebook: EnglishPhrasebook())?
          .section(ofSeries: seriesIndex)
      {
        return ExploreResponse(text: section.sentences.map(\.text).joined(separator: " "))
      }
      let section = DescriptionSection(
        series: analysis.series[seriesIndex], of: analysis,
        options: DescriptionOptions(level: .trends))
      return ExploreResponse(text: section.sentences.map(\.text).joined(separator: " "))
    case .toggleBraille:
      showsBraille.toggle()
      return ExploreResponse(text: showsBraille ? "Braille graph on." : "Braille graph off.")
    case .describeChart, .describeAxes, .kindSummary, .help, .quit:
      return chartReading(action) ?? ExploreResponse(text: "")
    }
  }

  /// The readings about the whole chart, which need no series: the overview, the axes and
  /// the keys; `nil` for the other actions.
  private func chartReading(_ action: ExploreAction) -> ExploreResponse? {
    switch action {
    case .describeChart:
      let overview = ChartDescription(analysis, options: DescriptionOptions(level: .trends))
      let sentences = overview.sections.filter {
        $0.role == .overview || $0.role == .kind || $0.role == .comparison
      }
      .flatMap(\.sentences)
      return ExploreResponse(text: sentences.map(\.text).joined(separator: " "))
    case .describeAxes:
      let book = EnglishPhrasebook()
      guard let trailing = chart.trailingYAxis else {
        return ExploreResponse(
          text: "X axis: \(book.phrase(.axis(chart.xAxis))). "
            + "Y axis: \(book.phrase(.axis(chart.yAxis))).")
      }
      return ExploreResponse(
        text: "X axis: \(book.phrase(.axis(chart.xAxis))). "
          + "Left y axis: \(book.phrase(.axis(chart.yAxis))). "
          + "Right y axis: \(book.phrase(.axis(trailing))).")
    case .kindSummary:
      return ExploreResponse(text: kindSummary())
    case .help:
      return ExploreResponse(text: keysText)
    default:
      return nil
    }
  }

  /// The keys, as said by ``ExploreAction/help``: every bound key and what it does
  /// (``ExploreKeyBindings/helpText``).
  public var keysText: String { bindings.helpText }

  /// The facts of the chart's kind, as the description states them (``KindSentences/summary``);
  /// a plain statement for a chart read as series over x.
  private func kindSummary() -> String {
    guard
      let kind = KindSentences(
        analysis, options: DescriptionOptions(level: .trends), phrasebook: EnglishPhrasebook())
    else {
      return "This chart is read as series over x; it has no kind summary. D describes the chart."
    }
    return kind.summary.joined(separator: " ")
  }

  // MARK: - Reading

  /// The current series' points in reading order: axis order, or a connected scatter plot's
  /// path order (the order its line connects them).
  var observations: [Observation] {
    let series = chart.series[seriesIndex]
    guard let path = pathOrder else { return series.observations }
    return path.map { series.observations[$0] }
  }

  /// A connected scatter plot's current line's path (indices into its observations in path
  /// order), else `nil`: its points are read and moved through along the path.
  private var pathOrder: [Int]? {
    guard case .connectedScatter = analysis.kind else { return nil }
    return chart.series[seriesIndex].path?.indices
  }

  /// The index in axis order of the point at `index` in reading order.
  private func axisIndex(_ index: Int) -> Int {
    guard let path = pathOrder, path.indices.contains(index) else { return index }
    return path[index]
  }
  var seriesName: String { chart.series[seriesIndex].name }

  /// The series' heading, such as "Linda, line, 138 points.".
  private func seriesHeading() -> String {
    let series = chart.series[seriesIndex]
    let kinds = EnglishPhrasebook().phrase(.marks(series.markKinds))
    let count = series.observations.count
    var points = "\(ValueFormatter.preciseNumber(Double(count))) point\(count == 1 ? "" : "s")"
    // A period given twice is counted as the description counts it.
    if let periods = analysis.series[seriesIndex].periods, let unit = keyAxis.calendarUnit {
      points = EnglishPhrasebook().phrase(.valuesInPeriods(periods, unit))
    }
    // On a chart with two y axes, the axis the series is read on.
    let side =
      chart.hasTwoValueAxes
      ? ", on the \(EnglishPhrasebook().phrase(.axisSide(series.axisPosition))) y axis" : ""
    return "\(series.name), \(kinds), \(count == 0 ? "no points" : points)\(side)."
  }

  /// The value an observation is ranked by: its main value, or its largest (smallest)
  /// component when it has only components (an error bar).
  private func rankedValue(_ point: Observation, highest: Bool) -> Double? {
    if point.value.isFinite { return point.value }
    let values = point.components.map(\.value).filter(\.isFinite)
    return highest ? values.max() : values.min()
  }

  /// The indices of every point holding the series' highest (lowest) value, in order.
  private func extremeIndices(highest: Bool) -> [Int] {
    var best: Double?
    var indices: [Int] = []
    for (index, point) in observations.enumerated() {
      guard let value = rankedValue(point, highest: highest) else { continue }
      guard let current = best, highest ? value <= current : value >= current else {
        best = value
        indices = [index]
        continue
      }
      if value == current { indices.append(index) }
    }
    return indices
  }

  /// The current point's reading: position, value or values, extreme, place, and a gap
  /// before it.
  ///
  ///     1948: 0.0552, the highest. 69 of 138.
  ///     1938: 0.00000613. 2 of 79, 20 missing years before it.
  private func pointReading() -> String {
    let series = chart.series[seriesIndex]
    let observations = self.observations
    guard observations.indices.contains(pointIndex) else { return "" }
    let point = observations[pointIndex]
    let place =
      "\(ValueFormatter.preciseNumber(Double(pointIndex + 1))) of "
      + ValueFormatter.preciseNumber(Double(observations.count))
    if case .pie(let pie) = analysis.kind {
      // A slice has no axis: its category, value and share, "Rent: 1,200, 35 % of the total";
      // a value that is itself the share ("Rent: 39.5 %") is not said twice.
      let share =
        pie.valuesAreShares
        ? ""
        : pie.slices.first {
          $0.seriesIndex == seriesIndex && $0.observationIndex == pointIndex
        }
        .map { ", \(EnglishPhrasebook().percent($0, of: pie)) of the total" } ?? ""
      return "\(ValueFormatter.text(of: point.x)): \(valueReading(point))\(share). \(place)."
    }
    if case .interval(let reading) = analysis.kind,
      let interval = interval(of: seriesIndex, at: point.x)
    {
      // An interval is one reading, its bounds together and named by the extent:
      // "Glabron: 23.1 to 43.6, mean ± 1 standard deviation; centre 33.3. 1 of 10."
      let centre = interval.centre.map { "; centre \(preciseNumber($0))" } ?? ""
      let position = AxisPhrasing.value(point.x, on: keyAxis, precise: true)
      return "\(position): \(bounds(of: interval)), \(reading.extent.name)\(centre). \(place)."
    }
    if let candle = candle(at: point.x) {
      // A candle is one reading, wick and body together: "4 March 2024: open 100, high
      // 100.97, low 99.29, close 100.75, up 0.75. 1 of 15."
      return "\(AxisPhrasing.value(point.x, on: keyAxis, precise: true)): "
        + "\(candleReading(candle)). \(place)."
    }
    // A bare number is ambiguous next to the value ("46: 26"), so a numeric x says its axis;
    // so does a heatmap's column, read along its row ("Hour 6: 9").
    let namesAxis = keyAxis.kind == .numeric || chart.rowAxis != nil
    let position =
      (namesAxis && !keyAxis.title.isEmpty ? "\(keyAxis.title) " : "")
      + AxisPhrasing.value(point.x, on: keyAxis, precise: true)
      + (point.xEnd.map { " to \(AxisPhrasing.value($0, on: keyAxis, precise: true))" } ?? "")
    var reading = valueReading(point)
    // Every point holding the extreme value is "the highest", ties included.
    let of = point.components.isEmpty ? "" : " \(Self.midSentence(series.valueLabel))"
    let separator = point.components.isEmpty ? ", " : "; "
    if let summary = analysis.series[seriesIndex].summary, point.value.isFinite {
      if point.value == summary.maximum.value {
        reading += "\(separator)the highest\(of)"
      } else if point.value == summary.minimum.value {
        reading += "\(separator)the lowest\(of)"
      }
    }
    var name = point.label.map { "\($0), " } ?? ""
    // Along a connected scatter plot's path, each point says its place on the path: "year
    // 1956, miles 3,675: 2.38. 1 of 55."
    if case .connectedScatter(let reading) = analysis.kind, let path = series.path,
      let label = path.orderLabel, path.orderValues.indices.contains(pointIndex),
      let order = path.orderValues[pointIndex]
    {
      let isTime = reading.paths.first { $0.seriesIndex == seriesIndex }?.orderIsTime ?? false
      name = "\(label) \(KindSentences.orderText(order, isTime: isTime)), \(name)"
    }
    // A subcategory that only repeats the series' name says nothing new.
    let subcategory =
      point.subcategory.map { ValueFormatter.text(of: $0) }
      .flatMap { $0 == series.name ? nil : " (\($0))" } ?? ""
    return "\(name)\(position)\(subcategory): \(reading). \(place)\(gapBefore(pointIndex))."
  }

  /// A label as it reads inside a sentence: its first word lowered when that is a plain
  /// capitalized word ("Median of Miles_per_Gallon" reads "median of Miles_per_Gallon"); a
  /// field's own spelling ("Miles_per_Gallon", "USA", "pH") is kept, since it names the data.
  static func midSentence(_ label: String) -> String {
    let word = label.prefix { $0 != " " }
    guard let first = word.first, first.isUppercase,
      word.dropFirst().allSatisfy({ $0.isLetter && $0.isLowercase })
    else { return label }
    return first.lowercased() + label.dropFirst()
  }

  /// A point's value or values, exactly: "0.0552", "Median 2 litres, …", or "missing".
  private func valueReading(_ point: Observation, series index: Int? = nil) -> String {
    let axis = index.map { chart.valueAxis(of: chart.series[$0]) } ?? valueAxis
    if let description = point.valueDescription { return description }
    if !point.components.isEmpty {
      return point.components.map { "\($0.label) \(preciseNumber($0.value, on: axis))" }
        .joined(separator: ", ")
    }
    return point.value.isFinite ? preciseNumber(point.value, on: axis) : "missing"
  }

  /// A value on a value axis (the chart's, unless given), exactly as explore reads it:
  /// "24.9317", "$100.97".
  private func preciseNumber(_ value: Double, on axis: AxisDescriptor? = nil) -> String {
    AxisPhrasing.number(value, on: axis ?? valueAxis, precise: true)
  }

  /// An interval chart's interval drawn by a series at a position, or `nil` when the chart is
  /// not an interval chart or the series draws none there (a centre series).
  ///
  /// - Complexity: O(*i*) in the chart's intervals.
  private func interval(of series: Int, at position: DataValue) -> IntervalReading.Interval? {
    guard case .interval(let reading) = analysis.kind else { return nil }
    return reading.intervals.first { $0.seriesIndex == series && $0.x == position }
  }

  /// An interval's bounds together, low first: "23.4563 to 26.407" (its bounds' own labels,
  /// such as "Mean − stderr of yield", are the extent's parts and would only repeat it).
  private func bounds(of interval: IntervalReading.Interval) -> String {
    "\(preciseNumber(interval.low)) to \(preciseNumber(interval.high))"
  }

  /// A candlestick chart's candle at a position, or `nil` when the chart has none there.
  ///
  /// - Complexity: O(*c*) in the candles.
  private func candle(at position: DataValue) -> CandlestickReading.Candle? {
    guard case .candlestick(let reading) = analysis.kind else { return nil }
    return reading.candles.first { $0.x == position }
  }

  /// A candle's prices and move, wick and body together: "open 100, high 100.97, low 99.29,
  /// close 100.75, up 0.75".
  private func candleReading(_ candle: CandlestickReading.Candle) -> String {
    let move =
      candle.move == 0
      ? "unchanged" : "\(candle.move > 0 ? "up" : "down") \(preciseNumber(abs(candle.move)))"
    return "open \(preciseNumber(candle.open)), high \(preciseNumber(candle.high)), "
      + "low \(preciseNumber(candle.low)), close \(preciseNumber(candle.close)), \(move)"
  }

  /// Every series at the current position, in chart order: "At 1948: Mary 0.0131; Emma
  /// 0.00271; Ashley no point.".
  ///
  /// A chart of more than ``seriesPerReading`` series is read a page at a time: the first
  /// press says how many series have a value here and their median, lowest and highest
  /// (the first series in chart order holding each extreme), then names the first page;
  /// each further press at the same position names the next page, and after the last one
  /// starts over.
  ///
  ///     At 1948, 5,000 series: 4,990 with a value here, median 0.3, lowest Mary 0.01,
  ///     highest Bob 0.9. Series 1 to 12: …. X again: series 13 to 24.
  ///
  /// - Complexity: O(*s* log *s* + *n*) for *s* series and *n* observations in all.
  private mutating func allSeriesReading() -> String {
    guard observations.indices.contains(pointIndex) else { return "\(seriesName) has no points." }
    let position = observations[pointIndex].x
    // Every point at this position: a scatter plot's series may hold many at one x, a
    // series with subcategories one per subcategory.
    let points = chart.series.map { series in series.observations.filter { $0.x == position } }
    func reading(_ index: Int) -> String {
      let name = chart.series[index].name
      guard let point = points[index].first else { return "\(name) no point" }
      guard points[index].count == 1 else {
        let count = ValueFormatter.preciseNumber(Double(points[index].count))
        let values = points[index].map { pointValue($0, series: index) }
        return "\(name), \(count) points: "
          + values.dropLast().joined(separator: ", ") + " and " + values[values.count - 1]
      }
      // An interval's bounds are one reading: "Mean ± 1 standard error of yield 23.4563 to
      // 26.407".
      let value =
        interval(of: index, at: position).map(bounds) ?? valueReading(point, series: index)
      return "\(name) \(value)"
    }
    // A bare number is ambiguous, so a numeric x says its axis, as a point's reading does.
    let here =
      (keyAxis.kind == .numeric && !keyAxis.title.isEmpty ? "\(keyAxis.title) " : "")
      + AxisPhrasing.value(position, on: keyAxis, precise: true)
    // A candle's series are its parts, read together as the candle.
    if let candle = candle(at: position) { return "At \(here): \(candleReading(candle))." }
    let total = chart.series.count
    // Values on two y axes have no spread to state across them: every series is read.
    guard total > Self.seriesPerReading, !chart.hasTwoValueAxes else {
      return "At \(here): " + points.indices.map(reading).joined(separator: "; ") + "."
    }
    let start = allSeriesPage.flatMap { $0.position == position ? $0.start : nil } ?? 0
    let end = min(start + Self.seriesPerReading, total)
    allSeriesPage = (position, end < total ? end : 0)
    let count = { (number: Int) in ValueFormatter.preciseNumber(Double(number)) }
    let page = "Series \(count(start + 1)) to \(count(end))"
    let names = (start..<end).map(reading).joined(separator: "; ")
    let next =
      end < total
      ? "X again: series \(count(end + 1)) to \(count(min(end + Self.seriesPerReading, total)))."
      : "X again: from series 1."
    guard start == 0 else {
      return "At \(here), \(page.lowercased()) of \(count(total)): \(names). \(next)"
    }
    return
      "At \(here), \(count(total)) series: \(spreadReading(points)). \(page): \(names). \(next)"
  }

  /// One of several points of a series at one position, as "every series here" reads it:
  /// its label first when it has one, its subcategory after ("Ford 14", "0.3 (night)"), so
  /// that points at the same x are told apart.
  private func pointValue(_ point: Observation, series index: Int) -> String {
    let label = point.label.map { "\($0) " } ?? ""
    let subcategory =
      point.subcategory.map { ValueFormatter.text(of: $0) }
      .flatMap { $0 == chart.series[index].name ? nil : " (\($0))" } ?? ""
    return label + valueReading(point, series: index) + subcategory
  }

  /// How the series' values at one position spread: "4,990 with a value here, median 0.3,
  /// lowest Mary 0.01, highest Bob 0.9" (the first series in chart order holding each
  /// extreme), or "none with a value here".
  ///
  /// - Parameter points: Each series' points at the position, in chart order.
  /// - Returns: The clause, without a final period.
  /// - Complexity: O(*p* log *p*) for *p* points (the median sorts their values).
  private func spreadReading(_ points: [[Observation]]) -> String {
    let number = { (value: Double) in AxisPhrasing.number(value, on: valueAxis, precise: true) }
    var lowest: (index: Int, value: Double)?
    var highest: (index: Int, value: Double)?
    var values: [Double] = []
    for (index, point) in points.enumerated().flatMap({ item in item.1.map { (item.0, $0) } }) {
      let value = point.value
      guard value.isFinite else { continue }
      values.append(value)
      if lowest.map({ value < $0.value }) ?? true { lowest = (index, value) }
      if highest.map({ value > $0.value }) ?? true { highest = (index, value) }
    }
    guard let lowest, let highest, let median = Quantiles(values).value(at: 0.5) else {
      return "none with a value here"
    }
    let withValue = points.filter { $0.contains { $0.value.isFinite } }.count
    return "\(ValueFormatter.preciseNumber(Double(withValue))) with a value here, "
      + "median \(number(median)), lowest \(chart.series[lowest.index].name) "
      + "\(number(lowest.value)), highest \(chart.series[highest.index].name) "
      + number(highest.value)
  }

  /// ", 20 missing years before it" when positions are missing between the point before this
  /// one and this one (``MissingRun``: calendar periods, steps of a numeric axis, or
  /// categories); empty otherwise.
  private func gapBefore(_ index: Int) -> String {
    // Along a path, the previous point is not the previous position: no gap is said.
    guard index > 0, pathOrder == nil else { return "" }
    let missing = analysis.series[seriesIndex].missingCount(before: index, after: index - 1)
    guard missing > 0 else { return "" }
    let noun: String
    switch keyAxis.kind {
    case .categorical: noun = missing == 1 ? "category" : "categories"
    case .temporal, .numeric:
      noun =
        keyAxis.calendarUnit.map { missing == 1 ? $0.rawValue : $0.pluralNoun }
        ?? (missing == 1 ? "value" : "values")
    }
    return ", \(ValueFormatter.preciseNumber(Double(missing))) missing \(noun) before it"
  }

  // MARK: - Moving

  /// Moves to a point, or says the edge when the target lies outside the series.
  private mutating func move(to target: Int, edge: String) -> ExploreResponse {
    let count = observations.count
    guard count > 0 else { return ExploreResponse(text: "\(seriesName) has no points.") }
    guard (0..<count).contains(target) else {
      return ExploreResponse(
        text: "\(edge) of \(seriesName). " + pointReading(), sound: .boundary(boundaryClick()))
    }
    pointIndex = target
    targetPosition = observations[target].x
    return ExploreResponse(text: pointReading(), sound: pointTone())
  }

  /// The point of the current series nearest a position of another series (the first of
  /// equally near ones), or the first point without one.
  private func nearestPoint(to position: DataValue?) -> Int {
    guard let position, !observations.isEmpty else { return 0 }
    let target = scale.fraction(of: position)
    var best = 0
    var bestDistance = Double.infinity
    for (index, point) in observations.enumerated() {
      let distance = abs(scale.fraction(of: point.x) - target)
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }

  /// The current series' braille graph with the current point's cell marked.
  private func brailleLine() -> String {
    let graph = graphs[seriesIndex]
    let marked =
      observations.indices.contains(pointIndex) ? graph.cell(ofPoint: axisIndex(pointIndex)) : nil
    return graph.line(of: analysis, seriesIndex: seriesIndex, marking: marked)
  }

  // MARK: - Sound

  /// The current point's tone, or `nil` when it has no value or the chart no pitch mapping.
  private func pointTone() -> ExploreResponse.Sound? {
    guard let pitch = score.pitch(ofSeries: seriesIndex), observations.indices.contains(pointIndex)
    else { return nil }
    let point = observations[pointIndex]
    let value = point.value.isFinite ? point.value : point.components.first?.value
    guard let value, value.isFinite else { return nil }
    return .point(
      ToneEvent(
        kind: .note, startSeconds: 0, durationSeconds: Self.pointToneSeconds,
        frequencyHz: pitch.frequency(of: value), pan: scale.pan(of: point.x),
        amplitude: SeriesVoicing.Sound.toneAmplitude,
        timbre: value < 0 ? .negative : Timbre.forSeries(at: seriesIndex),
        seriesIndex: seriesIndex, x: point.x, value: value))
  }

  /// A soft click on the side of the edge reached.
  private func boundaryClick() -> ToneEvent {
    let pan =
      observations.indices.contains(pointIndex) ? scale.pan(of: observations[pointIndex].x) : 0
    return ToneEvent(
      kind: .gap, startSeconds: 0, durationSeconds: Self.boundarySeconds,
      frequencyHz: SeriesVoicing.Sound.clickHz, pan: pan,
      amplitude: SeriesVoicing.Sound.clickAmplitude, timbre: .click, seriesIndex: seriesIndex,
      x: nil, value: nil)
  }
}
