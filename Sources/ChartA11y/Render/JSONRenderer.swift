import ChartModel
import Foundation

/// Renders a description as JSON shaped like Apple's AXChartDescriptor (title, summary, axes,
/// series with data points) plus the computed statistics and every sentence with its level.
///
/// Keys are sorted; numbers that are missing or not finite are `null`; dates are written at
/// the precision of the independent axis's unit (``TemporalParser/dataText(of:unit:clock:)``:
/// `2001`, `2001-03`, `2001-03-24`, `2001-03-24 20:00Z`), never as a `T` timestamp.
public enum JSONRenderer {
  /// Renders an analysis and its description.
  ///
  /// - Parameters:
  ///   - analysis: The analysed chart.
  ///   - description: Its description.
  /// - Returns: Pretty-printed UTF-8 JSON ending in a newline.
  /// - Throws: `EncodingError` only if encoding fails, which finite-checked values prevent.
  /// - Complexity: O(*n*) in the number of data points; the whole text is held.
  public static func render(_ analysis: ChartAnalysis, description: ChartDescription) throws
    -> String
  {
    var text = ""
    try write(analysis, description: description) { text += $0 }
    return text
  }

  /// Writes the same JSON as ``render(_:description:)`` piece by piece.
  ///
  /// The data points are never held as one document: everything but the points is encoded first (a small
  /// skeleton), then each series' points are written into it by ``JSONPointWriter`` in
  /// pieces of about `pieceBytes` bytes. The bytes are those `JSONEncoder` writes for the
  /// whole document (``encodedWholeDocument(_:description:)``, compared in the tests).
  ///
  /// - Parameters:
  ///   - analysis: The analysed chart.
  ///   - description: Its description.
  ///   - pieceBytes: About how many UTF-8 bytes each piece holds (a piece ends after a point).
  ///   - emit: Receives the pieces in order; each is whole UTF-8 text.
  /// - Throws: `EncodingError` from encoding the skeleton, before anything is emitted.
  /// - Complexity: O(*n*) time in the number of data points, O(`pieceBytes`) memory besides
  ///   the analysis and the skeleton.
  public static func write(
    _ analysis: ChartAnalysis, description: ChartDescription, pieceBytes: Int = 1 << 16,
    to emit: (String) -> Void
  ) throws {
    let axis = analysis.chart.independentAxisDescriptor
    let skeleton = Array(
      try StableJSON.data(
        Document(analysis, description: description, writesPoints: false),
        userInfo: dateInfo(unit: axis.writtenDateUnit, clock: axis.clock)))
    withoutActuallyEscaping(emit) { emit in
      var writer = JSONPointWriter(
        pieceBytes: pieceBytes, dateUnit: axis.writtenDateUnit, dateClock: axis.clock,
        emit: emit)
      let marker = Array(#""dataPoints" : ["#.utf8)
      var cursor = 0
      for entry in analysis.series {
        // Keys of the document are fixed and a quote inside a string is escaped, so the
        // unescaped marker is the next series' member, in series order.
        guard let start = Self.firstIndex(of: marker, in: skeleton, from: cursor) else { break }
        let open = start + marker.count
        var lineStart = start
        while lineStart > 0 && skeleton[lineStart - 1] == UInt8(ascii: " ") { lineStart -= 1 }
        let indent = start - lineStart
        guard !entry.series.observations.isEmpty else { continue }
        writer.append(skeleton[cursor..<open])
        writer.appendPoints(entry.series.observations, indent: indent)
        // The skeleton's empty array is `[`, two line breaks, the indent and `]`.
        cursor = open + 2 + indent + 1
      }
      writer.append(skeleton[cursor...])
      writer.flush()
    }
  }

  /// The document as one `JSONEncoder` value, points included: the output before streaming,
  /// kept as the reference the streaming writer is tested against.
  ///
  /// - Throws: `EncodingError` only if encoding fails.
  package static func encodedWholeDocument(
    _ analysis: ChartAnalysis, description: ChartDescription
  ) throws -> String {
    let axis = analysis.chart.independentAxisDescriptor
    return try StableJSON.text(
      Document(analysis, description: description, writesPoints: true),
      userInfo: dateInfo(unit: axis.writtenDateUnit, clock: axis.clock))
  }

  /// The encoder's context for ``Value``: the unit dates are written at and their clock.
  static func dateInfo(unit: CalendarUnit?, clock: DateClock) -> [CodingUserInfoKey: any Sendable] {
    var info: [CodingUserInfoKey: any Sendable] = [:]
    if let key = CodingUserInfoKey.dateUnit, let unit { info[key] = unit }
    if let key = CodingUserInfoKey.dateClock, clock != .utc { info[key] = clock }
    return info
  }

  /// The first index of `needle` in `bytes` at or after `start`.
  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first, bytes.count >= needle.count else { return nil }
    var index = start
    while index <= bytes.count - needle.count {
      if bytes[index] == first && bytes[index..<index + needle.count].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }

  private struct Document: Encodable {
    var title: String?
    var summary: String?
    var xAxis: Axis
    var yAxis: Axis
    /// The trailing y axis of a chart with two, else absent.
    var trailingYAxis: Axis?
    var independentAxis: String
    var series: [Series]
    var referenceLines: [Reference]
    var hiddenMarkCount: Int
    /// The views of a composed chart left out of the reading: `[{"name": "bar marks of
    /// Costs", "reason": "…"}]`; absent when every view is read.
    var unreadViews: [UnreadViewObject]?
    var kind: KindObject?
    var sentences: [Sentence]

    init(_ analysis: ChartAnalysis, description: ChartDescription, writesPoints: Bool) {
      let chart = analysis.chart
      title = chart.title
      summary = chart.summary
      xAxis = Axis(chart.xAxis, panels: chart.xPanelAxes)
      yAxis = Axis(chart.yAxis, panels: chart.yPanelAxes)
      trailingYAxis = chart.trailingYAxis.map { Axis($0) }
      independentAxis = chart.independentAxis.rawValue
      let valueUnit = chart.dependentAxisDescriptor.unit
      series = analysis.series.map {
        var series = Series(
          $0, axis: chart.independentAxisDescriptor,
          valueUnit: chart.valueAxis(of: $0.series).unit, writesPoints: writesPoints)
        // Which y axis the series is read on, on a chart with two.
        series.valueAxis = chart.hasTwoValueAxes ? $0.series.axisPosition.rawValue : nil
        return series
      }
      referenceLines = chart.referenceLines.map {
        Reference(axis: $0.axis.rawValue, value: Value($0.value), label: $0.label)
      }
      hiddenMarkCount = chart.hiddenMarkCount
      unreadViews =
        chart.unreadViews.isEmpty
        ? nil : chart.unreadViews.map { UnreadViewObject(name: $0.name, reason: $0.reason) }
      kind = analysis.kind.map { KindObject($0, chart: chart, alpha: analysis.alpha) }
      sentences = description.sentences.map { Sentence($0, valueUnit: valueUnit) }
    }
  }

  private struct UnreadViewObject: Encodable {
    var name: String
    var reason: String
  }

  private struct Axis: Encodable {
    var title: String
    var unit: String?
    var kind: String
    var calendarUnit: String?
    var isHidden: Bool
    var range: [Value]?
    /// What the axis spans as drawn when that is not its values' range: its declared domain,
    /// or the span Vega draws it over from 0 or to round ends, `[0, 8]` (an end not known is
    /// `null`; ``AxisScale/drawnSpan``).
    var drawnSpan: [Value]?
    var categories: [String]?
    /// Each panel's own axis, in panel order, when a concatenated chart's panels draw theirs.
    ///
    /// From ``AccessibleChart/yPanelAxes``; the whole axis's `drawnSpan` is then
    /// `[null, null]`, as no one span is drawn. Absent otherwise.
    var panels: [Axis]?

    init(_ axis: AxisDescriptor, panels: [AxisDescriptor] = []) {
      title = axis.title
      unit = axis.unit
      kind = axis.kind.rawValue
      calendarUnit = axis.calendarUnit?.rawValue
      isHidden = axis.isHidden
      range = axis.range.map { range in
        [range.lowerBound, range.upperBound].map { bound in
          axis.kind == .temporal
            ? Value(.date(Date(timeIntervalSince1970: bound))) : Value(.number(bound))
        }
      }
      let span =
        axis.scale.domain.map { DrawnSpan(lowerBound: $0.lowerBound, upperBound: $0.upperBound) }
        ?? axis.scale.drawnSpan
      drawnSpan = span.map { span in
        [span.lowerBound, span.upperBound].map { Value(.number($0 ?? .nan)) }
      }
      categories = axis.kind == .categorical ? axis.categories : nil
      if !panels.isEmpty {
        self.panels = panels.map { Axis($0) }
        drawnSpan = [Value(.number(.nan)), Value(.number(.nan))]
      }
    }
  }

  /// A value as the JSON writes it: a finite number, `null`, a category's text or a date at
  /// the precision of the encoder's ``CodingUserInfoKey/dateUnit``, on its
  /// ``CodingUserInfoKey/dateClock`` (``TemporalParser/dataText(of:unit:clock:)``).
  struct Value: Encodable {
    var value: DataValue
    init(_ value: DataValue) { self.value = value }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch value {
      case .number(let number):
        if number.isFinite { try container.encode(number) } else { try container.encodeNil() }
      case .category(let text): try container.encode(text)
      case .date(let date):
        let unit = CodingUserInfoKey.dateUnit.flatMap { encoder.userInfo[$0] as? CalendarUnit }
        let clock = CodingUserInfoKey.dateClock.flatMap { encoder.userInfo[$0] as? DateClock }
        try container.encode(TemporalParser.dataText(of: date, unit: unit, clock: clock ?? .utc))
      }
    }
  }

  private struct Series: Encodable {
    var name: String
    var groupingLabel: String?
    var markKinds: [String]
    var isContinuous: Bool
    var isPlot: Bool
    var valueLabel: String
    var valueAxis: String?
    var dataPoints: Points
    var statistics: Statistics?
    var missing: [Missing]
    var trend: Trend?
    /// The series read as drawn when it is too short for a trend test (``ShortSequence``);
    /// absent otherwise.
    var sequence: Steps?
    /// `true` for a line whose drawing kept only some of its vertices
    /// (``SeriesAnalysis/isSimplifiedLine``): its points, count and extremes are of the kept
    /// vertices, and its statistics have no mean and no count (the kept points' are not the
    /// line's) but a `keptVertexCount`; absent otherwise.
    var keepsSomeVertices: Bool?

    init(_ entry: SeriesAnalysis, axis: AxisDescriptor, valueUnit: String?, writesPoints: Bool) {
      let series = entry.series
      name = series.name
      groupingLabel = series.groupingLabel
      markKinds = series.markKinds.map(\.rawValue)
      isContinuous = series.isContinuous
      isPlot = series.isPlot
      valueLabel = series.valueLabel
      dataPoints = Points(observations: writesPoints ? series.observations : [])
      statistics = entry.summary.map { Statistics($0, isSimplifiedLine: entry.isSimplifiedLine) }
      missing = entry.missingRuns.map {
        Missing(start: Value($0.start), end: Value($0.end), count: $0.count)
      }
      trend = entry.trend.map { Trend($0, valueUnit: valueUnit) }
      sequence = entry.sequence.map(Steps.init)
      keepsSomeVertices = entry.isSimplifiedLine ? true : nil
    }
  }

  /// A series' points, encoded one by one as ``Point``s (none in the streaming skeleton).
  private struct Points: Encodable {
    var observations: [Observation]
    func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for observation in observations { try container.encode(Point(observation)) }
    }
  }

  /// One data point as `JSONEncoder` writes it; ``JSONPointWriter`` writes plain points
  /// (`x` and `y` alone) itself and encodes the others through this type.
  struct Point: Encodable {
    var x: Value
    var y: Value?
    var components: [LabelledValue]?
    var subcategory: String?
    var label: String?
    var valueDescription: String?

    init(_ observation: Observation) {
      x = Value(observation.x)
      y = observation.value.isFinite ? Value(.number(observation.value)) : nil
      components = observation.components.isEmpty ? nil : observation.components
      subcategory = observation.subcategory.map { ValueFormatter.text(of: $0) }
      label = observation.label
      valueDescription = observation.valueDescription
    }
  }

  private struct Statistics: Encodable {
    /// The number of points; absent for a line that keeps only some of its vertices, whose
    /// number of points the drawing does not show.
    var count: Int?
    /// The number of vertices kept, for a line that keeps only some; absent otherwise.
    var keptVertexCount: Int?
    var minimum: Extremum
    var maximum: Extremum
    /// The mean; absent for a line that keeps only some of its vertices.
    var mean: Value?
    var first: Extremum
    var last: Extremum

    init(_ summary: SummaryStatistics, isSimplifiedLine: Bool) {
      count = isSimplifiedLine ? nil : summary.count
      keptVertexCount = isSimplifiedLine ? summary.count : nil
      minimum = Extremum(summary.minimum)
      maximum = Extremum(summary.maximum)
      mean = isSimplifiedLine ? nil : Value(.number(summary.mean))
      first = Extremum(summary.first)
      last = Extremum(summary.last)
    }
  }

  private struct Extremum: Encodable {
    var x: Value
    var value: Value
    init(_ point: SummaryStatistics.Point) {
      x = Value(point.x)
      value = Value(.number(point.value))
    }
  }

  private struct Missing: Encodable {
    var start: Value
    var end: Value
    var count: Int
  }

  private struct Trend: Encodable {
    var test: String
    var mannKendall: MannKendallResult
    var sensSlope: Value?
    var intercept: Value?
    var slopeUnit: String
    var shape: String
    var shapeAt: Value?
    var phases: [Evidence]
    var turningPoints: [Turn]
    var changePoints: [Value]
    var skippedCount: Int

    init(_ trend: TrendAnalysis, valueUnit: String?) {
      test = trend.overall.test.rawValue
      mannKendall = trend.mannKendall
      sensSlope = trend.sensSlope.map { Value(.number($0.slope)) }
      intercept = trend.sensSlope.map { Value(.number($0.intercept)) }
      slopeUnit = Evidence.slopeUnit(trend.slopeUnit, valueUnit: valueUnit)
      phases = trend.phases.map { Evidence($0.evidence, valueUnit: valueUnit, endsAt: $0.endsAt) }
      turningPoints = trend.turningPoints.map {
        Turn(kind: $0.kind.rawValue, x: Value($0.x), value: Value(.number($0.value)))
      }
      changePoints = trend.changePoints.map(Value.init)
      skippedCount = trend.skippedCount
      switch trend.shape {
      case .rising: shape = "rising"
      case .falling: shape = "falling"
      case .noTrend: shape = "no significant trend"
      case .phases: shape = "phases"
      case .peak(let x, _):
        shape = "peak"
        shapeAt = Value(x)
      case .trough(let x, _):
        shape = "trough"
        shapeAt = Value(x)
      }
    }
  }

  /// The evidence of one trend claim: test name, stretch, statistics and Sen's slope.
  private struct Evidence: Encodable {
    var test: String
    var start: Value
    var end: Value
    var sampleCount: Int
    var s: Value
    var variance: Value
    var z: Value
    var p: Value
    var tau: Value
    var alpha: Double
    var direction: String
    var lagOneAutocorrelation: Value
    var sensSlope: Value?
    var slopeUnit: String
    var endsAt: String?

    init(_ evidence: TrendEvidence, valueUnit: String?, endsAt: TurningPoint.Kind? = nil) {
      let result = evidence.result
      test = evidence.test.rawValue
      start = Value(evidence.start)
      end = Value(evidence.end)
      sampleCount = result.sampleCount
      s = Value(.number(result.s))
      variance = Value(.number(result.variance))
      z = Value(.number(result.z))
      p = Value(.number(result.p))
      tau = Value(.number(result.tau))
      alpha = result.alpha
      direction = result.direction.rawValue
      lagOneAutocorrelation = Value(.number(evidence.lagOneAutocorrelation))
      sensSlope = evidence.sensSlope.map { Value(.number($0)) }
      slopeUnit = Self.slopeUnit(evidence.slopeUnit, valueUnit: valueUnit)
      self.endsAt = endsAt?.rawValue
    }

    /// "births per year", "value per x unit".
    static func slopeUnit(_ unit: String?, valueUnit: String?) -> String {
      "\(valueUnit ?? "value") per \(unit ?? "x unit")"
    }
  }

  /// A short series' runs of steps (`rises`, `falls`, `stays`, each from one position to
  /// another), the change of every step, and the fewest values the trend test needs.
  private struct Steps: Encodable {
    struct Run: Encodable {
      var direction: String
      var start: Value
      var end: Value
    }
    var runs: [Run]
    var changes: [Value]
    var minimumTestSize: Int

    init(_ sequence: ShortSequence) {
      runs = sequence.runs.map {
        Run(
          direction: $0.direction.rawValue, start: Value(sequence.points[$0.start].x),
          end: Value(sequence.points[$0.end].x))
      }
      changes = sequence.changes.map { Value(.number($0)) }
      minimumTestSize = sequence.minimumTestSize
    }
  }

  private struct Turn: Encodable {
    var kind: String
    var x: Value
    var value: Value
  }

  private struct Reference: Encodable {
    var axis: String
    var value: Value
    var label: String
  }

  private struct Sentence: Encodable {
    var level: Int
    var text: String
    var series: String?
    var evidence: [Evidence]?

    init(_ sentence: DescriptionSentence, valueUnit: String?) {
      level = sentence.level.rawValue
      text = sentence.text
      series = sentence.series
      evidence =
        sentence.evidence.isEmpty
        ? nil : sentence.evidence.map { Evidence($0, valueUnit: valueUnit) }
    }
  }
}

extension CodingUserInfoKey {
  /// The calendar unit ``JSONRenderer`` writes dates at.
  static let dateUnit = CodingUserInfoKey(rawValue: "ChartA11y.JSONRenderer.dateUnit")
  /// The clock ``JSONRenderer`` writes dates on (``DateClock``), when not UTC.
  static let dateClock = CodingUserInfoKey(rawValue: "ChartA11y.JSONRenderer.dateClock")
}
