import ChartModel
import Foundation

/// The ranking and offset operations of a `window` transform, as Vega computes them
/// (vega-transforms `util/WindowOps.js`), over a group's rows in sorted order.
///
/// Without a `sort` every row is its own peer, so `rank` is the row number.
enum VegaWindowOp: String, CaseIterable {
  /// 1, 2, 3, … in sorted order.
  case rowNumber = "row_number"
  /// The row number of the first of the row's peers (1, 1, 3).
  case rank
  /// 1 plus the number of distinct peer runs before the row's (1, 1, 2).
  case denseRank = "dense_rank"
  /// (rank − 1) / (*n* − 1).
  case percentRank = "percent_rank"
  /// The rows up to the row's last peer, over *n*.
  case cumeDist = "cume_dist"
  /// ⌈`param` · cume_dist⌉: the row's tile of `param` (required, above 0).
  case ntile
  /// The field `param` (default 1) rows before, or none.
  case lag
  /// The field `param` (default 1) rows after, or none.
  case lead
  /// The field at the frame's first row.
  case firstValue = "first_value"
  /// The field at the frame's last row.
  case lastValue = "last_value"
  /// The field at the frame's `param`-th row (from 1), or none past its end.
  case nthValue = "nth_value"
  /// The field at the row, else at the nearest row before that has one.
  case prevValue = "prev_value"
  /// The field at the row, else at the nearest row after that has one.
  case nextValue = "next_value"

  /// A sorted group: its rows, their peer runs (`nil` without a `sort`), and their frames.
  struct Context {
    var rows: [VegaRow]
    var peers: [Range<Int>]?
    var frames: [Range<Int>]
  }

  /// The operation's value at each row.
  ///
  /// - Complexity: O(*n*).
  func values(field: String?, parameter: Double?, in context: Context) -> [DataValue?] {
    let n = context.rows.count
    let value = { (index: Int) -> DataValue? in field.flatMap { context.rows[index][$0] } }
    let peers = context.peers ?? (0..<n).map { $0..<($0 + 1) }
    switch self {
    case .rowNumber: return (0..<n).map { .number(Double($0 + 1)) }
    case .rank: return (0..<n).map { .number(Double(peers[$0].lowerBound + 1)) }
    case .denseRank:
      var rank = 0
      return (0..<n).map { index in
        if peers[index].lowerBound == index { rank += 1 }
        return .number(Double(rank))
      }
    case .percentRank:
      // One row: 0 / 0, which Vega leaves as NaN, an undrawn value.
      return (0..<n).map { n > 1 ? .number(Double(peers[$0].lowerBound) / Double(n - 1)) : nil }
    case .cumeDist: return (0..<n).map { .number(Double(peers[$0].upperBound) / Double(n)) }
    case .ntile:
      let tiles = parameter ?? 0
      guard tiles > 0 else { return Array(repeating: nil, count: n) }
      return (0..<n).map {
        .number((tiles * Double(peers[$0].upperBound) / Double(n)).rounded(.up))
      }
    case .lag, .lead:
      let offset = Int(parameter.flatMap { $0 == 0 ? nil : $0 } ?? 1)
      let step = self == .lag ? -offset : offset
      return (0..<n).map { index in (0..<n).contains(index + step) ? value(index + step) : nil }
    case .firstValue, .lastValue, .nthValue:
      return context.frames.map { frame in
        frameValue(frame, parameter: parameter).flatMap(value)
      }
    case .prevValue, .nextValue:
      return carried((0..<n).map(value))
    }
  }

  /// The row of `frame` that `first_value`, `last_value` or `nth_value` reads.
  private func frameValue(_ frame: Range<Int>, parameter: Double?) -> Int? {
    guard !frame.isEmpty else { return nil }
    switch self {
    case .firstValue: return frame.lowerBound
    case .lastValue: return frame.upperBound - 1
    default:
      guard let nth = parameter, nth >= 1, nth < Double(Int32.max) else { return nil }
      let index = frame.lowerBound + Int(nth) - 1
      return index < frame.upperBound ? index : nil
    }
  }

  /// Each row's value, or the nearest before (`prev_value`) or after (`next_value`) where it
  /// is missing.
  private func carried(_ values: [DataValue?]) -> [DataValue?] {
    var result = values
    var last: DataValue?
    let indices = self == .prevValue ? Array(values.indices) : values.indices.reversed()
    for index in indices {
      if let value = values[index] { last = value } else { result[index] = last }
    }
    return result
  }
}
