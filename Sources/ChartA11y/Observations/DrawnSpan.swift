import Foundation

/// What a numeric axis without a declared domain spans as drawn, where the scale draws more
/// than its values: Vega stretches it to include 0 (`zero`) and moves its ends out to round
/// numbers (`nice`), so a line of values from 4.3 % to 7.7 % is drawn on an axis from 0 % to
/// 8 %.
///
/// An end is `nil` when where it falls is not known: a `zero` axis whose `nice` is not known
/// (a `nice` tick count, a bar's padding in pixels) starts at 0, and no more is said; when
/// neither end is known the axis is not said to span its values, only the values' range is.
public struct DrawnSpan: Hashable, Sendable {
  /// The axis's drawn start, or `nil` when not known.
  public var lowerBound: Double?
  /// The axis's drawn end, or `nil` when not known.
  public var upperBound: Double?
  /// Whether the ends are only what the axis reaches at least, to hold reference lines beyond
  /// the values, where how far past them it is drawn is not known (a chart spec without
  /// `zero` and `nice`).
  public var isReachedByReferenceLines = false

  /// Creates a span.
  public init(lowerBound: Double?, upperBound: Double?, isReachedByReferenceLines: Bool = false) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.isReachedByReferenceLines = isReachedByReferenceLines
  }

  /// What an axis spans as drawn over the extent of what it places, or `nil` when that is the
  /// values' own range or nothing is known of it.
  ///
  /// The extent is stretched to 0 when `zero` (never on a log scale, which cannot place 0),
  /// then made nice (``NiceDomain``) when `nice`, as Vega's `configureDomain` does (vega-encode
  /// `src/Scale.js`); with `nice` not known, only an end moved to 0 is known.
  ///
  /// - Parameters:
  ///   - extent: The smallest and largest value the axis places: values, interval ends,
  ///     stack totals and reference lines.
  ///   - values: The range of the axis's values.
  ///   - references: The range of the values and the reference lines on the axis.
  ///   - kind: The scale's position function.
  ///   - zero: Whether the axis includes 0, or `nil` when not known.
  ///   - nice: Whether the axis's ends are nice, or `nil` when not known.
  /// - Returns: The span as drawn, with the ends that are known, or `nil`.
  /// - Complexity: O(1).
  static func drawn(
    over extent: ClosedRange<Double>, values: ClosedRange<Double>,
    references: ClosedRange<Double>? = nil, kind: AxisScale.Kind, zero: Bool?, nice: Bool?
  ) -> DrawnSpan? {
    var isLog = false
    if case .log = kind { isLog = true }
    guard extent.lowerBound.isFinite, extent.upperBound.isFinite,
      !isLog || extent.lowerBound > 0
    else { return nil }
    var stretched = extent
    if zero == true && !isLog {
      stretched = min(extent.lowerBound, 0)...max(extent.upperBound, 0)
    }
    let span: DrawnSpan
    switch nice {
    case true?:
      guard
        let niced = isLog ? NiceDomain.log(stretched) : NiceDomain.linear(stretched)
      else { return nil }
      span = DrawnSpan(lowerBound: niced.lowerBound, upperBound: niced.upperBound)
    case false?:
      span = DrawnSpan(lowerBound: stretched.lowerBound, upperBound: stretched.upperBound)
    case nil:
      // Where the nice ends fall is not known: only an end at 0 is; with `zero` not known
      // either, only the reference lines beyond the values, which every chart draws its axis
      // to hold (Swift Charts' and Vega's automatic domains include a rule mark's value).
      guard zero != nil else {
        guard let references, references != values else { return nil }
        return DrawnSpan(
          lowerBound: references.lowerBound < values.lowerBound ? references.lowerBound : nil,
          upperBound: references.upperBound > values.upperBound ? references.upperBound : nil,
          isReachedByReferenceLines: true)
      }
      return DrawnSpan(
        lowerBound: stretched.lowerBound == 0 && values.lowerBound != 0 ? 0 : nil,
        upperBound: stretched.upperBound == 0 && values.upperBound != 0 ? 0 : nil)
    }
    return span.lowerBound == values.lowerBound && span.upperBound == values.upperBound
      ? nil : span
  }
}
