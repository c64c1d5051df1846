import ChartModel

/// The frames of a `window` transform and the aggregates computed over them
/// (vega-transforms `Window.js` `setWindow` and `adjustRange`).
enum VegaWindowFrame {
  /// Each row's frame in a sorted group of `count` rows.
  ///
  /// - Parameters:
  ///   - count: The rows.
  ///   - bounds: `frame`: rows before and after (`nil` for the group's start or end).
  ///   - peers: Each row's run of equal rows, to widen a frame's ends to whole runs; `nil`
  ///     without a `sort` or with `ignorePeers`.
  /// - Returns: Each row's frame, rows of the sorted group.
  /// - Complexity: O(*n*).
  static func frames(count: Int, bounds: (Int?, Int?), peers: [Range<Int>]?) -> [Range<Int>] {
    (0..<count).map { i in
      var lower = bounds.0.map { Swift.max(0, i - $0) } ?? 0
      var upper = bounds.1.map { Swift.min(count, i + $0 + 1) } ?? count
      if let peers, lower < upper {
        lower = peers[lower].lowerBound
        upper = peers[upper - 1].upperBound
      }
      return lower..<upper
    }
  }

  /// Whether an aggregate is kept as the frame slides rather than recomputed per frame.
  static func slides(_ op: VegaAggregateOp) -> Bool {
    switch op {
    case .count, .valid, .missing, .sum, .mean, .average: return true
    case .distinct, .median, .min, .max, .q1, .q3, .stdev, .variance, .stderr: return false
    }
  }

  /// An aggregate over each frame of `values`.
  ///
  /// Frames move only right (both ends non-decreasing), so the sliding aggregates add the rows
  /// entering and remove those leaving (Vega's `cell.add` / `cell.rem`); the others are
  /// computed afresh over each frame.
  ///
  /// - Complexity: O(*n*) for sliding aggregates, O(Σ frame sizes · log) for the others.
  static func aggregate(_ op: VegaAggregateOp, values: [DataValue?], frames: [Range<Int>])
    -> [Double?]
  {
    guard slides(op) else {
      return frames.map { op.apply(to: Array(values[$0])) }
    }
    var (rows, present, numeric, sum) = (0, 0, 0, 0.0)
    var current = 0..<0
    func update(_ index: Int, _ sign: Int) {
      rows += sign
      guard let value = values[index] else { return }
      present += sign
      if let number = value.numericValue, number.isFinite {
        numeric += sign
        sum += Double(sign) * number
      }
    }
    return frames.map { frame in
      // Both ends only move right: remove the rows left behind, add the rows reached.
      let leaving =
        current
        .lowerBound..<Swift.max(
          current.lowerBound, Swift.min(frame.lowerBound, current.upperBound))
      let reached = Swift.min(frame.upperBound, Swift.max(frame.lowerBound, current.upperBound))
      for index in leaving { update(index, -1) }
      for index in reached..<frame.upperBound { update(index, 1) }
      current = frame
      switch op {
      case .count: return Double(rows)
      case .valid: return Double(present)
      case .missing: return Double(rows - present)
      case .sum: return sum
      case .mean, .average: return numeric > 0 ? sum / Double(numeric) : nil
      case .distinct, .median, .min, .max, .q1, .q3, .stdev, .variance, .stderr: return nil
      }
    }
  }
}
