import ChartModel

/// One series drawn as a line of Unicode braille cells (U+2800–U+28FF, 8-dot cells), for a
/// refreshable braille display: each cell is one point, or the mean of a group of points, as a
/// bar of one of four heights.
///
/// - Cells: the series' observations in axis order, with one blank slot for each missing
///   calendar period or category between two of them (as the audio graph leaves silence), so
///   a gap in the data is a gap under the finger. When there are more slots than
///   `maximumCells`, consecutive slots are grouped, ``groupSize`` = ⌈slots ÷ maximumCells⌉,
///   and a cell shows the mean of its group's values (a group of only gaps stays blank).
/// - A point's value is its main value; an observation with only components (a box plot's
///   five values, an extent's two ends) is drawn at the median of its components.
/// - Levels: with the series' lowest value *lo* and highest *hi*, a value *v* is drawn at
///   level 1 + min(3, ⌊4 (*v* − *lo*) ÷ (*hi* − *lo*)⌋), so each level is a quarter of the
///   range and the highest value is level 4; a series of one value is all level 1. *lo* and
///   *hi* are of the drawn values: the group means when grouped. Level 1 is
///   ⣀ (dots 7 8), 2 ⣤ (3 6 7 8), 3 ⣶ (2 3 5 6 7 8), 4 ⣿ (all eight dots); a gap is ⠀ (U+2800,
///   no dots). See docs/braille.md.
/// - The current point, when marked, keeps only its left dot column (⡀ ⡄ ⡆ ⡇, dots 7, 3 7,
///   2 3 7, 1 2 3 7), a half-width bar of the same height; a marked gap is ⡁ (dots 1 7).
///
///     let graph = BrailleGraph(values: [0, 1, 2, 3, 4, 5, 6, 7, 8])
///     print(graph.cells(marking: nil))   // "⣀⣀⣤⣤⣶⣶⣿⣿⣿"
///     print(graph.cells(marking: 2))     // "⣀⣀⡄⣤⣶⣶⣿⣿⣿"
public struct BrailleGraph: Hashable, Sendable {
  /// The default most cells, a common refreshable display's width.
  public static let defaultMaximumCells = 40

  /// Each cell's level, 1 (lowest quarter) to 4 (highest), or `nil` for a gap.
  public let levels: [Int?]
  /// How many slots (points and missing positions) each cell stands for; 1 when ungrouped.
  public let groupSize: Int
  /// The lowest and highest cell values, the graph's bottom and top (group means when
  /// grouped), or `nil` when it has none.
  public let range: ClosedRange<Double>?
  /// The lowest and highest value of a point (before grouping), or `nil` when none has one:
  /// the series' true extremes, which group means can hide.
  public let pointRange: ClosedRange<Double>?
  /// Whether some point is drawn at the middle of its components (a box plot's median, an
  /// extent's midpoint), having no value of its own.
  public let drawsMiddles: Bool
  /// The slot of each observation, in the series' order.
  private let slotOfPoint: [Int]

  /// Draws one series of a chart.
  ///
  /// - Parameters:
  ///   - analysis: The chart and its statistics (its axis places the missing positions).
  ///   - seriesIndex: The series, an index into `analysis.chart.series`.
  ///   - maximumCells: The most cells (at least 1).
  /// - Complexity: O(*n* + *c*) for *n* points and *c* cells, however many missing positions
  ///   lie between the points (each gap is one run, at most 1,000,000 positions, RegularStep).
  public init(
    _ analysis: ChartAnalysis, seriesIndex: Int, maximumCells: Int = defaultMaximumCells
  ) {
    let seriesAnalysis = analysis.series[seriesIndex]
    let observations = seriesAnalysis.series.observations
    let drawsMiddles = observations.contains { !$0.value.isFinite && !$0.components.isEmpty }
    var runs: [SlotRun] = []
    var slotOfPoint: [Int] = []
    runs.reserveCapacity(observations.count)
    slotOfPoint.reserveCapacity(observations.count)
    var slotCount = 0
    for index in observations.indices {
      if index > 0 {
        let missing = seriesAnalysis.missingCount(before: index, after: index - 1)
        if missing > 0 {
          runs.append(SlotRun(value: nil, count: missing))
          slotCount += missing
        }
      }
      slotOfPoint.append(slotCount)
      runs.append(SlotRun(value: Self.drawnValue(of: observations[index]), count: 1))
      slotCount += 1
    }
    self.init(
      runs: runs, slotCount: slotCount, slotOfPoint: slotOfPoint, maximumCells: maximumCells,
      drawsMiddles: drawsMiddles)
  }

  /// Draws a sequence of values directly, one slot each (`nil` for a gap).
  ///
  /// - Parameters:
  ///   - values: The values in order; `nil` or a non-finite value is a gap.
  ///   - maximumCells: The most cells (at least 1).
  /// - Complexity: O(*n*).
  public init(values: [Double?], maximumCells: Int = defaultMaximumCells) {
    self.init(
      runs: values.map { SlotRun(value: $0.flatMap { $0.isFinite ? $0 : nil }, count: 1) },
      slotCount: values.count, slotOfPoint: Array(values.indices), maximumCells: maximumCells,
      drawsMiddles: false)
  }

  /// Consecutive slots of one drawn value or of missing positions.
  ///
  /// A point is a run of `count` 1; a gap is one run of `value` `nil` and `count` its length,
  /// so a gap of a million positions costs one run and the graph's memory is linear in the
  /// points, not in the positions they span.
  private struct SlotRun {
    let value: Double?
    let count: Int
  }

  /// Groups the slots of `runs` (`slotCount` in all) into at most `maximumCells` cells.
  ///
  /// - Complexity: O(*r* + *c*) for *r* runs and *c* cells: a run longer than a group is
  ///   split at group ends, never expanded slot by slot.
  private init(
    runs: [SlotRun], slotCount: Int, slotOfPoint: [Int], maximumCells: Int, drawsMiddles: Bool
  ) {
    let cells = max(1, maximumCells)
    let groupSize = slotCount > cells ? (slotCount + cells - 1) / cells : 1
    var means: [Double?] = []
    means.reserveCapacity(slotCount / groupSize + 1)
    // The group being filled: the sum and count of its values, and its slots so far.
    var sum = 0.0
    var valueCount = 0
    var filled = 0
    for run in runs {
      var remaining = run.count
      while remaining > 0 {
        let taken = min(remaining, groupSize - filled)
        if let value = run.value {
          sum += value * Double(taken)
          valueCount += taken
        }
        filled += taken
        remaining -= taken
        if filled == groupSize {
          means.append(valueCount == 0 ? nil : sum / Double(valueCount))
          (sum, valueCount, filled) = (0, 0, 0)
        }
      }
    }
    if filled > 0 { means.append(valueCount == 0 ? nil : sum / Double(valueCount)) }
    let drawn = means.compactMap { $0 }
    let range = drawn.min().map { $0...(drawn.max() ?? $0) }
    self.levels = means.map { value in
      guard let value, let range else { return nil }
      return Self.level(of: value, in: range)
    }
    self.groupSize = groupSize
    self.range = range
    let values = runs.compactMap(\.value)
    self.pointRange = values.min().map { $0...(values.max() ?? $0) }
    self.drawsMiddles = drawsMiddles
    self.slotOfPoint = slotOfPoint
  }

  /// The level of a value in a range, 1 to 4.
  ///
  /// 1 + min(3, ⌊4 (*v* − *lo*) ÷ (*hi* − *lo*)⌋), and 1 when the range is one value.
  /// Computed in `Double`; values outside the range are clamped to levels 1 and 4.
  public static func level(of value: Double, in range: ClosedRange<Double>) -> Int {
    // Overflow-safe for ranges wider than a Double (-1.7e308 to 1.7e308) and subnormal ones.
    guard let fraction = RangeFraction.of(value, from: range.lowerBound, to: range.upperBound)
    else { return 1 }
    let quarter = (4 * fraction).rounded(.down)
    return 1 + Int(min(3, max(0, quarter.isNaN ? 0 : quarter)))
  }

  /// The value an observation is drawn at: its main value, else the median of its finite
  /// components; `nil` when it has neither.
  static func drawnValue(of observation: Observation) -> Double? {
    if observation.value.isFinite { return observation.value }
    let values = observation.components.map(\.value).filter(\.isFinite).sorted()
    guard !values.isEmpty else { return nil }
    let middle = values.count / 2
    return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
  }

  /// The cell that shows an observation.
  ///
  /// - Parameter pointIndex: An index into the series' observations.
  /// - Returns: The cell's index in ``levels``.
  public func cell(ofPoint pointIndex: Int) -> Int {
    slotOfPoint[pointIndex] / groupSize
  }

  /// The cells as Unicode braille, one character a cell.
  ///
  /// - Parameter marked: The cell to mark as the current one (its left dot column only), or
  ///   `nil`.
  /// - Returns: ``levels``.count characters from U+2800–U+28FF.
  public func cells(marking marked: Int?) -> String {
    var text = ""
    text.unicodeScalars.reserveCapacity(levels.count)
    for (index, level) in levels.enumerated() {
      text.unicodeScalars.append(Self.cell(level: level, isMarked: index == marked))
    }
    return text
  }

  /// Dot bits of U+2800 + bits: dot 1 = 0x01, 2 = 0x02, 3 = 0x04, 4 = 0x08, 5 = 0x10,
  /// 6 = 0x20, 7 = 0x40, 8 = 0x80 (Unicode's braille patterns block).
  private static let leftColumn: [UInt32] = [0x40, 0x04, 0x02, 0x01]  // dots 7, 3, 2, 1
  private static let rightColumn: [UInt32] = [0x80, 0x20, 0x10, 0x08]  // dots 8, 6, 5, 4

  /// One cell: a bar of `level` rows from the bottom, both columns or (marked) the left one.
  static func cell(level: Int?, isMarked: Bool) -> Unicode.Scalar {
    var bits: UInt32 = 0
    if let level {
      for row in 0..<min(4, max(0, level)) {
        bits |= leftColumn[row] | (isMarked ? 0 : rightColumn[row])
      }
    } else if isMarked {
      bits = 0x40 | 0x01  // dots 1 and 7: a marked gap
    }
    // Every value 0x2800...0x28FF is a valid scalar.
    return Unicode.Scalar(0x2800 + bits) ?? " "
  }
}
