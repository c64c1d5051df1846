import ChartModel

/// Places a chart's independent positions in time and stereo: the first position left and at
/// the start, the last right and at the end (within ±``panExtent``).
///
/// Numbers and dates are placed in proportion to their value, so missing years (and any other
/// missing positions, ``MissingRun``) take their share of time (as silence); categories are placed in equal steps in axis order.
struct PositionScale: Sendable {
  private let numericRange: ClosedRange<Double>?
  private let categoryIndex: [String: Int]
  private let categoryCount: Int
  /// How many positions the axis spans (categories, or the most periods or observations of
  /// one series including its missing ones, ``SeriesAnalysis/spannedPositionCount``).
  let positionCount: Int

  init(_ analysis: ChartAnalysis) {
    let axis = analysis.chart.independentAxisDescriptor
    var categories = axis.categories
    if axis.kind == .categorical && categories.isEmpty {
      for series in analysis.chart.series {
        for observation in series.observations {
          if case .category(let text) = observation.x, !categories.contains(text) {
            categories.append(text)
          }
        }
      }
    }
    categoryCount = categories.count
    categoryIndex = Dictionary(
      categories.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    numericRange = axis.kind == .categorical ? nil : axis.range
    if axis.kind == .categorical {
      positionCount = max(1, categoryCount)
    } else {
      // A period given twice is one position, as the description counts it.
      let longest = analysis.series.map(\.spannedPositionCount)
      positionCount = max(1, longest.max() ?? 1)
    }
  }

  /// Where a position lies along the axis, from 0 (first) to 1 (last); 0.5 when the axis has a
  /// single position.
  func fraction(of x: DataValue) -> Double {
    switch x {
    case .category(let text):
      guard categoryCount > 1, let index = categoryIndex[text] else { return 0.5 }
      return Double(index) / Double(categoryCount - 1)
    case .number, .date:
      guard let range = numericRange, let value = x.numericValue,
        range.upperBound > range.lowerBound
      else { return 0.5 }
      let fraction = RangeFraction.of(value, from: range.lowerBound, to: range.upperBound) ?? 0.5
      return min(1, max(0, fraction))
    }
  }

  /// How far left and right the first and last positions sit: ±0.9, so that the quieter ear
  /// still hears them (with the equal-power law, 0.078 of the level, −22 dB, instead of
  /// silence at ±1).
  static let panExtent = 0.9

  /// The stereo position of a position: −0.9 (left) to 0.9 (right), ``panExtent``.
  func pan(of x: DataValue) -> Double {
    Self.pan(atFraction: fraction(of: x))
  }

  /// The stereo position at a fraction of the axis (0 first, 1 last), clamped to 0…1:
  /// −``panExtent`` to ``panExtent``.
  static func pan(atFraction fraction: Double) -> Double {
    (min(1, max(0, fraction)) * 2 - 1) * panExtent
  }
}
