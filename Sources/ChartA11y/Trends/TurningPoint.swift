/// A peak or trough of a series, with its topographic prominence.
public struct TurningPoint: Hashable, Sendable {
  /// Whether the point is a local maximum or minimum.
  public enum Kind: String, CaseIterable, Codable, Sendable {
    /// A local maximum.
    case peak
    /// A local minimum.
    case trough
  }

  /// Peak or trough.
  public var kind: Kind
  /// Its index among the series' finite values.
  public var index: Int
  /// Its topographic prominence, in value units: how far it stands above (below, for a
  /// trough) the higher (lower) of the lowest (highest) points separating it from a more
  /// extreme value on each side, or from the series' ends.
  public var prominence: Double

  /// Finds the turning points that PELT segments imply and keeps the prominent ones.
  ///
  /// Where a segment with a rising line meets one with a falling line, the largest value of
  /// the two segments is a peak candidate (the smallest, where falling meets rising, a trough
  /// candidate); flat segments (slope exactly 0: a plateau, or the bottom of a symmetric
  /// curve) between them are passed over, their values part of the candidate's span, so a
  /// rise, a plateau and a fall still make a peak. Candidates whose prominence is below `minimumProminence` are dropped; of
  /// two neighbours of the same kind, the more extreme is kept, so peaks and troughs
  /// alternate; at most `limit` remain, the most prominent, in series order.
  ///
  /// - Parameters:
  ///   - values: The series' finite values.
  ///   - segments: Its segmentation, covering `values` in order.
  ///   - minimumProminence: The smallest prominence kept, in value units.
  ///   - limit: The most turning points returned.
  /// - Returns: The turning points in series order.
  /// - Complexity: O(k n) for k candidates; callers pass block means of long series.
  /// - Note: Prominence as in topography (Llobera 2001; the definition of
  ///   `scipy.signal.peak_prominences`).
  static func find(
    in values: [Double], segments: [ChangePoints.Segment], minimumProminence: Double,
    limit: Int
  ) -> [TurningPoint] {
    var found: [TurningPoint] = []
    let sloped = segments.filter { $0.slope != 0 }
    for (left, right) in zip(sloped, sloped.dropFirst()) {
      let kind: Kind
      if left.slope > 0 && right.slope < 0 {
        kind = .peak
      } else if left.slope < 0 && right.slope > 0 {
        kind = .trough
      } else {
        continue
      }
      let span = left.range.lowerBound..<right.range.upperBound
      guard
        let index = span.max(by: {
          kind == .peak ? values[$0] < values[$1] : values[$0] > values[$1]
        }), found.last?.index != index
      else { continue }
      let prominence = Self.prominence(of: index, kind: kind, in: values)
      guard prominence >= minimumProminence else { continue }
      found.append(TurningPoint(kind: kind, index: index, prominence: prominence))
    }
    found = alternating(found, values: values)
    guard found.count > limit else { return found }
    let kept = found.sorted { $0.prominence > $1.prominence }.prefix(limit)
    return alternating(kept.sorted { $0.index < $1.index }, values: values)
  }

  /// Keeps peaks and troughs alternating: of neighbours of the same kind, the more extreme.
  ///
  /// - Complexity: O(k) for k points.
  static func alternating(_ points: [TurningPoint], values: [Double]) -> [TurningPoint] {
    var result: [TurningPoint] = []
    for point in points {
      guard let last = result.last, last.kind == point.kind else {
        result.append(point)
        continue
      }
      let moreExtreme =
        point.kind == .peak
        ? values[point.index] > values[last.index] : values[point.index] < values[last.index]
      if moreExtreme { result[result.count - 1] = point }
    }
    return result
  }

  /// The topographic prominence of the point at `index`.
  ///
  /// - Complexity: O(n) in the worst case.
  static func prominence(of index: Int, kind: Kind, in values: [Double]) -> Double {
    let sign = kind == .peak ? 1.0 : -1.0
    let height = sign * values[index]
    var leftBase = height
    var position = index - 1
    while position >= 0 && sign * values[position] <= height {
      leftBase = min(leftBase, sign * values[position])
      position -= 1
    }
    var rightBase = height
    position = index + 1
    while position < values.count && sign * values[position] <= height {
      rightBase = min(rightBase, sign * values[position])
      position += 1
    }
    return height - max(leftBase, rightBase)
  }
}
